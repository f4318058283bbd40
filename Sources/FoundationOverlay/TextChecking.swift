import Foundation

// What swift-corelibs-foundation lacks of Foundation's text checking: `NSDataDetector`, and the link,
// date, phone-number and address results (their constructors are marked unavailable there; these
// declarations are chosen over them). Apps build detectors to style links in chat bubbles
// (MessageKit's `MessageLabel`); a label draws its text plainly here, so a detector finds nothing.

/// Foundation's `NSTextCheckingTypes`: a mask of `NSTextCheckingResult.CheckingType` raw values.
public typealias NSTextCheckingTypes = UInt64

/// Foundation's `NSDataDetector`: made for any checking types, it **finds nothing** (chosen: no
/// detection data ships with Linux's Foundation; detected ranges would only restyle text, which a
/// label here draws plainly). A difference: it is not an `NSRegularExpression` (Linux's cannot be
/// subclassed outside Foundation); it has the matching methods apps call on a detector.
open class NSDataDetector: NSObject, @unchecked Sendable {
    public let checkingTypes: NSTextCheckingTypes

    public init(types checkingTypes: NSTextCheckingTypes) throws { self.checkingTypes = checkingTypes }

    open func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult] { [] }
    open func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? { nil }
    open func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> Int { 0 }
    open func enumerateMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
                               using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>) -> Void) {}
}

/// A link, date, phone-number, address or transit result, as `NSTextCheckingResult`'s class
/// constructors make them.
final class DetectedResult: NSTextCheckingResult, @unchecked Sendable {
    let detectedRange: NSRange
    let type: NSTextCheckingResult.CheckingType
    var link: URL?
    var detectedDate: Date?
    var number: String?
    var parts: [NSTextCheckingKey: String]?

    init(range: NSRange, type: NSTextCheckingResult.CheckingType) {
        detectedRange = range; self.type = type
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var range: NSRange { detectedRange }
    override var resultType: NSTextCheckingResult.CheckingType { type }
    override var numberOfRanges: Int { 1 }
    override func range(at idx: Int) -> NSRange { idx == 0 ? detectedRange : NSRange(location: NSNotFound, length: 0) }
}

/// Foundation's `NSTextCheckingKey` names (swift-corelibs-foundation keeps them internal).
extension NSTextCheckingKey {
    public static let name = NSTextCheckingKey(rawValue: "Name"), jobTitle = NSTextCheckingKey(rawValue: "JobTitle")
    public static let organization = NSTextCheckingKey(rawValue: "Organization"), street = NSTextCheckingKey(rawValue: "Street")
    public static let city = NSTextCheckingKey(rawValue: "City"), state = NSTextCheckingKey(rawValue: "State")
    public static let zip = NSTextCheckingKey(rawValue: "ZIP"), country = NSTextCheckingKey(rawValue: "Country")
    public static let phone = NSTextCheckingKey(rawValue: "Phone"), airline = NSTextCheckingKey(rawValue: "Airline")
    public static let flight = NSTextCheckingKey(rawValue: "Flight")
}

extension NSTextCheckingResult {
    public class func linkCheckingResult(range: NSRange, url: URL) -> NSTextCheckingResult {
        let result = DetectedResult(range: range, type: .link)
        result.link = url
        return result
    }

    public class func dateCheckingResult(range: NSRange, date: Date) -> NSTextCheckingResult {
        let result = DetectedResult(range: range, type: .date)
        result.detectedDate = date
        return result
    }

    public class func phoneNumberCheckingResult(range: NSRange, phoneNumber: String) -> NSTextCheckingResult {
        let result = DetectedResult(range: range, type: .phoneNumber)
        result.number = phoneNumber
        return result
    }

    public class func addressCheckingResult(range: NSRange, components: [NSTextCheckingKey: String]) -> NSTextCheckingResult {
        let result = DetectedResult(range: range, type: .address)
        result.parts = components
        return result
    }

    /// The link of a link result; nil for others.
    public var url: URL? { (self as? DetectedResult)?.link }
    public var date: Date? { (self as? DetectedResult)?.detectedDate }
    public var timeZone: TimeZone? { nil }
    public var duration: TimeInterval { 0 }
    public var phoneNumber: String? { (self as? DetectedResult)?.number }
    public var addressComponents: [NSTextCheckingKey: String]? {
        guard let result = self as? DetectedResult, result.type == .address else { return nil }
        return result.parts
    }
    /// A transit result's components; nil for others.
    public var components: [NSTextCheckingKey: String]? {
        guard let result = self as? DetectedResult, result.type == .transitInformation else { return nil }
        return result.parts
    }
}
