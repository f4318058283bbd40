import Foundation

/// A sheet of paper a handout page is printed on, in PostScript points (1/72 inch): a standard size
/// in portrait or landscape.
///
/// ```swift
/// let a3 = Paper(.a3, orientation: .landscape)   // 1190.551 × 841.890 pt, the handout's default
/// Paper(.letter, orientation: .portrait).pageSize // 612 × 792 pt
/// ```
public struct Paper: Sendable, Equatable {
    public enum Size: String, CaseIterable, Sendable {
        case a4, a3, letter, tabloid

        /// Width × height in portrait, in points: ISO 216 (A4 210 × 297 mm, A3 297 × 420 mm) and ANSI
        /// (Letter 8.5 × 11 in, Tabloid 11 × 17 in).
        public var portrait: CGSize {
            switch self {
            case .a4: CGSize(width: 595.276, height: 841.890)
            case .a3: CGSize(width: 841.890, height: 1190.551)
            case .letter: CGSize(width: 612, height: 792)
            case .tabloid: CGSize(width: 792, height: 1224)
            }
        }
    }

    public enum Orientation: String, CaseIterable, Sendable { case portrait, landscape }

    public var size: Size
    public var orientation: Orientation

    public init(_ size: Size, orientation: Orientation = .landscape) {
        self.size = size; self.orientation = orientation
    }

    /// The handout's default: A3 landscape.
    public static let standard = Paper(.a3, orientation: .landscape)

    /// The sheet's width × height in points, landscape swapping the portrait sides.
    public var pageSize: CGSize {
        let portrait = size.portrait
        return orientation == .portrait ? portrait : CGSize(width: portrait.height, height: portrait.width)
    }
}
