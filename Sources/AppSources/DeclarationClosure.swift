import Foundation

/// Only what a screen needs (issue 31 Deliver 2): from the declarations a screen starts at (the
/// controller `NAME()` makes, a preview's function, a xib's classes), the top-level declarations of
/// the app's files that they reach, and nothing else — so an unrelated SwiftUI screen, a `WKWebView`
/// wrapper or a Core Data stack elsewhere in the app no longer stops the build.
///
/// The rule, in steps (each applied until nothing new is reached):
/// 1. **Names.** Every identifier in a kept declaration's code is a name it reaches; a string literal
///    that is one identifier (`"FeedCell"`) reaches only a nib of that name (step 5) — not a type: a
///    logger's `subsystem: "DuckPlayer"` no longer pulls in the class `DuckPlayer` (DuckDuckGo).
/// 2. **Declarations by name.** A name reaches every top-level type, function, variable and type alias
///    of that name, in any file.
/// 3. **Extensions of kept types.** A kept type keeps every extension of it (conformances the data
///    source needs, helpers in other files); an extension keeps the type it extends.
/// 4. **Members reached through a protocol or a framework type.** An extension of a protocol, or of a
///    type the app does not declare (`extension UIColor { static let brand … }`), is kept when one of
///    its members' names is reached (`.brand`), and when it makes a framework type conform to a kept
///    protocol (`extension UICollectionViewCell: Reusable {}`). An extension of a framework type that
///    declares no conformance keeps only the members reached (the others blanked): an app's
///    `extension UIApplication { var window … }` that also holds helpers naming the app delegate no
///    longer pulls the whole app in when a screen reads `.window` (DuckDuckGo's settings). A subscript
///    is reached by its first argument label (`items[safe: 3]` reaches `subscript(safe index:)`, 2FAS's
///    `Collection` helper); one without a label (`items[3]`) is always reached. Steps 3 and 4 see through a
///    type alias for a framework type: an extension of it extends that type (`extendAliasedFrameworkTypes`),
///    and keeping any of its members keeps the alias (2FAS's `extension TokenValue { static let empty … }`).
/// 5. **Nibs.** A name that is a nib's file name (`UINib(nibName: "FeedCell", …)`) reaches the classes
///    that nib names (`nibClasses`), which the nib loader makes by name; a controller's name also
///    reaches the classes of the nib UIKit loads for it by default (`FeedView.xib` for `FeedViewController`).
///
/// A file none of whose declarations is kept is left out (its imports with it) — unless it holds an
/// `@_exported import`, which serves its whole module; in a kept file the declarations not kept become
/// blank lines, so every line keeps its number for the compiler's errors.
/// Not a type checker: it errs towards keeping (a member name shared by two extensions keeps both).
///
/// ```swift
/// let result = DeclarationClosure.reduce([feed, settings], roots: ["FeedViewController"])
/// result.files.map(\.path)             // ["Feed.swift"]  (Settings.swift, a SwiftUI screen, left out)
/// result.chain(to: "FeedCell")         // ["FeedViewController", "FeedCell"]
/// ```
public enum DeclarationClosure {
    public struct File: Sendable, Equatable {
        public var path: String
        public var text: String
        public init(path: String, text: String) { self.path = path; self.text = text }
    }

    public struct Result: Sendable {
        /// The kept files, in the input's order, their unkept declarations blanked.
        public var files: [File]
        /// For each kept declaration's name, the name of the declaration that reached it (nil for a root).
        public var reachedFrom: [String: String?]
        /// For each kept file's path, its first kept declaration's name.
        public var firstKept: [String: String]

        /// The names from a root to `name`, the root first; empty when `name` was not reached.
        public func chain(to name: String) -> [String] {
            var chain: [String] = []
            var current: String? = name
            while let next = current, reachedFrom[next] != nil, !chain.contains(next) {
                chain.insert(next, at: 0)
                current = reachedFrom[next] ?? nil
            }
            return chain
        }

        /// Why `path` is built: the chain from a root to its first kept declaration
        /// (`FeedViewController → FeedCell`); nil when the file was left out.
        public func reason(for path: String) -> String? {
            guard let name = firstKept[path] else { return nil }
            return chain(to: name).joined(separator: " → ")
        }
    }

