import CollectionLayout
import Dispatch
import Foundation
import Rendering
import Scene
import ScreenPipeline
import ScreenSpec
import Testing
import LayoutshotTestSupport

/// Determinism under concurrency (README "Robustness"): a handful of renders of each sample — one per
/// (device, appearance) after another, then two of each on every core at once in one process (Pango,
/// fontconfig, cairo and our writer all shared) — give one PNG, byte for byte, and one frame dump per
/// (screen, device, appearance). Enough to show determinism: a difference between runs shows at once;
/// ThreadSanitizer (`scripts/sanitize thread --tag concurrency`) looks for the races themselves.
@Suite("Determinism under concurrency", .tags(.concurrency))
struct ConcurrentDeterminismTests {
    static let samples: [String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("samples")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.map { folder.appendingPathComponent($0).path }.sorted()
    }()

    /// Four (device, appearance) pairs a sample; three renders each: one serial, two parallel.
    static let combinations: [(String, Appearance)] = [("iphone-se", .light), ("iphone-se", .dark),
                                                       ("iphone-15", .light), ("iphone-15", .dark)]

    /// FNV-1a, 64 bits: a name for a byte string in messages.
    static func hash(_ bytes: [UInt8]) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return String(h, radix: 16)
    }

    @Test("12 renders of each sample, serial and parallel: one PNG and one frame dump per case", arguments: samples)
    func oneResultPerCase(_ path: String) throws {
        #expect(Self.samples.count >= 6)
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let screen = try Screen.decode(Data(contentsOf: URL(fileURLWithPath: path)), name: name)
        let renderer = try Renderer()
        let jobs = (0..<12).map { Self.combinations[$0 % Self.combinations.count] }
        @Sendable func render(_ job: Int) throws -> (png: [UInt8], frames: String) {
            let device = try #require(Device.preset(named: jobs[job].0))
            let r = try ScreenDrawing(screen, on: device, appearance: jobs[job].1).render(with: renderer)
            return (r.bytes, r.frames)
        }
        let serial = try (0..<4).map(render)
        let parallel = Outcomes(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { i in parallel.set(i, Result { try render(4 + i) }) }
        let all = try serial + parallel.values.map { try $0.get() }
        var pngs: [String: Set<String>] = [:], dumps: [String: Set<String>] = [:]
        for (job, result) in zip(jobs, all) {
            let key = "\(job.0)-\(job.1)"
            pngs[key, default: []].insert(Self.hash(result.png))
            dumps[key, default: []].insert(result.frames)
        }
        #expect(pngs.count == 4)
        for (key, hashes) in pngs { #expect(hashes.count == 1, "\(name) \(key): \(hashes.count) different PNGs \(hashes.sorted())") }
        for (key, frames) in dumps { #expect(frames.count == 1, "\(name) \(key): \(frames.count) different frame dumps") }
    }
}

/// Results written from several threads, read after all of them finished.
private final class Outcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<(png: [UInt8], frames: String), any Error>?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: Result<(png: [UInt8], frames: String), any Error>) { lock.withLock { slots[i] = value } }
    var values: [Result<(png: [UInt8], frames: String), any Error>] { lock.withLock { slots.map { $0! } } }
}
