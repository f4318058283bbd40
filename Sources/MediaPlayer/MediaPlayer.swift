import Foundation
@_exported import UIKit

// MediaPlayer on Linux: inert stand-ins for a screen that only holds them. Now-playing information and
// remote-command targets are kept; nothing is shown on a lock screen, no command is ever sent, nothing plays.

// MARK: Now playing

/// MediaPlayer's `MPNowPlayingPlaybackState`.
public enum MPNowPlayingPlaybackState: UInt, Sendable { case unknown = 0, playing = 1, paused = 2, stopped = 3, interrupted = 4 }

/// MediaPlayer's `MPNowPlayingInfoMediaType`.
public enum MPNowPlayingInfoMediaType: UInt, Sendable { case none = 0, audio = 1, video = 2 }

/// MediaPlayer's `MPNowPlayingInfoCenter.default()`: keeps `nowPlayingInfo` and `playbackState` as set; nothing is shown.
open class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
    private static let center = MPNowPlayingInfoCenter()
    private let lock = NSLock()
    private var info: [String: Any]?
    private var state = MPNowPlayingPlaybackState.unknown

    open class func `default`() -> MPNowPlayingInfoCenter { center }
    open var nowPlayingInfo: [String: Any]? {
        get { lock.withLock { info } }
        set { lock.withLock { info = newValue } }
    }
    open var playbackState: MPNowPlayingPlaybackState {
        get { lock.withLock { state } }
        set { lock.withLock { state = newValue } }
    }
}

/// MediaPlayer's `MPMediaType`.
public struct MPMediaType: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let music = MPMediaType(rawValue: 1 << 0), podcast = MPMediaType(rawValue: 1 << 1)
    public static let audioBook = MPMediaType(rawValue: 1 << 2), audioITunesU = MPMediaType(rawValue: 1 << 3)
    public static let anyAudio = MPMediaType(rawValue: 0x00FF)
    public static let movie = MPMediaType(rawValue: 1 << 8), tvShow = MPMediaType(rawValue: 1 << 9)
    public static let videoPodcast = MPMediaType(rawValue: 1 << 10), musicVideo = MPMediaType(rawValue: 1 << 11)
    public static let videoITunesU = MPMediaType(rawValue: 1 << 12), homeVideo = MPMediaType(rawValue: 1 << 13)
    public static let anyVideo = MPMediaType(rawValue: 0xFF00), any = MPMediaType(rawValue: ~0)
}

// Keys of a media item's properties and of `nowPlayingInfo` (Apple documents their names, not their
// values: these are the values iOS uses as far as known; code only compares them with each other).
public let MPMediaItemPropertyPersistentID = "persistentID"
public let MPMediaItemPropertyMediaType = "mediaType"
public let MPMediaItemPropertyTitle = "title"
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
public let MPMediaItemPropertyAlbumPersistentID = "albumPID"
public let MPMediaItemPropertyArtist = "artist"
public let MPMediaItemPropertyArtistPersistentID = "artistPID"
public let MPMediaItemPropertyAlbumArtist = "albumArtist"
public let MPMediaItemPropertyGenre = "genre"
public let MPMediaItemPropertyComposer = "composer"
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
public let MPMediaItemPropertyAlbumTrackNumber = "albumTrackNumber"
public let MPMediaItemPropertyAlbumTrackCount = "albumTrackCount"
public let MPMediaItemPropertyDiscNumber = "discNumber"
public let MPMediaItemPropertyDiscCount = "discCount"
public let MPMediaItemPropertyArtwork = "artwork"
public let MPMediaItemPropertyLyrics = "lyrics"
public let MPMediaItemPropertyReleaseDate = "releaseDate"
public let MPMediaItemPropertyAssetURL = "assetURL"
public let MPMediaItemPropertyPodcastTitle = "podcastTitle"
public let MPMediaItemPropertyIsExplicit = "isExplicit"
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
public let MPNowPlayingInfoPropertyDefaultPlaybackRate = "MPNowPlayingInfoPropertyDefaultPlaybackRate"
public let MPNowPlayingInfoPropertyPlaybackQueueIndex = "MPNowPlayingInfoPropertyPlaybackQueueIndex"
public let MPNowPlayingInfoPropertyPlaybackQueueCount = "MPNowPlayingInfoPropertyPlaybackQueueCount"
public let MPNowPlayingInfoPropertyChapterNumber = "MPNowPlayingInfoPropertyChapterNumber"
public let MPNowPlayingInfoPropertyChapterCount = "MPNowPlayingInfoPropertyChapterCount"
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"
public let MPNowPlayingInfoPropertyAssetURL = "MPNowPlayingInfoPropertyAssetURL"
public let MPNowPlayingInfoPropertyCurrentPlaybackDate = "MPNowPlayingInfoPropertyCurrentPlaybackDate"
public let MPNowPlayingInfoPropertyPlaybackProgress = "MPNowPlayingInfoPropertyPlaybackProgress"
public let MPNowPlayingInfoPropertyExternalContentIdentifier = "MPNowPlayingInfoPropertyExternalContentIdentifier"
public let MPNowPlayingInfoPropertyExternalUserProfileIdentifier = "MPNowPlayingInfoPropertyExternalUserProfileIdentifier"
public let MPNowPlayingInfoPropertyServiceIdentifier = "MPNowPlayingInfoPropertyServiceIdentifier"
public let MPNowPlayingInfoCollectionIdentifier = "MPNowPlayingInfoCollectionIdentifier"

