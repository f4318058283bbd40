import CCairo
import CPangoCairo

/// Byte buffers behind cairo's `*_stream` functions, so no file is ever written or read.
///
/// Cairo calls back with a `closure` pointer; it points at one of these boxes, which the caller keeps
/// alive (`withExtendedLifetime`) until the surface is finished.
final class ByteSink {
    var bytes: [UInt8] = []

    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// A `cairo_write_func_t` appending to the `ByteSink` passed as `closure`.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        if let data, length > 0 { sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length))) }
        return CAIRO_STATUS_SUCCESS
    }
}

/// Bytes read front to back by `cairo_image_surface_create_from_png_stream`.
final class ByteSource {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// A `cairo_read_func_t` copying the next `length` bytes of the `ByteSource` passed as `closure`.
    static let read: cairo_read_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.bytes.count - source.offset >= count else { return CAIRO_STATUS_READ_ERROR }
        source.bytes.withUnsafeBufferPointer { buffer in
            data.update(from: buffer.baseAddress! + source.offset, count: count)
        }
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}

/// Cairo's message for `status`.
func cairoMessage(_ status: cairo_status_t) -> String {
    String(cString: cairo_status_to_string(status))
}
