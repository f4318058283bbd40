import Foundation

/// The last step of every solve, in one place: a frame worked out in the solver's own frame of
/// reference turned into the frame UIKit reports.
///
/// 1. **Transpose** (E1): a horizontal compositional layout is solved as if it scrolled down
///    (x ↔ y, width ↔ height) and turned back here.
/// 2. **Mirror** for right-to-left (G3: UIKit flips a layout authored left to right): x' = W − x − w,
///    W being the width mirrored across (the viewport's, or the content's when the layout scrolls
///    horizontally).
/// 3. **Snap** each edge to a device pixel (G7, `PixelSnapping`).
///
/// Compositional and flow layouts use it for every frame; a waterfall only mirrors (it floors its
/// own sizes to pixels, H2).
///
/// ```swift
/// let output = OutputTransform(transposed: false, mirrorWidth: 393, scale: 3)
/// output.frame(CGRect(x: 10, y: 0.1, width: 100, height: 50))   // (283, 0, 100, 50), y snapped to 0
/// ```
struct OutputTransform {
    /// Swap x and y (and width and height) first.
    let transposed: Bool
    /// The width to mirror across; nil for left-to-right.
    let mirrorWidth: CGFloat?
    /// Points to pixels; 0 or less leaves frames unsnapped.
    let scale: CGFloat

    init(transposed: Bool, mirrorWidth: CGFloat?, scale: CGFloat) {
        self.transposed = transposed; self.mirrorWidth = mirrorWidth; self.scale = scale
    }

    /// The transform of a layout in `viewport`: mirrored across the viewport's width when it
    /// scrolls vertically, across `contentLength` (its extent along the scroll axis) when it
    /// scrolls horizontally.
    init(transposed: Bool, scrollsVertically: Bool, viewport: Viewport, contentLength: CGFloat) {
        let mirrored = Self.mirrors(viewport.layoutDirection)
        self.init(transposed: transposed,
                  mirrorWidth: mirrored ? (scrollsVertically ? viewport.size.width : contentLength) : nil,
                  scale: viewport.scale)
    }

    /// Whether frames in this direction are mirrored (G3).
    static func mirrors(_ direction: UIUserInterfaceLayoutDirection) -> Bool { direction == .rightToLeft }

    /// Whether the transform only snaps: no transposing, no mirroring. Frames whose transform is
    /// this one can be snapped where they are made, sparing a pass.
    static func onlySnaps(transposed: Bool, direction: UIUserInterfaceLayoutDirection) -> Bool {
        !transposed && !mirrors(direction)
    }

    /// G3: `x` of a `width`-wide frame mirrored across `containerWidth`.
    @inline(__always)
    static func mirrored(_ x: CGFloat, width: CGFloat, across containerWidth: CGFloat) -> CGFloat {
        containerWidth - x - width
    }

    /// The transform where `onlySnaps`: step 3 alone, for the hot loops that make final frames.
    @inline(__always)
    static func snapped(_ r: CGRect, scale: CGFloat) -> CGRect { PixelSnapping.snapOriginAndSize(r, scale: scale) }

    /// Transposed, mirrored, snapped.
    @inline(__always)
    func frame(_ r: CGRect) -> CGRect {
        var r = r
        if transposed { r = CGRect(x: r.origin.y, y: r.origin.x, width: r.size.height, height: r.size.width) }
        if let mirrorWidth { r.origin.x = Self.mirrored(r.origin.x, width: r.size.width, across: mirrorWidth) }
        return Self.snapped(r, scale: scale)
    }

    func attributes(_ a: LayoutElement) -> LayoutElement {
        var a = a
        a.frame = frame(a.frame)
        return a
    }

    /// The content size: `length` along the scroll axis, snapped (G7); the viewport across it.
    static func contentSize(length: CGFloat, scrollsVertically: Bool, viewport: Viewport) -> CGSize {
        let l = PixelSnapping.snap(length, scale: viewport.scale)
        return scrollsVertically ? CGSize(width: viewport.size.width, height: l) : CGSize(width: l, height: viewport.size.height)
    }
}
