/* JPEG decoding with libjpeg-turbo (Debian's libjpeg62-turbo-dev), for Layoutshot's `Rendering` module:
 * an app's asset catalog may hold JPEG photos (iOS reads them, and sniffs a `.png` that holds JPEG data).
 *
 * libjpeg reports errors with longjmp. Every libjpeg call lives in a function below that catches that
 * longjmp itself and returns a status, so no longjmp ever crosses a Swift frame. The integer DCT
 * (JDCT_ISLOW) is asked for explicitly: the same file gives the same pixels on every machine with the
 * same library. */
#ifndef LAYOUTSHOT_CJPEG_SHIM_H
#define LAYOUTSHOT_CJPEG_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    char *message;
} cjpeg_error;

static void cjpeg_error_exit(j_common_ptr cinfo) {
    cjpeg_error *error = (cjpeg_error *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    if (error->message) { strncpy(error->message, text, 159); error->message[159] = 0; }
    longjmp(error->jump, 1);
}

static void cjpeg_silence(j_common_ptr cinfo, int level) { (void)cinfo; (void)level; }

/** Decodes `bytes` into `dest`, cairo's ARGB32 layout (`stride` bytes a row, opaque), when `dest` is not
 *  NULL; always sets the size. Refuses images over `max_pixels`. Returns 0, or non-zero with `message`. */
static inline int cjpeg_decode_argb32(const unsigned char *bytes, size_t count, unsigned long long max_pixels,
                                      unsigned *width, unsigned *height, unsigned char *dest, int stride, char *message) {
    struct jpeg_decompress_struct info;
    cjpeg_error error;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&error.pub);
    error.pub.error_exit = cjpeg_error_exit;
    error.pub.emit_message = cjpeg_silence;
    error.message = message;
    JSAMPROW row = NULL;
    if (setjmp(error.jump)) {
        free(row);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, bytes, (unsigned long)count);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    if ((unsigned long long)info.image_width * info.image_height > max_pixels) {
        if (message) strcpy(message, "the image is larger than Layoutshot decodes");
        jpeg_destroy_decompress(&info);
        return 1;
    }
    if (dest == NULL) { jpeg_destroy_decompress(&info); return 0; }
    info.out_color_space = JCS_RGB;
    info.dct_method = JDCT_ISLOW;
    jpeg_start_decompress(&info);
    row = (JSAMPROW)malloc((size_t)info.output_width * 3);
    while (info.output_scanline < info.output_height) {
        unsigned y = info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
        unsigned int *out = (unsigned int *)(dest + (size_t)y * stride);
        for (unsigned x = 0; x < info.output_width; x++) {
            out[x] = 0xFF000000u | ((unsigned)row[3 * x] << 16) | ((unsigned)row[3 * x + 1] << 8) | row[3 * x + 2];
        }
    }
    free(row);
    row = NULL;
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}

/** Encodes RGB8 pixels as a baseline JPEG at `quality` (the decoder's tests make their files with it).
 *  `*out` is malloc'ed (free it with `free`). Returns 0, or non-zero. */
static inline int cjpeg_encode_rgb(const unsigned char *rgb, unsigned width, unsigned height, int quality,
                                   unsigned char **out, unsigned long *count) {
    struct jpeg_compress_struct info;
    cjpeg_error error;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&error.pub);
    error.pub.error_exit = cjpeg_error_exit;
    error.message = NULL;
    *out = NULL; *count = 0;
    if (setjmp(error.jump)) { jpeg_destroy_compress(&info); return 1; }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, out, count);
    info.image_width = width; info.image_height = height;
    info.input_components = 3; info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    info.dct_method = JDCT_ISLOW;
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + (size_t)info.next_scanline * width * 3);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 0;
}

#endif
