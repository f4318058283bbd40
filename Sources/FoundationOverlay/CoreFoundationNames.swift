import Foundation

// The names Apple's Foundation exports on iOS that swift-corelibs-foundation does not (issue 31
// Deliver 3; README "UIKit on Linux"): CoreFoundation's types as Swift code meets them through
// toll-free bridging, MacTypes' `OSStatus`, and `NSErrorPointer`. Linux has a CoreFoundation module,
// but its types do not bridge (`query as CFDictionary` does not compile there), so each bridged type is
// the Swift type it bridges to on iOS: an app's `as CFDictionary`, `as String` and `as Data` stay
// coercions that compile and mean what they mean on iOS.

/// MacTypes' `OSStatus`: a result code, `noErr` (0) for success.
public typealias OSStatus = Int32
public let noErr: OSStatus = 0

/// Objective-C's `NSError **`: `&error` of an `NSError?` passes.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?

/// `CFTypeRef`: any object (a keychain query's result arrives as one).
public typealias CFTypeRef = AnyObject
/// `CFString`, bridged: a Swift `String` (`kSecClass as String` is a no-op, as on iOS).
public typealias CFString = String
public typealias CFMutableString = String
/// `CFDictionary`, bridged: `[String: Any] as CFDictionary` is an upcast of its keys.
public typealias CFDictionary = [AnyHashable: Any]
public typealias CFMutableDictionary = [AnyHashable: Any]
/// `CFArray`, bridged.
public typealias CFArray = [Any]
/// `CFData`, bridged.
public typealias CFData = Data
/// A growable byte buffer: a class, as Core Foundation's is, so a function can fill the caller's (`data as Data` copies it).
public typealias CFMutableData = NSMutableData
public func CFDataCreateMutable(_ allocator: CFAllocator?, _ capacity: CFIndex) -> CFMutableData? { NSMutableData(capacity: max(capacity, 0)) }
/// `CFURL`, bridged.
public typealias CFURL = URL
/// `CFNumber`, bridged.
public typealias CFNumber = NSNumber
/// `CFError`, bridged: an `NSError` (so `Unmanaged<CFError>` and `as Error` work as on iOS).
public typealias CFError = NSError
/// `CFBoolean`, bridged.
public typealias CFBoolean = Bool
/// `kCFBooleanTrue` and `kCFBooleanFalse` (implicitly unwrapped, as iOS imports them).
public let kCFBooleanTrue: CFBoolean! = true
public let kCFBooleanFalse: CFBoolean! = false

public typealias CFIndex = Int
public typealias CFOptionFlags = UInt
public typealias CFTimeInterval = Double
public typealias CFAbsoluteTime = Double

/// `CFAbsoluteTimeGetCurrent()`: seconds since 1 January 2001 (Foundation's reference date).
/// `CFError`'s accessors: the bridged `NSError`'s domain, code and user info.
public func CFErrorGetDomain(_ err: CFError) -> CFString { err.domain }
public func CFErrorGetCode(_ err: CFError) -> CFIndex { err.code }
public func CFErrorCopyUserInfo(_ err: CFError) -> CFDictionary? { err.userInfo as CFDictionary }
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }

/// `CFRange` and `CFRangeMake`.
public struct CFRange: Equatable, Sendable {
    public var location: CFIndex
    public var length: CFIndex
    public init() { location = 0; length = 0 }
    public init(location: CFIndex, length: CFIndex) { self.location = location; self.length = length }
}
public func CFRangeMake(_ location: CFIndex, _ length: CFIndex) -> CFRange { CFRange(location: location, length: length) }

/// `CFAllocator`: only ever passed along; `kCFAllocatorDefault` is nil, as on iOS (NULL means the default).
public final class CFAllocator: Sendable {}
public let kCFAllocatorDefault: CFAllocator! = nil

/// The Info.plist keys CoreFoundation names.
public let kCFBundleVersionKey: CFString! = "CFBundleVersion"
public let kCFBundleIdentifierKey: CFString! = "CFBundleIdentifier"
public let kCFBundleNameKey: CFString! = "CFBundleName"
public let kCFBundleExecutableKey: CFString! = "CFBundleExecutable"
public let kCFBundleInfoDictionaryVersionKey: CFString! = "CFBundleInfoDictionaryVersion"
public let kCFBundleDevelopmentRegionKey: CFString! = "CFBundleDevelopmentRegion"
