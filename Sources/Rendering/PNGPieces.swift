import CCairo
import CPangoCairo
import CPng
import Dispatch

/// The PNG writer `Renderer` uses: rows cut into pieces of about 1 MiB, each piece converted to
/// scanlines and deflated (zlib level 1, no filter) on its own core, the pieces joined into one zlib
/// stream — the way pigz splits its input — and written as IHDR, one IDAT per piece, IEND.
///
/// Each piece is primed with the 32 KiB of scanlines before it as its deflate dictionary, so cutting
/// costs a few bytes a piece, not the matches across the cut. Where the cuts fall depends only on
/// the image's width and height, never on how many threads run or when a piece is started: the same
/// pixels give the same bytes on a 2-core CI runner and a 16-core laptop, serially or in parallel.
///
/// A piece can be started early with `submit(_:)`, while other rows are still being drawn; the
/// renderer does so for every piece whose rows no later node can touch.
///
/// ```swift
/// let png = try PNGPieces(surface, level: 1).finish()     // RGB if every pixel is opaque, else RGBA
/// ```
final class PNGPieces: @unchecked Sendable {
    /// Bytes of ARGB32 pixels a piece covers (whole rows; at least one row).
    static let pieceBytes = 1 << 20

    let rowsPerPiece: Int
    let count: Int
    private let surface: RasterSurface?   // kept alive while pieces deflate on other threads
    private let pixels: UnsafeMutablePointer<UInt8>
    private let source: Int32
    private let width: Int
    /// The image's height in pixels.
    let height: Int
    private let stride: Int
    private let level: Int32
    /// One slot a piece, each written only by the job that deflates it.
    private let pieces: UnsafeMutableBufferPointer<cpng_piece>
    private var submitted: [Bool]
    private let group = DispatchGroup()

    /// - Throws: `RenderError.cairo` if the surface has no pixel data.
    convenience init(_ surface: RasterSurface, level: Int32) throws {
        cairo_surface_flush(surface.raw)
        guard let data = cairo_image_surface_get_data(surface.raw) else {
            throw RenderError.cairo("PNG encoding: the image surface has no pixel data")
        }
        self.init(pixels: data, source: Int32(CPNG_SOURCE_ARGB32), width: surface.width, height: surface.height,
                  stride: Int(cairo_image_surface_get_stride(surface.raw)), level: level, keeping: surface)
    }

    /// Pieces of straight RGBA8 pixels, rows packed. The pixels must stay valid until `finish()`
    /// returns, and nothing may be submitted early (see `RasterImage.pngBytes()`).
    convenience init(rgba: UnsafePointer<UInt8>, width: Int, height: Int, level: Int32) {
        self.init(pixels: UnsafeMutablePointer(mutating: rgba), source: Int32(CPNG_SOURCE_RGBA8), width: width, height: height,
                  stride: width * 4, level: level, keeping: nil)
    }

    private init(pixels: UnsafeMutablePointer<UInt8>, source: Int32, width: Int, height: Int, stride: Int, level: Int32,
                 keeping surface: RasterSurface?) {
        self.surface = surface
        self.pixels = pixels
        self.source = source
        self.width = width
        self.height = height
        self.stride = stride
        self.level = level
        rowsPerPiece = max(1, Self.pieceBytes / (width * 4))
        count = (height + rowsPerPiece - 1) / rowsPerPiece
        pieces = .allocate(capacity: count)
        pieces.initialize(repeating: cpng_piece())
        submitted = Array(repeating: false, count: count)
    }

    /// Runs only when no job is left: each one holds this object (and so the surface) until it is done.
    deinit {
        for i in pieces.indices { cpng_piece_free(&pieces[i]) }
        pieces.deallocate()
    }

    /// The rows piece `i` covers.
    func rows(_ i: Int) -> Range<Int> {
        i * rowsPerPiece..<min(height, (i + 1) * rowsPerPiece)
    }

    /// Starts deflating piece `i` on another thread. Its rows must not change any more; call from the
    /// thread that draws, after `cairo_surface_flush`. A second call for the same piece does nothing.
    func submit(_ i: Int) {
        guard !submitted[i] else { return }
        submitted[i] = true
        DispatchQueue.global(qos: .userInitiated).async(group: group) { self.deflate(i, channels: 3) }
    }

