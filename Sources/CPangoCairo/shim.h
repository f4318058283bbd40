#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

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
