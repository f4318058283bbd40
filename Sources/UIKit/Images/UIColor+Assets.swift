import Foundation

extension UIColor {
    /// UIKit's `UIColor(named:)`: the app's asset catalog colour — `<name>.colorset/Contents.json` in any
    /// `.xcassets` below the app's folders (`UINib.searchFolders`), its any-appearance and dark variants
    /// (a dynamic colour); components as decimals (`"0.5"`), 8-bit numbers (`"128"`) or hex (`"0x80"`), in
    /// sRGB, extended sRGB, Display P3 (converted) or grey, or a system colour by reference
    /// (`"reference": "systemBackgroundColor"`). Nil when no catalog has it, as UIKit.
    public convenience init?(named name: String) {
        guard let color = ColorAssets.color(named: name, folders: UINib.searchFolders(bundle: nil)) else { return nil }
        self.init(value: color.value)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let color = ColorAssets.color(named: name, folders: UINib.searchFolders(bundle: bundle)) else { return nil }
        self.init(value: color.value)
    }
}

/// Reads `.colorset`s.
enum ColorAssets {
    static func color(named name: String, folders: [URL]) -> UIColor? {
        guard !name.isEmpty, !name.contains(".."), !name.hasPrefix("/") else { return nil }
        for folder in folders {
            guard let walk = FileManager.default.enumerator(atPath: folder.path) else { continue }
            var visited = 0
            while let path = walk.nextObject() as? String, visited < 20_000 {
                visited += 1
                guard (path as NSString).lastPathComponent == "\(name).colorset" else { continue }
                let file = folder.appendingPathComponent(path).appendingPathComponent("Contents.json")
                if let data = FileManager.default.contents(atPath: file.path), let color = parse(data) { return color }
            }
        }
        return nil
    }

    /// A colorset's `colors`: the entry without appearances is the light (any) one; `luminosity: dark` the dark one.
    static func parse(_ data: Data) -> UIColor? {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let colors = root["colors"] as? [[String: Any]] else { return nil }
        var any: UIColor?, dark: UIColor?
        for entry in colors {
            guard let color = entry["color"] as? [String: Any], let made = components(color) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.isEmpty { any = any ?? made }
            else if appearances.contains(where: { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }) { dark = dark ?? made }
        }
        guard let light = any ?? dark else { return nil }
        guard let dark, dark != light else { return light }
        return UIColor(value: .dynamic(light: light, dark: dark))
    }

    static func components(_ color: [String: Any]) -> UIColor? {
        // A system colour by reference (Xcode's "System Background Color"): `systemBackgroundColor` is
        // UIKit's `.systemBackground`, `labelColor` `.label`, `whiteColor` `.white` (MessageKit's colour sets).
        if let reference = color["reference"] as? String, reference.hasSuffix("Color"), reference.count > 5 {
            return UIColor(systemName: String(reference.dropLast(5)))
        }
        guard let c = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? {
            guard let raw = c[key] else { return nil }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x"), let n = Int(text.dropFirst(2), radix: 16) { return CGFloat(n) / 255 }
            guard let number = Double(text) else { return nil }
            return CGFloat(text.contains(".") || number <= 1 ? number : number / 255)
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return UIColor(white: white, alpha: alpha) }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        if (color["color-space"] as? String) == "display-p3" { return UIColor(displayP3Red: r, green: g, blue: b, alpha: alpha) }
        return UIColor(red: r, green: g, blue: b, alpha: alpha)
    }
}
