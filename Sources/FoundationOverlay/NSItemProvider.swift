import Foundation

/// Foundation's `NSItemProviderReading` and `NSItemProviderWriting` (Apple's Foundation has them; Linux's
/// does not): what an item provider loads and holds.
public protocol NSItemProviderWriting: AnyObject {}
public protocol NSItemProviderReading: AnyObject {}

/// Foundation's `NSItemProvider` (drag and drop, sharing, pasteboards): the objects and type identifiers
/// it is given are kept; loading never completes (nothing is dragged, dropped or shared in a capture).
open class NSItemProvider: NSObject {
    open private(set) var registeredTypeIdentifiers: [String] = []
    open var suggestedName: String?
    /// The object or item it was made with, kept for the app's own checks.
    public private(set) var item: Any?

    public override init() {}
    public init(item: Any?, typeIdentifier: String?) {
        self.item = item
        if let typeIdentifier { registeredTypeIdentifiers = [typeIdentifier] }
    }
    public convenience init(object: any NSItemProviderWriting) { self.init(item: object, typeIdentifier: nil) }
    public convenience init?(contentsOf fileURL: URL) {
        self.init(item: fileURL, typeIdentifier: nil)
        suggestedName = fileURL.lastPathComponent
    }

    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { registeredTypeIdentifiers.contains(typeIdentifier) }
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: Int = 0) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }
    open func canLoadObject(ofClass aClass: AnyClass) -> Bool { false }
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: Int = 0,
                                         loadHandler: @escaping (@escaping (Data?, (any Error)?) -> Void) -> Progress?) {
        registeredTypeIdentifiers.append(typeIdentifier)
    }
    open func registerObject(_ object: any NSItemProviderWriting, visibility: Int = 0) { item = object }
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress { Progress() }
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping (URL?, (any Error)?) -> Void) -> Progress { Progress() }
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: ((Any?, (any Error)?) -> Void)? = nil) {}
    @discardableResult
    open func loadObject(ofClass aClass: AnyClass, completionHandler: @escaping (Any?, (any Error)?) -> Void) -> Progress { Progress() }
}
