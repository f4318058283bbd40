import Foundation

/// The `CALayer` properties a view's look is made of: rounded corners, a border, a shadow.
///
/// ```swift
/// icon.layer.cornerRadius = 12
/// icon.layer.cornerCurve = .continuous
/// card.layer.shadowOpacity = 0.2; card.layer.shadowRadius = 8; card.layer.shadowOffset = CGSize(width: 0, height: 4)
/// ```
/// Defaults as Core Animation's: no rounding, no border, a black shadow of opacity 0, radius 3, offset (0, −3).
public final class CALayer {
    public var cornerRadius: CGFloat = 0
    public var cornerCurve = CALayerCornerCurve.circular
    public var masksToBounds = false
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor? = UIColor.black.cgColor
    public var shadowColor: CGColor? = UIColor.black.cgColor
    public var shadowOpacity: Float = 0
    public var shadowRadius: CGFloat = 3
    public var shadowOffset = CGSize(width: 0, height: -3)

    public init() {}
}

/// `CALayerCornerCurve`.
public enum CALayerCornerCurve: String, Sendable {
    case circular, continuous
}
