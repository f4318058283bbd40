import CollectionLayout
import Foundation
import ScreenSpec

/// The frame dump format of `layoutshot layout`. Numbers have at most 4 decimals.
public enum FrameDump {
    /// `traits` other than the standard ones add a `"traits"` line (`{"contentSize": "AX3",
    /// "layoutDirection": "rtl", "orientation": "landscape"}`); a standard dump has none.
    public static func json(screen: String, device: Device, solved: SolvedLayout, traits: Traits = .standard) -> String {
        var lines: [String] = []
        lines.append("{")
        lines.append("  \"screen\": \(quote(screen)),")
        lines.append("  \"device\": {\"name\": \(quote(device.name)), \"width\": \(n(device.width)), \"height\": \(n(device.height)), \"scale\": \(n(device.scale))},")
        if traits != .standard {
            lines.append("  \"traits\": {\"contentSize\": \(quote(traits.preferredContentSizeCategory.shortName)), "
                         + "\"layoutDirection\": \(quote(traits.layoutDirection.shortName)), \"orientation\": \(quote(traits.orientation.rawValue))},")
        }
        lines.append("  \"contentSize\": {\"width\": \(n(solved.contentSize.width)), \"height\": \(n(solved.contentSize.height))},")
        lines.append("  \"elements\": [")
        let rows = solved.elements.map { a -> String in
            let category: String
            switch a.representedElementCategory {
            case .cell: category = "cell"
            case .supplementaryView: category = "supplementary"
            case .decorationView: category = "decoration"
            }
            let kind = a.representedElementKind.map(quote) ?? "null"
            let f = a.frame
            // Layout-wide supplementaries have a one-element index path, [n]: no section.
            let ip = a.indexPath
            let section = ip.count == 2 ? String(ip[0]) : "null", item = ip.count == 2 ? ip[1] : (ip.first ?? 0)
            return "    {\"category\": \"\(category)\", \"kind\": \(kind), \"section\": \(section), \"item\": \(item), "
                + "\"frame\": {\"x\": \(n(f.minX)), \"y\": \(n(f.minY)), \"width\": \(n(f.width)), \"height\": \(n(f.height))}}"
        }
        lines.append(rows.joined(separator: ",\n"))
        lines.append("  ]")
        lines.append("}")
        return lines.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// At most 4 decimals, no trailing zeros, never "-0".
    public static func n(_ value: Double) -> String {
        var v = (value * 10_000).rounded() / 10_000
        if v == 0 { v = 0 }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        var text = String(format: "%.4f", v)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    public static func n(_ value: CGFloat) -> String { n(Double(value)) }

    static func quote(_ s: String) -> String { jsonString(s) }
}
