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

    static func draw(expected: RasterImage, verdicts: [PixelMatch.Verdict]?, ignored: IgnoreMask,
                     includeAntialiasing: Bool) -> RasterImage {
        let (width, height) = (expected.width, expected.height)
        var out = [UInt8](repeating: 255, count: width * height * 4)
        expected.pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                let (src, dst) = (UnsafeSendable(source), UnsafeSendable(target))
                let bands = max(1, min(height, 16))
                DispatchQueue.concurrentPerform(iterations: bands) { band in
                    for y in band * height / bands..<(band + 1) * height / bands {
                        for x in 0..<width {
                            let i = y * width + x
                            let verdict = verdicts?[i] ?? (ignored.rects.isEmpty ? .same : (ignored.contains(x, y) ? .ignored : .same))
                            let p = i * 4
                            switch verdict {
                            case .different: set(dst.value, p, red)
                            case .antialiased: set(dst.value, p, includeAntialiasing ? red : yellow)
                            case .same, .ignored:
                                let s = src.value
                                let gray = blend(rgb2y(Double(s[p]), Double(s[p + 1]), Double(s[p + 2])), 0.1 * Double(s[p + 3]) / 255)
                                if verdict == .ignored, (x + y) / 8 % 2 == 0 {
                                    let mix = { (c: Double) in UInt8((gray * (1 - hatch.alpha) + c * hatch.alpha).rounded()) }
                                    set(dst.value, p, (mix(hatch.r), mix(hatch.g), mix(hatch.b)))
                                } else {
                                    let g = UInt8(max(0, min(255, gray)))
                                    set(dst.value, p, (g, g, g))
                                }
                            }
                        }
                    }
                }
            }
        }
        return RasterImage(width: width, height: height, pixels: out)
    }

    private static func set(_ buffer: UnsafeMutableBufferPointer<UInt8>, _ p: Int, _ color: (UInt8, UInt8, UInt8)) {
        buffer[p] = color.0; buffer[p + 1] = color.1; buffer[p + 2] = color.2; buffer[p + 3] = 255
    }
}
