import Foundation

// AVFoundation on Linux (issue 31 Deliver 3): inert stand-ins for a screen that only holds a player or
// an audio session. Nothing plays; times stay at zero.

/// Core Media's `CMTime`, as AVFoundation re-exports it.
public struct CMTime: Equatable, Hashable, Sendable {
    public var value: Int64
    public var timescale: Int32
    public init(value: Int64, timescale: Int32) { self.value = value; self.timescale = timescale }
    public init(seconds: Double, preferredTimescale: Int32) {
        timescale = preferredTimescale
        value = seconds.isFinite ? Int64((seconds * Double(preferredTimescale)).rounded()) : 0
    }
    public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime(value: 0, timescale: 0)
    public var isValid: Bool { timescale != 0 }
}

public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime { CMTime(seconds: seconds, preferredTimescale: preferredTimescale) }
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// AVFoundation's `AVAsset`.
open class AVAsset {
    public init() {}
    open var duration: CMTime { .zero }
}

/// AVFoundation's `AVURLAsset`.
open class AVURLAsset: AVAsset {
    public let url: URL
    public init(url: URL, options: [String: Any]? = nil) { self.url = url; super.init() }
}

/// AVFoundation's `AVPlayerItem`.
open class AVPlayerItem {
    /// `AVPlayerItem.Status`.
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }
    public let asset: AVAsset
    open var status: Status { .unknown }
    open var duration: CMTime { asset.duration }
    open func currentTime() -> CMTime { .zero }
    public init(asset: AVAsset) { self.asset = asset }
    public convenience init(url: URL) { self.init(asset: AVURLAsset(url: url)) }
    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
}

/// AVFoundation's `AVPlayer`: keeps its item, rate and volume; plays nothing.
open class AVPlayer {
    /// `AVPlayer.TimeControlStatus`.
    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }
    open private(set) var currentItem: AVPlayerItem?
    open var rate: Float = 0
    open var volume: Float = 1
    open var isMuted = false
    open var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .playing }
    public init() {}
    public init(playerItem item: AVPlayerItem?) { currentItem = item }
    public convenience init(url: URL) { self.init(playerItem: AVPlayerItem(url: url)) }
    open func play() { rate = 1 }
    open func pause() { rate = 0 }
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    open func currentTime() -> CMTime { .zero }
    open func seek(to time: CMTime) {}
    open func seek(to time: CMTime, completionHandler: @escaping (Bool) -> Void) { completionHandler(true) }
    /// Never calls `block`; the returned token is for `removeTimeObserver(_:)`.
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping (CMTime) -> Void) -> Any { NSObject() }
    open func removeTimeObserver(_ observer: Any) {}
}

/// AVFoundation's `AVQueuePlayer`.
open class AVQueuePlayer: AVPlayer {
    open private(set) var queue: [AVPlayerItem] = []
    public init(items: [AVPlayerItem]) { queue = items; super.init(playerItem: items.first) }
    open func items() -> [AVPlayerItem] { queue }
    open func advanceToNextItem() { if !queue.isEmpty { queue.removeFirst() }; replaceCurrentItem(with: queue.first) }
}

/// AVFoundation's `AVAudioSession`: categories and modes kept, nothing routed.
open class AVAudioSession {
    public struct Category: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    }
    public struct Mode: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
    }
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        public static let duckOthers = CategoryOptions(rawValue: 2)
        public static let allowBluetooth = CategoryOptions(rawValue: 4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
    }

    nonisolated(unsafe) private static let shared = AVAudioSession()
    public static func sharedInstance() -> AVAudioSession { shared }
    open private(set) var category: Category = .soloAmbient
    open private(set) var mode: Mode = .default
    open func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {
        self.category = category; self.mode = mode
    }
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
}

/// AVFoundation's `AVLayerVideoGravity`.
public struct AVLayerVideoGravity: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

/// AVFoundation's `AVAudioPlayer`: keeps its sound's URL or data, volume, rate and loops; plays nothing
/// (`play()` answers `false`), its time stays zero and its duration is zero.
open class AVAudioPlayer {
    public let url: URL?
    public let data: Data?
    open var volume: Float = 1
    open var rate: Float = 1
    open var enableRate = false
    open var numberOfLoops = 0
    open var currentTime: TimeInterval = 0
    open var duration: TimeInterval { 0 }
    open var isPlaying: Bool { false }
    open weak var delegate: (any AVAudioPlayerDelegate)?
    public init(contentsOf url: URL) throws { self.url = url; data = nil }
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws { self.url = url; data = nil }
    public init(data: Data) throws { url = nil; self.data = data }
    @discardableResult open func prepareToPlay() -> Bool { true }
    @discardableResult open func play() -> Bool { false }
    @discardableResult open func play(atTime time: TimeInterval) -> Bool { false }
    open func pause() {}
    open func stop() {}
}

/// `AVAudioPlayerDelegate`: never called.
public protocol AVAudioPlayerDelegate: AnyObject {}
