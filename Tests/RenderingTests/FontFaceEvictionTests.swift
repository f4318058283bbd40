import CPangoCairo
import Dispatch
import Foundation
@testable import Rendering
import Scene
import Testing

/// cairo keeps ten FreeType faces open and, needing another, closed one a different thread had just
/// locked (`OpenFontFaces`): with the twenty pinned files in use on many threads, this crashed in
/// `libcairo` (a read at 0x30) in 3 of 3 runs with 60 rounds before faces were opened once for the process.
@Suite("Font faces shared by threads", .tags(.concurrency))
struct FontFaceEvictionTests {
    @Test("measurers on many threads, each cycling through every pinned face, agree with one thread's answers")
    func everyFaceOnManyThreads() throws {
        let fonts = FontWeight.allCases.flatMap { weight in [12.0, 24.0].map { FontSpec(size: $0, weight: weight) } }
        let texts = fonts.indices.map { "Row \($0) 김민준 — 漢字 かな, a label that wraps" }
        let rounds = 40, threads = 8
        let results = UnsafeMutableBufferPointer<CGSize>.allocate(capacity: threads * texts.count)
        defer { results.deallocate() }
        nonisolated(unsafe) let shared = results
        DispatchQueue.concurrentPerform(iterations: threads) { t in
            for round in 0..<rounds {
                guard let measurer = try? TextMeasurer() else { return }
                for k in texts.indices {
                    let index = (k + t * 3 + round * 5) % texts.count
                    let size = (try? measurer.size(of: texts[index], font: FontSpec(size: fonts[index].size + Double(round) * 0.5, weight: fonts[index].weight), maxWidth: 140, numberOfLines: 0)) ?? .zero
                    if round == 0 { shared[t * texts.count + index] = size }
                }
            }
        }
        let expected = try texts.indices.map { try TextMeasurer().size(of: texts[$0], font: fonts[$0], maxWidth: 140, numberOfLines: 0) }
        for t in 0..<threads {
            #expect(Array(results[(t * texts.count)..<((t + 1) * texts.count)]) == expected, "thread \(t)")
        }
    }
    @Test("the fonts a render can name carry a face opened once; the CJK collections' other faces are left to cairo")
    func facesAttached() throws {
        _ = try TextMeasurer()   // activates the pinned configuration
        let set = try #require(FcConfigGetFonts(nil, FcSetSystem))
        var withFace: [String: Int] = [:], without: [String: Int] = [:]
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[index] else { continue }
            var family: UnsafeMutablePointer<FcChar8>?
            var face: FT_Face?
            _ = FcPatternGetString(font, FC_FAMILY, 0, &family)
            let name = family.map { String(cString: $0) } ?? "?"
            if FcPatternGetFTFace(font, FC_FT_FACE, 0, &face) == FcResultMatch, face != nil {
                withFace[name, default: 0] += 1
            } else {
                without[name, default: 0] += 1
            }
        }
        #expect(withFace == ["Inter": 9, "Inter Display": 9, "Noto Sans CJK KR": 2])
        #expect(without["Noto Sans CJK JP"] == 2 && without["Inter"] == nil)
    }
}
