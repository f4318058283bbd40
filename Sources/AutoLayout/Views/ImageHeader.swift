import Foundation

/// An image file's size in pixels, read from its header by its content — PNG or JPEG, whatever its name
/// says — as iOS reads it: for `UIImage(named:)`, `UIImage(data:)` and ImageIO's sources.
public enum ImageHeader {
    /// Image data's width and height in pixels, from its header: PNG or JPEG; nil for anything else.
    public static func pixelSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(1 << 20))
        return pngSize(bytes) ?? jpegSize(bytes)
    }

    /// A JPEG's width and height in pixels, from its first start-of-frame marker; nil when it is not a JPEG.
    public static func jpegSize(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var i = 2
        while i + 9 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            // Start-of-frame markers 0xC0–0xCF, less 0xC4 (Huffman tables), 0xC8 (reserved) and 0xCC (arithmetic coding): height, then width.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[i + 5]) << 8 | Int(bytes[i + 6]), width = Int(bytes[i + 7]) << 8 | Int(bytes[i + 8])
                return width > 0 && height > 0 ? CGSize(width: CGFloat(width), height: CGFloat(height)) : nil
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    /// A PNG's width and height in pixels, from its header; nil when it is not a PNG.
    public static func pngSize(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func be32(_ at: Int) -> UInt32 { bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        let (w, h) = (be32(16), be32(20))
        guard w > 0, h > 0, w < 1 << 20, h < 1 << 20 else { return nil }
        return CGSize(width: CGFloat(w), height: CGFloat(h))
    }
}
