import Foundation

/// What moved, resized, appeared or disappeared between a golden's frames and a render's, in words:
/// "section 2 item 4 moved x +4.0 pt", "section 1 header height 50 → 44", "content height 4056.8 → 4100".
///
/// Elements are matched by category, kind, section and item. Within a section, three or more cells
/// that changed the same way are told as one line ("section 5: items 0–11 moved y +20.0 pt").
/// Differences under `tolerance` points are not changes.
///
/// ```swift
/// let lines = LayoutChanges.explain(expected: golden, actual: rendered)
/// // ["section 2 item 4 moved x +4.0 pt", "section 1 header height 50 → 44"]
/// ```
public enum LayoutChanges {
    public static func explain(expected: LayoutFrames, actual: LayoutFrames, tolerance: Double = 0.01,
                               limit: Int = 12) -> [String] {
        var lines: [String] = []
        if expected.device != actual.device || expected.screen != actual.screen {
            lines.append("frames are of \(expected.screen) on \(expected.device) and \(actual.screen) on \(actual.device)")
        }
        for (axis, old, new) in [("width", expected.contentSize.width, actual.contentSize.width),
                                 ("height", expected.contentSize.height, actual.contentSize.height)] where abs(old - new) > tolerance {
            lines.append("content \(axis) \(number(old)) → \(number(new)) pt")
        }
        let changes = moved(expected: expected, actual: actual, tolerance: tolerance).map { m -> (element: LayoutFrames.Element, text: String) in
            switch (m.before, m.after) {
            case (nil, let f?):
                return (m.element, "is new, at \(number(f.minX)), \(number(f.minY)), \(number(f.width)) × \(number(f.height))")
            case (_?, nil): return (m.element, "is gone")
            case (let a?, let b?): return (m.element, change(from: a, to: b, tolerance: tolerance) ?? "")
            case (nil, nil): return (m.element, "")
            }
        }
        lines += grouped(changes)
        guard lines.count > limit else { return lines }
        return Array(lines.prefix(limit)) + ["… and \(lines.count - limit) more changes"]
    }

    /// An element that moved, resized, appeared (`before` nil) or disappeared (`after` nil), its
    /// frames in content coordinates.
    public struct Moved: Sendable {
        public let element: LayoutFrames.Element
        public let before: CGRect?
        public let after: CGRect?
    }

    /// Every element whose frame changed by more than `tolerance` points, that is new or that is
    /// gone — the golden's order, then the new ones. Elements are matched by category, kind,
    /// section and item.
    public static func moved(expected: LayoutFrames, actual: LayoutFrames, tolerance: Double = 0.01) -> [Moved] {
        let actualByKey = Dictionary(actual.elements.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let expectedKeys = Set(expected.elements.map(\.key))
        var result: [Moved] = []
        for old in expected.elements {
            guard let new = actualByKey[old.key] else {
                result.append(Moved(element: old, before: old.frame, after: nil))
                continue
            }
            if change(from: old.frame, to: new.frame, tolerance: tolerance) != nil {
                result.append(Moved(element: old, before: old.frame, after: new.frame))
            }
        }
        for new in actual.elements where !expectedKeys.contains(new.key) {
            result.append(Moved(element: new, before: nil, after: new.frame))
        }
        return result
    }

    /// "moved x +4.0 pt, y −2.5 pt", "height 50 → 44", or both; nil when nothing changed.
    static func change(from old: CGRect, to new: CGRect, tolerance: Double) -> String? {
        var parts: [String] = []
        let (dx, dy) = (new.minX - old.minX, new.minY - old.minY)
        let moves = [("x", dx), ("y", dy)].filter { abs($0.1) > tolerance }.map { "\($0.0) \(delta($0.1)) pt" }
        if !moves.isEmpty { parts.append("moved " + moves.joined(separator: ", ")) }
        if abs(new.width - old.width) > tolerance { parts.append("width \(number(old.width)) → \(number(new.width))") }
        if abs(new.height - old.height) > tolerance { parts.append("height \(number(old.height)) → \(number(new.height))") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Runs of three or more cells of one section with the same change become one line.
    private static func grouped(_ changes: [(element: LayoutFrames.Element, text: String)]) -> [String] {
        var lines: [String] = []
        var i = 0
        while i < changes.count {
            let first = changes[i]
            var j = i + 1
            while j < changes.count, first.element.category == "cell", changes[j].element.category == "cell",
                  changes[j].element.section == first.element.section, changes[j].text == first.text,
                  !first.text.hasPrefix("is new") {
                j += 1
            }
            if j - i >= 3 {
                let items = changes[i..<j].map(\.element.item)
                let place = first.element.section.map { "section \($0)" } ?? "layout"
                lines.append("\(place): \(j - i) items (\(ranges(items))) \(first.text)")
            } else {
                lines += changes[i..<j].map { "\($0.element.name) \($0.text)" }
            }
            i = j
        }
        return lines
    }

    /// "0–11", "0–3, 7, 9–10".
    static func ranges(_ items: [Int]) -> String {
        var parts: [String] = []
        var start = items.first ?? 0, end = start
        for item in items.dropFirst() {
            if item == end + 1 { end = item; continue }
            parts.append(start == end ? "\(start)" : "\(start)–\(end)")
            start = item; end = item
        }
        if !items.isEmpty { parts.append(start == end ? "\(start)" : "\(start)–\(end)") }
        return parts.joined(separator: ", ")
    }

    /// A signed move: "+4.0", "−2.5", "+0.33".
    static func delta(_ value: Double) -> String {
        let sign = value < 0 ? "−" : "+"
        let magnitude = abs(value)
        let text = magnitude < 0.1 ? String(format: "%.2f", magnitude) : String(format: "%.1f", magnitude)
        return sign + text
    }

    /// A length: "50", "324.8", "65.67".
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
