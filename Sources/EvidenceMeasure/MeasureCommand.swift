import Foundation
import Rendering

/// `evidence-measure`: prints the solid rectangles of a PNG, in pixels and in points.
///
/// ```text
/// $ evidence-measure shot.png --scale 3 --origin 0,54 --min-size 40 --color #808080
/// shot.png: 1125 × 2436 px, scale 3, origin 0,54 pt: 5 regions
/// #808080 px x 0 y 162 w 230 h 230 | pt x 0 y 0 w 76.667 h 76.667 | fill 0.933
/// ```
public enum MeasureCommand {
    /// Runs with `arguments` (without the program's name); returns the exit code: 0, or 2 on bad input.
    public static func run(_ arguments: [String], output: (String) -> Void = { print($0) },
                           errors: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) -> Int32 {
        do {
            let options = try MeasureOptions(arguments)
            for line in try report(options) { output(line) }
            return 0
        } catch let error as MeasureError {
            errors("evidence-measure: \(error.description)")
            return 2
        } catch {
            errors("evidence-measure: \(error)")
            return 2
        }
    }

    /// The report's lines: a heading, then one line a region.
    public static func report(_ options: MeasureOptions) throws -> [String] {
        guard let data = FileManager.default.contents(atPath: options.path) else {
            throw MeasureError("cannot read '\(options.path)'")
        }
        let image: RasterImage
        do { image = try RasterImage(png: Array(data)) } catch {
            throw MeasureError("'\(options.path)' is not a readable PNG: \(error)")
        }
        let regions = options.finder.regions(in: image)
        let heading = "\(options.path): \(image.width) × \(image.height) px, scale \(number(options.scale)), "
            + "origin \(number(options.originX)),\(number(options.originY)) pt: \(regions.count) region\(regions.count == 1 ? "" : "s")"
        return [heading] + regions.map { line($0, options) }
    }

    /// `#808080 px x 0 y 156 w 230 h 230 | pt x 0 y 8 w 76.667 h 76.667 | fill 0.993`
    public static func line(_ region: SolidRegion, _ options: MeasureOptions) -> String {
        let b = region.box, s = options.scale
        let pt = "x \(number(Double(b.x) / s - options.originX)) y \(number(Double(b.y) / s - options.originY)) "
            + "w \(number(Double(b.width) / s)) h \(number(Double(b.height) / s))"
        return "\(region.color) px x \(b.x) y \(b.y) w \(b.width) h \(b.height) | pt \(pt) | fill \(String(format: "%.3f", region.fill))"
    }

    /// At most three decimals, trailing zeros dropped: 76.667, 52, 0.5.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
