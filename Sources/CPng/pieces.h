/* PNG image data compressed in independent pieces, so that the pieces can be deflated on several
 * cores at once and the result is still one zlib stream (the way pigz splits its input).
 *
 * A piece is a run of whole rows turned into PNG scanlines (filter byte 0, then RGB or RGBA bytes,
 * converted from cairo's premultiplied ARGB32 by shim.h's row functions) and deflated raw, primed
 * with the 32 KiB of scanlines before it as a dictionary. Every piece but the last ends with a sync
 * flush (an empty stored block, byte aligned) and the last with the final block, so the pieces
 * concatenated between a zlib header and the Adler-32 of all scanlines are a valid zlib stream. How
 * the image is cut depends only on its size, never on the number of threads: same pixels, same
 * bytes. */
#ifndef LAYOUTSHOT_CPNG_PIECES_H
#define LAYOUTSHOT_CPNG_PIECES_H

#include "shim.h"
#include <pthread.h>
#include <zlib.h>

/** One compressed piece; release it with `cpng_piece_free`. */
typedef struct {
    unsigned char *bytes;
    size_t count;
    /** Adler-32 (from 1) and length of the scanline bytes this piece compresses. */
    unsigned long adler;
    size_t length;
    /** 0 done; 1 failed (message set); 2 RGB was asked for but a pixel is not opaque. */
    int status;
    char message[96];
} cpng_piece;

static inline void cpng_piece_free(cpng_piece *piece) {
    free(piece->bytes);
    piece->bytes = NULL;
    piece->count = 0;
}

static inline int cpng_piece_fail(cpng_piece *piece, int status, const char *message) {
    snprintf(piece->message, sizeof piece->message, "%s", message);
    return piece->status = status;
}

/** Where a piece's pixels come from: cairo's premultiplied native-endian ARGB32 words, or straight
 *  RGBA8 bytes (a decoded or computed image). */
enum { CPNG_SOURCE_ARGB32 = 0, CPNG_SOURCE_RGBA8 = 1 };

/** Scanlines for rows [first, first + count) into `dst` (count × (1 + width × channels) bytes plus
 *  one spare): filter byte 0, then RGB (channels 3) or straight RGBA (4). Returns 0 if RGB was asked
 *  for and a pixel is not opaque. */
static inline int cpng_scanlines(const unsigned char *pixels, int source, int width, int stride, int first, int count,
                                 int channels, unsigned char *dst) {
    size_t rowBytes = 1 + (size_t)width * (size_t)channels;
    for (int y = 0; y < count; y++, dst += rowBytes) {
        const unsigned char *row = pixels + (size_t)(first + y) * (size_t)stride;
        dst[0] = 0;
        if (source == CPNG_SOURCE_RGBA8) {
            if (channels == 4) {
                memcpy(dst + 1, row, (size_t)width * 4);
            } else {
                unsigned char all = 0xFF;
                for (int x = 0; x < width; x++) {
                    memcpy(dst + 1 + 3 * (size_t)x, row + 4 * (size_t)x, 3);
                    all &= row[4 * (size_t)x + 3];
                }
                if (all != 0xFF) return 0;
            }
        } else if (channels == 4) {
            cpng_row_to_rgba((const uint32_t *)row, dst + 1, width);
        } else if (!cpng_row_to_rgb((const uint32_t *)row, dst + 1, width)) {
            return 0;
        }
    }
    return 1;
}

/** What a thread keeps from piece to piece: a raw deflate stream (reset, not rebuilt, so zlib's
 *  256 KiB of tables are not mapped, faulted in and zeroed again) and a scanline buffer of about
 *  64 KiB that rows are converted into a batch at a time. Freed when the thread exits. */
typedef struct {
    z_stream z;
    int level;
    int ready;
    unsigned char *rows;
    size_t capacity;
} cpng_worker;

static inline void cpng_worker_free(void *data) {
    cpng_worker *worker = (cpng_worker *)data;
    if (worker->ready) deflateEnd(&worker->z);
    free(worker->rows);
    free(worker);
}

/* Function-local statics: Swift's importer emits inline functions, not a header's static globals. */
static inline pthread_key_t *cpng_worker_key(void) {
    static pthread_key_t key;
    return &key;
}

static inline void cpng_worker_key_create(void) { pthread_key_create(cpng_worker_key(), cpng_worker_free); }

static inline pthread_once_t *cpng_worker_once(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    return &once;
}

/** This thread's worker with a stream at `level` and a buffer of at least `capacity` bytes; NULL
 *  when out of memory. */
