import Foundation
@_exported import UIKit

// QuickLook on Linux: inert stand-ins for a screen that only holds them. Nothing is previewed: the
// controller's view is a plain one, its data source is asked only when the app reads `currentPreviewItem`.

/// QuickLook's `QLPreviewItem` (title defaults to nil); not class-bound, so `url as QLPreviewItem` (bridged to `NSURL` on iOS) compiles.
public protocol QLPreviewItem {
    var previewItemURL: URL? { get }
    var previewItemTitle: String? { get }
}

public extension QLPreviewItem {
    var previewItemTitle: String? { nil }
}

/// `NSURL` is a preview item on iOS; on Linux it conforms too (its URL is itself).
extension NSURL: QLPreviewItem {
    public var previewItemURL: URL? { self as URL }
}

/// `URL`: a preview item here, standing in for iOS's bridging to `NSURL` (`fileURL as QLPreviewItem`).
extension URL: QLPreviewItem {
    public var previewItemURL: URL? { self }
}

/// QuickLook's `QLPreviewItemEditingMode`.
public enum QLPreviewItemEditingMode: Int, Sendable { case disabled = 0, updateContents = 1, createCopy = 2 }

/// QuickLook's `QLPreviewController`: a plain view, nothing previewed; `dataSource`/`delegate` held weakly, the delegate never called.
open class QLPreviewController: UIViewController {
    open weak var dataSource: (any QLPreviewControllerDataSource)?
    open weak var delegate: (any QLPreviewControllerDelegate)?
    /// The index of the item shown; kept as set (no item is shown).
    open var currentPreviewItemIndex = 0
    /// The data source's item at `currentPreviewItemIndex`, asked when read; nil when out of range or without one.
    open var currentPreviewItem: (any QLPreviewItem)? {
        guard let dataSource, currentPreviewItemIndex >= 0, currentPreviewItemIndex < dataSource.numberOfPreviewItems(in: self) else { return nil }
        return dataSource.previewController(self, previewItemAt: currentPreviewItemIndex)
    }
    /// Accepted; nothing is shown to reload.
    open func reloadData() {}
    /// Accepted; nothing is shown to refresh.
    open func refreshCurrentPreviewItem() {}
    /// Whether QuickLook can preview `item`: false here, no item can be previewed.
    open class func canPreview(_ item: any QLPreviewItem) -> Bool { false }
}

/// QuickLook's `QLPreviewControllerDataSource`: asked only for `QLPreviewController.currentPreviewItem`.
public protocol QLPreviewControllerDataSource: AnyObject {
    func numberOfPreviewItems(in controller: QLPreviewController) -> Int
    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem
}

/// QuickLook's `QLPreviewControllerDelegate`: all optional (defaults), never called; no `frameFor:inSourceView:` (its pointer type is Objective-C only).
public protocol QLPreviewControllerDelegate: AnyObject {
    func previewControllerWillDismiss(_ controller: QLPreviewController)
    func previewControllerDidDismiss(_ controller: QLPreviewController)
    func previewController(_ controller: QLPreviewController, shouldOpen url: URL, for item: any QLPreviewItem) -> Bool
    func previewController(_ controller: QLPreviewController, transitionImageFor item: any QLPreviewItem,
                           contentRect: UnsafeMutablePointer<CGRect>) -> UIImage?
    func previewController(_ controller: QLPreviewController, transitionViewFor item: any QLPreviewItem) -> UIView?
    func previewController(_ controller: QLPreviewController, editingModeFor previewItem: any QLPreviewItem) -> QLPreviewItemEditingMode
    func previewController(_ controller: QLPreviewController, didUpdateContentsOf previewItem: any QLPreviewItem)
    func previewController(_ controller: QLPreviewController, didSaveEditedCopyOf previewItem: any QLPreviewItem, at modifiedContentsURL: URL)
}

public extension QLPreviewControllerDelegate {
    func previewControllerWillDismiss(_ controller: QLPreviewController) {}
    func previewControllerDidDismiss(_ controller: QLPreviewController) {}
    func previewController(_ controller: QLPreviewController, shouldOpen url: URL, for item: any QLPreviewItem) -> Bool { true }
    func previewController(_ controller: QLPreviewController, transitionImageFor item: any QLPreviewItem,
                           contentRect: UnsafeMutablePointer<CGRect>) -> UIImage? { nil }
    func previewController(_ controller: QLPreviewController, transitionViewFor item: any QLPreviewItem) -> UIView? { nil }
    func previewController(_ controller: QLPreviewController, editingModeFor previewItem: any QLPreviewItem) -> QLPreviewItemEditingMode { .disabled }
    func previewController(_ controller: QLPreviewController, didUpdateContentsOf previewItem: any QLPreviewItem) {}
    func previewController(_ controller: QLPreviewController, didSaveEditedCopyOf previewItem: any QLPreviewItem, at modifiedContentsURL: URL) {}
}

/// QuickLook's `QLPreviewingController` (a preview extension's): both methods optional (defaults), never called.
public protocol QLPreviewingController: AnyObject {
    func preparePreviewOfSearchableItem(identifier: String, queryString: String?, completionHandler handler: @escaping ((any Error)?) -> Void)
    func preparePreviewOfFile(at url: URL, completionHandler handler: @escaping ((any Error)?) -> Void)
}

public extension QLPreviewingController {
    func preparePreviewOfSearchableItem(identifier: String, queryString: String?, completionHandler handler: @escaping ((any Error)?) -> Void) {}
    func preparePreviewOfFile(at url: URL, completionHandler handler: @escaping ((any Error)?) -> Void) {}
}
