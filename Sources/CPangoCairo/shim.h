#include <stdio.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <fontconfig/fcfreetype.h>
#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H

/* Function-like macros are not imported into Swift; these wrap them. */
static inline int shim_pango_pixels(int d) { return PANGO_PIXELS(d); }
static inline void shim_g_object_unref(void *p) { if (p) g_object_unref(p); }

/* The font file a run of glyphs actually used (NULL if it is not a fontconfig font). */
static inline const char *shim_font_file(PangoFont *font) {
    if (!font || !PANGO_IS_FC_FONT(font)) return 0;
    FcChar8 *file = 0;
    if (FcPatternGetString(((PangoFcFont *)font)->font_pattern, FC_FILE, 0, &file) != FcResultMatch) return 0;
    return (const char *)file;
}

/* FreeType's version, "major.minor.patch" into `out` (empty if FreeType cannot start). */
static inline void shim_freetype_version(char *out, int size) {
    FT_Library library;
    out[0] = 0;
    if (FT_Init_FreeType(&library) != 0) return;
    FT_Int major = 0, minor = 0, patch = 0;
    FT_Library_Version(library, &major, &minor, &patch);
    FT_Done_FreeType(library);
    snprintf(out, (size_t)size, "%d.%d.%d", major, minor, patch);
}

/* fontconfig's version as "major.minor.revision". */
static inline void shim_fontconfig_version(char *out, int size) {
    int v = FcGetVersion();
    snprintf(out, (size_t)size, "%d.%d.%d", v / 10000, v / 100 % 100, v % 100);
}
