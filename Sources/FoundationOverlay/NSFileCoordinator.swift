import Foundation

/// Foundation's `NSFilePresenter` (Darwin only): an object told of coordinated changes to a file. Kept;
/// on Linux no other process coordinates, so a presenter is never told anything.
public protocol NSFilePresenter: AnyObject {
    var presentedItemURL: URL? { get }
    var presentedItemOperationQueue: OperationQueue { get }
}

/// Foundation's `NSFileCoordinator` (Darwin only), which apps use around reads and writes shared with
/// extensions. On Linux no other process coordinates: each accessor runs at once, on the calling
/// thread, with the URLs given (what an uncontended coordinator does); the error is never set.
open class NSFileCoordinator: NSObject {
    /// Foundation's `NSFileCoordinator.ReadingOptions`.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let withoutChanges = ReadingOptions(rawValue: 1 << 0)
        public static let resolvesSymbolicLink = ReadingOptions(rawValue: 1 << 1)
        public static let immediatelyAvailableMetadataOnly = ReadingOptions(rawValue: 1 << 2)
        public static let forUploading = ReadingOptions(rawValue: 1 << 3)
    }
    /// Foundation's `NSFileCoordinator.WritingOptions`.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let forDeleting = WritingOptions(rawValue: 1 << 0)
        public static let forMoving = WritingOptions(rawValue: 1 << 1)
        public static let forMerging = WritingOptions(rawValue: 1 << 2)
        public static let forReplacing = WritingOptions(rawValue: 1 << 3)
        public static let contentIndependentMetadataOnly = WritingOptions(rawValue: 1 << 4)
    }

    nonisolated(unsafe) private static var presenters: [ObjectIdentifier: any NSFilePresenter] = [:]
    private static let lock = NSLock()
    /// The presenters added and not removed (kept, never told anything).
    public static var filePresenters: [any NSFilePresenter] { lock.lock(); defer { lock.unlock() }; return Array(presenters.values) }
    public static func addFilePresenter(_ filePresenter: any NSFilePresenter) {
        lock.lock(); presenters[ObjectIdentifier(filePresenter)] = filePresenter; lock.unlock()
    }
    public static func removeFilePresenter(_ filePresenter: any NSFilePresenter) {
        lock.lock(); presenters[ObjectIdentifier(filePresenter)] = nil; lock.unlock()
    }

    public weak var filePresenter: (any NSFilePresenter)?
    open var purposeIdentifier = UUID().uuidString

    public init(filePresenter: (any NSFilePresenter)?) {
        self.filePresenter = filePresenter
        super.init()
    }
    public override convenience init() { self.init(filePresenter: nil) }

    open func coordinate(readingItemAt url: URL, options: ReadingOptions = [], error outError: NSErrorPointer,
                         byAccessor reader: (URL) -> Void) { reader(url) }
    open func coordinate(writingItemAt url: URL, options: WritingOptions = [], error outError: NSErrorPointer,
                         byAccessor writer: (URL) -> Void) { writer(url) }
    open func coordinate(readingItemAt readingURL: URL, options readingOptions: ReadingOptions = [], writingItemAt writingURL: URL,
                         options writingOptions: WritingOptions = [], error outError: NSErrorPointer,
                         byAccessor readerWriter: (URL, URL) -> Void) { readerWriter(readingURL, writingURL) }
    open func coordinate(writingItemAt url1: URL, options options1: WritingOptions = [], writingItemAt url2: URL,
                         options options2: WritingOptions = [], error outError: NSErrorPointer,
                         byAccessor writer: (URL, URL) -> Void) { writer(url1, url2) }
    /// The asynchronous form: `accessor` runs on `queue` with no error.
    open func coordinate(with intents: [NSFileAccessIntent], queue: OperationQueue, byAccessor accessor: @escaping @Sendable ((any Error)?) -> Void) {
        queue.addOperation { accessor(nil) }
    }
    open func cancel() {}
    open func item(at oldURL: URL, willMoveTo newURL: URL) {}
    open func item(at oldURL: URL, didMoveTo newURL: URL) {}
}

/// Foundation's `NSFileAccessIntent`: a URL and how it is to be read or written.
open class NSFileAccessIntent: NSObject {
    public let url: URL
    public let readingOptions: NSFileCoordinator.ReadingOptions
    public let writingOptions: NSFileCoordinator.WritingOptions
    init(url: URL, reading: NSFileCoordinator.ReadingOptions, writing: NSFileCoordinator.WritingOptions) {
        self.url = url; readingOptions = reading; writingOptions = writing
        super.init()
    }
    open class func readingIntent(with url: URL, options: NSFileCoordinator.ReadingOptions = []) -> NSFileAccessIntent {
        NSFileAccessIntent(url: url, reading: options, writing: [])
    }
    open class func writingIntent(with url: URL, options: NSFileCoordinator.WritingOptions = []) -> NSFileAccessIntent {
        NSFileAccessIntent(url: url, reading: [], writing: options)
    }
}
