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
///
/// Two kinds of map: the pinned fonts' (the process's current fontconfig configuration) and the
/// app fonts' (`PinnedFonts.AppConfiguration`, one per registration generation; maps of an older
/// generation are dropped when given back).
final class FontMapPool: @unchecked Sendable {
    static let shared = FontMapPool()

    /// A borrowed map and the app-font generation it was made for (nil: the pinned fonts only).
    struct Loan {
        let map: UnsafeMutablePointer<PangoFontMap>
        let generation: Int?
    }

    private let lock = NSLock()
    /// Maps no typesetter holds. Owned (one reference each).
    private var idle: [Loan] = []
    /// The newest app-font generation a map was lent for.
    private var newestGeneration = -1

    /// A map of the pinned fonts no one else uses until `giveBack`.
    func borrow() -> Loan {
        take { $0.generation == nil } ?? Loan(map: Self.newMap(), generation: nil)
    }

    /// A map of the pinned fonts and the app's registered ones (`AppFonts.shared`) as they are now;
    /// nil if no font is registered.
    func borrowAppFonts() -> Loan? {
        guard let (generation, config) = PinnedFonts.AppConfiguration.shared.config(for: .shared) else { return nil }
        lock.withLock { newestGeneration = max(newestGeneration, generation) }
        if let loan = take({ $0.generation == generation }) { return loan }
        let map = Self.newMap()
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        return Loan(map: map, generation: generation)
    }

    /// A new Pango map (GLib aborts the process itself if it cannot allocate one).
    private static func newMap() -> UnsafeMutablePointer<PangoFontMap> { pango_cairo_font_map_new() }

    private func take(_ matches: (Loan) -> Bool) -> Loan? {
        lock.withLock {
            guard let index = idle.lastIndex(where: matches) else { return nil }
            return idle.remove(at: index)
        }
    }

    /// Returns `loan`: the borrower and everything it made from the map are gone.
    func giveBack(_ loan: Loan) {
        let stale = lock.withLock { () -> Bool in
            if let generation = loan.generation, generation < newestGeneration { return true }
            idle.append(loan)
            return false
        }
        if stale { g_object_unref(UnsafeMutableRawPointer(loan.map)) }
    }
}
