import Foundation
import Testing
@testable import CollectionLayout

@Suite("Waterfall errors")
struct WaterfallErrorTests {
    func solve(_ configure: (WaterfallLayout) -> Void, items: Int = 3) throws {
        let l = WaterfallLayout(columnCount: 2) { _, _ in 100 }
        configure(l)
        _ = try l.solve(in: iPhoneSE, itemCounts: [items])
    }

    @Test("Invalid properties throw LayoutError with the property and value")
    func invalidProperties() {
        #expect(throws: LayoutError("waterfall columnCount must be 1 to 1000, got 0")) { try solve { $0.columnCount = 0 } }
        #expect(throws: LayoutError("waterfall columnCount must be 1 to 1000, got 1001")) { try solve { $0.columnCount = 1001 } }
        #expect(throws: LayoutError("waterfall minimumColumnWidth must be finite and positive, got nan")) {
            try solve { $0.minimumColumnWidth = .nan }
        }
        #expect(throws: LayoutError("waterfall minimumColumnWidth must be finite and positive, got 0.0")) {
            try solve { $0.minimumColumnWidth = 0 }
        }
        #expect(throws: LayoutError("waterfall cellInset.left must be finite and not negative, got -1.0")) {
            try solve { $0.cellInset.left = -1 }
        }
        #expect(throws: LayoutError("waterfall itemSpacing must be finite and not negative, got nan")) {
            try solve { $0.itemSpacing = .nan }
        }
        #expect(throws: LayoutError("waterfall headerHeight must be finite and not negative, got inf")) {
            try solve { $0.headerHeight = .infinity }
        }
        #expect(throws: LayoutError("waterfall: set itemHeight or itemSize, not both")) {
            try solve { $0.itemSize = { _ in CGSize(width: 1, height: 1) } }
        }
    }

    @Test("Columns that do not fit throw; 1000 columns (the cap) solve quickly")
    func columnsThatDoNotFit() throws {
        #expect(throws: LayoutError("waterfall: 2 columns with 0.0 pt spacing do not fit in -25.0 pt "
                                    + "(the width less sectionInset and reference insets)")) {
            try solve { $0.sectionInset = UIEdgeInsets(top: 0, left: 200, bottom: 0, right: 200) }
        }
        #expect(throws: LayoutError("waterfall: cellInset left + right (200.0 pt) leaves no room in a 187.5-pt column")) {
            try solve { $0.cellInset = UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 100) }
        }
        // A tiny minimum width asks for 1000 columns: 375 pt @2x has no whole pixel for each.
        #expect(throws: LayoutError("waterfall: 1000 columns with 0.0 pt spacing do not fit in 375.0 pt "
                                    + "(the width less sectionInset and reference insets)")) {
            try solve { $0.minimumColumnWidth = 1e-300; $0.cellInset = .zero }
        }
        let l = WaterfallLayout(columnCount: 2) { ip, _ in CGFloat(ip.item % 7) }
        (l.minimumColumnWidth, l.cellInset) = (1e-300, .zero)
        let solved = try l.solve(in: Viewport(size: CGSize(width: 2000, height: 800), scale: 1), itemCounts: [100_000])
        #expect(Set(solved.cellFrames.map(\.minX)).count == 1000)
    }

    @Test("Bad heights name the section and item; without a height source items throw, an empty layout does not")
    func invalidHeights() throws {
        #expect(throws: LayoutError("waterfall section 0 item 2: itemHeight must be finite and not negative, got -1.0")) {
            try solve { $0.itemHeight = { ip, _ in ip.item == 2 ? -1 : 10 } }
        }
        #expect(throws: LayoutError("waterfall section 0 item 0: itemHeight must be finite and not negative, got nan")) {
            try solve { $0.itemHeight = { _, _ in CGFloat.nan } }
        }
        #expect(throws: LayoutError("waterfall section 0 item 0: itemSize must be finite, got nan×1.0")) {
            try solve { $0.itemHeight = nil; $0.itemSize = { _ in CGSize(width: CGFloat.nan, height: 1) } }
        }
        #expect(throws: LayoutError("waterfall section 0 item 0: itemSize 1e-300×1e+300 gives an infinite height")) {
            try solve { $0.itemHeight = nil; $0.itemSize = { _ in CGSize(width: 1e-300, height: 1e300) } }
        }
        #expect(throws: LayoutError("waterfall section 0: set itemHeight or itemSize to give items heights")) {
            try solve { $0.itemHeight = nil }
        }
        #expect(throws: LayoutError("waterfall: the content is too tall (inf pt)")) {
            try solve { $0.itemHeight = { _, _ in 1e308 } }
        }
        try solve({ $0.itemHeight = nil }, items: 0)
    }
}
