/// A horizontal or vertical size class.
public enum IBSizeClassValue: String, Sendable, Equatable {
    case compact, regular
}

/// A width × height size class, as `<variation key="widthClass=regular-heightClass=compact">` names them.
///
/// `IBSizeClass.of(device: IBDevice(id: "retina4_7", orientation: .landscape))` is wC hC;
/// a Plus/Max phone in landscape is wR hC; iPads are wR hR; portrait phones are wC hR.
public struct IBSizeClass: Sendable, Equatable, CustomStringConvertible {
    public var width: IBSizeClassValue
    public var height: IBSizeClassValue

    public init(width: IBSizeClassValue, height: IBSizeClassValue) {
        self.width = width
        self.height = height
    }

    /// wC hR: a phone in portrait (and what a document without a `<device>` is assumed to be).
    public static let portraitPhone = IBSizeClass(width: .compact, height: .regular)

    /// Phones that are regular-width in landscape (the Plus and Max sizes), as the corpus's extract_frames.py lists them.
    static let regularWidthLandscapePhones: Set<String> = [
        "retina5_5", "retina6_1", "retina6_5", "retina6_7", "retina6_72", "retina6_9", "retina6_12_max",
    ]

    /// The size class IB shows for `device`: iPads (`ipad…`) wR hR; landscape phones hC, wR for the
    /// Plus/Max sizes else wC; portrait phones wC hR. Nil device: wC hR (assumed).
    public static func of(device: IBDevice?) -> IBSizeClass {
        guard let device else { return .portraitPhone }
        if device.id.hasPrefix("ipad") { return IBSizeClass(width: .regular, height: .regular) }
        if device.orientation == .landscape {
            return IBSizeClass(width: regularWidthLandscapePhones.contains(device.id) ? .regular : .compact, height: .compact)
        }
        return .portraitPhone
    }

    /// "wC hR", as MANIFEST.tsv writes it.
    public var description: String {
        "w\(width == .compact ? "C" : "R") h\(height == .compact ? "C" : "R")"
    }
}
