import AppSources
import Foundation
import Testing

/// Issue 16 Deliver 4: the `createLayout()` functions of Apple's sample "Implementing Modern Collection
/// Views" compile unchanged against Layoutshot's `UIKit`, and each makes its layout.
///
/// Apple's code is never committed here: point `LAYOUTSHOT_APPLE_SAMPLE` at the sample's
/// `Modern Collection Views` folder in a checkout (README "UIKit on Linux" names the mirror and commit
/// this was run on). For each view controller file, the test writes a file holding, verbatim, its
/// layout function, the nested types, static members and stored properties of the controller that
/// the function names, and every file of the sample without a layout function that declares a type the
/// function names (a decoration view, a supplementary view's element kind) —
/// all through the source transform — builds them in a package against this checkout, runs each
/// layout function, and solves the layout it returns on an iPhone 15 (six items a section; as many
/// sections as the controller's `CaseIterable` section enum has cases, else one).
@Suite("Apple's sample layouts compile unchanged", .serialized)
struct AppleSampleLayoutTests {
    static let sample = ProcessInfo.processInfo.environment["LAYOUTSHOT_APPLE_SAMPLE"].flatMap { $0.isEmpty ? nil : $0 }
    static let layoutFunctions: Set<String> = ["createLayout", "generateLayout"]

    @Test("every createLayout() compiles with import UIKit as written, and makes a layout that solves",
          .enabled(if: sample != nil, "set LAYOUTSHOT_APPLE_SAMPLE to the sample's Modern Collection Views folder"))
    func layouts() throws {
        let folder = URL(fileURLWithPath: try #require(Self.sample))
        let files = try TransformedFile.swiftFiles(under: folder)
        let outlines = try files.map { ($0, SwiftOutline(try String(contentsOf: $0, encoding: .utf8))) }
        let package = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: package) }
        let sources = package.appendingPathComponent("Sources/AppleSampleLayouts")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)

        var owners: [String] = []
        var sectionCounts: [String: String] = [:]
        var support: Set<URL> = []
        // Files that hold no layout function: the cells, supplementary and decoration views, models.
        let others = outlines.filter { _, outline in
            !outline.declarations.contains { $0.keyword == "func" && Self.layoutFunctions.contains($0.name) }
        }
        for (file, outline) in outlines {
            for function in outline.declarations where function.keyword == "func" && Self.layoutFunctions.contains(function.name) {
                guard let owner = function.parent else { continue }
                let names = Self.identifiers(in: function.text)
                let members = outline.declarations.filter { member in
                    member.depth == 1 && member.parent == owner && member.keyword != "func" && member.keyword != "init"
                        && (member.isStatic || names.contains(member.name))
                }
                // Types the function names that other files of the sample declare.
                for (other, otherOutline) in others {
                    if otherOutline.declarations.contains(where: { $0.depth == 0 && $0.keyword != "extension" && names.contains($0.name) }) {
                        support.insert(other)
                    }
                }
                let text = """
                    import UIKit

                    // Lifted from \(file.lastPathComponent): \(owner)'s \(function.name)() and what it names.
                    class \(owner): UIViewController {
                    \(members.map(\.text).joined(separator: "\n"))
                    }

                    extension \(owner) {
                    \(function.text)

                        static func layoutshotLayout() -> UICollectionViewLayout { \(owner)().\(function.name)() }
                    }

                    """
                let lifted = package.appendingPathComponent("lifted-\(owner).swift")
                try Data(text.utf8).write(to: lifted)
                try Data(TransformedFile.contents(ofFileAt: lifted).utf8).write(to: sources.appendingPathComponent("\(owner).swift"))
                owners.append(owner)
                // The sections the controller declares (a CaseIterable section enum), else one.
                let sectionEnum = members.first { $0.keyword == "enum" && $0.text.contains("CaseIterable") }
                sectionCounts[owner] = sectionEnum.map { "\(owner).\($0.name).allCases.count" } ?? "1"
            }
        }
        #expect(owners.count >= 20, "layout functions found: \(owners)")
        print("with the sample's own files: " + support.map(\.lastPathComponent).sorted().joined(separator: ", "))
        for file in support.sorted(by: { $0.path < $1.path }) {
            try Data(TransformedFile.contents(ofFileAt: file).utf8)
                .write(to: sources.appendingPathComponent("Support+" + TransformedFile.flatName(of: file, under: folder)))
        }
        let main = """
            import UIKit

            let viewport = Viewport(size: CGSize(width: 393, height: 852), safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            for (name, make, sections) in [\(owners.sorted().map { "(\"\($0)\", \($0).layoutshotLayout, \(sectionCounts[$0] ?? "1"))" }.joined(separator: ", "))] as [(String, () -> UICollectionViewLayout, Int)] {
                let layout = make()
                let counts = Array(repeating: 6, count: sections)
                do {
                    let solved = try layout.solve(in: viewport, itemCounts: counts)
                    print("\\(name): \\(type(of: layout)), \\(counts.count) sections, content \\(solved.contentSize.width) x \\(solved.contentSize.height)")
                } catch {
                    print("\\(name): \\(type(of: layout)) does not solve: \\(error)")
                }
            }

            """
        try Data(main.utf8).write(to: sources.appendingPathComponent("main.swift"))
        let manifest = """
            // swift-tools-version:6.1
            import PackageDescription
            let package = Package(name: "AppleSampleLayouts",
                dependencies: [.package(path: \(TransformedFile.stringLiteral(repositoryRoot.path)))],
                targets: [.executableTarget(name: "AppleSampleLayouts",
                                            dependencies: [.product(name: "UIKit", package: "\(repositoryRoot.lastPathComponent.lowercased())")],
                                            swiftSettings: [.swiftLanguageMode(.v5)])])

            """
        try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
        let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                           "HOME": ProcessInfo.processInfo.environment["HOME"] ?? "/root"]
        let run = try execute("/usr/bin/env", ["swift", "run", "--package-path", package.path, "AppleSampleLayouts"], environment: environment)
        let output = String(decoding: run.out, as: UTF8.self)
        let log = String(decoding: run.err, as: UTF8.self)
        let errors = log.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains("Fatal error") }
        #expect(run.status == 0, "\(Set(errors).sorted().prefix(40).joined(separator: "\n"))\n\(output.suffix(3000))")
        let lines = output.split(separator: "\n").map(String.init)
        print(lines.joined(separator: "\n"))
        #expect(lines.count == owners.count)
        #expect(lines.allSatisfy { !$0.contains("does not solve") }, "\(lines.filter { $0.contains("does not solve") })")
    }

    /// The identifiers a text names (words of letters, digits and `_`).
    static func identifiers(in text: String) -> Set<String> {
        Set(text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
    }

}
