/* Fast PNG encoding of cairo ARGB32 pixels with libpng, for Layoutshot's `Rendering` module.
 *
 * libpng reports errors with longjmp. Every libpng call lives in `cpng_encode_pass` below, which
 * catches that longjmp itself and returns a status, so no longjmp ever crosses a Swift frame.
 * Settings: zlib level as given (Layoutshot uses 1), PNG_FILTER_NONE, no tIME, no text chunks, so
 * the same pixels always give the same bytes. */
#ifndef LAYOUTSHOT_CPNG_SHIM_H
#define LAYOUTSHOT_CPNG_SHIM_H

#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/** The encoded file, grown with realloc; release it with `cpng_output_free`. */
typedef struct {
    unsigned char *bytes;
    size_t count;
    size_t capacity;
    /** libpng's message (or ours) when `cpng_encode_argb32` returns non-zero. */
    char message[160];
} cpng_output;

static inline void cpng_output_free(cpng_output *out) {
    free(out->bytes);
    out->bytes = NULL;
    out->count = out->capacity = 0;
}

/** Straight colour from premultiplied `c` at alpha `a` (1…254), rounded as cairo's PNG writer does. */
static inline uint32_t cpng_unpremultiply(uint32_t c, uint32_t a) {
    uint32_t v = (c * 255 + a / 2) / a;
    return v > 255 ? 255 : v;
}

/** The word whose bytes in memory are R, G, B, A, from a native-endian 0xAARRGGBB pixel. */
static inline uint32_t cpng_rgba_bytes(uint32_t p) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return p << 8 | p >> 24;
#else
    return __builtin_bswap32(p) >> 8 | (p & 0xFF000000u);
#endif
}

/** One row of native-endian premultiplied 0xAARRGGBB words to RGB bytes, ignoring alpha; `dst` needs
 *  one spare byte at the end (each pixel is stored as 4 bytes, 3 apart). Returns 1 if every pixel
 *  was opaque. */
static inline int cpng_row_to_rgb(const uint32_t *src, unsigned char *dst, int width) {
    uint32_t all = 0xFFFFFFFFu;
    for (int x = 0; x < width; x++) {
        uint32_t p = src[x], v = cpng_rgba_bytes(p);
        all &= p;
        memcpy(dst + 3 * (size_t)x, &v, 4);
    }
    return (all >> 24) == 0xFF;
}

/** One row of premultiplied 0xAARRGGBB words to straight RGBA bytes. */
static inline void cpng_row_to_rgba(const uint32_t *src, unsigned char *dst, int width) {
    for (int x = 0; x < width; x++, dst += 4) {
        uint32_t p = src[x], a = p >> 24, v;
        if (a == 255) {
            v = cpng_rgba_bytes(p);
            memcpy(dst, &v, 4);
        } else if (a == 0) {
            memset(dst, 0, 4);
        } else {
            dst[0] = (unsigned char)cpng_unpremultiply(p >> 16 & 0xFF, a);
            dst[1] = (unsigned char)cpng_unpremultiply(p >> 8 & 0xFF, a);
            dst[2] = (unsigned char)cpng_unpremultiply(p & 0xFF, a);
            dst[3] = (unsigned char)a;
        }
    }
}

static inline void cpng_on_error(png_structp png, png_const_charp message) {
    cpng_output *out = (cpng_output *)png_get_error_ptr(png);
    snprintf(out->message, sizeof out->message, "libpng: %s", message ? message : "error");
    png_longjmp(png, 1);
}

static inline void cpng_on_warning(png_structp png, png_const_charp message) {
    (void)png; (void)message;   /* warnings do not change the output; stay quiet */
}

static inline void cpng_on_write(png_structp png, png_bytep data, size_t length) {
    cpng_output *out = (cpng_output *)png_get_io_ptr(png);
    if (out->capacity - out->count < length) {
        size_t capacity = out->capacity ? out->capacity : 65536;
        while (capacity - out->count < length) {
            if (capacity > SIZE_MAX / 2) png_error(png, "PNG too large for memory");
            capacity *= 2;
        }
        unsigned char *grown = (unsigned char *)realloc(out->bytes, capacity);
        if (!grown) png_error(png, "out of memory for the PNG bytes");
        out->bytes = grown;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->count, data, length);
    out->count += length;
}

static inline void cpng_on_flush(png_structp png) { (void)png; }

/** One attempt at encoding: RGB if `opaque`, else RGBA. Returns 0 on success, 1 on error (message
 *  set), 2 if `opaque` was asked for but a pixel is not opaque (the bytes so far are discarded). */
