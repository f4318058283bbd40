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

/** Reads a PNG's header held in memory: its size, without decoding. Returns 0 on success, else 1
 *  with `message` (160 bytes) set. Images over `maxPixels` pixels are refused. */
static inline int cpng_png_size(const unsigned char *bytes, size_t count, unsigned long long maxPixels,
                                unsigned *width, unsigned *height, char *message) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, bytes, count)) {
        snprintf(message, 160, "%s", image.message[0] ? image.message : "not a PNG");
        png_image_free(&image);
        return 1;
    }
    *width = image.width;
    *height = image.height;
    png_image_free(&image);
    if ((unsigned long long)*width * *height > maxPixels) {
        snprintf(message, 160, "%u×%u px is over the limit of %llu pixels", *width, *height, maxPixels);
        return 1;
    }
    return 0;
}

/** Reads from memory for libpng's classic API. */
typedef struct { const unsigned char *bytes; size_t count; size_t offset; } cpng_reader;

static inline void cpng_on_read(png_structp png, png_bytep data, size_t length) {
    cpng_reader *reader = (cpng_reader *)png_get_io_ptr(png);
    if (reader->count - reader->offset < length) png_error(png, "read beyond end of data");
    memcpy(data, reader->bytes + reader->offset, length);
    reader->offset += length;
}

/** Decodes a PNG held in memory into `pixels` (width × height × 4 bytes, as `cpng_png_size` gave):
 *  RGBA8, straight alpha — palettes expanded, grey made RGB, 16-bit channels reduced to 8, an opaque
 *  alpha added where the file has none, interlacing undone. Chunk CRCs are checked; zlib's Adler-32
 *  is not (`PNG_IGNORE_ADLER32`: the CRCs already cover the compressed bytes, and the checksum costs
 *  as much as a third of decoding). Returns 0 on success, else 1 with `message` (160 bytes) set. */
static inline int cpng_decode_rgba(const unsigned char *bytes, size_t count, unsigned char *pixels, char *message) {
    cpng_output errors;
    memset(&errors, 0, sizeof errors);
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &errors, cpng_on_error, cpng_on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        if (png) png_destroy_read_struct(&png, NULL, NULL);
        snprintf(message, 160, "out of memory starting libpng");
        return 1;
    }
    cpng_reader reader = { bytes, count, 0 };
    png_bytep *volatile rows = NULL;   /* assigned after setjmp: volatile, so the error path sees it */
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(rows);
        snprintf(message, 160, "%s", strncmp(errors.message, "libpng: ", 8) == 0 ? errors.message + 8 : errors.message);
        return 1;
    }
    png_set_read_fn(png, &reader, cpng_on_read);
#ifdef PNG_IGNORE_ADLER32
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info), height = png_get_image_height(png, info);
    int type = png_get_color_type(png, info);
    if (png_get_bit_depth(png, info) == 16) png_set_strip_16(png);
    if (type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (type == PNG_COLOR_TYPE_GRAY || type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (type == PNG_COLOR_TYPE_GRAY && png_get_bit_depth(png, info) < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (!(type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "unsupported pixel format");
    rows = (png_bytep *)malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    return 0;
}

#endif
