import CollectionLayout
import Foundation
import ScreenSpec

/// `--scroll-offset P` and `--orthogonal-offset S:X`, shared by `layout` and `render`: where the
/// collection view and its orthogonal sections are scrolled to.
enum ScrollOptions {
    static let scrollOffset = Option("--scroll-offset", "P",
                                     help: "scrolled P points from rest along the scroll axis (pinned headers follow)")
    static let orthogonalOffset = Option("--orthogonal-offset", "S:X", help: """
        orthogonal section S scrolled X points toward its end; it comes
        to rest where its behaviour snaps (.paging: a page; group paging: a
        group). Repeat or comma-separate: --orthogonal-offset 0:340,2:700
        """)
    static let all = [scrollOffset, orthogonalOffset]

    /// The scroll position `args` ask for on `device`; the screen's own when they ask for none (at rest,
    /// or where a captured app scrolled: D8). `--scroll-offset` counts from rest either way.
    static func position(_ args: Arguments, screen: Screen, device: Device) throws -> ScrollPosition {
        var position = screen.scroll
        if let text = try args.value(Self.scrollOffset) {
            guard let points = Double(text), points.isFinite, abs(points) <= 10_000_000 else {
                throw CLIError("--scroll-offset must be a number of points, got '\(text)'")
            }
            let rest = SceneBuilder.contentOffset(.rest, viewport: screen.viewport(on: device), direction: screen.scrollDirection)
            position.contentOffset = screen.scrollDirection == .vertical
                ? CGPoint(x: rest.x, y: rest.y + points) : CGPoint(x: rest.x + points, y: rest.y)
        }
        for entry in args.values(Self.orthogonalOffset) {
            let parts = entry.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let section = Int(parts[0]), section >= 0, section < screen.sections.count,
                  let points = Double(parts[1]), points.isFinite, abs(points) <= 10_000_000 else {
                throw CLIError("--orthogonal-offset takes SECTION:POINTS with a section from 0 to \(screen.sections.count - 1), got '\(entry)'")
            }
            position.orthogonalOffsets[section] = points
        }
        return position
    }
}
