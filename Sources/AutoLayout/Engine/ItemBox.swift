import Foundation

/// The four solver variables of a view or layout guide: its frame in its superview's (a guide: its
/// owning view's) bounds; for a view, also what the engine asked of it once (margins, safe area,
/// layout direction), kept for the engine's life.
final class ItemBox {
    let x, y, width, height: Variable
    /// Whether the item is a `UILayoutGuide` (else a `UIView`).
    private(set) var isGuide: Bool
    @exclusivity(unchecked) var margins: UIEdgeInsets?
    @exclusivity(unchecked) var safeArea: UIEdgeInsets?
    @exclusivity(unchecked) var rightToLeft: Bool?
    /// The intrinsic size the engine gave the item's constraints (nil: none yet), and the identities they are
    /// held under: width ≤, width ≥, height ≤, height ≥ (`IntrinsicConstraints`).
    @exclusivity(unchecked) var intrinsicSize: CGSize?
    let intrinsicSlots = [IntrinsicSlot(), IntrinsicSlot(), IntrinsicSlot(), IntrinsicSlot()]

    /// What the engine's hot path reads of a box, as plain values (`fields`): the variables unmanaged (the box holds
    /// them), whether it is a guide, its layout direction.
    struct Fields {
        let x, y, width, height: Unmanaged<Variable>
        let isGuide: Bool
        let rightToLeft: Bool?
    }

    var fields: Fields {
        Fields(x: .passUnretained(x), y: .passUnretained(y), width: .passUnretained(width), height: .passUnretained(height),
               isGuide: isGuide, rightToLeft: rightToLeft)
    }

    init(guide: Bool) {
        x = Variable("minX"); y = Variable("minY"); width = Variable("width"); height = Variable("height")
        isGuide = guide
    }

    /// Makes a box of an earlier engine new again (`EngineStorage.makeBox`): variables at 0, nothing asked yet.
    func reuse(guide: Bool) {
        isGuide = guide
        x.value = 0; y.value = 0; width.value = 0; height.value = 0
        margins = nil; safeArea = nil; rightToLeft = nil
        intrinsicSize = nil
        for slot in intrinsicSlots { slot.strength = -1 }
    }

    var all: [Variable] { [x, y, width, height] }

    var frame: CGRect { CGRect(x: x.value, y: y.value, width: width.value, height: height.value) }
}