    /// The whole PNG file for the surface's pixels: 8-bit RGB when every pixel is opaque, else straight
    /// RGBA un-premultiplied as cairo's writer does. Deflates the pieces not yet submitted on all
    /// cores (`parallel`) or on this thread; the bytes are the same either way.
    /// - Throws: `RenderError.cairo` if zlib fails (out of memory).
    func finish(parallel: Bool = true) throws -> [UInt8] {
        if let surface { cairo_surface_flush(surface.raw) }
        let remaining = submitted.indices.filter { !submitted[$0] }
        run(remaining, channels: 3, parallel: parallel)
        group.wait()
        var channels: Int32 = 3
        if pieces.contains(where: { $0.status == 2 }) {   // a pixel is not opaque: all of it again as RGBA
            channels = 4
            for i in pieces.indices { cpng_piece_free(&pieces[i]) }
            run(Array(pieces.indices), channels: 4, parallel: parallel)
        }
        if let failed = pieces.first(where: { $0.status != 0 }) {
            let message = withUnsafeBytes(of: failed.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw RenderError.cairo("PNG encoding failed: \(message)")
        }
        return PNGFile.bytes(Array(pieces), width: width, height: height,
                             colorType: channels == 3 ? 2 : 6, level: level)
    }

    private func run(_ indices: [Int], channels: Int32, parallel: Bool) {
        if parallel, indices.count > 1 {
            DispatchQueue.concurrentPerform(iterations: indices.count) { self.deflate(indices[$0], channels: channels) }
        } else {
            for i in indices { deflate(i, channels: channels) }
        }
    }

    private func deflate(_ i: Int, channels: Int32) {
        let rows = rows(i)
        _ = cpng_deflate_piece(pixels, source, Int32(width), Int32(stride), Int32(rows.lowerBound), Int32(rows.count),
                               channels, level, i == count - 1 ? 1 : 0, pieces.baseAddress! + i)
    }
}

/// PNG's container around deflated pieces.
enum PNGFile {
    /// Signature, IHDR, the pieces as IDATs between a zlib header and the Adler-32 of all scanlines, IEND.
    static func bytes(_ pieces: [cpng_piece], width: Int, height: Int, colorType: UInt8, level: Int32) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(pieces.reduce(64) { $0 + $1.count + 12 })
        appendChunk("IHDR", to: &png, bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colorType, 0, 0, 0])
        var adler = pieces[0].adler
        for piece in pieces.dropFirst() { adler = cpng_adler32_combine(adler, piece.adler, piece.length) }
        for (i, piece) in pieces.enumerated() {
            let head = i == 0 ? zlibHeader(level: level) : []
            let tail = i == pieces.count - 1 ? bigEndian(UInt32(adler)) : []
            appendChunk("IDAT", to: &png, head, UnsafeBufferPointer(start: piece.bytes, count: piece.count), tail)
        }
        appendChunk("IEND", to: &png, [])
        return png
    }

    /// zlib's two header bytes for a 32 KiB window at `level` (RFC 1950 §2.2), as `deflateInit` writes them.
    static func zlibHeader(level: Int32) -> [UInt8] {
        let levelFlags: UInt16 = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        var header: UInt16 = 0x78 << 8 | levelFlags << 6
        header += 31 - header % 31
        return [UInt8(header >> 8), UInt8(header & 0xFF)]
    }

    private static func appendChunk(_ type: String, to png: inout [UInt8], _ data: [UInt8]) {
        appendChunk(type, to: &png, data, UnsafeBufferPointer(start: nil, count: 0), [])
    }

    /// Length, type, `head + body + tail`, CRC-32 of type and data.
    private static func appendChunk(_ type: String, to png: inout [UInt8], _ head: [UInt8],
                                    _ body: UnsafeBufferPointer<UInt8>, _ tail: [UInt8]) {
        let typeBytes = Array(type.utf8)
        png += bigEndian(UInt32(head.count + body.count + tail.count)) + typeBytes + head
        png.append(contentsOf: body)
        png += tail
        // zlib's crc32 restarts on a null buffer, so empty parts are skipped, not passed.
        func crc(_ crc: UInt, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt {
            bytes.isEmpty ? crc : cpng_crc32(crc, bytes.baseAddress, bytes.count)
        }
        var sum = typeBytes.withUnsafeBufferPointer { crc(0, $0) }
        sum = head.withUnsafeBufferPointer { crc(sum, $0) }
        sum = crc(sum, body)
        sum = tail.withUnsafeBufferPointer { crc(sum, $0) }
        png += bigEndian(UInt32(sum))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
