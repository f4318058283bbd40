import Foundation

/// The four solver variables of a view or layout guide: its frame in its superview's (a guide: its
/// owning view's) bounds; for a view, also what the engine asked of it once (margins, safe area,
/// layout direction), kept for the engine's life.
final class ItemBox {
    let x, y, width, height: Variable
    /// Whether the item is a `UILayoutGuide` (else a `UIView`).
    let isGuide: Bool
    @exclusivity(unchecked) var margins: UIEdgeInsets?
    @exclusivity(unchecked) var safeArea: UIEdgeInsets?
    @exclusivity(unchecked) var rightToLeft: Bool?

    init(guide: Bool) {
        x = Variable("minX"); y = Variable("minY"); width = Variable("width"); height = Variable("height")
        isGuide = guide
    }

    var all: [Variable] { [x, y, width, height] }

    var frame: CGRect { CGRect(x: x.value, y: y.value, width: width.value, height: height.value) }
}