static inline int cpng_encode_pass(const unsigned char *pixels, int width, int height, int stride,
                                   int level, int opaque, cpng_output *out) {
    out->count = 0;
    unsigned char *row = (unsigned char *)malloc((size_t)width * (opaque ? 3 : 4) + 1);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, out, cpng_on_error, cpng_on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!row || !png || !info) {
        if (png) png_destroy_write_struct(&png, info ? &info : NULL);
        free(row);
        snprintf(out->message, sizeof out->message, "out of memory starting libpng");
        return 1;
    }
    /* png, info and row are not assigned after this point, so they survive the longjmp intact. */
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        return 1;
    }
    png_set_write_fn(png, out, cpng_on_write, cpng_on_flush);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_write_info(png, info);
    int result = 0;
    for (int y = 0; y < height; y++) {
        const uint32_t *src = (const uint32_t *)(pixels + (size_t)y * (size_t)stride);
        if (!opaque) {
            cpng_row_to_rgba(src, row, width);
        } else if (!cpng_row_to_rgb(src, row, width)) {
            result = 2;
            break;
        }
        png_write_row(png, row);
    }
    if (result == 0) png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(row);
    return result;
}

/** Encodes `height` rows of `width` ARGB32 pixels (premultiplied, native-endian, `stride` bytes
 *  apart) into `out`: 8-bit RGB if every pixel is opaque, else straight RGBA; zlib `level` 0…9;
 *  no filtering. RGB is tried first and checked row by row as it is written, so an opaque canvas
 *  is read once; the first non-opaque pixel restarts the encoding as RGBA. Returns 0 on success,
 *  else 1 with `out->message` set. Always call `cpng_output_free(out)` afterwards. */
static inline int cpng_encode_argb32(const unsigned char *pixels, int width, int height, int stride,
                                     int level, cpng_output *out) {
    memset(out, 0, sizeof *out);
    if (!pixels || width <= 0 || height <= 0 || stride < width * 4 || stride % 4 != 0
        || level < 0 || level > 9) {
        snprintf(out->message, sizeof out->message, "invalid image %dx%d, stride %d, level %d",
                 width, height, stride, level);
        return 1;
    }
    out->capacity = (size_t)width * 3 * (size_t)height / 8 + 4096;   /* a guess; grown on demand */
    out->bytes = (unsigned char *)malloc(out->capacity);
    if (!out->bytes) {
        out->capacity = 0;
        snprintf(out->message, sizeof out->message, "out of memory for the PNG bytes");
        return 1;
    }
    int result = cpng_encode_pass(pixels, width, height, stride, level, 1, out);
    if (result == 2) result = cpng_encode_pass(pixels, width, height, stride, level, 0, out);
    return result;
}

/** A decoded image: `width × height` RGBA8 pixels, straight alpha, rows packed; release with
 *  `cpng_decoded_free`. */
typedef struct {
    unsigned char *pixels;
    unsigned width;
    unsigned height;
    char message[160];
} cpng_decoded;

static inline void cpng_decoded_free(cpng_decoded *image) {
    free(image->pixels);
    image->pixels = NULL;
}

/** Decodes a whole PNG file held in memory to RGBA8 with libpng's simplified API (any colour type
 *  and bit depth; 16-bit channels are reduced to 8). Images over `maxPixels` pixels are refused
 *  before anything is allocated. Returns 0 on success, else 1 with `out->message` set. */
static inline int cpng_decode_rgba(const unsigned char *bytes, size_t count, unsigned long long maxPixels,
                                   cpng_decoded *out) {
    memset(out, 0, sizeof *out);
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, bytes, count)) {
        snprintf(out->message, sizeof out->message, "%s", image.message[0] ? image.message : "not a PNG");
        png_image_free(&image);
        return 1;
    }
    if ((unsigned long long)image.width * image.height > maxPixels) {
        snprintf(out->message, sizeof out->message, "%u×%u px is over the limit of %llu pixels",
                 image.width, image.height, maxPixels);
        png_image_free(&image);
        return 1;
    }
    image.format = PNG_FORMAT_RGBA;
    size_t size = PNG_IMAGE_SIZE(image);
    out->pixels = (unsigned char *)malloc(size ? size : 1);
    if (!out->pixels) {
        snprintf(out->message, sizeof out->message, "out of memory for %u×%u px", image.width, image.height);
        png_image_free(&image);
        return 1;
    }
    if (!png_image_finish_read(&image, NULL, out->pixels, 0, NULL)) {
        snprintf(out->message, sizeof out->message, "%s", image.message[0] ? image.message : "corrupt PNG");
        cpng_decoded_free(out);
        png_image_free(&image);
        return 1;
    }
    out->width = image.width;
    out->height = image.height;
    return 0;
}

#endif
