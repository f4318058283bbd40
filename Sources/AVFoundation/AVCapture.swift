import Foundation
import UIKit

// AVFoundation's capture classes on Linux (issue 31 Deliver 3): a device with no camera. A screen that
// sets up a scanner builds and draws — `AVCaptureDevice.default(for:)` is nil, access is not
// determined, a session keeps its inputs and outputs and never runs, a preview layer draws nothing.

/// `AVMediaType`.
public struct AVMediaType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType("vide"), audio = AVMediaType("soun"), text = AVMediaType("text")
    public static let metadata = AVMediaType("meta"), muxed = AVMediaType("muxx")
}

/// `AVAuthorizationStatus`.
public enum AVAuthorizationStatus: Int, Sendable { case notDetermined = 0, restricted = 1, denied = 2, authorized = 3 }

/// `AVCaptureDevice`: there is none (`default(for:)` and `DiscoverySession` find nothing); access is
/// not determined and a request is answered `false`.
open class AVCaptureDevice: NSObject {
    /// `AVCaptureDevice.Position`.
    public enum Position: Int, Sendable { case unspecified = 0, back = 1, front = 2 }
    /// `AVCaptureDevice.FocusMode`, `TorchMode`, `FlashMode`.
    public enum FocusMode: Int, Sendable { case locked = 0, autoFocus = 1, continuousAutoFocus = 2 }
    public enum TorchMode: Int, Sendable { case off = 0, on = 1, auto = 2 }
    public enum FlashMode: Int, Sendable { case off = 0, on = 1, auto = 2 }
    /// `AVCaptureDevice.DeviceType`.
    public struct DeviceType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
    }
    /// `AVCaptureDevice.DiscoverySession`: finds no device.
    open class DiscoverySession: NSObject {
        public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {}
        open var devices: [AVCaptureDevice] { [] }
    }

    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
    open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? { nil }
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping (Bool) -> Void) { handler(false) }
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool { false }

    open var position: Position { .unspecified }
    open var hasTorch: Bool { false }
    open var isTorchAvailable: Bool { false }
    open var torchMode: TorchMode = .off
    open var focusMode: FocusMode = .locked
    open var localizedName: String { "" }
    open var uniqueID: String { "" }
    open func lockForConfiguration() throws {}
    open func unlockForConfiguration() {}
    open func isFocusModeSupported(_ mode: FocusMode) -> Bool { false }

    /// iOS 17's `AVCaptureDevice.RotationCoordinator`: the angles of a portrait device (90° to keep
    /// the horizon level, as a back camera's sensor is landscape).
    open class RotationCoordinator: NSObject {
        public let device: AVCaptureDevice
        public init(device: AVCaptureDevice, previewLayer: CALayer?) { self.device = device }
        open var videoRotationAngleForHorizonLevelPreview: CGFloat { 90 }
        open var videoRotationAngleForHorizonLevelCapture: CGFloat { 90 }
    }
}

/// `AVCaptureInput`, `AVCaptureDeviceInput` (made from a device; there never is one here).
open class AVCaptureInput: NSObject {}
open class AVCaptureDeviceInput: AVCaptureInput {
    public let device: AVCaptureDevice
    public init(device: AVCaptureDevice) throws { self.device = device }
}

/// `AVCaptureConnection` and `AVCaptureVideoOrientation`.
public enum AVCaptureVideoOrientation: Int, Sendable { case portrait = 1, portraitUpsideDown = 2, landscapeRight = 3, landscapeLeft = 4 }
open class AVCaptureConnection: NSObject {
    open var videoOrientation: AVCaptureVideoOrientation = .portrait
    open var isVideoOrientationSupported: Bool { true }
    open var isEnabled = true
    open var isVideoMirrored = false
    /// iOS 17's rotation angle (degrees): kept.
    open var videoRotationAngle: CGFloat = 0
    open func isVideoRotationAngleSupported(_ angle: CGFloat) -> Bool { angle.truncatingRemainder(dividingBy: 90) == 0 }
}

/// `AVCaptureOutput` and its kinds; delegates are kept and never called.
open class AVCaptureOutput: NSObject {
    open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { nil }
    open var connections: [AVCaptureConnection] { [] }
}

