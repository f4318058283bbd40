@_exported import Foundation
import UIKit

/// Photos on Linux: there is no photo library. A Live Photo cannot be made from files here:
/// `PHLivePhoto.request(withResourceFileURLs:…)` calls back at once with no photo and an error
/// (`PHLivePhotoInfoErrorKey`), as Photos does for files it cannot read.
open class PHLivePhoto: NSObject, @unchecked Sendable {
    open var size: CGSize { .zero }

    public static func request(withResourceFileURLs fileURLs: [URL], placeholderImage image: UIImage?, targetSize: CGSize,
                               contentMode: PHImageContentMode,
                               resultHandler: @escaping (PHLivePhoto?, [AnyHashable: Any]) -> Void) -> PHLivePhotoRequestID {
        let error = NSError(domain: "PHPhotosErrorDomain", code: 3300, userInfo: [NSLocalizedDescriptionKey: "Photos is not available on Linux"])
        resultHandler(nil, [PHLivePhotoInfoErrorKey: error, PHLivePhotoInfoIsDegradedKey: false])
        return PHLivePhotoRequestID(0)
    }

    public static func cancelRequest(withRequestID requestID: PHLivePhotoRequestID) {}
}

public typealias PHLivePhotoRequestID = Int32
public let PHLivePhotoRequestIDInvalid: PHLivePhotoRequestID = 0
public let PHLivePhotoInfoErrorKey = "PHLivePhotoInfoErrorKey"
public let PHLivePhotoInfoIsDegradedKey = "PHLivePhotoInfoIsDegradedKey"
public let PHLivePhotoInfoCancelledKey = "PHLivePhotoInfoCancelledKey"
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

/// Photos' `PHImageContentMode`.
public enum PHImageContentMode: Int, Sendable {
    case aspectFit = 0, aspectFill = 1
    public static let `default` = PHImageContentMode.aspectFit
}
