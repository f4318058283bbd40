import CPangoCairo
import Foundation

/// Pango font maps, each lent to one typesetter at a time.
///
/// A Pango font map and everything made from it (contexts, fonts, layouts) must not be used by two
/// threads at once. Pango's per-thread default map (`pango_cairo_font_map_get_default`) does not give
/// that here: a measurer made on one thread may be used on another (Swift concurrency resumes work
/// on any thread, and a pool thread's default map serves whatever runs on it next), which crashed
/// inside cairo and FreeType when two renders met on one map. So each typesetter borrows a map of
/// its own for its lifetime and gives it back; maps are kept, so each font is still opened and
/// shaped once per map, not once per render.
final class FontMapPool: @unchecked Sendable {
    static let shared = FontMapPool()

    private let lock = NSLock()
    /// Maps no typesetter holds. Owned (one reference each).
    private var idle: [UnsafeMutablePointer<PangoFontMap>] = []

    /// A map no one else uses until `giveBack`.
    func borrow() -> UnsafeMutablePointer<PangoFontMap> {
        lock.lock()
        defer { lock.unlock() }
        if let map = idle.popLast() { return map }
        return pango_cairo_font_map_new()
    }

    /// Returns `map`: the borrower and everything it made from the map are gone.
    func giveBack(_ map: UnsafeMutablePointer<PangoFontMap>) {
        lock.lock()
        defer { lock.unlock() }
        idle.append(map)
    }
}
