import Foundation
@testable import Rendering
import Scene
import Testing

@Suite("Shapes and images in SVG and PDF")
struct ShapeVectorTests {
    /// 200×120 pt at 2×: a rect, a label, a gradient capsule with stroke and shadow, a stroke-only circle,
    /// a translucent red square, and the test PNG aspect-filled (rounded) and aspect-fitted (alpha 0.5).
    private func everything(imagePath: String) -> Scene {
        let gradient = LinearGradient(colors: [Paint.blue, Paint.pink], startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5))
        return Scene(size: CGSize(width: 200, height: 120), scale: 2, background: .white, nodes: [
            .rect(RectNode(frame: CGRect(x: 160, y: 100, width: 30, height: 10), fill: Fixture.gray5, cornerRadius: 3)),
            .shape(ShapeNode(frame: CGRect(x: 10, y: 10, width: 80, height: 40), kind: .capsule, fill: .linearGradient(gradient),
                             stroke: .black, lineWidth: 2, shadow: Shadow(opacity: 0.5, radius: 8, offset: CGSize(width: 0, height: 8)))),
            .shape(ShapeNode(frame: CGRect(x: 110, y: 10, width: 40, height: 40), kind: .ellipse, stroke: Paint.blue, lineWidth: 4)),
            .shape(ShapeNode(frame: CGRect(x: 160, y: 10, width: 30, height: 30), fill: .color(RGBA(255, 0, 0)),
                             stroke: RGBA(0, 0, 255), lineWidth: 2, alpha: 0.5)),
            .image(ImageNode(path: imagePath, frame: CGRect(x: 10, y: 70, width: 40, height: 40), contentMode: .scaleAspectFill,
                             cornerRadius: 8, cornerCurve: .continuous)),
            .image(ImageNode(path: imagePath, frame: CGRect(x: 60, y: 70, width: 40, height: 40), contentMode: .scaleAspectFit,
                             alpha: 0.5)),
            .text(TextNode(text: "Hi", frame: CGRect(x: 110, y: 70, width: 40, height: 20), font: FontSpec(size: 14), color: .black)),
        ], title: "Shapes", date: "2024-04-01T00:00:00Z")
    }

    /// Expected colours at points (in points) of `everything`, with a tolerance for other rasterisers.
    private func check(_ image: RasterImage, scale: Int, tolerance: Int, _ label: String) {
        let expected: [(x: Double, y: Double, rgba: [Int])] = [
            (50, 30, [128, 84, 170, 255]),       // gradient middle
            (130, 30, Paint.white), (110, 30, Paint.bytes(Paint.blue)),   // ring centre and ring
            (175, 25, [255, 128, 128, 255]),     // red at alpha 0.5
            (30, 90, Paint.pureBlue), (10.5, 70.5, Paint.white),          // aspect fill, rounded corner
            (80, 90, [128, 128, 255, 255]), (61, 90, [255, 128, 128, 255]), (80, 73, Paint.white),   // aspect fit at 0.5
            (175, 105, Paint.bytes(Fixture.gray5)),
        ]
        for point in expected {
            let pixel = Paint.at(image, Int(point.x * Double(scale)), Int(point.y * Double(scale)))
            #expect(Paint.near(pixel, point.rgba, tolerance), "\(label) at (\(point.x), \(point.y)): \(pixel)")
        }
        let below = Paint.at(image, 50 * scale, 57 * scale)[1], above = Paint.at(image, 50 * scale, 4 * scale)[1]
        #expect(below < above - 30, "\(label): the shadow falls below the capsule (\(below) vs \(above))")
    }

    @Test("PNG, SVG and PDF of a scene with every node kind are deterministic and show the same pixels")
    func allFormats() throws {
        let folder = try Paint.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = everything(imagePath: Paint.writeWidePNG(in: folder))
        let renderer = try Renderer()
        let png = try renderer.render(scene, as: .png), svg = try renderer.render(scene, as: .svg)
        let pdf = try renderer.render(scene, as: .pdf)
        #expect(try renderer.render(scene, as: .png) == png)
        #expect(try renderer.render(scene, as: .svg) == svg, "later renders see higher cairo surface ids; the normaliser hides them")
        #expect(try renderer.render(scene, as: .pdf) == pdf)
        check(try RasterImage.decodePNG(png), scale: 2, tolerance: 2, "PNG")

        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains("id=\"image1\"") && text.contains("#image1\"") && text.contains("<linearGradient"))
        #expect(String(decoding: pdf, as: UTF8.self).hasPrefix("%PDF-"))
        if let rsvg = Tool.find("rsvg-convert") {
            let result = try Tool.convert(rsvg, input: svg, inputExtension: "svg", outputName: "output") { input, output in
                ["--zoom", "2", "-f", "png", "-o", output, input]
            }
            #expect(result.status == 0)
            check(try RasterImage.decodePNG(result.output), scale: 2, tolerance: 6, "SVG")
        } else {
            print("note: rsvg-convert not installed (apt-get install librsvg2-bin); SVG rasterisation not checked")
        }
        if let pdftoppm = Tool.find("pdftoppm") {
            let result = try Tool.convert(pdftoppm, input: pdf, inputExtension: "pdf", outputName: "output.png") { input, output in
                ["-png", "-r", "144", "-singlefile", input, output]
            }
            #expect(result.status == 0)
            check(try RasterImage.decodePNG(result.output), scale: 2, tolerance: 6, "PDF")
        } else {
            print("note: pdftoppm not installed (apt-get install poppler-utils); PDF rasterisation not checked")
        }
    }

    static let emitFolderVariable = "SHAPE_TESTS_EMIT_FOLDER"

    /// The child's half of `freshProcess`: writes the test PNG and `everything` in every format to the
    /// folder named by the environment. In an ordinary test run the variable is absent and it does nothing.
    @Test func emitShapesForParentProcess() throws {
        guard let folder = ProcessInfo.processInfo.environment[Self.emitFolderVariable] else { return }
        let scene = everything(imagePath: Paint.writeWidePNG(in: URL(fileURLWithPath: folder)))
        for format in OutputFormat.allCases {
            try Data(Renderer().render(scene, as: format))
                .write(to: URL(fileURLWithPath: folder).appendingPathComponent("everything.\(format.rawValue)"))
        }
    }

    @Test("a fresh process renders shapes, shadows and images to the same PNG, SVG and PDF bytes")
    func freshProcess() throws {
        let folder = try Paint.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try ChildProcess.runTest("emitShapesForParentProcess", variable: Self.emitFolderVariable, folder: folder) == 0)
        let scene = everything(imagePath: folder.appendingPathComponent("wide.png").path)
        let renderer = try Renderer()
        for format in OutputFormat.allCases {
            _ = try renderer.render(scene, as: format)   // advance cairo's global surface counter here first
            let child = try [UInt8](Data(contentsOf: folder.appendingPathComponent("everything.\(format.rawValue)")))
            #expect(child == (try renderer.render(scene, as: format)), "\(format) differs across processes")
        }
    }

    @Test("the SVG normaliser renumbers embedded images apart from surfaces")
    func normalisesImages() {
        let input = ##"<image id="image23"/><g id="surface7"><use xlink:href="#image23"/></g>"##
            + ##"<image id="image40"/><use xlink:href="#image40"/>"##
        let output = String(decoding: SVGNormalizer.normalize(Array(input.utf8)), as: UTF8.self)
        #expect(output == ##"<image id="image1"/><g id="surface1"><use xlink:href="#image1"/></g>"##
            + ##"<image id="image2"/><use xlink:href="#image2"/>"##)
        let untouched = ##"<g id="imageless"/><text>image12</text><g id="image12b"/>"##
        #expect(String(decoding: SVGNormalizer.normalize(Array(untouched.utf8)), as: UTF8.self) == untouched)
    }
}
