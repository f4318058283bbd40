/// pixelmatch 5.3's `pixelmatch()` transcribed line by line (one thread, arrays, the JS structure),
/// as the reference `PixelMatch` — banded over cores, with word compares — must agree with.
enum ReferencePixelmatch {
    /// The mismatched-pixel count and the diff image pixelmatch returns (alpha 0.1, red, yellow).
    static func run(_ img1: [UInt8], _ img2: [UInt8], width: Int, height: Int, threshold: Double = 0.1,
                    includeAA: Bool = false) -> (diff: Int, output: [UInt8]) {
        var output = [UInt8](repeating: 0, count: img1.count)
        let maxDelta = 35215 * threshold * threshold
        var diff = 0
        for y in 0..<height {
            for x in 0..<width {
                let pos = (y * width + x) * 4
                let delta = colorDelta(img1, img2, pos, pos, false)
                if abs(delta) > maxDelta {
                    let isAA = antialiased(img1, x, y, width, height, img2) || antialiased(img2, x, y, width, height, img1)
                    if !includeAA && isAA {
                        draw(&output, pos, 255, 255, 0)
                    } else {
                        draw(&output, pos, 255, 0, 0)
                        diff += 1
                    }
                } else {
                    let value = blendWhite(rgbY(Double(img1[pos]), Double(img1[pos + 1]), Double(img1[pos + 2])), 0.1 * Double(img1[pos + 3]) / 255)
                    let v = UInt8(max(0, min(255, value)))
                    draw(&output, pos, v, v, v)
                }
            }
        }
        return (diff, output)
    }

    static func antialiased(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int, _ img2: [UInt8]) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minimum = 0.0, maximum = 0.0, minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let delta = colorDelta(img, img, pos, (y * width + x) * 4, true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta; minX = x; minY = y
                } else if delta > maximum {
                    maximum = delta; maxX = x; maxY = y
                }
            }
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(img2, minX, minY, width, height))
            || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(img2, maxX, maxY, width, height))
    }

    static func hasManySiblings(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let pos2 = (y * width + x) * 4
                if img[pos] == img[pos2] && img[pos + 1] == img[pos2 + 1] && img[pos + 2] == img[pos2 + 2] && img[pos + 3] == img[pos2 + 3] {
                    zeroes += 1
                }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    static func colorDelta(_ img1: [UInt8], _ img2: [UInt8], _ k: Int, _ m: Int, _ yOnly: Bool) -> Double {
        var r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2]), a1 = Double(img1[k + 3])
        var r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2]), a2 = Double(img2[m + 3])
        if a1 == a2 && r1 == r2 && g1 == g2 && b1 == b2 { return 0 }
        if a1 < 255 { a1 /= 255; r1 = blendWhite(r1, a1); g1 = blendWhite(g1, a1); b1 = blendWhite(b1, a1) }
        if a2 < 255 { a2 /= 255; r2 = blendWhite(r2, a2); g2 = blendWhite(g2, a2); b2 = blendWhite(b2, a2) }
        let y1 = rgbY(r1, g1, b1), y2 = rgbY(r2, g2, b2), y = y1 - y2
        if yOnly { return y }
        let i = (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189) - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
        let q = (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694) - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    static func rgbY(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    static func blendWhite(_ c: Double, _ a: Double) -> Double { 255 + (c - 255) * a }

    static func draw(_ output: inout [UInt8], _ pos: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
        output[pos] = r; output[pos + 1] = g; output[pos + 2] = b; output[pos + 3] = 255
    }
}
