import CollectionLayout
import Foundation

extension Device {
    /// What to say about a device name that is not a preset: the nearest preset, else all of them.
    ///
    /// ```swift
    /// Device.unknownPreset("iphone-16-pr")   // "unknown device 'iphone-16-pr'; did you mean 'iphone-16-pro'?"
    /// Device.unknownPreset("pixel")          // "unknown device 'pixel'; presets: iphone-se, iphone-15, …"
    /// ```
    public static func unknownPreset(_ name: String) -> String {
        let hint = NameSuggestion.didYouMean(name, in: presets.map(\.name), quote: "'")
        return "unknown device '\(name)'" + (hint.isEmpty ? "; presets: \(presets.map(\.name).joined(separator: ", "))" : hint)
    }
}
