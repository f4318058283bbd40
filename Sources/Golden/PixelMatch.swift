import Dispatch
import Foundation

/// pixelmatch's per-pixel comparison, in Swift: the perceptual colour metric and the anti-aliasing
/// detector of mapbox/pixelmatch 5.3–7.2 (the YIQ releases; its unreleased main branch moved to
/// OKLab, which this is not).
///
/// - Metric: the squared YIQ distance of Kotsarenko & Ramos (2010),
///   `Δ = 0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²`, translucent pixels blended over white first; a pixel
///   differs when `Δ > 35215 × threshold²` (35215 is the largest possible Δ). Threshold 0.1 by default.
/// - Anti-aliasing (Vysniauskas 2009): a differing pixel is anti-aliasing, not a change, when among
///   its 8 neighbours there are no more than 2 equal to it, some darker and some brighter, and the
///   darkest or the brightest of them has 3 or more equal neighbours in both images.
///
/// Pixel counts agree with pixelmatch's on the same pair (the peer bench's J2 pair: 605 px).
struct PixelMatch: Sendable {
    /// 0…1: the YIQ distance, as a fraction of the largest, below which two pixels count as equal.
    var threshold = 0.1

    /// What one pixel of the pair is.
    enum Verdict: UInt8 {
        case same = 0
        case different = 1
        /// Differs, but only as anti-aliasing does: not counted.
        case antialiased = 2
        /// Inside an ignore region: not compared.
        case ignored = 3
    }

    /// The counts of one comparison and where the changes are.
    struct Tally: Sendable {
        var different = 0
        var antialiased = 0
        /// The smallest box (pixels, inclusive) holding every differing pixel (anti-aliasing too
        /// when it counts).
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?

        mutating func add(_ other: Tally) {
            different += other.different
            antialiased += other.antialiased
            if let b = other.box {
                box = box.map { (min($0.minX, b.minX), min($0.minY, b.minY), max($0.maxX, b.maxX), max($0.maxY, b.maxY)) } ?? b
            }
        }
    }

    /// Compares two same-size RGBA8 images (`width × height × 4` bytes each) in one pass over bands
    /// of rows on all cores, classifying every pixel, counting, and — when `diffImage` is true —
    /// painting pixelmatch's diff image (`DiffImage`) as it goes. `includeAntialiasing` counts
    /// anti-aliasing as change (and paints it red).
    func compare(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int, ignored: IgnoreMask,
                 includeAntialiasing: Bool, diffImage: Bool) -> (tally: Tally, image: [UInt8]?) {
        let maxDelta = 35215 * threshold * threshold
        let count = width * height
        let bands = max(1, min(height, 16))
        let tallies = TallySlots(count: bands)
        let painter = DiffImage.Painter(includeAntialiasing: includeAntialiasing)
        var output: [UInt8]?
        a.withUnsafeBytes { rawA in
            b.withUnsafeBytes { rawB in
                let images = Images(a: rawA.bindMemory(to: UInt32.self), b: rawB.bindMemory(to: UInt32.self),
                                    bytesA: rawA.bindMemory(to: UInt8.self), bytesB: rawB.bindMemory(to: UInt8.self),
                                    width: width, height: height)
                let pass = { (target: UnsafeSendable<UnsafeMutablePointer<UInt32>?>) in
                    DispatchQueue.concurrentPerform(iterations: bands) { band in
                        var tally = Tally()
                        // Flat screens repeat colours: an unchanged pixel like the one before paints the same.
                        var lastSame: (word: UInt32, paint: UInt32)?
                        for y in band * height / bands..<(band + 1) * height / bands {
                            let checkIgnored = !ignored.rects.isEmpty && ignored.rowHasRegion(y)
                            for x in 0..<width {
                                let i = y * width + x
                                var verdict = Verdict.same
                                if checkIgnored, ignored.contains(x, y) {
                                    verdict = .ignored
                                } else if images.a[i] != images.b[i],
                                          abs(images.colorDelta(i, i, yOnly: false, second: true)) > maxDelta {
                                    let aa = images.antialiased(x, y, inA: true) || images.antialiased(x, y, inA: false)
                                    verdict = aa ? .antialiased : .different
                                    if aa { tally.antialiased += 1 } else { tally.different += 1 }
                                    if !aa || includeAntialiasing {
                                        tally.box = tally.box.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) }
                                            ?? (x, y, x, y)
                                    }
                                }
                                guard let out = target.value else { continue }
                                if verdict == .same {
                                    let word = images.a[i]
                                    if let last = lastSame, last.word == word { out[i] = last.paint; continue }
                                    out[i] = painter.paint(.same, images.bytesA.baseAddress! + i * 4, x, y)
                                    lastSame = (word, out[i])
                                } else {
                                    out[i] = painter.paint(verdict, images.bytesA.baseAddress! + i * 4, x, y)
                                }
                            }
                        }
                        tallies.set(band, tally)
                    }
                }
                if diffImage {
                    output = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
                        pass(UnsafeSendable(UnsafeMutableRawPointer(buffer.baseAddress!).bindMemory(to: UInt32.self, capacity: count)))
                        initialized = count * 4
                    }
                } else {
                    pass(UnsafeSendable(nil))
                }
            }
        }
        var total = Tally()
        for tally in tallies.values { total.add(tally) }
        if includeAntialiasing {
            total.different += total.antialiased
            total.antialiased = 0
        }
        return (total, output)
    }
}

