import Foundation
import Rendering
import Scene

/// Shared scene builders and helpers for the rendering tests.
enum Fixture {
    static let gray5 = SystemColor.named("systemGray5", in: .light)!
    static let separator = SystemColor.named("separator", in: .light)!
    static let label = SystemColor.named("label", in: .light)!

    /// 100×80 pt @3x: a systemGray5 card with a bold 14 pt label at its top, and a separator strip.
    static func card() -> Scene {
        Scene(size: CGSize(width: 100, height: 80), scale: 3, background: .white, nodes: [
            .rect(RectNode(frame: CGRect(x: 10, y: 10, width: 80, height: 50), fill: gray5,
                           cornerRadius: 8, cornerCurve: .continuous)),
            .text(TextNode(text: "Featured", frame: CGRect(x: 14, y: 14, width: 72, height: 18),
                           font: FontSpec(size: 14, weight: .bold), color: label)),
            .rect(RectNode(frame: CGRect(x: 0, y: 70, width: 100, height: 4), fill: separator)),
        ], title: "Card", date: "2024-04-01T00:00:00Z")
    }

    /// One label on white, for ink measurements.
    static func label(_ text: String, frame: CGRect, alignment: TextAlignment = .left,
                      size: Double = 14, weight: FontWeight = .regular, lines: Int = 1) -> Scene {
        Scene(size: CGSize(width: 120, height: 60), scale: 3, background: .white, nodes: [
            .text(TextNode(text: text, frame: frame, font: FontSpec(size: size, weight: weight),
                           color: .black, alignment: alignment, numberOfLines: lines)),
        ])
    }

    static func rgb(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> [Int] { [Int(p.r), Int(p.g), Int(p.b), Int(p.a)] }
}

extension RasterImage {
    /// The bounding box (in pixels, inclusive) of pixels that differ from `background` inside `rect`.
    func ink(in rect: (x: Range<Int>, y: Range<Int>), background: [Int]) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        var box: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
        for y in rect.y where y < height {
            for x in rect.x where x < width && Fixture.rgb(pixel(x: x, y: y)) != background {
                box = (min(box?.minX ?? x, x), max(box?.maxX ?? x, x), min(box?.minY ?? y, y), max(box?.maxY ?? y, y))
            }
        }
        return box
    }
}

/// Runs command-line tools on temporary files.
enum Tool {
    /// The absolute path of `name` if it is on PATH (or in /usr/bin), else nil.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (path.split(separator: ":").map(String.init) + ["/usr/bin"])
            .map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Writes `input` to a temporary file, runs `tool` with `arguments(inputPath, outputPath)`,
    /// and returns the output file's bytes and the exit status.
    static func convert(_ tool: String, input: [UInt8], inputExtension: String, outputName: String,
                        arguments: (String, String) -> [String]) throws -> (status: Int32, output: [UInt8]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rendering-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputURL = folder.appendingPathComponent("input.\(inputExtension)")
        try Data(input).write(to: inputURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments(inputURL.path, folder.appendingPathComponent("output").path)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let output = (try? Data(contentsOf: folder.appendingPathComponent(outputName))).map { [UInt8]($0) } ?? []
        return (process.terminationStatus, output)
    }
}
