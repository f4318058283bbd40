#include "heapstats.h"
#include <malloc.h>

size_t heapstats_bytes_in_use(void) {
    struct mallinfo2 m = mallinfo2();
    return m.uordblks + m.hblkhd;
}
