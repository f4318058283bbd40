import Dispatch
import Foundation
@testable import Rendering
import Scene
import Testing

/// Pango's objects may not be used by two threads at once; typesetters borrow font maps so that
/// measurers and renders on any threads never share one (a shared per-thread default map crashed
/// inside cairo when a measurer made on one thread met a render on another).
@Suite("Font maps lent one typesetter at a time", .tags(.concurrency))
struct FontMapPoolTests {
    @Test("two live borrowers get two maps; a map given back is lent again")
    func lending() {
        let pool = FontMapPool()
        let first = pool.borrow(), second = pool.borrow()
        #expect(first.map != second.map)
        pool.giveBack(first)
        #expect(pool.borrow().map == first.map)
    }

    @Test("measurers made on one thread and used on others, while those threads measure with their own, agree with one thread's answers")
    func measurersHopThreads() throws {
        // New sizes and weights make each measurer open fonts in its map while the others do.
        let fonts = (0..<40).map { FontSpec(size: 9 + Double($0) * 0.75, weight: $0 % 2 == 0 ? .regular : .bold) }
        let texts = (0..<40).map { "Row \($0) — a label long enough to wrap twice at this width, 김민준" }
        let made = try (0..<8).map { _ in try TextMeasurer() }   // all made on this thread
        let results = UnsafeMutableBufferPointer<CGSize>.allocate(capacity: made.count * texts.count)
        defer { results.deallocate() }
        nonisolated(unsafe) let shared = (made, results)
        let count = made.count
        DispatchQueue.concurrentPerform(iterations: count * 2) { i in
            if i < count {
                for (k, text) in texts.enumerated() {
                    shared.1[i * texts.count + k] = (try? shared.0[i].size(of: text, font: fonts[k], maxWidth: 120, numberOfLines: 0)) ?? .zero
                }
            } else {
                let own = try? TextMeasurer()
                for (k, text) in texts.enumerated().reversed() { _ = try? own?.size(of: text, font: fonts[k], maxWidth: 120, numberOfLines: 0) }
            }
        }
        let expected = try texts.indices.map { try TextMeasurer().size(of: texts[$0], font: fonts[$0], maxWidth: 120, numberOfLines: 0) }
        for i in 0..<made.count {
            #expect(Array(results[(i * texts.count)..<((i + 1) * texts.count)]) == expected, "measurer \(i)")
        }
    }
}
