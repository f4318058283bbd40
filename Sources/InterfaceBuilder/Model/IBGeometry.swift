/// UIEdgeInsets: `<edgeInsets key="layoutMargins" top="8" left="16" bottom="8" right="16"/>`, and a button's
/// `<inset key="contentEdgeInsets" minX="4" minY="2" maxX="4" maxY="2"/>` (minX = left, minY = top, maxX = right,
/// maxY = bottom).
public struct IBEdgeInsets: Sendable, Equatable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// NSDirectionalEdgeInsets: `<directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="20" bottom="8" trailing="20"/>`.
public struct IBDirectionalEdgeInsets: Sendable, Equatable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
