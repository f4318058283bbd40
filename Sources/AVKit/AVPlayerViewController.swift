@_exported import AVFoundation
import Foundation
@_exported import UIKit

/// AVKit's `AVPlayerViewController`: a controller that would show a player's video. Inert: its view is
/// a plain one; nothing plays.
open class AVPlayerViewController: UIViewController {
    open var player: AVPlayer?
    open var showsPlaybackControls = true
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    open var allowsPictureInPicturePlayback = true
}