    /// The closure of `roots` over `files` (step 5 with `nibClasses`: a nib's file name → its classes).
    public static func reduce(_ files: [File], roots: [String], nibClasses: [String: [String]] = [:]) -> Result {
        var index = Index(files)
        // A subscript without an argument label is used as `items[3]`, which names nothing: always reached.
        index.reach(roots + ["subscript"], nibClasses: nibClasses)
        return index.result()
    }

    /// One top-level declaration and what it reaches.
    struct Entry {
        var file: Int
        var declaration: SwiftOutline.Declaration
        /// The extended type's first name component (`A` for `extension A.B`); nil when not an extension.
        var extended: String?
        var isProtocol: Bool
        var memberNames: Set<String>
        /// An extension's conformances and `where` clause names.
        var headerNames: Set<String>
        var reached: [String]
        /// An extension's members (depth 1): name, byte range, the names their code reaches.
        var members: [(name: String, range: Range<Int>, reached: [String])] = []
    }

    struct Index {
        var files: [File]
        var entries: [Entry] = []
        var byName: [String: [Int]] = [:]
        var extensionsOf: [String: [Int]] = [:]
        var byMember: [String: [Int]] = [:]
        var byHeaderName: [String: [Int]] = [:]
        var protocols: Set<String> = []
        var kept: Set<Int> = []
        /// Step 4, member by member: the members kept of an extension of a framework type that is not
        /// kept whole (entry → member indices).
        var keptMembers: [Int: Set<Int>] = [:]
        var seen: Set<String> = []
        var reachedFrom: [String: String?] = [:]

        init(_ files: [File]) {
            self.files = files
            for (f, file) in files.enumerated() {
                let bytes = Array(file.text.utf8)
                let ranges = SwiftCodeRanges(bytes)
                let outline = SwiftOutline(file.text).declarations
                for top in outline where top.depth == 0 {
                    let memberDeclarations = outline.filter { $0.depth == 1 && top.range.contains($0.range.lowerBound) }
                    let members = memberDeclarations.map(\.name)
                    let isExtension = top.keyword == "extension"
                    let header = isExtension ? Self.headerNames(bytes, ranges, top) : []
                    var entry = Entry(file: f, declaration: top,
                                      extended: isExtension ? Self.extendedType(top.name) : nil,
                                      isProtocol: top.keyword == "protocol", memberNames: Set(members),
                                      headerNames: header, reached: Self.names(bytes, ranges, in: top.range))
                    let conformances = header.subtracting(Self.headerWords).subtracting(top.name.split(separator: ".").map(String.init))
                    if isExtension && conformances.isEmpty {
                        entry.members = memberDeclarations.map { ($0.name, $0.range, Self.names(bytes, ranges, in: $0.range)) }
                    }
                    let id = entries.count
                    entries.append(entry)
                    if let extended = entry.extended {
                        extensionsOf[extended, default: []].append(id)
                        for member in entry.memberNames { byMember[member, default: []].append(id) }
                        for name in header { byHeaderName[name, default: []].append(id) }
                    } else {
                        byName[top.name, default: []].append(id)
                        if entry.isProtocol { protocols.insert(top.name) }
                    }
                }
            }
            extendAliasedFrameworkTypes()
        }

        /// Steps 3 and 4 see through a type alias for a framework type: `extension KFCrossPlatformButton:
        /// KingfisherCompatible {}`, with `typealias KFCrossPlatformButton = UIButton`, extends `UIButton`
        /// — kept as an extension of `UIButton` is (Kingfisher's `button.kf`). The alias stays reached
        /// through the extension's own names. Only aliases naming one type each, none the app's own.
        mutating func extendAliasedFrameworkTypes() {
            var targets: [String: Set<String>] = [:]
            for entry in entries where entry.declaration.keyword == "typealias" {
                let text = String(decoding: Array(files[entry.file].text.utf8)[entry.declaration.range], as: UTF8.self)
                guard let equals = text.firstIndex(of: "=") else { continue }
                let target = text[text.index(after: equals)...].trimmingCharacters(in: .whitespacesAndNewlines)
                let name = Self.extendedType(target)
                targets[entry.declaration.name, default: []].insert(
                    target.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? name : "")
            }
            // An alias declared once a platform (`NSButton` under `#if os(macOS)`, `UIButton` otherwise) extends each.
            for (alias, names) in targets {
                let sorted = names.sorted()
                guard let first = sorted.first, !sorted.contains(where: { $0.isEmpty || byName[$0] != nil }),
                      let ids = extensionsOf.removeValue(forKey: alias) else { continue }
                for id in ids { entries[id].extended = first }
                for target in sorted { extensionsOf[target, default: []] += ids }
            }
        }

