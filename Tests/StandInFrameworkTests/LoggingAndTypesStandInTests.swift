import Foundation
import os
import SwiftUI
import Testing
import UniformTypeIdentifiers

/// Issue 31 Deliver 3: `os` logging (accepted, dropped) and UniformTypeIdentifiers' declared types, as an
/// app's screen code uses them.
@Suite struct LoggingAndTypesStandInTests {
    static let logger = Logger(subsystem: "com.example.feed", category: "ui")

    @Test func loggingCompilesAsAppsWriteItAndWritesNothing() {
        let count = 3
        Self.logger.info("loaded \(count, privacy: .public) items")
        Self.logger.error("failed: \(String(describing: URLError(.badURL)), privacy: .private)")
        Self.logger.debug("ratio \(0.5, format: .fixed(precision: 2))")
        os_log("loaded %d items", log: OSLog(subsystem: "com.example", category: "ui"), type: .info, count)
        let message: OSLogMessage = "a \(count) b"
        #expect(message.text == "a 3 b")
        #expect(!OSLog.default.isEnabled(type: .debug))
    }

    @Test func declaredTypesTheirTagsAndConformance() {
        #expect(UTType(filenameExtension: "PNG") == .png)
        #expect(UTType(filenameExtension: "swift")?.conforms(to: .sourceCode) == true)
        #expect(UTType(filenameExtension: "swift")?.conforms(to: .text) == true)
        #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil)
        #expect(UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg" && UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && !UTType.png.conforms(to: .text))
        #expect(UTType.folder.conforms(to: .directory) && UTType.image.isSupertype(of: .heic))
        #expect(UTType("public.png") == .png && UTType("com.example.unknown") == nil)
        #expect(UTType(exportedAs: "com.example.board").identifier == "com.example.board")
        #expect(UTType.png.tags[.filenameExtension] == ["png"])
    }

    @Test func aLocalizedStringKeyIsItsText() {
        let name = "Feed"
        let key: LocalizedStringKey = "Hello \(name)"
        #expect(key.key == "Hello Feed" && LocalizedStringKey("Title").key == "Title")
    }

    @Test func swiftUIPrimitivesAreValuesOutsideABody() {
        let title = Text("Hello") + Text(verbatim: ", world")
        #expect(title.content == "Hello, world" && Image(systemName: "star").name == "star")
        let label = Label("Favourites", systemImage: "star")
        #expect(label.title.content == "Favourites" && label.icon.name == "star")
        #expect(UIHostingController(rootView: label).view is SwiftUIPlaceholderView)
    }
}
