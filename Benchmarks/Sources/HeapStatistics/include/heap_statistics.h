#ifndef HEAP_STATISTICS_H
#define HEAP_STATISTICS_H

#include <stddef.h>

/// The bytes the C heap has handed out and not taken back (glibc's `mallinfo2`, macOS's
/// `malloc_zone_statistics`); 0 where neither exists. For the benchmarks' memory figures.
size_t heap_statistics_bytes_in_use(void);

#endif
