import Dispatch
import Rendering

/// pixelmatch's diff image: unchanged pixels as the expected image in grey, faded towards white
/// (alpha 0.1), changes red, anti-aliasing yellow; ignore regions keep their faded pixels under blue
/// hatching, so what was left out is still visible.
enum DiffImage {
    static let red: (UInt8, UInt8, UInt8) = (255, 0, 0)
    static let yellow: (UInt8, UInt8, UInt8) = (255, 255, 0)
    /// The hatching: systemBlue at 35 % on stripes 8 px wide, 45° down to the right.
    static let hatch: (r: Double, g: Double, b: Double, alpha: Double) = (0, 122, 255, 0.35)

    /// Paints one pixel of the diff image from its verdict and the expected image's pixel.
    struct Painter: Sendable {
        let different: UInt32
        let antialiased: UInt32
        let grays = GrayTables()

        init(includeAntialiasing: Bool) {
            different = DiffImage.word(DiffImage.red)
            antialiased = includeAntialiasing ? different : DiffImage.word(DiffImage.yellow)
        }

        /// The output word (bytes R, G, B, 255) for a pixel at (x, y) whose expected RGBA is at `p`.
        @inline(__always)
        func paint(_ verdict: PixelMatch.Verdict, _ p: UnsafePointer<UInt8>, _ x: Int, _ y: Int) -> UInt32 {
            switch verdict {
            case .different: return different
            case .antialiased: return antialiased
            case .same, .ignored:
                let gray = grays.gray(p[0], p[1], p[2], p[3])
                if verdict == .ignored, (x + y) / 8 % 2 == 0 {
                    let mix = { (c: Double) in UInt8((gray * (1 - hatch.alpha) + c * hatch.alpha).rounded()) }
                    return DiffImage.word((mix(hatch.r), mix(hatch.g), mix(hatch.b)))
                }
                let g = UInt32(gray >= 255 ? 255 : gray <= 0 ? 0 : gray)
                return g | g << 8 | g << 16 | 0xFF00_0000
            }
        }
    }

    /// An opaque pixel as the word whose bytes in memory are R, G, B, 255.
    static func word(_ color: (UInt8, UInt8, UInt8)) -> UInt32 {
        UInt32(color.0) | UInt32(color.1) << 8 | UInt32(color.2) << 16 | 0xFF00_0000
    }
}

/// pixelmatch's faded grey, `blend(rgb2y(r, g, b), 0.1 × a / 255)`, from tables of each channel's
/// product and each alpha's factor: the same doubles, summed in the same order, so the same result.
struct GrayTables: Sendable {
    let red: [Double], green: [Double], blue: [Double], fade: [Double]

    init() {
        red = (0...255).map { Double($0) * 0.29889531 }
        green = (0...255).map { Double($0) * 0.58662247 }
        blue = (0...255).map { Double($0) * 0.11448223 }
        fade = (0...255).map { 0.1 * Double($0) / 255 }
    }

    @inline(__always)
    func gray(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> Double {
        let y = red[Int(r)] + green[Int(g)] + blue[Int(b)]
        return 255 + (y - 255) * fade[Int(a)]
    }
}
