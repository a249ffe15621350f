/* <linux/static_call.h>: DEFINE_STATIC_CALL(), static_call(), _update() */
int probe_static_call_a(int x);
int probe_static_call_a(int x)
{
	return x + 1;
}

int probe_static_call_b(int x);
int probe_static_call_b(int x)
{
	return x + 2;
}

DEFINE_STATIC_CALL(probe_static_call, probe_static_call_a);

int probe_linux_static_call(int x);
int probe_linux_static_call(int x)
{
	static_call_update(probe_static_call, probe_static_call_b);
	return static_call(probe_static_call)(x);
}