/// MediaPlayer's `MPMediaItemArtwork`: keeps its bounds and request handler; `image(at:)` returns the handler's image.
open class MPMediaItemArtwork: NSObject {
    private let requestHandler: (CGSize) -> UIImage
    public let bounds: CGRect

    public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
        bounds = CGRect(origin: .zero, size: boundsSize); self.requestHandler = requestHandler
    }

    /// The deprecated `init(image:)`: the image at its own size.
    public convenience init(image: UIImage) { self.init(boundsSize: image.size) { _ in image } }

    /// The request handler's image for `size` (the app's own closure, asked as on iOS).
    open func image(at size: CGSize) -> UIImage? { requestHandler(size) }
}

// MARK: Remote commands

/// MediaPlayer's `MPRemoteCommandHandlerStatus`.
public enum MPRemoteCommandHandlerStatus: Int, Sendable {
    case success = 0, noSuchContent = 100, noActionableNowPlayingItem = 110, deviceNotFound = 120, commandFailed = 200
}

/// MediaPlayer's `MPRemoteCommand`: keeps `isEnabled` and its targets (handlers and target–actions); no event is ever sent.
open class MPRemoteCommand: NSObject, @unchecked Sendable {
    /// One target: a handler's token or an app's object with its action.
    struct Target {
        let object: AnyObject
        let action: Selector?
        let handler: ((MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus)?
    }

    private let lock = NSLock()
    private var enabled = true
    private var targets: [Target] = []

    public override init() {}

    open var isEnabled: Bool {
        get { lock.withLock { enabled } }
        set { lock.withLock { enabled = newValue } }
    }

    /// Keeps the target–action (never performed).
    open func addTarget(_ target: Any, action: Selector) {
        lock.withLock { targets.append(Target(object: target as AnyObject, action: action, handler: nil)) }
    }

    /// Keeps the handler (never called) and returns its token, for `removeTarget(_:)`.
    @discardableResult
    open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let token = NSObject()
        lock.withLock { targets.append(Target(object: token, action: nil, handler: handler)) }
        return token
    }

    /// Removes `target`'s target–actions with `action` (all of them when `action` is nil).
    open func removeTarget(_ target: Any, action: Selector?) {
        let object = target as AnyObject
        lock.withLock { targets.removeAll { $0.object === object && (action == nil || $0.action == action) } }
    }

    /// Removes `target` (an object or a handler's token); nil removes every target.
    open func removeTarget(_ target: Any?) {
        guard let target else { lock.withLock { targets.removeAll() }; return }
        let object = target as AnyObject
        lock.withLock { targets.removeAll { $0.object === object } }
    }

    /// Layoutshot's, not Apple's: how many targets the command keeps (handlers and target–actions).
    public var keptTargetCount: Int { lock.withLock { targets.count } }
}

/// MediaPlayer's `MPSkipIntervalCommand`: keeps its preferred intervals.
open class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
    open var preferredIntervals: [NSNumber] = []
}

/// MediaPlayer's `MPChangePlaybackPositionCommand`.
open class MPChangePlaybackPositionCommand: MPRemoteCommand, @unchecked Sendable {}

/// MediaPlayer's `MPChangePlaybackRateCommand`: keeps its supported rates.
open class MPChangePlaybackRateCommand: MPRemoteCommand, @unchecked Sendable {
    open var supportedPlaybackRates: [NSNumber] = []
}

/// MediaPlayer's `MPFeedbackCommand` (like, dislike, bookmark): keeps its state and titles.
open class MPFeedbackCommand: MPRemoteCommand, @unchecked Sendable {
    open var isActive = false
    open var localizedTitle = ""
    open var localizedShortTitle = ""
}

/// MediaPlayer's `MPRatingCommand`: keeps its range.
open class MPRatingCommand: MPRemoteCommand, @unchecked Sendable {
    open var minimumRating: Float = 0
    open var maximumRating: Float = 0
}

/// MediaPlayer's `MPRepeatType` and `MPShuffleType`.
public enum MPRepeatType: Int, Sendable { case off = 0, one = 1, all = 2 }
public enum MPShuffleType: Int, Sendable { case off = 0, items = 1, collections = 2 }

