import Foundation

/// `UIFont.Weight`, by UIKit's names. `cssWeight` is the OpenType weight class the pinned fonts use.
public enum FontWeight: String, CaseIterable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    public var cssWeight: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

/// `UIFont.systemFont(ofSize:weight:)`. The system font is drawn with the pinned fonts: Inter for
/// Latin, Noto Sans CJK KR for Korean. Sizes are logical points.
public struct FontSpec: Hashable, Sendable {
    public var size: Double
    public var weight: FontWeight

    public init(size: Double, weight: FontWeight = .regular) {
        self.size = size; self.weight = weight
    }
}
