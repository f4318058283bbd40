import Foundation

/// Why a layout cannot be solved. UIKit raises an Objective-C exception in these cases; here
/// `solve` throws, with a message that names the section and what is wrong.
public struct LayoutError: Error, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