        /// The type an extension extends, by its first name: `A` for `extension A.B`; `Data` for
        /// `extension Foundation.Data` (a framework's module name is not the type).
        static func extendedType(_ name: String) -> String {
            let parts = name.split(separator: ".").map(String.init)
            if parts.count > 1, frameworkModules.contains(parts[0]) { return parts[1] }
            return parts.first ?? name
        }

        static let frameworkModules: Set<String> = ["Swift", "Foundation", "UIKit", "CoreGraphics", "QuartzCore", "Combine", "SwiftUI",
                                                    "Dispatch", "ObjectiveC", "os", "CoreFoundation"]

        /// Steps 1–5 from `roots` until nothing new is reached.
        mutating func reach(_ roots: [String], nibClasses: [String: [String]]) {
            var queue: [(name: String, from: String?)] = roots.map { ($0, nil) }
            var next = 0
            while next < queue.count {
                let (name, from) = queue[next]
                next += 1
                guard !seen.contains(name) else { continue }
                seen.insert(name)
                if name.hasPrefix("\"") {                                                  // step 1: a string names a nib
                    for cls in nibClasses[String(name.dropFirst())] ?? [] { queue.append((cls, from ?? name)) }
                    continue
                }
                var found: [Int] = byName[name] ?? []                                     // step 2
                if byName[name] != nil { found += extensionsOf[name] ?? [] }               // step 3
                for id in byMember[name] ?? [] where isOpenToMembers(entries[id]) {        // step 4
                    guard keepsMembersOnly(entries[id]) else { found.append(id); continue }
                    if name != "init" { keepMembers(named: name, of: id, from: from, queue: &queue) }
                }
                // Step 4, member by member: an initialiser is reached through its type's name.
                for id in extensionsOf[name] ?? [] where keepsMembersOnly(entries[id]) {
                    keepMembers(named: "init", of: id, from: from, queue: &queue)
                }
                if protocols.contains(name) {
                    found += (byHeaderName[name] ?? []).filter { byName[entries[$0].extended ?? ""] == nil }
                }
                for id in found where !kept.contains(id) {
                    kept.insert(id)
                    let entry = entries[id]
                    if reachedFrom[entry.declaration.name] == nil { reachedFrom[entry.declaration.name] = .some(from) }
                    let here = entry.declaration.name
                    if let extended = entry.extended { queue.append((extended, here)) }   // step 3: the extended type
                    queue += entry.reached.map { ($0, here) }                               // step 1
                }
                for cls in nibClasses[name] ?? [] { queue.append((cls, from ?? name)) }    // step 5
                if name.hasSuffix("Controller") {                                          // step 5: FeedView.xib of FeedViewController
                    for cls in nibClasses[String(name.dropLast("Controller".count))] ?? [] { queue.append((cls, from ?? name)) }
                }
            }
        }

        /// Keeps the members `name` of the extension `id` (unless it is kept whole), queuing what they reach.
        mutating func keepMembers(named name: String, of id: Int, from: String?, queue: inout [(name: String, from: String?)]) {
            guard !kept.contains(id) else { return }
            let entry = entries[id]
            for (m, member) in entry.members.enumerated() where member.name == name && keptMembers[id, default: []].insert(m).inserted {
                if reachedFrom[entry.declaration.name] == nil { reachedFrom[entry.declaration.name] = .some(from) }
                queue += member.reached.map { ($0, entry.declaration.name) }
                // The type as the header names it: an alias (`extension TokenValue`, `typealias TokenValue = String`) is kept with it.
                queue.append((Self.extendedType(entry.declaration.name), entry.declaration.name))
            }
        }

