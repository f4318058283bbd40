/// Where goldens live: `DIR/<screen>/<device>[-dark].png` with its frame dump beside it as
/// `DIR/<screen>/<device>[-dark].frames.json`.
public enum GoldenFiles {
    /// `x.png` → `x.frames.json` (any other name gets `.frames.json` appended).
    public static func framesPath(forImage image: String) -> String {
        (image.hasSuffix(".png") ? String(image.dropLast(4)) : image) + ".frames.json"
    }

    /// `<screen>/<device>[-dark]`, relative to the goldens folder, without an extension.
    public static func stem(screen: String, device: String, dark: Bool) -> String {
        "\(screen)/\(device)\(dark ? "-dark" : "")"
    }
}
