import Foundation

/// Checks the raw bytes before XMLParser sees them: UTF-8 only (no NUL bytes, no byte-order mark of UTF-16/32,
/// no `encoding=` other than UTF-8 in the XML declaration), and no `<!DOCTYPE` or `<!ENTITY` anywhere, so that no
/// DTD, internal entity or entity expansion ("billion laughs") ever reaches the parser.
enum Prescan {
    static func check(_ data: Data, file: String) throws(IBError) {
        let bytes = [UInt8](data)
        if bytes.isEmpty { throw IBError(file: file, line: nil, message: "empty file") }
        if let nul = bytes.firstIndex(of: 0) {
            throw IBError(file: file, line: line(of: nul, in: bytes), message: "not UTF-8 text (NUL byte)")
        }
        for marker in ["<!DOCTYPE", "<!ENTITY"] {
            if let at = find(Array(marker.utf8), in: bytes) {
                throw IBError(file: file, line: line(of: at, in: bytes),
                              message: "\(marker.dropFirst(2)) declarations are not allowed (DTDs and entities are off)")
            }
        }
        try checkEncoding(bytes, file: file)
    }

    /// The `encoding=` of `<?xml … ?>` at the start, if any, must be UTF-8.
    static func checkEncoding(_ bytes: [UInt8], file: String) throws(IBError) {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        let head = bytes[start...].prefix(200)
        guard head.starts(with: Array("<?xml".utf8)), let end = find(Array("?>".utf8), in: Array(head)) else { return }
        let declaration = String(decoding: head.prefix(end), as: UTF8.self)
        guard let range = declaration.range(of: "encoding") else { return }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
        let value = rest.dropFirst().prefix { $0 != quote }
        let name = value.lowercased()
        if name != "utf-8" && name != "utf8" {
            throw IBError(file: file, line: 1, message: "encoding \"\(value)\" is not supported (UTF-8 only)")
        }
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        let first = needle[0]
        var i = 0
        let last = haystack.count - needle.count
        while i <= last {
            if haystack[i] == first && haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        1 + bytes[..<offset].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }
}
