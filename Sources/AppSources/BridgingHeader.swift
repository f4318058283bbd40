import Foundation

/// The Objective-C types an app's Swift code sees through its bridging header (issue 31 Deliver 1): the
/// `@interface`, `@protocol` and `NS_ENUM`/`NS_OPTIONS` names of the header and of the headers it
/// `#import`s with quotes (found beside it, else anywhere below the project's folder), transitively.
/// Layoutshot compiles Swift only: a build that fails on one of these names says so by name instead of
/// a wall of "cannot find" errors.
///
/// ```swift
/// BridgingHeader.types(at: header, searchingBelow: projectFolder)
/// // ["FeedCellModel": "FeedCellModel.h", "RatingView": "RatingView.h"]
/// ```
public enum BridgingHeader {
    /// Each declared type's name and the header (file name) declaring it.
    public static func types(at header: URL, searchingBelow folder: URL) -> [String: String] {
        var found: [String: String] = [:]
        for (file, text) in headerTexts(from: header, searchingBelow: folder) {
            for name in declaredNames(in: text) where found[name] == nil { found[name] = file.lastPathComponent }
        }
        return found
    }

    /// `header` and the headers it `#import`s with quotes — found beside the importing header, else
    /// anywhere below `folder` — transitively, each once, in the order met (at most 256).
    static func headerTexts(from header: URL, searchingBelow folder: URL?) -> [(file: URL, text: String)] {
        var texts: [(file: URL, text: String)] = []
        var visited: Set<String> = []
        var queue = [header.standardizedFileURL]
        var index: [String: URL]? = nil
        while let file = queue.first, visited.count < 256 {
            queue.removeFirst()
            guard visited.insert(file.path).inserted, let data = FileManager.default.contents(atPath: file.path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            texts.append((file, text))
            for imported in quotedImports(in: text) {
                let beside = file.deletingLastPathComponent().appendingPathComponent(imported).standardizedFileURL
                if FileManager.default.fileExists(atPath: beside.path) { queue.append(beside); continue }
                guard let folder else { continue }
                if index == nil { index = headers(below: folder) }
                if let elsewhere = index?[URL(fileURLWithPath: imported).lastPathComponent] { queue.append(elsewhere) }
            }
        }
        return texts
    }

    /// The frameworks a header imports (`#import <UIKit/UIKit.h>`, `#include <Foundation/Foundation.h>`,
    /// `@import CoreGraphics;`), in order, each once. On iOS every Swift file of a target sees what its
    /// bridging header — or, in a framework target, its umbrella header (`KeePassiumLib.h`) — imports: a
    /// file with no `import` of its own can use UIKit when the header imports it.
    /// The headers it `#import`s with quotes are read too (found beside it, else below `folder`),
    /// transitively: Pocket Casts' bridging header imports only its own headers, which import Foundation.
    public static func frameworkImports(at header: URL, searchingBelow folder: URL? = nil) -> [String] {
        var frameworks: [String] = []
        for (_, text) in headerTexts(from: header, searchingBelow: folder) {
            for name in frameworkNames(in: text) where !frameworks.contains(name) { frameworks.append(name) }
        }
        return frameworks
    }

    /// `#import <X/…>`, `#include <X/…>`, `@import X;` in one header's text.
    static func frameworkNames(in text: String) -> [String] {
        var frameworks: [String] = []
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            var name: Substring?
            if line.hasPrefix("#import <") || line.hasPrefix("#include <") {
                name = line.drop { $0 != "<" }.dropFirst().prefix { $0 != "/" && $0 != ">" }
            } else if line.hasPrefix("@import ") {
                name = line.dropFirst("@import ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            }
            if let name, !name.isEmpty, !frameworks.contains(String(name)) { frameworks.append(String(name)) }
        }
        return frameworks
    }

    /// A framework target's umbrella header: `<module>.h` below `folder` (the target's folder), if any.
    public static func umbrellaHeader(of module: String, below folder: URL) -> URL? {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return nil }
        var visited = 0
        while let url = walker.nextObject() as? URL, visited < 20_000 {
            visited += 1
            if url.lastPathComponent == module + ".h" { return url }
        }
        return nil
    }

    /// `@interface Name`, `@protocol Name` (not a forward `@protocol Name;`), `NS_ENUM(…, Name)`, `NS_OPTIONS(…, Name)`,
    /// `NS_CLOSED_ENUM`, `NS_ERROR_ENUM`.
    static func declaredNames(in text: String) -> [String] {
        var names: [String] = []
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            for keyword in ["@interface ", "@protocol "] where line.hasPrefix(keyword) {
                let rest = line.dropFirst(keyword.count)
                let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                let after = rest.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
                if !name.isEmpty, !(keyword == "@protocol " && after.hasPrefix(";")), !after.hasPrefix("(") || keyword == "@protocol " {
                    names.append(name)
                }
            }
            for macro in ["NS_ENUM(", "NS_OPTIONS(", "NS_CLOSED_ENUM(", "NS_ERROR_ENUM("] {
                guard let open = line.range(of: macro), let close = line[open.upperBound...].firstIndex(of: ")") else { continue }
                let arguments = line[open.upperBound..<close].split(separator: ",")
                if arguments.count >= 2 { names.append(arguments[1].trimmingCharacters(in: .whitespaces)) }
            }
        }
        return names
    }

    /// `#import "X.h"` and `#include "X.h"`.
    static func quotedImports(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("#import \"") || trimmed.hasPrefix("#include \"") else { return nil }
            let parts = trimmed.split(separator: "\"")
            return parts.count >= 2 ? String(parts[1]) : nil
        }
    }

    /// Every `.h` below `folder` by file name (the first in path order wins), skipping hidden folders and `Pods`.
    static func headers(below folder: URL) -> [String: URL] {
        var index: [String: URL] = [:]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [:] }
        var files: [URL] = []
        for case let url as URL in walker {
            if url.lastPathComponent == "Pods" || url.lastPathComponent == "DerivedData" { walker.skipDescendants(); continue }
            if url.pathExtension == "h" { files.append(url.standardizedFileURL) }
        }
        for file in files.sorted(by: { $0.path < $1.path }) where index[file.lastPathComponent] == nil { index[file.lastPathComponent] = file }
        return index
    }
}
