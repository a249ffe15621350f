/*
 * <linux/moduleparam.h>: module_param(), module_param_named(),
 * MODULE_PARM_DESC()
 */
static bool probe_flag;
static int probe_count;
module_param(probe_flag, bool, 0444);
MODULE_PARM_DESC(probe_flag, "a probe");
module_param_named(count, probe_count, int, 0444);
