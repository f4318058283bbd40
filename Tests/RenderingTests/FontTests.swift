import CPangoCairo
import Foundation
@testable import Rendering
import Scene
import Testing
import LayoutshotTestSupport

@Suite("Pinned fonts", .tags(.concurrency))
struct FontTests {
    init() throws { _ = try Renderer() }

    private func runs(_ text: String, weight: FontWeight = .regular) throws -> [(text: String, fontFile: String?)] {
        let node = TextNode(text: text, frame: CGRect(x: 0, y: 0, width: 1000, height: 40),
                            font: FontSpec(size: 17, weight: weight), color: .black)
        return try Typesetter().makeLabel(node).layouts.flatMap { $0.runs() }
    }

    @Test("the pinned list is the nine upright weights of Inter and Inter Display and the two Noto Sans CJK collections, all present")
    func pinnedFiles() {
        #expect(PinnedFonts.files.count == 20)
        #expect(PinnedFonts.files.filter { $0.contains("/InterDisplay-") }.count == 9)
        #expect(PinnedFonts.files.allSatisfy { FileManager.default.isReadableFile(atPath: $0) })
        #expect(!PinnedFonts.files.contains { $0.contains("Italic") || $0.contains("Serif") })
        #expect(PinnedFonts.fontconfigXML.contains("<rejectfont>"))
        #expect(PinnedFonts.latinFamily == "Inter" && PinnedFonts.latinDisplayFamily == "Inter Display"
                && PinnedFonts.koreanFamily == "Noto Sans CJK KR")
    }

    @Test("the current fontconfig configuration holds exactly the pinned files")
    func configurationIsPinned() {
        #expect(PinnedFonts.loadedFiles() == Set(PinnedFonts.files))
    }

    @Test("Latin text uses an Inter file, Hangul uses Noto Sans CJK")
    func fallback() throws {
        let runs = try runs("Hello 김민준", weight: .bold)
        let latin = try #require(runs.first { $0.text.contains("Hello") })
        let hangul = try #require(runs.first { $0.text.contains("김민준") })
        #expect(latin.fontFile == "/usr/share/fonts/opentype/inter/Inter-Bold.otf")
        #expect(hangul.fontFile == "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc")
    }

    @Test("from 20 pt Latin text is set in Inter Display, below in Inter (SF Pro Display and Text)")
    func displaySizes() throws {
        func file(_ size: Double) throws -> String? {
            let node = TextNode(text: "Title", frame: CGRect(x: 0, y: 0, width: 1000, height: 60),
                                font: FontSpec(size: size, weight: .bold), color: .black)
            return try Typesetter().makeLabel(node).layouts.flatMap { $0.runs() }.first?.fontFile
        }
        #expect(try file(20) == "/usr/share/fonts/opentype/inter/InterDisplay-Bold.otf")
        #expect(try file(19.5) == "/usr/share/fonts/opentype/inter/Inter-Bold.otf")
    }

    @Test("a Korean-only label is set entirely in Noto Sans CJK")
    func koreanOnly() throws {
        let runs = try runs("김민준")
        #expect(!runs.isEmpty)
        #expect(runs.allSatisfy { $0.fontFile == "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc" })
    }

    @Test("each UIFont weight picks the matching Inter file", arguments: [
        (FontWeight.ultraLight, "Thin"), (.thin, "ExtraLight"), (.light, "Light"), (.regular, "Regular"),
        (.medium, "Medium"), (.semibold, "SemiBold"), (.bold, "Bold"), (.heavy, "ExtraBold"), (.black, "Black"),
    ])
    func weights(_ weight: FontWeight, _ style: String) throws {
        let files = try runs("Weight", weight: weight).map(\.fontFile)
        #expect(files == ["/usr/share/fonts/opentype/inter/Inter-\(style).otf"])
    }

    @Test("a generic family never reaches DejaVu or any unpinned font")
    func genericFamilyStaysPinned() throws {
        let typesetter = try Typesetter()
        for family in ["sans-serif", "serif", "monospace", "DejaVu Sans"] {
            let layout = try #require(pango_layout_new(typesetter.context))
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let description = pango_font_description_from_string("\(family) 12")
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
            pango_layout_set_text(layout, "Hello 김", -1)
            var files: [String] = []
            let iter = pango_layout_get_iter(layout)
            repeat {
                if let run = pango_layout_iter_get_run_readonly(iter), let file = shim_font_file(run.pointee.item.pointee.analysis.font) {
                    files.append(String(cString: file))
                }
            } while pango_layout_iter_next_run(iter) != 0
            pango_layout_iter_free(iter)
            #expect(!files.isEmpty)
            #expect(files.allSatisfy(PinnedFonts.files.contains), "\(family) used \(files)")
        }
    }

    @Test("pinning holds on other threads too")
    func otherThreads() async throws {
        let files = await withTaskGroup(of: [String?].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let node = TextNode(text: "Aa 김", frame: CGRect(x: 0, y: 0, width: 200, height: 20),
                                        font: FontSpec(size: 12), color: .black)
                    return (try? Typesetter().makeLabel(node).layouts.flatMap { $0.runs() }.map(\.fontFile)) ?? []
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(files.count >= 8)
        #expect(files.allSatisfy { $0.map(PinnedFonts.files.contains) ?? false })
    }
}
