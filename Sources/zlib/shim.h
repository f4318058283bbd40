// zlib on Linux (issue 31): iOS ships zlib as the module `zlib`; here it is Debian's (zlib1g-dev).
#include <zlib.h>
