import Dispatch
import Foundation
import Rendering

/// Compares two PNG files the way a golden test needs: byte-identical files answer at once; otherwise
/// both are decoded (on two cores) and compared pixel by pixel with `PixelMatch` (pixelmatch's YIQ
/// metric and anti-aliasing detection), inside whole-image tolerances, outside ignore regions.
///
/// ```swift
/// var options = ImageDiff.Options()
/// options.maxDiffPixels = 20
/// options.ignore = [IgnoreRegion(x: 0, y: 0, width: 393, height: 54)]   // points: the status bar
/// let result = try ImageDiff.compare(expected: golden, actual: render, options: options, scale: 3)
/// if !result.passes { try result.diffImage?.pngBytes() … }
/// ```
public enum ImageDiff {
    public struct Options: Sendable, Equatable {
        /// pixelmatch's threshold: 0…1, the YIQ distance (as a fraction of the largest) below which
        /// two pixels count as the same. 0.1 by default, as pixelmatch's.
        public var threshold: Double = 0.1
        /// Count anti-aliasing differences as changes too (pixelmatch's `includeAA`).
        public var includeAntialiasing = false
        /// The most differing pixels that still pass (0 by default).
        public var maxDiffPixels: Int?
        /// The largest fraction (0…1) of compared pixels that may differ and still pass.
        public var maxDiffRatio: Double?
        /// Regions, in points, left out of the comparison (hatched in the diff image, still visible).
        public var ignore: [IgnoreRegion] = []
        /// Draw the diff image (unchanged pixels faded, changes red, anti-aliasing yellow).
        public var drawDiffImage = true

        public init() {}
    }

    public enum Outcome: String, Sendable {
        /// The files are byte for byte the same.
        case identical
        /// Some pixels differ, within the tolerances (or only as anti-aliasing).
        case similar
        /// More pixels differ than the tolerances allow.
        case different
        /// The images are not the same size; nothing is compared.
        case sizeMismatch = "size-mismatch"
    }

    public struct Comparison: Sendable {
        public var outcome: Outcome
        public var expectedSize: (width: Int, height: Int)
        public var actualSize: (width: Int, height: Int)
        /// Pixels that differ by more than the threshold and are not anti-aliasing.
        public var diffPixels = 0
        /// Pixels that differ only as anti-aliasing does (not counted in `diffPixels` unless included).
        public var antialiasedPixels = 0
        /// Pixels compared: all but the ignored ones.
        public var comparedPixels = 0
        /// The smallest rectangle, in pixels, holding every differing pixel.
        public var changedBox: (x: Int, y: Int, width: Int, height: Int)?
        /// The diff image, when asked for and the sizes match.
        public var diffImage: RasterImage?

        public var passes: Bool { outcome == .identical || outcome == .similar }
        public var diffRatio: Double { comparedPixels == 0 ? 0 : Double(diffPixels) / Double(comparedPixels) }
    }

    /// Compares two PNG files. `scale` is pixels per point, for the ignore regions.
    /// - Throws: `ImageDiffError` naming the file that is not a readable PNG.
    public static func compare(expected: [UInt8], actual: [UInt8], options: Options = Options(),
                               scale: Double = 1) throws -> Comparison {
        let identical = expected == actual
        if identical, !options.drawDiffImage {
            let size = try PNGHeader.size(of: expected)
            return Comparison(outcome: .identical, expectedSize: size, actualSize: size, comparedPixels: size.width * size.height)
        }
        let (a, b) = try decodeBoth(expected, actual)
        return compare(expected: a, actual: b, options: options, scale: scale, knownIdentical: identical)
    }

    /// Compares two decoded images.
    public static func compare(expected a: RasterImage, actual b: RasterImage, options: Options = Options(),
                               scale: Double = 1, knownIdentical: Bool = false) -> Comparison {
        var result = Comparison(outcome: .identical, expectedSize: (a.width, a.height), actualSize: (b.width, b.height))
        guard a.width == b.width, a.height == b.height else {
            result.outcome = .sizeMismatch
            return result
        }
        let ignored = IgnoreMask(options.ignore, scale: scale, width: a.width, height: a.height)
        result.comparedPixels = a.width * a.height - ignored.count
        if knownIdentical {
            // Files with the same bytes: nothing to compare, only the faded picture to draw.
            if options.drawDiffImage {
                result.diffImage = PixelMatch(threshold: options.threshold)
                    .compare(a.pixels, a.pixels, width: a.width, height: a.height, ignored: ignored,
                             includeAntialiasing: options.includeAntialiasing, diffImage: true).image
                    .map { RasterImage(width: a.width, height: a.height, pixels: $0) }
            }
            return result
        }
        let (tally, image) = PixelMatch(threshold: options.threshold)
            .compare(a.pixels, b.pixels, width: a.width, height: a.height, ignored: ignored,
                     includeAntialiasing: options.includeAntialiasing, diffImage: options.drawDiffImage)
        result.diffPixels = tally.different
        result.antialiasedPixels = tally.antialiased
        result.changedBox = tally.box.map { ($0.minX, $0.minY, $0.maxX - $0.minX + 1, $0.maxY - $0.minY + 1) }
        let withinPixels = result.diffPixels <= (options.maxDiffPixels ?? (options.maxDiffRatio == nil ? 0 : Int.max))
        // A ratio of count / total must admit count, whatever the rounding of the division.
        let withinRatio = options.maxDiffRatio.map { Double(result.diffPixels) <= $0 * Double(result.comparedPixels) + 1e-6 } ?? true
        result.outcome = withinPixels && withinRatio ? .similar : .different
        result.diffImage = image.map { RasterImage(width: a.width, height: a.height, pixels: $0) }
        return result
    }

