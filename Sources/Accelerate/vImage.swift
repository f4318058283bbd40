@_exported import Foundation

/// Accelerate's vImage on Linux: the buffer types, and the box blur libraries use (`vImageBoxConvolve_ARGB8888`),
/// computed here as vImage computes it — each channel the mean of a kernel_width × kernel_height box, edges
/// extended (`kvImageEdgeExtend`) — on whatever bytes the buffers hold (an image context's here are zero).
public typealias vImagePixelCount = UInt
public typealias vImage_Flags = UInt32
public typealias vImage_Error = Int

public struct vImage_Buffer {
    public var data: UnsafeMutableRawPointer?
    public var height: vImagePixelCount
    public var width: vImagePixelCount
    public var rowBytes: Int
    public init() { data = nil; height = 0; width = 0; rowBytes = 0 }
    public init(data: UnsafeMutableRawPointer?, height: vImagePixelCount, width: vImagePixelCount, rowBytes: Int) {
        self.data = data; self.height = height; self.width = width; self.rowBytes = rowBytes
    }
}

public let kvImageNoFlags = 0, kvImageCopyInPlace = 2, kvImageBackgroundColorFill = 4, kvImageEdgeExtend = 8
public let kvImageTruncateKernel = 64, kvImageNoError = 0, kvImageRoiLargerThanInputBuffer = -21766
public let kvImageInvalidKernelSize = -21767, kvImageNullPointerArgument = -21772

/// The box blur of `src` into `dest` (same size, 4 bytes a pixel), the kernel's sides odd as vImage
/// requires; a temporary buffer, offsets and a background colour are accepted (edges are always extended).
public func vImageBoxConvolve_ARGB8888(_ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>,
                                       _ tempBuffer: UnsafeMutableRawPointer?, _ srcOffsetToROI_X: vImagePixelCount,
                                       _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32, _ kernel_width: UInt32,
                                       _ backgroundColor: UnsafePointer<UInt8>?, _ flags: vImage_Flags) -> vImage_Error {
    let (s, d) = (src.pointee, dest.pointee)
    guard let input = s.data, let output = d.data else { return vImage_Error(kvImageNullPointerArgument) }
    guard kernel_width % 2 == 1, kernel_height % 2 == 1 else { return vImage_Error(kvImageInvalidKernelSize) }
    let (width, height) = (Int(min(s.width, d.width)), Int(min(s.height, d.height)))
    guard width > 0, height > 0 else { return vImage_Error(kvImageNoError) }
    let (rx, ry) = (Int(kernel_width / 2), Int(kernel_height / 2))
    let area = (2 * rx + 1) * (2 * ry + 1)
    let source = input.assumingMemoryBound(to: UInt8.self), target = output.assumingMemoryBound(to: UInt8.self)
    // The box is separable: row sums of the edge-extended pixels, then column sums of those, each a
    // running window (linear in the image, whatever the kernel). Everything is read before anything is
    // written, so src and dest may be one buffer.
    var rows = [Int](repeating: 0, count: 4 * width * height)
    for y in 0..<height {
        for channel in 0..<4 {
            func pixel(_ x: Int) -> Int { Int(source[y * s.rowBytes + 4 * min(max(x, 0), width - 1) + channel]) }
            var sum = (-rx...rx).reduce(0) { $0 + pixel($1) }
            for x in 0..<width {
                rows[(y * width + x) * 4 + channel] = sum
                sum += pixel(x + rx + 1) - pixel(x - rx)
            }
        }
    }
    for x in 0..<width {
        for channel in 0..<4 {
            func row(_ y: Int) -> Int { rows[(min(max(y, 0), height - 1) * width + x) * 4 + channel] }
            var sum = (-ry...ry).reduce(0) { $0 + row($1) }
            for y in 0..<height {
                target[y * d.rowBytes + 4 * x + channel] = UInt8((sum + area / 2) / area)
                sum += row(y + ry + 1) - row(y - ry)
            }
        }
    }
    return vImage_Error(kvImageNoError)
}
