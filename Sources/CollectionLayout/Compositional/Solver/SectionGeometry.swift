import Foundation

/// A span across the scroll axis, canonical: where it starts and how wide it is.
typealias Band = (x: CGFloat, width: CGFloat)

/// A section's geometry across the scroll axis, canonical — one place for these rules, used by the
/// solver and by `visualDescription()`:
///
/// - the insets reference's leading and trailing insets (D3), and the content area inside them and
///   the section's `contentInsets` (D2), which the root group resolves against (A3);
/// - the band boundary items span (D4) and the one decorations span (D6);
/// - the extra leading and trailing inset of `.groupPagingCentered` (D7).
///
/// ```swift
/// // 400 pt, no safe area, contentInsets leading and trailing 10, a 150-pt group:
/// geometry.contentX                                      // 10
/// geometry.contentWidth                                  // 380
/// geometry.centring(.groupPagingCentered, groupWidth: 150)   // 115
/// ```
struct SectionGeometry {
    /// D3: the leading and trailing insets of the section's `contentInsetsReference`.
    let reference: Insets
    /// D2: the section's `contentInsets`, checked and canonical.
    let insets: Insets
    /// The viewport's extent across the scroll axis.
    let width: CGFloat
    /// A3, D2: the width groups have — the viewport less the reference insets and the section's.
    let contentWidth: CGFloat

    /// Throws when nothing is left for content; `place` names the section in the error.
    /// `insetGroupedList` measures the reference from an inset-grouped list's own side inset (F).
    init(context: SolveContext, insets: Insets, reference: UIContentInsetsReference,
         configurationReference: UIContentInsetsReference, insetGroupedList: Bool = false, place: Place) throws {
        self.reference = insetGroupedList ? context.insetGroupedListInsets
            : context.referenceInsets(reference, fallback: configurationReference)
        self.insets = insets
        width = context.size.width
        contentWidth = width - self.reference.leading - self.reference.trailing - insets.leading - insets.trailing
        guard contentWidth > 0 else {
            throw LayoutError("\(place): no width left for content (\(format(contentWidth)) pt after insets)")
        }
    }

    /// D2, D3: where the content area starts, the reference inset plus `contentInsets.leading`.
    var contentX: CGFloat { reference.leading + insets.leading }

    /// A3: the container the root group resolves against — the content width and the visible height.
    ///
    /// A3, D7: an orthogonal section's root group resolves its width against the width inside the
    /// insets reference alone, not narrowed by the section's `contentInsets`: the embedded scroller
    /// spans the section, and the insets only move where its content starts. Measured: a
    /// `.fractionalWidth(1)` group in a `.continuous` section with 16-pt insets is 375 pt wide on a
    /// 375-pt screen, its last cell cut at the edge (faberNovel/CompositionalLayoutDSL,
    /// `testDecorationItem.1–4.png`; `Tests/UIKitEvidenceTests`).
    ///
    /// A3: its height is the visible height less the section's top and bottom `contentInsets` —
    /// the embedded scroller's own height. Measured: Style I's `.fractionalHeight(0.4)` group in a
    /// `.continuous` section with 5-pt insets, in a 719-pt collection view, is 283.6 pt tall
    /// (0.4 × 709; the full height would give 287.6): its sections repeat every 293.667 pt
    /// (DeluxeAlonso/UICollectionViewCompositionalLayoutDemo `iPhone 11 Pro-Style I.png`,
    /// `compositional-demo-style-i-section-1`). A section that does not scroll orthogonally
    /// resolves against the whole visible height (0.3 × 690 = 207 in Style F's second section).
    func container(visibleHeight: CGFloat, orthogonal: Bool) -> CGSize {
        orthogonal
            ? CGSize(width: width - reference.leading - reference.trailing, height: visibleHeight - insets.top - insets.bottom)
            : CGSize(width: contentWidth, height: visibleHeight)
    }

    /// D6: the area inside the reference insets alone, which decorations span.
    var referenceBand: Band { Self.band(inside: reference, across: width) }

    /// The span inside `insets`' leading and trailing edges across `width`.
    static func band(inside insets: Insets, across width: CGFloat) -> Band {
        (insets.leading, width - insets.leading - insets.trailing)
    }

    /// D4: the band boundary items span. A `supplementaryContentInsetsReference` other than
    /// `.automatic` measures it from that reference alone; under `.automatic` it is the reference
    /// area, narrowed by the section's insets when `supplementariesFollowContentInsets`.
    func boundaryBand(context: SolveContext, supplementaryReference: UIContentInsetsReference,
                      followsContentInsets follow: Bool, configurationReference: UIContentInsetsReference) -> Band {
        if supplementaryReference != .automatic {
            return Self.band(inside: context.referenceInsets(supplementaryReference, fallback: configurationReference), across: width)
        }
        let x = reference.leading + (follow ? insets.leading : 0)
        return (x, width - reference.leading - reference.trailing - (follow ? insets.leading + insets.trailing : 0))
    }

    /// D7: the extra inset before the first group (and after the last) of an orthogonal section —
    /// `(contentWidth − groupWidth) / 2` for `.groupPagingCentered` (never negative), else 0.
    ///
    /// `groupWidth` is the root group's width as its definition resolves in the content area (A3),
    /// the template every group is stamped from (C6), not a solved instance's: the header calls
    /// these "additional leading and trailing content insets", and a section's content insets are
    /// one value for the section, fixed before any group is measured. A self-sized root group
    /// (A4, A5) therefore centres on its estimate, as UIKit's first pass does, whatever the
    /// measurer gives; and `visualDescription()`, which never measures, puts the group where the
    /// solver does.
    func centring(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, groupWidth: CGFloat) -> CGFloat {
        behavior == .groupPagingCentered ? max(0, (contentWidth - groupWidth) / 2) : 0
    }
}
