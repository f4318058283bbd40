import CCairo
import CPangoCairo
import Foundation

/// A deterministic approximation of a Gaussian blur on an A8 cairo image: a box blur of width
/// 2·r + 1 run three times across the rows, then three times down the columns, in integer arithmetic
/// (each output is the window's sum divided by its width, rounded half up; pixels outside the image
/// count as 0). Same input, same bytes, on every machine.
enum BoxBlur {
    /// The box radius whose three passes give a Gaussian of standard deviation `sigma` pixels:
    /// the variance of three boxes of width 2r + 1 is r(r + 1), so r = (√(4σ² + 1) − 1) / 2, rounded.
    static func radius(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        return Int((((4 * sigma * sigma + 1).squareRoot() - 1) / 2).rounded())
    }

    /// Blurs the A8 `surface` in place with box radius `radius` (0: unchanged).
    static func blur(_ surface: OpaquePointer?, radius: Int) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard radius > 0, width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return }
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: width)
        defer { copy.deallocate(); sums.deallocate() }
        for _ in 0..<3 {
            for y in 0..<height { blurRow(data + y * stride, count: width, radius: radius, scratch: copy) }
        }
        for _ in 0..<3 {
            copy.update(from: data, count: stride * height)
            blurColumns(from: copy, to: data, width: width, height: height, stride: stride, radius: radius, sums: sums)
        }
        cairo_surface_mark_dirty(surface)
    }

    /// One box pass along a row of `count` bytes; `scratch` holds at least `count` bytes.
    private static func blurRow(_ row: UnsafeMutablePointer<UInt8>, count: Int, radius r: Int,
                                scratch: UnsafeMutablePointer<UInt8>) {
        let width = 2 * r + 1
        scratch.update(from: row, count: count)
        var sum = 0
        for i in 0..<min(r, count) { sum += Int(scratch[i]) }
        for i in 0..<count {
            if i + r < count { sum += Int(scratch[i + r]) }
            row[i] = UInt8(truncatingIfNeeded: (sum + width / 2) / width)
            if i >= r { sum -= Int(scratch[i - r]) }
        }
    }

    /// One box pass down every column at once, row by row (cache-friendly): `sums[x]` is the running
    /// window sum of column x in `source`; results go to `target`.
    private static func blurColumns(from source: UnsafeMutablePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>,
                                    width: Int, height: Int, stride: Int, radius r: Int, sums: UnsafeMutablePointer<Int>) {
        let size = 2 * r + 1
        sums.initialize(repeating: 0, count: width)
        for y in 0..<min(r, height) {
            let row = source + y * stride
            for x in 0..<width { sums[x] += Int(row[x]) }
        }
        for y in 0..<height {
            if y + r < height {
                let row = source + (y + r) * stride
                for x in 0..<width { sums[x] += Int(row[x]) }
            }
            let out = target + y * stride
            for x in 0..<width { out[x] = UInt8(truncatingIfNeeded: (sums[x] + size / 2) / size) }
            if y >= r {
                let row = source + (y - r) * stride
                for x in 0..<width { sums[x] -= Int(row[x]) }
            }
        }
    }
}