extension PixelMatch {
    /// pixelmatch's `colorDelta` of two RGBA8 pixels (4 bytes each): the squared YIQ distance
    /// `0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²`, each translucent pixel blended over white first;
    /// negative when the first is brighter. `yOnly` gives the brightness difference `Y₁ − Y₂` alone.
    ///
    ///     PixelMatch.colorDelta([0, 0, 0, 255], [255, 255, 255, 255], yOnly: false)   // 32857.13…
    ///     PixelMatch.colorDelta([0, 0, 0, 255], [255, 255, 255, 255], yOnly: true)    // −255.00000255
    @inline(__always)
    static func colorDelta(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, yOnly: Bool) -> Double {
        var r1 = Double(first[0]), g1 = Double(first[1]), b1 = Double(first[2])
        let a1 = Double(first[3])
        var r2 = Double(second[0]), g2 = Double(second[1]), b2 = Double(second[2])
        let a2 = Double(second[3])
        if a1 == a2 && r1 == r2 && g1 == g2 && b1 == b2 { return 0 }
        if a1 < 255 { let f = a1 / 255; r1 = blend(r1, f); g1 = blend(g1, f); b1 = blend(b1, f) }
        if a2 < 255 { let f = a2 / 255; r2 = blend(r2, f); g2 = blend(g2, f); b2 = blend(b2, f) }
        let y1 = rgb2y(r1, g1, b1), y2 = rgb2y(r2, g2, b2)
        let y = y1 - y2
        if yOnly { return y }
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }
}

/// Per-band tallies written from `concurrentPerform`'s workers.
private final class TallySlots: @unchecked Sendable {
    private var slots: [PixelMatch.Tally]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: PixelMatch.Tally(), count: count) }
    func set(_ i: Int, _ tally: PixelMatch.Tally) { lock.withLock { slots[i] = tally } }
    var values: [PixelMatch.Tally] { lock.withLock { slots } }
}

/// Two images' pixels as words (for equality) and bytes (for colour).
private struct Images: @unchecked Sendable {
    let a: UnsafeBufferPointer<UInt32>
    let b: UnsafeBufferPointer<UInt32>
    let bytesA: UnsafeBufferPointer<UInt8>
    let bytesB: UnsafeBufferPointer<UInt8>
    let width: Int
    let height: Int

    /// pixelmatch's `colorDelta` (`PixelMatch.colorDelta`): pixel `k` of the first image against pixel
    /// `m` of the second (or of the first again when `second` is false).
    func colorDelta(_ k: Int, _ m: Int, yOnly: Bool, second: Bool, firstIsA: Bool = true) -> Double {
        let one = firstIsA ? bytesA : bytesB
        let two = second ? (firstIsA ? bytesB : bytesA) : one
        return PixelMatch.colorDelta(one.baseAddress! + k * 4, two.baseAddress! + m * 4, yOnly: yOnly)
    }

    /// pixelmatch's `antialiased`, for the pixel at (x1, y1) of image a (`inA`) or b.
    func antialiased(_ x1: Int, _ y1: Int, inA: Bool) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = y1 * width + x1
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = colorDelta(pos, y * width + x, yOnly: true, second: false, firstIsA: inA)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(a, minX, minY) && hasManySiblings(b, minX, minY))
            || (hasManySiblings(a, maxX, maxY) && hasManySiblings(b, maxX, maxY))
    }

    /// Whether the pixel has 3 or more neighbours of exactly its value (the image edge counts as one).
    private func hasManySiblings(_ image: UnsafeBufferPointer<UInt32>, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = image[y1 * width + x1]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if value == image[y * width + x] { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}

/// pixelmatch's colour helpers: NTSC YIQ from RGB, and blending over white.
func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }
func blend(_ c: Double, _ a: Double) -> Double { 255 + (c - 255) * a }

/// A value handed to `concurrentPerform`'s workers, each of which touches only its own part.
struct UnsafeSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
