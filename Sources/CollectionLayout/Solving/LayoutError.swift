import Foundation

/// Why a layout cannot be solved. UIKit raises an Objective-C exception in these cases; here
/// `solve` throws, with a message that names the section and what is wrong.
public struct LayoutError: Error, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

/// A number in an error message or a description: whole numbers without a fraction, others to a
/// thousandth (`format(12)` is "12", `format(1.0 / 3)` is "0.333").
func format(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 1000).rounded() / 1000
    return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
}