/// MediaPlayer's `MPChangeRepeatModeCommand`: keeps its current type.
open class MPChangeRepeatModeCommand: MPRemoteCommand, @unchecked Sendable {
    open var currentRepeatType = MPRepeatType.off
}

/// MediaPlayer's `MPChangeShuffleModeCommand`: keeps its current type.
open class MPChangeShuffleModeCommand: MPRemoteCommand, @unchecked Sendable {
    open var currentShuffleType = MPShuffleType.off
}

/// MediaPlayer's `MPRemoteCommandCenter.shared()`: its commands keep their targets; none is ever sent.
open class MPRemoteCommandCenter: NSObject, @unchecked Sendable {
    private static let center = MPRemoteCommandCenter()
    open class func shared() -> MPRemoteCommandCenter { center }

    public let pauseCommand = MPRemoteCommand()
    public let playCommand = MPRemoteCommand()
    public let stopCommand = MPRemoteCommand()
    public let togglePlayPauseCommand = MPRemoteCommand()
    public let enableLanguageOptionCommand = MPRemoteCommand()
    public let disableLanguageOptionCommand = MPRemoteCommand()
    public let changePlaybackRateCommand = MPChangePlaybackRateCommand()
    public let changeRepeatModeCommand = MPChangeRepeatModeCommand()
    public let changeShuffleModeCommand = MPChangeShuffleModeCommand()
    public let nextTrackCommand = MPRemoteCommand()
    public let previousTrackCommand = MPRemoteCommand()
    public let skipForwardCommand = MPSkipIntervalCommand()
    public let skipBackwardCommand = MPSkipIntervalCommand()
    public let seekForwardCommand = MPRemoteCommand()
    public let seekBackwardCommand = MPRemoteCommand()
    public let changePlaybackPositionCommand = MPChangePlaybackPositionCommand()
    public let ratingCommand = MPRatingCommand()
    public let likeCommand = MPFeedbackCommand()
    public let dislikeCommand = MPFeedbackCommand()
    public let bookmarkCommand = MPFeedbackCommand()
}

/// MediaPlayer's `MPRemoteCommandEvent`: what a handler is given (never made here: no command is sent).
open class MPRemoteCommandEvent: NSObject {
    public let command: MPRemoteCommand
    public let timestamp: TimeInterval
    init(command: MPRemoteCommand, timestamp: TimeInterval = 0) { self.command = command; self.timestamp = timestamp }
}

/// MediaPlayer's `MPChangePlaybackPositionCommandEvent`: the position to seek to.
open class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent {
    public let positionTime: TimeInterval
    init(command: MPRemoteCommand, positionTime: TimeInterval) { self.positionTime = positionTime; super.init(command: command) }
}

/// MediaPlayer's `MPSkipIntervalCommandEvent`: the interval to skip.
open class MPSkipIntervalCommandEvent: MPRemoteCommandEvent {
    public let interval: TimeInterval
    init(command: MPRemoteCommand, interval: TimeInterval) { self.interval = interval; super.init(command: command) }
}

/// MediaPlayer's `MPChangePlaybackRateCommandEvent`: the rate asked for.
open class MPChangePlaybackRateCommandEvent: MPRemoteCommandEvent {
    public let playbackRate: Float
    init(command: MPRemoteCommand, playbackRate: Float) { self.playbackRate = playbackRate; super.init(command: command) }
}

/// MediaPlayer's `MPSeekCommandEventType`.
public enum MPSeekCommandEventType: UInt, Sendable { case beginSeeking = 0, endSeeking = 1 }

/// MediaPlayer's `MPSeekCommandEvent`: a seek's beginning or end.
open class MPSeekCommandEvent: MPRemoteCommandEvent {
    public let type: MPSeekCommandEventType
    init(command: MPRemoteCommand, type: MPSeekCommandEventType) { self.type = type; super.init(command: command) }
}

/// MediaPlayer's `MPFeedbackCommandEvent`: whether the feedback is negative.
open class MPFeedbackCommandEvent: MPRemoteCommandEvent {
    public let isNegative: Bool
    init(command: MPRemoteCommand, isNegative: Bool) { self.isNegative = isNegative; super.init(command: command) }
}

// MARK: Volume

/// MediaPlayer's `MPVolumeView`: an empty view (no slider, no route button is drawn; it has no subviews) keeping its settings.
open class MPVolumeView: UIView {
    open var showsVolumeSlider = true
    open var showsRouteButton = true
    private var thumbImages: [UInt: UIImage] = [:]
    private var routeButtonImages: [UInt: UIImage] = [:]

    /// Keeps the image (not drawn).
    open func setVolumeThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state.rawValue] = image }
    open func volumeThumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    /// Keeps the image (not drawn).
    open func setRouteButtonImage(_ image: UIImage?, for state: UIControl.State) { routeButtonImages[state.rawValue] = image }
    open func routeButtonImage(for state: UIControl.State) -> UIImage? { routeButtonImages[state.rawValue] }
}
