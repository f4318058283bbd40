import AppSources
import Foundation
import LayoutshotTestSupport
import Testing

/// Xcode's Core Data code generation: the classes and properties of `class` and `category` entities.
@Suite struct CoreDataModelsTests {

    @Test func classAndCategoryEntitiesAreGeneratedAsXcodeDoes() {
        let entities = CoreDataModels.entities(Data(coreDataModelFixture.utf8))
        #expect(entities.map(\.className) == ["TrackObject", "MangaObject", "NoteObject"])
        let source = CoreDataModels.swiftSource(entities, model: "Library.xcdatamodeld")
        #expect(source.contains("class TrackObject: NSManagedObject {}"))
        #expect(!source.contains("class MangaObject") && !source.contains("class NoteObject"), "Manual/None and category: the app's classes")
        #expect(source.contains("var status: Int16 {") && source.contains("var score: NSNumber? {")
                && source.contains("var id: String? {") && source.contains("var added: Date? {"))
        #expect(source.contains("var manga: MangaObject? {") && source.contains("var notes: NSSet? {")
                && source.contains("func addToNotes(_ value: NoteObject) {}"))
        #expect(source.contains("extension NoteObject {") && source.contains("NSFetchRequest<TrackObject>(entityName: \"Track\")"))
    }

    @Test func theCurrentVersionOfAModelIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("models-\(UUID().uuidString)/App/Library.xcdatamodeld")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent()) }
        for version in ["1.xcdatamodel", "2.xcdatamodel"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(version), withIntermediateDirectories: true)
            try Data(coreDataModelFixture.utf8).write(to: folder.appendingPathComponent(version).appendingPathComponent("contents"))
        }
        let plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>1.xcdatamodel</string></dict></plist>"#
        try Data(plist.utf8).write(to: folder.appendingPathComponent(".xccurrentversion"))
        #expect(CoreDataModels.models(under: folder.deletingLastPathComponent().deletingLastPathComponent()).map(\.lastPathComponent) == ["Library.xcdatamodeld"])
        #expect(CoreDataModels.currentContents(of: folder)?.deletingLastPathComponent().lastPathComponent == "1.xcdatamodel")
    }
}
