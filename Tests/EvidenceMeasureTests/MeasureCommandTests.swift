import EvidenceMeasure
import Foundation
import Rendering
import Testing

@Suite struct MeasureCommandTests {
    /// A 3x picture of a 375-pt-wide screen's first cell: 44 pt of safe area, then a grey 76 × 50 pt cell.
    private func recording() throws -> String {
        var canvas = SyntheticImage(width: 300, height: 360, background: RGBA(r: 255, g: 255, b: 255))
        canvas.fill(PixelBox(x: 0, y: 132, width: 228, height: 150), with: RGBA(r: 128, g: 128, b: 128))
        let path = NSTemporaryDirectory() + "evidence-measure-\(UUID().uuidString).png"
        try Data(try canvas.image.pngBytes()).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func printsPixelsAndPointsInContentCoordinates() throws {
        let path = try recording()
        defer { try? FileManager.default.removeItem(atPath: path) }
        var lines: [String] = []
        let code = MeasureCommand.run([path, "--scale", "3", "--origin", "0,44", "--color", "#808080", "--min-size", "20"],
                                      output: { lines.append($0) }, errors: { Issue.record("unexpected error \($0)") })
        #expect(code == 0)
        #expect(lines == [
            "\(path): 300 × 360 px, scale 3, origin 0,44 pt: 1 region",
            "#808080 px x 0 y 132 w 228 h 150 | pt x 0 y 0 w 76 h 50 | fill 1.000",
        ])
    }

    @Test(arguments: [
        (["--scale", "3"], "evidence-measure: no PNG given; \(MeasureOptions.usage)"),
        (["a.png", "--scale", "0"], "evidence-measure: --scale must be a positive number, got '0'"),
        (["a.png", "--scale"], "evidence-measure: --scale needs a value"),
        (["a.png", "--tolerance", "-1"], "evidence-measure: --tolerance must be a whole number of at least 0, got '-1'"),
        (["a.png", "--min-size", "0"], "evidence-measure: --min-size must be a whole number of at least 1, got '0'"),
        (["a.png", "--color", "grey"], "evidence-measure: --color must be #RRGGBB or #RRGGBBAA, got 'grey'"),
        (["a.png", "--region", "1,2,3"], "evidence-measure: --region must be x,y,w,h in whole pixels with w and h above 0, got '1,2,3'"),
        (["a.png", "--origin", "0"], "evidence-measure: --origin must be x,y in points, got '0'"),
        (["a.png", "b.png"], "evidence-measure: one PNG at a time, got 'a.png' and 'b.png'"),
        (["a.png", "--colour", "#000000"], "evidence-measure: unknown option '--colour'; \(MeasureOptions.usage)"),
        (["no-such-file.png"], "evidence-measure: cannot read 'no-such-file.png'"),
    ])
    func badInputIsOneLineAndExitCode2(arguments: [String], message: String) {
        var errors: [String] = []
        let code = MeasureCommand.run(arguments, output: { _ in }, errors: { errors.append($0) })
        #expect(code == 2)
        #expect(errors == [message])
    }

    @Test func aFileThatIsNotAPNGIsABadInput() throws {
        let path = NSTemporaryDirectory() + "evidence-measure-\(UUID().uuidString).png"
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var errors: [String] = []
        #expect(MeasureCommand.run([path], output: { _ in }, errors: { errors.append($0) }) == 2)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("evidence-measure: '\(path)' is not a readable PNG: ") == true)
    }
}
