/// What `evidence-measure` was asked: the PNG and how to look at it.
///
/// ```swift
/// let options = try MeasureOptions(["shot.png", "--scale", "3", "--color", "#808080", "--origin", "0,44"])
/// options.scale     // 3
/// options.origin    // (0, 44): points subtracted, so frames come out in content coordinates
/// ```
public struct MeasureOptions: Equatable, Sendable {
    public var path: String
    /// Device pixels a point (the image's scale): points = pixels / scale.
    public var scale: Double = 1
    /// Where, in points of the image, the collection view's content origin sits; subtracted from
    /// every point coordinate printed.
    public var originX: Double = 0, originY: Double = 0
    public var finder = SolidRegionFinder(tolerance: 0, minimumSize: 8)

    public var origin: (Double, Double) { (originX, originY) }

    public static let usage = "usage: evidence-measure <png> [--scale S] [--min-size PX] [--tolerance T] [--color #RRGGBB] [--region x,y,w,h] [--origin x,y]"

    /// Reads the command line (without the program's name).
    /// - Throws: `MeasureError` naming the option at fault.
    public init(_ arguments: [String]) throws {
        var path: String?
        var i = 0
        func value(_ name: String) throws -> String {
            guard i + 1 < arguments.count else { throw MeasureError("\(name) needs a value") }
            i += 1
            return arguments[i]
        }
        while i < arguments.count {
            let arg = arguments[i]
            switch arg {
            case "--scale": scale = try Self.positive(try value(arg), arg)
            case "--min-size": finder.minimumSize = try Self.count(try value(arg), arg, atLeast: 1)
            case "--tolerance": finder.tolerance = try Self.count(try value(arg), arg, atLeast: 0)
            case "--color":
                let text = try value(arg)
                guard let color = RGBA(hex: text) else { throw MeasureError("--color must be #RRGGBB or #RRGGBBAA, got '\(text)'") }
                finder.color = color
            case "--region":
                let text = try value(arg)
                let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
                guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3], w > 0, h > 0 else {
                    throw MeasureError("--region must be x,y,w,h in whole pixels with w and h above 0, got '\(text)'")
                }
                finder.area = PixelBox(x: x, y: y, width: w, height: h)
            case "--origin":
                let text = try value(arg)
                let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
                guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
                    throw MeasureError("--origin must be x,y in points, got '\(text)'")
                }
                originX = x; originY = y
            default:
                guard !arg.hasPrefix("-") else { throw MeasureError("unknown option '\(arg)'; \(Self.usage)") }
                guard path == nil else { throw MeasureError("one PNG at a time, got '\(path ?? "")' and '\(arg)'") }
                path = arg
            }
            i += 1
        }
        guard let path else { throw MeasureError("no PNG given; \(Self.usage)") }
        self.path = path
    }

    public static func == (a: MeasureOptions, b: MeasureOptions) -> Bool {
        a.path == b.path && a.scale == b.scale && a.originX == b.originX && a.originY == b.originY
            && a.finder.tolerance == b.finder.tolerance && a.finder.minimumSize == b.finder.minimumSize
            && a.finder.color == b.finder.color && a.finder.area == b.finder.area
    }

    private static func positive(_ text: String, _ name: String) throws -> Double {
        guard let n = Double(text), n.isFinite, n > 0 else { throw MeasureError("\(name) must be a positive number, got '\(text)'") }
        return n
    }

    private static func count(_ text: String, _ name: String, atLeast least: Int) throws -> Int {
        guard let n = Int(text), n >= least else { throw MeasureError("\(name) must be a whole number of at least \(least), got '\(text)'") }
        return n
    }
}

/// A mistake in the command line or the file: one line on stderr, exit code 2.
public struct MeasureError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
