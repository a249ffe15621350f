/* <asm/byteorder.h>: cpu_to_{le,be}{16,32,64}() and back, the _array forms */
u64 probe_asm_byteorder(u32 *w, u64 *d);
u64 probe_asm_byteorder(u32 *w, u64 *d)
{
	le32_to_cpu_array(w, 2);
	cpu_to_le32_array(w, 2);
	le64_to_cpu_array(d, 2);
	cpu_to_le64_array(d, 2);
	return cpu_to_be64(d[0]) + be64_to_cpu(d[1]) + cpu_to_be32(w[0]) +
	       be32_to_cpu(w[1]) + cpu_to_le64(d[0]) + le64_to_cpu(d[1]) +
	       cpu_to_le32(w[0]) + le32_to_cpu(w[1]) + cpu_to_be16(1) +
	       le16_to_cpu(2);
}
