@_exported import Photos
import UIKit

/// PhotosUI's `PHLivePhotoView`: a view that holds a Live Photo; drawn as an empty view (no Live Photo
/// exists here, `PHLivePhoto`), never playing.
open class PHLivePhotoView: UIView {
    open var livePhoto: PHLivePhoto?
    open var isMuted = false
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open weak var delegate: (any PHLivePhotoViewDelegate)?
    /// PhotosUI's `PHLivePhotoViewPlaybackStyle`.
    public enum PlaybackStyle: Int, Sendable { case undefined, full, hint }
    open func startPlayback(with playbackStyle: PlaybackStyle) {}
    open func stopPlayback() {}
    open func stopPlayback(animated: Bool) {}
}

public typealias PHLivePhotoViewPlaybackStyle = PHLivePhotoView.PlaybackStyle

/// PhotosUI's `PHLivePhotoViewDelegate`: never called (nothing plays).
public protocol PHLivePhotoViewDelegate: AnyObject {}
