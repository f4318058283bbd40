import CollectionLayout
import Foundation

/// Step 3d, rules AL5, AL6, AL7 and AL14: the system layout guides pinned to their owning view (required constraints, in the
/// view's bounds):
/// - `safeAreaLayoutGuide`: the bounds inset by `safeAreaInsets`;
/// - `layoutMarginsGuide`: the bounds inset by the effective layout margins;
/// - `readableContentGuide`: the margins guide, at most `readableWidth` wide and centred in it;
/// - a scroll view's `frameLayoutGuide`: its bounds; its `contentLayoutGuide`: the content area, at
///   the origin of its bounds (the content offset is zero when laid out) and as large as the
///   constraints on it make it (its size is the content size; nothing else holds it).
/// A guide the app made (`addLayoutGuide`) gets nothing: its constraints place it.
enum GuideConstraints {
    /// `readableContentGuide`'s widest width at the default content size (Large): the device metrics'
    /// (`DeviceMetrics.readableContentWidth`, rule AL7).
    static let readableWidth = Double(DeviceMetrics.readableContentWidth)

    static func constraints(for guide: UILayoutGuide, box g: ItemBox, ownerBox o: ItemBox, margins: UIEdgeInsets,
                            safeArea: UIEdgeInsets) -> [LinearConstraint] {
        switch guide.systemKind {
        case nil, .stackSpacer, .alignmentSpanner: return []
        case .safeArea: return inset(g, o, safeArea)
        case .layoutMargins: return inset(g, o, margins)
        case .scrollFrame: return inset(g, o, .zero)
        case .scrollContent:
            return [LinearConstraint(LinearExpression(g.x), .equal, LinearExpression(constant: 0)),
                    LinearConstraint(LinearExpression(g.y), .equal, LinearExpression(constant: 0))]
        case .readableContent:
            let m = margins
            let available = LinearExpression(o.width) - Double(m.left + m.right)
            return [
                LinearConstraint(LinearExpression(g.y), .equal, LinearExpression(constant: Double(m.top))),
                LinearConstraint(LinearExpression(g.height), .equal, LinearExpression(o.height) - Double(m.top + m.bottom)),
                LinearConstraint(LinearExpression(g.width), .lessThanOrEqual, LinearExpression(constant: readableWidth)),
                LinearConstraint(LinearExpression(g.width), .lessThanOrEqual, available),
                LinearConstraint(LinearExpression(g.width), .equal, available, strength: UILayoutPriority(999).weight),
                LinearConstraint(LinearExpression(g.x) + LinearExpression(g.width) * 0.5, .equal, available * 0.5 + Double(m.left)),
            ]
        }
    }

    private static func inset(_ g: ItemBox, _ o: ItemBox, _ i: UIEdgeInsets) -> [LinearConstraint] {
        [LinearConstraint(LinearExpression(g.x), .equal, LinearExpression(constant: Double(i.left))),
         LinearConstraint(LinearExpression(g.y), .equal, LinearExpression(constant: Double(i.top))),
         LinearConstraint(LinearExpression(g.width), .equal, LinearExpression(o.width) - Double(i.left + i.right)),
         LinearConstraint(LinearExpression(g.height), .equal, LinearExpression(o.height) - Double(i.top + i.bottom))]
    }
}
