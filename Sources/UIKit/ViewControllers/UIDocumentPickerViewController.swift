import Foundation
import UniformTypeIdentifiers

/// UIKit's `UIDocumentPickerViewController`: the system's file picker. Kept with what it would open or
/// export; a capture never presents it (its view is an empty view of the system background).
open class UIDocumentPickerViewController: UIViewController {
    open weak var delegate: (any UIDocumentPickerDelegate)?
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    open var directoryURL: URL?
    /// The content types it opens (`forOpeningContentTypes:`), or the URLs it exports.
    public let contentTypes: [UTType]
    public let urls: [URL]
    public let asCopy: Bool

    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool = false) {
        self.contentTypes = contentTypes; urls = []; self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }
    public init(forExporting urls: [URL], asCopy: Bool = false) {
        contentTypes = []; self.urls = urls; self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) {
        contentTypes = []; urls = []; asCopy = false
        super.init(coder: coder)
    }
}

/// UIKit's `UIDocumentPickerDelegate`: never called.
public protocol UIDocumentPickerDelegate: AnyObject {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}
extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}
