#include "heap_statistics.h"

#include <stdlib.h>  // defines __GLIBC__ on glibc

#if defined(__APPLE__)
#include <malloc/malloc.h>

size_t heap_statistics_bytes_in_use(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return statistics.size_in_use;
}
#elif defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

size_t heap_statistics_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
#else
size_t heap_statistics_bytes_in_use(void) {
    return 0;
}
#endif