/// `AVMetadataObject` and `AVMetadataMachineReadableCodeObject` (none is ever delivered).
open class AVMetadataObject: NSObject {
    /// `AVMetadataObject.ObjectType`.
    public struct ObjectType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let qr = ObjectType(rawValue: "org.iso.QRCode"), ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8"), code128 = ObjectType(rawValue: "org.iso.Code128")
        public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417"), aztec = ObjectType(rawValue: "org.iso.Aztec")
        public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix"), face = ObjectType(rawValue: "face")
    }
    open var type: ObjectType { .qr }
    open var bounds: CGRect { .zero }
}
open class AVMetadataMachineReadableCodeObject: AVMetadataObject {
    open var stringValue: String? { nil }
    open var corners: [CGPoint] { [] }
}

public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection)
}
extension AVCaptureMetadataOutputObjectsDelegate {
    public func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) {}
}

open class AVCaptureMetadataOutput: AVCaptureOutput {
    open private(set) weak var metadataObjectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?
    open var metadataObjectTypes: [AVMetadataObject.ObjectType]! = []
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [] }
    open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
    open func setMetadataObjectsDelegate(_ delegate: (any AVCaptureMetadataOutputObjectsDelegate)?, queue: DispatchQueue?) { metadataObjectsDelegate = delegate }
}

/// `CMSampleBuffer`: never delivered.
public final class CMSampleBuffer {}

public protocol AVCaptureVideoDataOutputSampleBufferDelegate: AnyObject {}
open class AVCaptureVideoDataOutput: AVCaptureOutput {
    open var videoSettings: [String: Any]! = [:]
    open var alwaysDiscardsLateVideoFrames = true
    open func setSampleBufferDelegate(_ delegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)?, queue: DispatchQueue?) {}
}
open class AVCapturePhotoOutput: AVCaptureOutput {}

/// `AVCaptureSession`: keeps its inputs and outputs (any is accepted); `startRunning()` does not start it.
open class AVCaptureSession: NSObject {
    /// `AVCaptureSession.Preset`.
    public struct Preset: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh"), medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow"), photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720"), hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
    }
    open var sessionPreset: Preset = .high
    open private(set) var inputs: [AVCaptureInput] = []
    open private(set) var outputs: [AVCaptureOutput] = []
    open var isRunning: Bool { false }
    open var isInterrupted: Bool { false }
    public override init() {}
    open func canAddInput(_ input: AVCaptureInput) -> Bool { true }
    open func addInput(_ input: AVCaptureInput) { inputs.append(input) }
    open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { true }
    open func addOutput(_ output: AVCaptureOutput) { outputs.append(output) }
    open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
    open func canSetSessionPreset(_ preset: Preset) -> Bool { true }
    open func beginConfiguration() {}
    open func commitConfiguration() {}
    open func startRunning() {}
    open func stopRunning() {}
    public static let wasInterruptedNotification = Notification.Name("AVCaptureSessionWasInterruptedNotification")
    public static let interruptionEndedNotification = Notification.Name("AVCaptureSessionInterruptionEndedNotification")
    public static let runtimeErrorNotification = Notification.Name("AVCaptureSessionRuntimeErrorNotification")
}

/// `AVCaptureVideoPreviewLayer`: a layer with its session and gravity; draws nothing (no camera).
open class AVCaptureVideoPreviewLayer: CALayer {
    open var session: AVCaptureSession?
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    open var connection: AVCaptureConnection? { nil }
    public init(session: AVCaptureSession) { self.session = session; super.init() }
    public override init() { super.init() }
    public override init(layer: Any) { super.init() }
    open func metadataOutputRectConverted(fromLayerRect rect: CGRect) -> CGRect { rect }
    open func layerRectConverted(fromMetadataOutputRect rect: CGRect) -> CGRect { rect }
}

/// `AVMakeRect(aspectRatio:insideRect:)`: the largest rectangle of that aspect ratio centred in the
/// bounding rectangle (as AVFoundation computes it).
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
    guard aspectRatio.width > 0, aspectRatio.height > 0 else { return CGRect(x: boundingRect.midX, y: boundingRect.midY, width: 0, height: 0) }
    let scale = min(boundingRect.width / aspectRatio.width, boundingRect.height / aspectRatio.height)
    let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
    return CGRect(x: boundingRect.midX - size.width / 2, y: boundingRect.midY - size.height / 2, width: size.width, height: size.height)
}
