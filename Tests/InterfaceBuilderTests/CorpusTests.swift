import Foundation
import InterfaceBuilder
import Testing
import LayoutshotTestSupport

/// The 65 corpus xibs against MANIFEST.tsv and their `.frames.json` (written by the corpus's extract_frames.py).
@Suite("xib corpus", SharedFixtures.required)
struct CorpusTests {
    /// MANIFEST.tsv's rows by file: (views, constraints, size class).
    static func manifest() throws -> [String: (views: Int, constraints: Int, sizeClass: String)] {
        guard let base = Fixtures.require(Fixtures.corpus) else { return [:] }
        let text = try String(contentsOf: base.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        var rows = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let header = rows.removeFirst()
        let file = try #require(header.firstIndex(of: "file"))
        let views = try #require(header.firstIndex(of: "views"))
        let constraints = try #require(header.firstIndex(of: "constraints"))
        let sizeClass = try #require(header.firstIndex(of: "size_class"))
        var out: [String: (Int, Int, String)] = [:]
        for row in rows where row.count > max(views, constraints, sizeClass) {
            out[row[file]] = (try #require(Int(row[views])), try #require(Int(row[constraints])), row[sizeClass])
        }
        return out
    }

    @Test("All 65 corpus xibs read without an error")
    func allRead() throws {
        let files = Fixtures.corpusFiles()
        #expect(files.count == 65)
        for file in files {
            #expect(throws: Never.self, "\(file)") { _ = try Fixtures.read(Fixtures.corpusURL(file)) }
        }
    }

    @Test("Views and constraints per file match MANIFEST.tsv (views below the roots and all constraints, installed or not)")
    func countsMatchManifest() throws {
        let manifest = try Self.manifest()
        let files = Fixtures.corpusFiles()
        #expect(manifest.count == 65)
        var views = 0, constraints = 0
        for file in files {
            let row = try #require(manifest[file], "\(file) not in MANIFEST.tsv")
            let doc = try Fixtures.read(Fixtures.corpusURL(file))
            #expect(doc.viewCountBelowRoots == row.views, "\(file) views")
            #expect(doc.constraintCount == row.constraints, "\(file) constraints")
            #expect(doc.sizeClass.description == row.sizeClass.replacingOccurrences(of: " (assumed)", with: ""), "\(file) size class")
            views += doc.viewCountBelowRoots
            constraints += doc.constraintCount
        }
        #expect(views == 550 && constraints == 1568)
    }

    /// frames.json numbers views without an id across the whole `--all` run (one counter for all files), so its
    /// `anon-N` are offset per file; the reader numbers per document from 1, as `extract_frames.py FILE` does.
    /// The k-th anonymous id of a frames.json is the reader's `anon-k`.
    static func anonymousMap(_ ids: [String]) -> [String: String] {
        let anonymous = ids.filter { $0.hasPrefix("anon-") }
        let numbers = anonymous.compactMap { Int($0.dropFirst(5)) }.sorted()
        var map: [String: String] = [:]
        for (k, n) in numbers.enumerated() { map["anon-\(n)"] = "anon-\(k + 1)" }
        return map
    }

    @Test("Every view of each .frames.json is in the document with the same stored frame (frame.parent)")
    func framesMatch() throws {
        var compared = 0
        for file in Fixtures.corpusFiles() {
            let url = Fixtures.corpusURL(file)
            let doc = try Fixtures.read(url)
            let json = try Data(contentsOf: URL(fileURLWithPath: url.path + ".frames.json"))
            let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
            let views = try #require(object["views"] as? [[String: Any]])
            let rootEntries: [Any] = [object["root"] ?? NSNull()] + ((object["other_roots"] as? [Any]) ?? [])
            let rootIDs = rootEntries.compactMap { ($0 as? [String: Any])?["id"] as? String }
            let map = Self.anonymousMap(rootIDs + views.compactMap { $0["id"] as? String })
            for entry in views {
                let jsonID = try #require(entry["id"] as? String)
                let id = map[jsonID] ?? jsonID
                guard let view = doc.view(id: id) else {
                    Issue.record("\(file): view \(jsonID) not in the document")
                    continue
                }
                #expect(view.element == entry["type"] as? String, "\(file) \(id) element")
                let stored = entry["stored_frame"] as? Bool ?? true
                guard stored else {
                    #expect(view.frame == nil, "\(file) \(id) has no stored frame")
                    continue
                }
                let parent = try #require((entry["frame"] as? [String: Any])?["parent"] as? [String: Double])
                let frame = try #require(view.frame, "\(file) \(id) frame")
                let expected = [parent["x"], parent["y"], parent["width"], parent["height"]].map { $0 ?? .nan }
                let actual = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { Double($0) }
                #expect(zip(expected, actual).allSatisfy { abs($0 - $1) < 0.0001 }, "\(file) \(id): \(actual) ≠ \(expected)")
                compared += 1
            }
        }
        #expect(compared == 550)
    }
}
