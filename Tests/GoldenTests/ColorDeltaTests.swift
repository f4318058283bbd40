@testable import Golden
import Rendering
import Testing

/// pixelmatch's colour metric from its published formulas, computed by hand: YIQ of Kotsarenko &
/// Ramos (2010), `Y = 0.29889531 R + 0.58662247 G + 0.11448223 B`,
/// `I = 0.59597799 R − 0.27417610 G − 0.32180189 B`, `Q = 0.21147017 R − 0.52261711 G + 0.31114694 B`,
/// `Δ = 0.5053 ΔY² + 0.299 ΔI² + 0.1957 ΔQ²`, at most 35215; a pixel differs when `Δ > 35215 × threshold²`.
@Suite("Colour delta")
struct ColorDeltaTests {
    /// `PixelMatch.colorDelta` of two RGBA pixels.
    func delta(_ first: [UInt8], _ second: [UInt8], yOnly: Bool = false) -> Double {
        PixelMatch.colorDelta(first, second, yOnly: yOnly)
    }

    @Test("black against white: ΔY = −255 × 1.00000001, ΔI = ΔQ = 0, Δ = 0.5053 × 255.00000255² = 32857.1331571…")
    func blackWhite() {
        // I's and Q's coefficients sum to 0, so grey against grey is brightness alone.
        #expect(abs(delta([0, 0, 0, 255], [255, 255, 255, 255]) - 32857.133157142653) < 1e-8)
        #expect(abs(delta([0, 0, 0, 255], [255, 255, 255, 255], yOnly: true) - -255.00000255) < 1e-9)
        // Negative when the first is the brighter.
        #expect(abs(delta([255, 255, 255, 255], [0, 0, 0, 255]) - -32857.133157142653) < 1e-8)
    }

    @Test("pure red against white: ΔY = −178.7816985, ΔI = 151.97438745, ΔQ = 53.92489335, Δ = 23625.6942042…")
    func redWhite() {
        // ΔG = ΔB = −255: ΔY = −255 (0.58662247 + 0.11448223), ΔI = 255 (0.27417610 + 0.32180189),
        // ΔQ = 255 (0.52261711 − 0.31114694); 0.5053 × 31962.89 + 0.299 × 23096.21 + 0.1957 × 2907.90.
        #expect(abs(delta([255, 0, 0, 255], [255, 255, 255, 255]) - 23625.694204214448) < 1e-8)
        #expect(abs(delta([255, 0, 0, 255], [255, 255, 255, 255], yOnly: true) - -178.7816985) < 1e-9)
    }

    @Test("the largest Δ, 35215, is red against cyan: ΔY = −102.56339445, ΔI = 303.9487749, ΔQ = 107.8497867")
    func largest() {
        #expect(abs(delta([255, 0, 0, 255], [0, 255, 255, 255]) - 35214.748955457846) < 1e-8)
        // No two corners of the RGB cube are further apart.
        let corners: [[UInt8]] = (0..<8).map { [$0 & 1 == 0 ? 0 : 255, $0 & 2 == 0 ? 0 : 255, $0 & 4 == 0 ? 0 : 255, 255] }
        let largest = corners.flatMap { a in corners.map { b in abs(delta(a, b)) } }.max()
        #expect(abs((largest ?? 0) - 35214.748955457846) < 1e-8)
    }

    @Test("translucent pixels are blended over white first: black at alpha 128 is grey 127; alpha 0 is white")
    func translucent() {
        // 255 + (0 − 255) × 128/255 = 127: ΔY = −128 × 1.00000001, Δ = 0.5053 × 128.00000128² = 8278.8353655…
        #expect(abs(delta([0, 0, 0, 128], [255, 255, 255, 255]) - 8278.835365576705) < 1e-8)
        #expect(delta([0, 0, 0, 128], [127, 127, 127, 255]) == 0)
        #expect(delta([0, 0, 0, 0], [255, 0, 0, 0]) == 0)
    }

    /// Whether a 1×1 pair differs at `threshold` (one pixel has no neighbours, so it is never anti-aliasing).
    func differs(_ first: [UInt8], _ second: [UInt8], threshold: Double) -> Bool {
        var options = ImageDiff.Options()
        options.threshold = threshold
        let result = ImageDiff.compare(expected: RasterImage(width: 1, height: 1, pixels: first),
                                       actual: RasterImage(width: 1, height: 1, pixels: second), options: options)
        return result.diffPixels == 1
    }

    @Test("a pixel differs when Δ > 35215 × threshold²: black/white flips at √(32857.13… / 35215) = 0.96594186…")
    func thresholdBoundary() {
        let (black, white): ([UInt8], [UInt8]) = ([0, 0, 0, 255], [255, 255, 255, 255])
        let boundary = 0.9659418611039040
        #expect(differs(black, white, threshold: boundary - 1e-9))
        #expect(!differs(black, white, threshold: boundary + 1e-9))
        // Strictly greater: at threshold 0 one level of red differs, and equal colours in other bytes do not.
        #expect(differs(black, [1, 0, 0, 255], threshold: 0))
        #expect(!differs([0, 0, 0, 0], [255, 0, 0, 0], threshold: 0))
        // At threshold 1 nothing differs, not even red against cyan (35214.75 < 35215).
        #expect(!differs([255, 0, 0, 255], [0, 255, 255, 255], threshold: 1))
    }
}
