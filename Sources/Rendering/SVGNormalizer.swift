/// Makes cairo's SVG output independent of the process's history.
///
/// Cairo names the SVG's groups `surfaceN` and its embedded bitmaps `imageN` (shadow masks, PNG images)
/// after a process-global surface counter, so the same scene gives `surface5` in a fresh process and
/// `surface3407` later. This renumbers every `surfaceN` and `imageN` that is an id (`id="surfaceN"`) or
/// a reference (`#surfaceN`) to `surface1`, `surface2`, … (and `image1`, `image2`, …) in order of
/// first appearance.
///
/// ```swift
/// SVGNormalizer.normalize(Array(##"<g id="surface42"><use xlink:href="#surface42"/><image id="image9"/>"##.utf8))
/// // <g id="surface1"><use xlink:href="#surface1"/><image id="image1"/>
/// ```
enum SVGNormalizer {
    private static let names = [Array("surface".utf8), Array("image".utf8)]
    private static let idPrefix = Array("id=\"".utf8)
    private static let referencePrefix = Array("#".utf8)

    static func normalize(_ svg: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(svg.count)
        var numbers: [[ArraySlice<UInt8>: Int]] = names.map { _ in [:] }
        var index = 0
        while index < svg.count {
            if let (kind, digits) = numberedName(in: svg, at: index) {
                let number = numbers[kind][svg[digits]] ?? (numbers[kind].count + 1)
                numbers[kind][svg[digits]] = number
                output += names[kind]
                output += Array(String(number).utf8)
                index = digits.upperBound
            } else {
                output.append(svg[index])
                index += 1
            }
        }
        return output
    }

    /// Which of `names` and the range of its digits if `svg[index...]` is that name + digits, preceded
    /// by `id="` or `#` and not followed by another name character.
    private static func numberedName(in svg: [UInt8], at index: Int) -> (Int, Range<Int>)? {
        guard let kind = names.firstIndex(where: { svg[index] == $0[0] && svg[index...].starts(with: $0) }),
              hasSuffix(svg, before: index, idPrefix) || hasSuffix(svg, before: index, referencePrefix)
        else { return nil }
        let start = index + names[kind].count
        var end = start
        while end < svg.count, isDigit(svg[end]) { end += 1 }
        guard end > start, end == svg.count || !isNameCharacter(svg[end]) else { return nil }
        return (kind, start..<end)
    }

    private static func hasSuffix(_ svg: [UInt8], before index: Int, _ prefix: [UInt8]) -> Bool {
        index >= prefix.count && svg[(index - prefix.count)..<index].elementsEqual(prefix)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isNameCharacter(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }
}
