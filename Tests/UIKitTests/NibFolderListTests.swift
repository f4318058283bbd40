import Foundation
import Testing
import UIKit

/// `UIKitSimulation.addNibFolder` and `removeNibFolder`: many tests (or callers) add and remove their own
/// folders at once, and none loses another's — as a read-then-write of the whole list once did (a test's
/// restored list dropped a folder another test had just added).
@Suite("UIKitSimulation's nib folders: added and removed one at a time", .tags(.concurrency))
struct NibFolderListTests {
    @Test func foldersAddedAndRemovedAtOnceLeaveTheOthers() async {
        let kept = URL(fileURLWithPath: "/layoutshot-test/kept-\(UUID().uuidString)")
        UIKitSimulation.addNibFolder(kept)
        UIKitSimulation.addNibFolder(kept)
        #expect(UIKitSimulation.nibFolders.filter { $0 == kept }.count == 1)
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<64 {
                group.addTask {
                    let own = URL(fileURLWithPath: "/layoutshot-test/own-\(i)-\(UUID().uuidString)")
                    UIKitSimulation.addNibFolder(own)
                    let seen = UIKitSimulation.nibFolders
                    UIKitSimulation.removeNibFolder(own)
                    #expect(seen.contains(own) && seen.contains(kept))
                }
            }
        }
        #expect(UIKitSimulation.nibFolders.contains(kept) && !UIKitSimulation.nibFolders.contains { $0.lastPathComponent.hasPrefix("own-") })
        UIKitSimulation.removeNibFolder(kept)
        #expect(!UIKitSimulation.nibFolders.contains(kept))
    }
}
