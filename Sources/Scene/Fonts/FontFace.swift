import Foundation

/// One face of a TrueType or OpenType font file (`.ttf`, `.otf`; the first face of a `.ttc`): the
/// names UIKit finds it by and the vertical metrics it reports, read from the file's own tables —
/// `name` (family, full and PostScript names), `OS/2` (weight class, italic, cap height), `head`
/// (units per em) and `hhea` (ascender, descender, line gap, what Core Text reports on iOS).
///
/// ```swift
/// let face = try FontFace(contentsOf: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
/// face.postScriptName        // "DejaVuSans-Bold"
/// face.family, face.weight   // "DejaVu Sans", 700
/// face.lineHeight(size: 17)  // 19.76 (ascender − descender + line gap, in points)
/// ```
public struct FontFace: Hashable, Sendable {
    /// The file, as given.
    public var path: String
    /// The typographic family (name id 16), else the family (1): "Montserrat".
    public var family: String
    /// The full name (4): "Montserrat Bold".
    public var fullName: String
    /// The PostScript name (6): "Montserrat-Bold" — what `UIFont(name:size:)` and IB's `name=` use.
    public var postScriptName: String
    /// `OS/2` `usWeightClass`: 100 (thin) … 900 (black); 400 without the table.
    public var weight: Int
    public var isItalic: Bool
    public var unitsPerEm: Double
    /// `hhea` ascender, descender (negative) and line gap, in font units.
    public var ascender: Double
    public var descender: Double
    public var lineGap: Double
    /// `OS/2` `sCapHeight` (version 2 and later), else 70 % of the em.
    public var capHeight: Double

    /// `UIFont.ascender` at `size` points.
    public func ascender(size: Double) -> Double { ascender / unitsPerEm * size }
    /// `UIFont.descender` at `size` points (negative).
    public func descender(size: Double) -> Double { descender / unitsPerEm * size }
    /// `UIFont.leading` at `size` points.
    public func leading(size: Double) -> Double { lineGap / unitsPerEm * size }
    /// `UIFont.lineHeight` at `size` points: ascender − descender + leading, as Core Text sums them.
    public func lineHeight(size: Double) -> Double { (ascender - descender + lineGap) / unitsPerEm * size }
    /// `UIFont.capHeight` at `size` points.
    public func capHeight(size: Double) -> Double { capHeight / unitsPerEm * size }

    /// Reads the file at `path`; a file that is not a font, or lacks the tables above, is an error
    /// naming the file and what is wrong.
    public init(contentsOf path: String) throws(FontFileError) {
        guard let data = FileManager.default.contents(atPath: path) else { throw FontFileError(path: path, reason: "cannot be read") }
        try self.init(data: data, path: path)
    }

    public init(data: Data, path: String) throws(FontFileError) {
        let file = FontTables(bytes: [UInt8](data))
        guard let tables = file.directory() else {
            throw FontFileError(path: path, reason: "is not a TrueType or OpenType font (no table directory)")
        }
        guard let head = tables["head"], let unitsPerEm = file.u16(head + 18), unitsPerEm > 0 else {
            throw FontFileError(path: path, reason: "has no usable 'head' table")
        }
        guard let hhea = tables["hhea"], let ascender = file.i16(hhea + 4), let descender = file.i16(hhea + 6),
              let lineGap = file.i16(hhea + 8) else {
            throw FontFileError(path: path, reason: "has no usable 'hhea' table")
        }
        guard let nameTable = tables["name"], let names = file.names(at: nameTable),
              let family = names[16] ?? names[1], let postScript = names[6] ?? names[4] else {
            throw FontFileError(path: path, reason: "has no family or PostScript name in its 'name' table")
        }
        self.path = path
        self.family = family
        fullName = names[4] ?? postScript
        postScriptName = postScript
        self.unitsPerEm = Double(unitsPerEm)
        self.ascender = Double(ascender)
        self.descender = Double(descender)
        self.lineGap = Double(lineGap)
        weight = 400
        isItalic = false
        capHeight = 0.7 * Double(unitsPerEm)
        if let os2 = tables["OS/2"] {
            if let w = file.u16(os2 + 4), (1...1000).contains(w) { weight = Int(w) }
            if let selection = file.u16(os2 + 62) { isItalic = selection & 1 != 0 }
            if let version = file.u16(os2), version >= 2, let cap = file.i16(os2 + 88), cap > 0 { capHeight = Double(cap) }
        }
        if let macStyle = file.u16(head + 44), macStyle & 2 != 0 { isItalic = true }
    }
}

/// A font file that cannot be used, with what is wrong: "Fonts/Brand.ttf is not a TrueType or OpenType font".
public struct FontFileError: Error, CustomStringConvertible, Equatable, Sendable {
    public var path: String
    public var reason: String
    public var description: String { "\(path) \(reason)" }

    public init(path: String, reason: String) { self.path = path; self.reason = reason }
}

/// Big-endian reads of an sfnt file, each bounds-checked (nil past the end).
struct FontTables {
    let bytes: [UInt8]

    func u16(_ offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func i16(_ offset: Int) -> Int16? { u16(offset).map { Int16(bitPattern: $0) } }

    func u32(_ offset: Int) -> UInt32? {
        guard let high = u16(offset), let low = u16(offset + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }

    /// Table tag → offset, from the table directory (of the first face of a collection).
    func directory() -> [String: Int]? {
        var start = 0
        if u32(0) == 0x7474_6366 {   // "ttcf": a collection; its first face
            guard let first = u32(12) else { return nil }
            start = Int(first)
        }
        guard let version = u32(start), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version),
              let count = u16(start + 4), count > 0, count < 1000 else { return nil }
        var tables: [String: Int] = [:]
        for index in 0..<Int(count) {
            let record = start + 12 + 16 * index
            guard record + 16 <= bytes.count, let offset = u32(record + 8), Int(offset) < bytes.count else { return nil }
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            tables[tag] = Int(offset)
        }
        return tables
    }

    /// Name id → string from the `name` table at `offset`: the Windows Unicode (US English first) or,
    /// failing that, the Macintosh Roman record of each id.
    func names(at offset: Int) -> [Int: String]? {
        guard let count = u16(offset + 2), let storage = u16(offset + 4) else { return nil }
        var found: [Int: (rank: Int, text: String)] = [:]
        for index in 0..<Int(count) {
            let record = offset + 6 + 12 * index
            guard let platform = u16(record), let encoding = u16(record + 2), let language = u16(record + 4),
                  let id = u16(record + 6), let length = u16(record + 8), let at = u16(record + 10) else { return nil }
            let begin = offset + Int(storage) + Int(at), end = begin + Int(length)
            guard begin >= 0, end <= bytes.count, [1, 4, 6, 16].contains(id) else { continue }
            let raw = Array(bytes[begin..<end])
            let rank: Int, text: String
            switch (platform, encoding) {
            case (3, 1), (3, 10), (0, _):
                rank = platform == 3 && language == 0x409 ? 0 : 1
                text = String(decoding: stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) },
                              as: UTF16.self)
            case (1, 0):
                rank = 2
                text = String(decoding: raw.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
            default:
                continue
            }
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines.union(.controlCharacters))
            guard !trimmed.isEmpty else { continue }
            if found[Int(id)].map({ rank < $0.rank }) ?? true { found[Int(id)] = (rank, trimmed) }
        }
        return found.mapValues(\.text)
    }
}
