#ifndef HEAPSTATS_H
#define HEAPSTATS_H
#include <stddef.h>
/* Bytes the C heap has handed out and not taken back (glibc mallinfo2: uordblks + hblkhd). */
size_t heapstats_bytes_in_use(void);
/* Keeps freed memory in the process between benchmark runs (glibc mallopt: no trimming, no mmap
   for large blocks), so every run measures the same thing instead of the kernel re-faulting pages
   that the previous run gave back. */
void heapstats_keep_freed_memory(void);
#endif