    private static func reason(_ error: any Error) -> String {
        if case RenderError.unreadablePNG(let reason) = error { return reason }
        return "\(error)"
    }

    /// Both files decoded at once, one on each core.
    private static func decodeBoth(_ expected: [UInt8], _ actual: [UInt8]) throws -> (RasterImage, RasterImage) {
        let results = DecodeSlots()
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            results.set(i, Swift.Result { try RasterImage(png: i == 0 ? expected : actual) })
        }
        do {
            let a = try results.get(0).mapError { ImageDiffError.unreadable(which: "expected", reason: reason($0)) }.get()
            let b = try results.get(1).mapError { ImageDiffError.unreadable(which: "actual", reason: reason($0)) }.get()
            return (a, b)
        }
    }
}

/// A region left out of a comparison, in points from the top-left corner of the image.
public struct IgnoreRegion: Sendable, Equatable, Codable {
    public var x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// Parses `x,y,w,h` (points); nil unless four finite numbers with a positive width and height.
    public init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
              [x, y, w, h].allSatisfy(\.isFinite), w > 0, h > 0 else { return nil }
        self.init(x: x, y: y, width: w, height: h)
    }
}

public enum ImageDiffError: Error, CustomStringConvertible, Equatable {
    case unreadable(which: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let which, let reason): "the \(which) image is not a readable PNG (\(reason))"
        }
    }
}

/// The ignore regions as pixel rectangles, clipped to the image.
struct IgnoreMask: Sendable {
    let rects: [(x0: Int, y0: Int, x1: Int, y1: Int)]
    /// How many pixels the rectangles cover (overlaps counted once).
    let count: Int

    init(_ regions: [IgnoreRegion], scale: Double, width: Int, height: Int) {
        func clamp(_ v: Double, _ limit: Int) -> Int { Int(min(max(v, 0), Double(limit))) }
        rects = regions.map { r in
            (clamp((r.x * scale).rounded(.down), width), clamp((r.y * scale).rounded(.down), height),
             clamp(((r.x + r.width) * scale).rounded(.up), width), clamp(((r.y + r.height) * scale).rounded(.up), height))
        }.filter { $0.x0 < $0.x1 && $0.y0 < $0.y1 }
        var covered = 0
        if !rects.isEmpty {
            for y in 0..<height {
                var row = 0, last = -1
                for r in rects.filter({ y >= $0.y0 && y < $0.y1 }).sorted(by: { $0.x0 < $1.x0 }) {
                    let start = max(r.x0, last + 1)
                    if r.x1 - 1 >= start { row += r.x1 - start; last = r.x1 - 1 }
                }
                covered += row
            }
        }
        count = covered
    }

    func contains(_ x: Int, _ y: Int) -> Bool {
        rects.contains { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 }
    }

    /// Whether any region covers row `y` (so a row without one skips the per-pixel test).
    func rowHasRegion(_ y: Int) -> Bool {
        rects.contains { y >= $0.y0 && y < $0.y1 }
    }
}

/// Reads a PNG's size from its IHDR without decoding it.
enum PNGHeader {
    static func size(of bytes: [UInt8]) throws -> (width: Int, height: Int) {
        guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else {
            throw ImageDiffError.unreadable(which: "expected", reason: "no PNG header")
        }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }
}

/// Two decode results written from two threads.
private final class DecodeSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<RasterImage, any Error>?] = [nil, nil]
    func set(_ i: Int, _ value: Result<RasterImage, any Error>) { lock.withLock { slots[i] = value } }
    func get(_ i: Int) -> Result<RasterImage, any Error> { lock.withLock { slots[i]! } }
}
