import Foundation

/// UIKit's `UIImagePickerController`: the system's camera and photo picker. Kept with its settings; never
/// presented (its view is an empty view).
open class UIImagePickerController: UINavigationController {
    /// UIKit's `UIImagePickerController.SourceType`, `CameraDevice`, `CameraCaptureMode`, `InfoKey`.
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    public enum CameraDevice: Int, Sendable { case rear, front }
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    }
    /// Whether a source is available: none is on this machine (no camera, no photo library).
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }

    open var sourceType = SourceType.photoLibrary
    open var mediaTypes: [String] = ["public.image"]
    open var allowsEditing = false
    open var cameraDevice = CameraDevice.rear
    open var cameraCaptureMode = CameraCaptureMode.photo
    open var showsCameraControls = true
    open var cameraOverlayView: UIView?
    open var videoQuality = 0
    open var videoMaximumDuration: TimeInterval = 600
    // Its `delegate` is the navigation controller's (UIKit types it `(UIImagePickerControllerDelegate &
    // UINavigationControllerDelegate)?`; an app's picker delegate conforms to both): kept, never called.
    open func takePicture() {}
    open func startVideoCapture() -> Bool { false }
    open func stopVideoCapture() {}
}

/// UIKit's `UIImagePickerControllerDelegate`: never called.
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}
extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// UIKit's pointer interactions (iPadOS 13.4): `UIPointerInteraction`, `UIPointerStyle`, `UIPointerEffect`,
/// `UIPointerShape`, `UIPointerRegion` — kept on their view; no pointer hovers in a capture.
open class UIPointerInteraction: NSObject, UIInteraction {
    open weak var delegate: (any UIPointerInteractionDelegate)?
    open var isEnabled = true
    open private(set) weak var view: UIView?
    public init(delegate: (any UIPointerInteractionDelegate)?) { self.delegate = delegate }
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
    open func invalidate() {}
}
public protocol UIPointerInteractionDelegate: AnyObject {
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
}
extension UIPointerInteractionDelegate {
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { nil }
}
open class UIPointerRegion: NSObject {
    public let rect: CGRect
    public let identifier: AnyHashable?
    public init(rect: CGRect, identifier: AnyHashable? = nil) { self.rect = rect; self.identifier = identifier }
}
public enum UIPointerEffect {
    case automatic(UITargetedPreview), highlight(UITargetedPreview), lift(UITargetedPreview), hover(UITargetedPreview)
}
public enum UIPointerShape {
    case path(UIBezierPath), roundedRect(CGRect, radius: CGFloat), verticalBeam(length: CGFloat), horizontalBeam(length: CGFloat)
}
open class UIPointerStyle: NSObject {
    public let effect: UIPointerEffect?
    public let shape: UIPointerShape?
    public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) { self.effect = effect; self.shape = shape }
    public init(shape: UIPointerShape, constrainedAxes: Int = 0) { effect = nil; self.shape = shape }
    public static func hidden() -> UIPointerStyle { UIPointerStyle(shape: .verticalBeam(length: 0)) }
    public static func system() -> UIPointerStyle { UIPointerStyle(shape: .verticalBeam(length: 0)) }
}
