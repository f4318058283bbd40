import Foundation

/// Step 3b, rule AL4: the constraints UIKit makes from a view's `frame` and `autoresizingMask` when
/// `translatesAutoresizingMaskIntoConstraints` is on (`NSAutoresizingMaskLayoutConstraint`).
///
/// Per axis the superview's length is split into three parts — the leading margin, the view's
/// length and the trailing margin, at the frame the view has now and the superview size that frame
/// was set against (`autoresizingReference`). When the superview's length
/// changes by Δ, the flexible parts share Δ in proportion to their current lengths (equally when
/// they are all 0); fixed parts keep theirs. No flexible part: origin and length stay (UIKit's
/// `h=--- v=---`). Source: Apple, "UIView.AutoresizingMask" (proportional distribution of the
/// change among the flexible dimensions).
///
/// Example: a 60-wide view at x 10 in a 100-wide superview with `[.flexibleLeftMargin, .flexibleWidth]`
/// becomes, in a 200-wide superview, x 10 + 100·10/70 = 24.3, width 60 + 100·60/70 = 145.7.
enum AutoresizingConstraints {
    static func constraints(for view: UIView, box: ItemBox, superviewBox: ItemBox) -> [LinearConstraint] {
        guard let superview = view.superview else { return [] }
        let f = view.storedFrame, size = view.autoresizingReference ?? superview.storedFrame.size, mask = view.autoresizingMask
        return axis(start: Double(f.minX), length: Double(f.width), total: Double(size.width),
                    flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)),
                    origin: box.x, size: box.width, superLength: superviewBox.width)
            + axis(start: Double(f.minY), length: Double(f.height), total: Double(size.height),
                   flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)),
                   origin: box.y, size: box.height, superLength: superviewBox.height)
    }

    private static func axis(start: Double, length: Double, total: Double, flexible: (Bool, Bool, Bool),
                             origin: Variable, size: Variable, superLength: Variable) -> [LinearConstraint] {
        let parts = [start, length, total - start - length]
        let flags = [flexible.0, flexible.1, flexible.2]
        let flexSum = zip(parts, flags).filter(\.1).map(\.0).reduce(0, +)
        let flexCount = Double(flags.filter { $0 }.count)
        // The share of Δ = superLength − total each part takes.
        func share(_ i: Int) -> Double {
            guard flags[i] else { return 0 }
            return flexSum > 0 ? parts[i] / flexSum : 1 / flexCount
        }
        let delta = LinearExpression(superLength) - total
        let originExpr = delta * share(0) + start
        let sizeExpr = delta * share(1) + length
        return [LinearConstraint(LinearExpression(origin), .equal, originExpr),
                LinearConstraint(LinearExpression(size), .equal, sizeExpr)]
    }
}
