import AutoLayout
import Foundation
import InterfaceBuilder
import Rendering
import Scene
import Testing
import UIKitViews
import LayoutshotTestSupport

/// The xib corpora (`../shared/fixtures/xib-corpus`, 65 xibs from 14 public projects, and
/// `xib-corpus-2`, 114 text- and stack-heavy xibs from 19) laid out by Layoutshot and scored against
/// the frames Interface Builder stored, with the corpus's own flags (`.frames.json`: usable,
/// text-dependent, device-dependent, excluded).
struct XibCorpus {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixtures = SharedFixtures.root
    static let corpus = fixtures.appendingPathComponent("xib-corpus/corpus")
    static let corpus2 = fixtures.appendingPathComponent("xib-corpus-2/corpus")

    /// One view's score.
    struct Score {
        var project: String
        var file: String
        var id: String
        var kind: Kind
        var deviation: Double
    }

    enum Kind: String { case comparable, deviceDependent, textDependent }

    /// Every scored view of every corpus file, laid out with `loader`; nil with a recorded issue
    /// when the corpus is missing; a file that cannot be read or laid out is an issue.
    static func scores(loader: NibLoader, corpus: URL = corpus) -> [Score]? {
        guard let run = run(loader: loader, corpus: corpus) else { return nil }
        for failure in run.failures { Issue.record("\(failure)") }
        return run.scores
    }

    /// The scores, and the files that could not be read or laid out (one line each).
    struct Run {
        var scores: [Score] = []
        var failures: [String] = []
    }

    /// Every file of `corpus` laid out with `loader`: nil with a recorded issue when it is missing.
    static func run(loader: NibLoader, corpus: URL) -> Run? {
        guard FileManager.default.fileExists(atPath: corpus.path) else {
            Issue.record("xib corpus missing: \(corpus.path) (expected ../shared/fixtures beside the package)")
            return nil
        }
        var out = Run()
        // The corpus's bundled fonts (xib-corpus-2/fonts: Montserrat, Open Sans), as the apps ship them.
        let fonts = corpus.deletingLastPathComponent().appendingPathComponent("fonts").path
        do { try AppFonts.shared.register(directory: fonts) } catch { out.failures.append("fonts: \(error.description)") }
        let owners = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()
        for owner in owners {
            let dir = corpus.appendingPathComponent(owner)
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".xib") }.sorted()
            for file in files {
                let url = dir.appendingPathComponent(file)
                guard let flags = try? flags(url.appendingPathExtension("frames.json")) else {
                    out.failures.append("\(file): no readable .frames.json"); continue
                }
                do {
                    let doc = try IBDocument.read(contentsOf: url)
                    var rows: [String: StoredFrameComparison.Row] = [:]
                    for index in doc.roots.indices {
                        let nib = try loader.instantiate(doc, rootIndex: index)
                        nib.layout()
                        for row in StoredFrameComparison(nib, rootIndex: index).rows where rows[row.id] == nil { rows[row.id] = row }
                    }
                    for (id, kind) in flags {
                        guard let kind else { continue }
                        guard let row = rows[id] else { out.failures.append("\(file): view \(id) was not laid out"); continue }
                        out.scores.append(Score(project: owner, file: file, id: id, kind: kind, deviation: Double(row.deviation)))
                    }
                } catch {
                    out.failures.append("\(file): \(error)")
                }
            }
        }
        return out
    }

    /// Every root of the corpus file at `url` laid out with IB's text sizes: each view's solved and stored
    /// frame (nil, with the issue recorded, when the shared fixtures are absent).
    static func storedTextRows(_ url: URL) throws -> [StoredFrameComparison.Row]? {
        guard FileManager.default.fileExists(atPath: url.path) else {
            Issue.record("corpus file missing: \(url.path) (expected ../shared/fixtures beside the package)")
            return nil
        }
        let doc = try IBDocument.read(contentsOf: url)
        var rows: [StoredFrameComparison.Row] = []
        for i in doc.roots.indices {
            let nib = try NibLoader(storedTextSizes: true).instantiate(doc, rootIndex: i)
            nib.layout()
            rows += StoredFrameComparison(nib, rootIndex: i).rows
        }
        return rows
    }

    /// Each view id with how it is scored (nil: excluded), from the corpus's `.frames.json`.
    static func flags(_ url: URL) throws -> [(String, Kind?)] {
        let data = try Data(contentsOf: url)
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let views = json["views"] as? [[String: Any]] else { return [] }
        return views.compactMap { v in
            guard let id = v["id"] as? String else { return nil }
            let usable = v["usable"] as? Bool ?? false, env = v["env_dependent"] as? Bool ?? false
            let reason = v["excluded_reason"] as? String
            if usable { return (id, env ? .deviceDependent : .comparable) }
            if reason == "text-dependent" { return (id, .textDependent) }
            return (id, nil)
        }
    }

    /// Per project: views within `tolerance` of their kind / views of the kind.
    static func table(_ scores: [Score]) -> [(project: String, counts: [Kind: (within: Int, total: Int)])] {
        let projects = Array(Set(scores.map(\.project))).sorted()
        return projects.map { p in
            var counts: [Kind: (within: Int, total: Int)] = [:]
            for s in scores where s.project == p {
                var c = counts[s.kind] ?? (0, 0)
                c.total += 1
                if s.deviation <= tolerance(s.kind) + 1e-6 { c.within += 1 }
                counts[s.kind] = c
            }
            return (p, counts)
        }
    }

    static func tolerance(_ k: Kind) -> Double { k == .textDependent ? 1 : 0.5 }
}

extension XibCorpus {
    static let clone = fixtures.appendingPathComponent("appstore-clone/Cells")

    /// The clone's cells: views without text within 0.5 pt; text-bearing views within 1 pt, with
    /// IB's stored text sizes and with measured text.
    struct CloneScores {
        var comparable = (within: 0, total: 0)
        var storedText = (within: 0, total: 0)
        var measuredText = (within: 0, total: 0)
    }

    static func cloneScores(measurer: any TextMeasuring) -> CloneScores? {
        guard FileManager.default.fileExists(atPath: clone.path) else {
            Issue.record("clone fixtures missing: \(clone.path)")
            return nil
        }
        var s = CloneScores()
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: clone.path)) ?? []).filter { $0.hasSuffix(".xib") }.sorted()
        for file in files {
            guard let doc = try? IBDocument.read(contentsOf: clone.appendingPathComponent(file)) else {
                Issue.record("\(file) unreadable"); continue
            }
            let textBearing = Set(doc.allViews.filter { ["label", "button", "textField"].contains($0.element) }.map(\.id))
            for (storedSizes, loader) in [(true, NibLoader(storedTextSizes: true)), (false, NibLoader(textMeasurer: measurer))] {
                guard let nib = try? loader.instantiate(doc) else { Issue.record("\(file) not instantiated"); continue }
                nib.layout()
                for row in StoredFrameComparison(nib).rows {
                    let text = textBearing.contains(row.id)
                    let ok = row.deviation <= (text ? 1 : 0.5) + 1e-6
                    func count(_ c: inout (within: Int, total: Int)) { c.total += 1; if ok { c.within += 1 } }
                    if text { if storedSizes { count(&s.storedText) } else { count(&s.measuredText) } } else if storedSizes { count(&s.comparable) }
                }
            }
        }
        return s
    }
}
