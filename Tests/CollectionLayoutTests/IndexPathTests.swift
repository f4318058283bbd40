import CollectionLayout
import Foundation
import Testing

/// UIKit's `IndexPath` additions on Linux: `item`/`section` and the table views' `row` (issue 31's apps
/// used `.row` in nine of eleven).
@Suite struct IndexPathTests {
    @Test("IndexPath(row:section:) is IndexPath(item:section:); row and item are the same index")
    func rowIsItem() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path == IndexPath(item: 3, section: 1) && path.row == 3 && path.item == 3 && path.section == 1)
        path.row = 5
        #expect(path.item == 5 && Array(path) == [1, 5])
    }
}