static inline cpng_worker *cpng_thread_worker(int level, size_t capacity) {
    pthread_once(cpng_worker_once(), cpng_worker_key_create);
    cpng_worker *worker = (cpng_worker *)pthread_getspecific(*cpng_worker_key());
    if (!worker) {
        worker = (cpng_worker *)calloc(1, sizeof *worker);
        if (!worker || pthread_setspecific(*cpng_worker_key(), worker) != 0) {
            free(worker);
            return NULL;
        }
    }
    if (worker->ready && worker->level != level) {
        deflateEnd(&worker->z);
        worker->ready = 0;
    }
    if (!worker->ready) {
        memset(&worker->z, 0, sizeof worker->z);
        if (deflateInit2(&worker->z, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return NULL;
        worker->ready = 1;
        worker->level = level;
    } else if (deflateReset(&worker->z) != Z_OK) {
        return NULL;
    }
    if (worker->capacity < capacity) {
        unsigned char *grown = (unsigned char *)realloc(worker->rows, capacity);
        if (!grown) return NULL;
        worker->rows = grown;
        worker->capacity = capacity;
    }
    return worker;
}

/** Compresses rows [first, first + count) of a `width`-pixel image (`source` says its pixel format;
 *  rows `stride` bytes apart) into `piece` at zlib
 *  `level`; `last` for the piece that ends the image. Rows are converted and fed to deflate about
 *  64 KiB at a time, and their Adler-32 taken while they are in cache. Returns `piece->status`. */
static inline int cpng_deflate_piece(const unsigned char *pixels, int source, int width, int stride, int first, int count,
                                     int channels, int level, int last, cpng_piece *piece) {
    memset(piece, 0, sizeof *piece);
    size_t rowBytes = 1 + (size_t)width * (size_t)channels;
    /* The rows before this piece that cover zlib's 32 KiB window, converted again as the dictionary. */
    int before = (int)((32768 + rowBytes - 1) / rowBytes);
    if (before > first) before = first;
    int batch = (int)(65536 / rowBytes);
    if (batch < 1) batch = 1;
    size_t capacity = (size_t)(before > batch ? before : batch) * rowBytes + 1;
    cpng_worker *worker = cpng_thread_worker(level, capacity);
    if (!worker) return cpng_piece_fail(piece, 1, "out of memory starting zlib");
    z_stream *z = &worker->z;
    if (before > 0) {
        size_t dictionaryBytes = (size_t)before * rowBytes;
        size_t window = dictionaryBytes > 32768 ? 32768 : dictionaryBytes;
        if (!cpng_scanlines(pixels, source, width, stride, first - before, before, channels, worker->rows)) {
            return cpng_piece_fail(piece, 2, "not opaque");
        }
        deflateSetDictionary(z, worker->rows + dictionaryBytes - window, (uInt)window);
    }
    size_t length = (size_t)count * rowBytes;
    size_t bound = deflateBound(z, (uLong)length) + 64;   /* + the sync flush's empty block */
    piece->bytes = (unsigned char *)malloc(bound);
    if (!piece->bytes) return cpng_piece_fail(piece, 1, "out of memory for PNG data");
    z->next_out = piece->bytes;
    z->avail_out = (uInt)bound;
    unsigned long adler = adler32(0L, NULL, 0);
    int result = Z_OK;
    for (int y = first; y < first + count; y += batch) {
        int rows = first + count - y < batch ? first + count - y : batch;
        if (!cpng_scanlines(pixels, source, width, stride, y, rows, channels, worker->rows)) {
            cpng_piece_free(piece);
            return cpng_piece_fail(piece, 2, "not opaque");
        }
        size_t bytes = (size_t)rows * rowBytes;
        adler = adler32(adler, worker->rows, (uInt)bytes);
        z->next_in = worker->rows;
        z->avail_in = (uInt)bytes;
        int end = y + rows == first + count;
        result = deflate(z, end ? (last ? Z_FINISH : Z_SYNC_FLUSH) : Z_NO_FLUSH);
        if (result == Z_STREAM_ERROR || z->avail_in != 0 || z->avail_out == 0) break;
    }
    int complete = last ? result == Z_STREAM_END : (result == Z_OK && z->avail_in == 0 && z->avail_out > 0);
    piece->count = bound - z->avail_out;
    piece->adler = adler;
    piece->length = length;
    if (!complete) {
        cpng_piece_free(piece);
        return cpng_piece_fail(piece, 1, "zlib could not compress the image data");
    }
    return 0;
}

/** Adler-32 of two byte runs joined, from each one's Adler-32 and the second's length. */
static inline unsigned long cpng_adler32_combine(unsigned long first, unsigned long second, size_t secondLength) {
    return adler32_combine(first, second, (z_off_t)secondLength);
}

/** zlib's CRC-32, continued from `crc` over `count` bytes (start with 0). */
static inline unsigned long cpng_crc32(unsigned long crc, const unsigned char *bytes, size_t count) {
    return crc32(crc, bytes, (uInt)count);
}

#endif
