import CoreData
import Testing

/// As Apple's frameworks do, a stand-in brings Foundation: this file imports only Core Data (and
/// Testing) and uses `Date` and `URL`, as Aidoku's backup models do.
@Suite struct FoundationReExportTests {
    @Test func aFileImportingOnlyCoreDataSeesFoundation() {
        let when = Date(timeIntervalSinceReferenceDate: 0)
        let url = URL(fileURLWithPath: "/library.sqlite")
        #expect(when.timeIntervalSinceReferenceDate == 0 && url.lastPathComponent == "library.sqlite")
    }
}
