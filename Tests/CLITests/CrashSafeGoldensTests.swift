import Foundation
import Rendering
import Testing

/// Crash-safe goldens (README "Robustness"): `layoutshot verify --record all`, recording 112 goldens
/// (and their frame dumps), is killed with SIGKILL at moments spread over its run; after every kill each
/// golden file is byte for byte either the old one or the complete new one — never a part, never
/// missing. Files are written to a temporary file, flushed (fsync) and renamed into place; the next
/// recording run sweeps the temporary files a killed run left.
@Suite("Crash-safe goldens", .serialized)
struct CrashSafeGoldensTests {
    static let devices = "iphone-se,iphone-15,iphone-15-plus,iphone-16-pro,iphone-16-pro-max,ipad-10,ipad-pro-11,ipad-pro-13"

    /// Every regular file under `folder`, by path relative to it, with its bytes.
    static func contents(of folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let relative = walker?.nextObject() as? String {
            let url = folder.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = try Data(contentsOf: url)
            }
        }
        return result
    }

    @Test("SIGKILL at any moment of verify --record all leaves every golden old or new, never partial")
    func killedWhileRecording() throws {
        let binary = try #require(layoutshotBinary)
        let scratch = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Seven screens (copies of the names grid) × 8 devices × light and dark = 112 goldens.
        let screens = try (1...7).map { n -> String in
            let url = scratch.appendingPathComponent("grid\(n).json")
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("samples/names-grid.json"), to: url)
            return url.path
        }
        func record(into folder: URL) throws -> Process {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["verify"] + screens + ["--goldens", folder.path, "--devices", Self.devices, "--record", "all"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }

        // The new goldens: one uninterrupted run.
        let reference = scratch.appendingPathComponent("reference")
        let clock = ContinuousClock()
        let start = clock.now
        let full = try record(into: reference)
        full.waitUntilExit()
        let duration = clock.now - start
        #expect(full.terminationStatus == 0)
        let new = try Self.contents(of: reference)
        #expect(new.keys.filter { $0.hasSuffix(".png") }.count == 112)

        // The old goldens: every file present, with other bytes that verify still reads — a 2 × 2 PNG,
        // an empty frame dump, and environment.json of an older version.
        let oldPNG = Data(try RasterImage(width: 2, height: 2, pixels: Array(repeating: 255, count: 16)).pngBytes())
        let old = new.reduce(into: [String: Data]()) { old, file in
            old[file.key] = file.key.hasSuffix(".png") ? oldPNG
                : file.key == "environment.json"
                ? Data(String(decoding: file.value, as: UTF8.self).replacingOccurrences(of: "\"0.1.0\"", with: "\"0.0.9\"").utf8)
                : Data("{}".utf8)
        }
        #expect(old["environment.json"] != new["environment.json"])
        let goldens = scratch.appendingPathComponent("goldens")
        func resetToOld() throws {
            try? FileManager.default.removeItem(at: goldens)
            for (relative, bytes) in old {
                let url = goldens.appendingPathComponent(relative)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try bytes.write(to: url)
            }
        }

        // Kill at moments spread over the run, with jitter: 5 % … 95 % of an uninterrupted run.
        var partialRounds = 0
        for (round, fraction) in [0.05, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95].enumerated() {
            try resetToOld()
            let jitter = Double.random(in: 0.9...1.1)
            let process = try record(into: goldens)
            Thread.sleep(forTimeInterval: Double(duration.components.seconds) * fraction * jitter
                         + Double(duration.components.attoseconds) / 1e18 * fraction * jitter)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let after = try Self.contents(of: goldens)
            var renewed = 0
            for (relative, bytes) in old {
                let now = after[relative]
                #expect(now == bytes || now == new[relative], "round \(round): \(relative) is neither the old nor the new golden")
                if now == new[relative] { renewed += 1 }
            }
            // Nothing else but the hidden temporary files a killed writer may leave.
            let others = after.keys.filter { old[$0] == nil }
            #expect(others.allSatisfy { URL(fileURLWithPath: $0).lastPathComponent.hasPrefix(".") && $0.contains(".tmp-") },
                    "round \(round): \(others)")
            if renewed > 0, renewed < old.count { partialRounds += 1 }
        }
        // The kills landed mid-run, not all before or after it.
        #expect(partialRounds >= 2, "only \(partialRounds) kills landed while goldens were being written")

        // The next recording run finishes the job and sweeps the temporary files.
        let again = try record(into: goldens)
        again.waitUntilExit()
        #expect(again.terminationStatus == 0)
        #expect(try Self.contents(of: goldens) == new)
    }
}
