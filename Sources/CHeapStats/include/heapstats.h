#ifndef HEAPSTATS_H
#define HEAPSTATS_H
#include <stddef.h>
/* Bytes the C heap has handed out and not taken back (glibc mallinfo2: uordblks + hblkhd). */
size_t heapstats_bytes_in_use(void);
#endif