        /// Step 4, member by member: an extension of a framework type (not a protocol's, whose members
        /// are defaults its conformers need) that declares no conformance.
        func keepsMembersOnly(_ entry: Entry) -> Bool {
            guard let extended = entry.extended, !entry.members.isEmpty else { return false }
            return !protocols.contains(extended) && byName[extended] == nil
        }

        /// The words of an extension's header that are not a conformance or a `where` clause.
        static let headerWords: Set<String> = ["extension", "public", "private", "fileprivate", "internal", "open", "final", "package"]

        /// Step 4: an extension of a protocol or of a type the app does not declare.
        func isOpenToMembers(_ entry: Entry) -> Bool {
            guard let extended = entry.extended else { return false }
            return protocols.contains(extended) || byName[extended] == nil
        }

        func result() -> Result {
            var out: [File] = []
            var firstKept: [String: String] = [:]
            let byFile = Dictionary(grouping: entries.indices, by: { entries[$0].file })
            for (f, file) in files.enumerated() {
                let ids = byFile[f] ?? []
                let keptHere = ids.filter { kept.contains($0) || keptMembers[$0] != nil }
                guard let first = keptHere.first else {
                    // A file whose `@_exported import`s serve its whole module stays, its declarations blanked.
                    if file.text.contains("@_exported import") {
                        out.append(File(path: file.path, text: Self.blank(file.text, ids.map { entries[$0].declaration.range })))
                    }
                    continue
                }
                firstKept[file.path] = entries[first].declaration.name
                var blanked = ids.filter { !kept.contains($0) && keptMembers[$0] == nil }.map { entries[$0].declaration.range }
                for id in ids where !kept.contains(id) {
                    guard let members = keptMembers[id] else { continue }
                    blanked += entries[id].members.indices.filter { !members.contains($0) }.map { entries[id].members[$0].range }
                }
                out.append(File(path: file.path, text: Self.blank(file.text, blanked)))
            }
            return Result(files: out, reachedFrom: reachedFrom, firstKept: firstKept)
        }

        /// `text` with each of `ranges` (byte ranges) reduced to its line breaks.
        static func blank(_ text: String, _ ranges: [Range<Int>]) -> String {
            guard !ranges.isEmpty else { return text }
            var bytes = Array(text.utf8)
            for range in ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) {
                let lines = bytes[range].filter { $0 == 0x0A }
                bytes.replaceSubrange(range, with: lines)
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// Step 1: the identifiers in `range`'s code, and the one-identifier string literals marked with
        /// a leading quote (`"FeedCell` for `"FeedCell"`).
        static func names(_ b: [UInt8], _ ranges: SwiftCodeRanges, in range: Range<Int>) -> [String] {
            var names: [String] = []
            var seen: Set<String> = []
            var i = range.lowerBound
            while i < range.upperBound {
                let c = b[i]
                if ranges.isCode(i) {
                    if SwiftIdentifiers.isStart(c) || c == UInt8(ascii: "`"), i == 0 || !SwiftIdentifiers.isByte(b[i - 1]) {
                        let (word, end) = SwiftIdentifiers.word(b, from: i)
                        if !word.isEmpty, seen.insert(word).inserted { names.append(word) }
                        i = max(end, i + 1); continue
                    }
                } else if c == UInt8(ascii: "\""), i + 1 < range.upperBound, SwiftIdentifiers.isStart(b[i + 1]) {
                    let (word, end) = SwiftIdentifiers.word(b, from: i + 1)
                    if end < range.upperBound, b[end] == UInt8(ascii: "\""), seen.insert("\"" + word).inserted { names.append("\"" + word) }
                    i = end; continue
                }
                i += 1
            }
            return names
        }

        /// The identifiers of an extension's header: between its name and its body's `{`.
        static func headerNames(_ b: [UInt8], _ ranges: SwiftCodeRanges, _ declaration: SwiftOutline.Declaration) -> Set<String> {
            var end = declaration.range.lowerBound
            while end < declaration.range.upperBound, !(b[end] == UInt8(ascii: "{") && ranges.isCode(end)) { end += 1 }
            return Set(names(b, ranges, in: declaration.range.lowerBound..<end))
        }
    }
}
