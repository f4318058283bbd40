import Foundation

// UIKit's text input traits (`UITextInputTraits`): what a text view or field asks of the keyboard.
// Kept as given; a capture shows no keyboard.

public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
         twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}

public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    public static let alert = UIKeyboardAppearance.dark
}

/// UIKit's `UITextContentType` (`.username`, `.password`, `.oneTimeCode`, …): a string, as in UIKit.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let name = Self("name"), username = Self("username"), password = Self("password"), newPassword = Self("new-password")
    public static let emailAddress = Self("email"), telephoneNumber = Self("tel"), oneTimeCode = Self("one-time-code")
    public static let URL = Self("url"), fullStreetAddress = Self("street-address"), postalCode = Self("postal-code")
}

/// UIKit's `UIDataDetectorTypes`: what a text view turns into links (nothing is detected here).
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = Self(rawValue: 1), link = Self(rawValue: 2), address = Self(rawValue: 4)
    public static let calendarEvent = Self(rawValue: 8), shipmentTrackingNumber = Self(rawValue: 16)
    public static let flightNumber = Self(rawValue: 32), lookupSuggestion = Self(rawValue: 64)
    public static let all = Self(rawValue: .max)
}
