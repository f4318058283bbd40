import Foundation
import Testing
@testable import CollectionLayout

/// H1's custom layout in the shape Kodeco's `PinterestLayout` tutorial gives it ([S16] in
/// uikit-semantics.md): attributes cached in `prepare()`, round-robin columns, `cellPadding` 6,
/// frames inset by the padding, a linear scan in `layoutAttributesForElements(in:)`. Our own code,
/// written from the rule's description.
final class RoundRobinPinterestLayout: UICollectionViewLayout {
    var numberOfColumns = 2
    var cellPadding: CGFloat = 6
    var contentHeights: [CGFloat] = []
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0
    private var contentWidth: CGFloat {
        guard let collectionView = layoutCollectionView else { return 0 }
        let insets = collectionView.contentInset
        return collectionView.bounds.width - (insets.left + insets.right)
    }
    private(set) var prepareCalls = 0

    override var collectionViewContentSize: CGSize { CGSize(width: contentWidth, height: contentHeight) }

    override func prepare() {
        prepareCalls += 1
        cache = []; contentHeight = 0
        guard let collectionView = layoutCollectionView else { return }
        let columnWidth = contentWidth / CGFloat(numberOfColumns)
        let xOffset = (0..<numberOfColumns).map { CGFloat($0) * columnWidth }
        var column = 0
        var yOffset = [CGFloat](repeating: 0, count: numberOfColumns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let height = cellPadding * 2 + contentHeights[item]
            let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame.insetBy(dx: cellPadding, dy: cellPadding)
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY)
            yOffset[column] += height
            column = column < numberOfColumns - 1 ? column + 1 : 0
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
}

/// The common left-aligned flow layout: `super`'s attributes, each line's cells moved to the left
/// edge with `minimumInteritemSpacing` between them.
final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        var leftMargin = sectionInset.left
        var lineY: CGFloat = -1
        for a in attributes where a.representedElementCategory == .cell {
            if a.frame.origin.y > lineY { leftMargin = sectionInset.left }
            a.frame.origin.x = leftMargin
            leftMargin += a.frame.width + minimumInteritemSpacing
            lineY = max(a.frame.maxY, lineY)
        }
        return attributes
    }
}

/// A subclass that changes nothing.
final class PlainSubclassFlowLayout: UICollectionViewFlowLayout {}

/// A layout that answers whatever it is told to, for the error paths.
final class ScriptedLayout: UICollectionViewLayout {
    var size = CGSize(width: 100, height: 100)
    var answers: [UICollectionViewLayoutAttributes] = []
    var byItem: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var flips = false
    override var collectionViewContentSize: CGSize { size }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { answers }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { byItem[indexPath] }
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }
}

private func cell(_ item: Int, _ frame: CGRect, section: Int = 0) -> UICollectionViewLayoutAttributes {
    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
    a.frame = frame
    return a
}

@Suite("Custom layouts: UIKit's layout protocol (prepare, content size, attributes)")
struct CustomLayoutTests {
    let viewport = Viewport(size: CGSize(width: 375, height: 667), scale: 2)

    @Test("H1: a Kodeco-style custom layout runs as on iOS — prepare() reads the collection view (layoutCollectionView; collectionView with import UIKit), frames as it sets them")
    func roundRobinPinterest() throws {
        let layout = RoundRobinPinterestLayout()
        layout.contentHeights = [100, 150, 80, 120]
        let solved = try layout.solve(in: viewport, itemCounts: [4])
        // Columns 375 / 2 = 187.5 at x 0 and 187.5; heights 6 + content + 6; round robin 0, 1, 0, 1.
        expectFrame(solved.cell(0), 6, 6, 175.5, 100)
        expectFrame(solved.cell(1), 193.5, 6, 175.5, 150)
        expectFrame(solved.cell(2), 6, 118, 175.5, 80)     // column 0 resumes at 112
        expectFrame(solved.cell(3), 193.5, 168, 175.5, 120) // column 1 at 162
        #expect(solved.contentSize == CGSize(width: 375, height: 294))
        #expect(layout.prepareCalls == 1)
        // The stand-in collection view is there only while the layout is asked.
        #expect(layout.layoutCollectionView == nil)
        // UIKit-style queries on the layout object answer from its own cache.
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 150, width: 375, height: 10))?.count == 2)   // cells 1 and 2
    }

    @Test("H1: collectionView.contentInset is the viewport's — the Kodeco layout's content width loses it")
    func contentInsetReachesTheLayout() throws {
        var inset = viewport
        inset.contentInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        #expect(inset.adjustedContentInset(scrollDirection: .vertical) == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        let layout = RoundRobinPinterestLayout()
        layout.contentHeights = [100]
        let solved = try layout.solve(in: inset, itemCounts: [1])
        expectFrame(solved.cell(0), 6, 6, 165.5, 100)   // (375 − 20) / 2 − 12
        #expect(solved.contentSize.width == 355)
    }

    @Test("H3: the solved result is searched like any other — elements(in:) equals a filter over every element")
    func queriedResultIsSearchable() throws {
        let layout = RoundRobinPinterestLayout()
        layout.contentHeights = (0..<200).map { CGFloat(40 + ($0 * 37) % 160) }
        let solved = try layout.solve(in: viewport, itemCounts: [200])
        for y in stride(from: -50.0, through: Double(solved.contentSize.height), by: 333) {
            let rect = CGRect(x: 0, y: y, width: 375, height: 500)
            #expect(Set(solved.elements(in: rect)) == Set(solved.elements.filter { $0.frame.intersects(rect) }))
        }
    }

    @Test("G1: a flow subclass calling super — the left-aligned flow layout moves each line's cells to the left")
    func leftAlignedFlow() throws {
        func configure(_ l: UICollectionViewFlowLayout) -> UICollectionViewFlowLayout {
            l.itemSize = CGSize(width: 100, height: 40); l.minimumInteritemSpacing = 10; l.minimumLineSpacing = 10
            l.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            return l
        }
        let plain = try configure(UICollectionViewFlowLayout()).solve(in: viewport, itemCounts: [4])
        let left = try configure(LeftAlignedFlowLayout()).solve(in: viewport, itemCounts: [4])
        // 335 pt across: three 100-pt cells a line, spread by flow (G1) to 17.5-pt gaps, the last line's one left.
        expectFrame(plain.cell(1), 137.5, 0, 100, 40)
        expectFrame(left.cell(0), 20, 0, 100, 40)
        expectFrame(left.cell(1), 130, 0, 100, 40)
        expectFrame(left.cell(2), 240, 0, 100, 40)
        expectFrame(left.cell(3), 20, 50, 100, 40)
        #expect(left.contentSize == plain.contentSize)
    }

    @Test("A subclass that changes nothing answers exactly as the built-in class (group frames and scrollers kept)")
    func plainSubclassIsTheEngine() throws {
        let flow = UICollectionViewFlowLayout(); flow.itemSize = CGSize(width: 50, height: 50)
        let sub = PlainSubclassFlowLayout(); sub.itemSize = CGSize(width: 50, height: 50)
        let a = try flow.solve(in: viewport, itemCounts: [30, 7]), b = try sub.solve(in: viewport, itemCounts: [30, 7])
        #expect(a.elements == b.elements)
        #expect(a.contentSize == b.contentSize)

        final class Sub: UICollectionViewCompositionalLayout {}
        func section() -> NSCollectionLayoutSection {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item])
            let s = NSCollectionLayoutSection(group: group)
            s.orthogonalScrollingBehavior = .continuous
            return s
        }
        let base = try UICollectionViewCompositionalLayout(section: section()).solve(in: viewport, itemCounts: [10])
        let subclassed = try Sub(section: section()).solve(in: viewport, itemCounts: [10])
        #expect(subclassed.orthogonalContentLength(ofSection: 0) == base.orthogonalContentLength(ofSection: 0))
        #expect(subclassed.orthogonalContentLength(ofSection: 0) == 1500)
    }

    @Test("Cells the rect query leaves out are asked one by one; a cell with no attributes is hidden")
    func missingCells() throws {
        let layout = ScriptedLayout()
        layout.answers = [cell(0, CGRect(x: 0, y: 0, width: 10, height: 10))]
        layout.byItem = [IndexPath(item: 1, section: 0): cell(1, CGRect(x: 20, y: 0, width: 10, height: 10))]
        let solved = try layout.solve(in: viewport, itemCounts: [3])
        expectFrame(solved.cell(1), 20, 0, 10, 10)
        let third = try #require(solved.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        #expect(third.isHidden)
        #expect(solved.elementCount == 3)
    }

    @Test("Bad answers from the layout's code are one-line errors naming the call")
    func badAnswers() throws {
        let layout = ScriptedLayout()
        layout.answers = [cell(5, CGRect(x: 0, y: 0, width: 10, height: 10))]
        #expect(throws: LayoutError("ScriptedLayout.layoutAttributesForElements(in:) returned a cell at [0, 5], "
                                    + "which the collection view does not have (item counts [3])")) {
            try layout.solve(in: viewport, itemCounts: [3])
        }
        layout.answers = [cell(0, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))]
        #expect(throws: LayoutError("ScriptedLayout.layoutAttributesForElements(in:) returned cell [0, 0] with a frame that is not finite")) {
            try layout.solve(in: viewport, itemCounts: [1])
        }
        layout.answers = []
        layout.size = CGSize(width: 100, height: CGFloat.infinity)
        #expect(throws: LayoutError("ScriptedLayout.collectionViewContentSize is 100×inf: it must be finite and not negative")) {
            try layout.solve(in: viewport, itemCounts: [0])
        }
    }

    @Test("C1 right to left: a custom layout that flips is mirrored across the content width; one that does not is not")
    func flipsInRightToLeft() throws {
        var rtl = viewport; rtl.layoutDirection = .rightToLeft
        let layout = ScriptedLayout()
        layout.answers = [cell(0, CGRect(x: 10, y: 0, width: 50, height: 10))]
        expectFrame(try layout.solve(in: rtl, itemCounts: [1]).cell(0), 10, 0, 50, 10)
        layout.flips = true
        expectFrame(try layout.solve(in: rtl, itemCounts: [1]).cell(0), 315, 0, 50, 10)   // 375 − 60
        expectFrame(try layout.solve(in: viewport, itemCounts: [1]).cell(0), 10, 0, 50, 10)
    }
}

@Suite("UICollectionViewLayoutAttributes: a class, as UIKit's")
struct LayoutAttributesClassTests {
    @Test("frame, center, size and bounds move together as in UIKit; copy() is independent; equality is by value")
    func semantics() throws {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
        a.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(a.center == CGPoint(x: 60, y: 45))
        a.size = CGSize(width: 20, height: 10)          // keeps the centre
        #expect(a.frame == CGRect(x: 50, y: 40, width: 20, height: 10))
        a.center = CGPoint(x: 0, y: 0)                  // keeps the size
        #expect(a.frame == CGRect(x: -10, y: -5, width: 20, height: 10))
        #expect(a.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        let b = try #require(a.copy() as? UICollectionViewLayoutAttributes)
        #expect(b == a && b !== a)
        b.zIndex = 4
        #expect(b != a && a.zIndex == 0)
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionElementKindSectionHeader,
                                                      with: IndexPath(item: 0, section: 0))
        #expect(header.representedElementCategory == .supplementaryView)
        #expect(header.representedElementKind == "UICollectionElementKindSectionHeader")
        let decoration = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 2))
        #expect(decoration.representedElementCategory == .decorationView)
        #expect(UICollectionViewLayoutAttributes(a.element) == a)
    }

    @Test("A subclass with a property of its own copies and compares it by overriding copy(with:) and isEqual(_:)")
    func subclass() throws {
        final class Tinted: UICollectionViewLayoutAttributes {
            var tint = 0
            override func copy(with zone: NSZone? = nil) -> Any {
                let copy = super.copy(with: zone) as? Tinted
                copy?.tint = tint
                return copy as Any
            }
            override func isEqual(_ object: Any?) -> Bool {
                guard let other = object as? Tinted else { return false }
                return other.tint == tint && super.isEqual(object)
            }
        }
        let a = Tinted(forCellWith: IndexPath(item: 0, section: 0))
        a.tint = 7
        let b = try #require(a.copy() as? Tinted)
        #expect(b.tint == 7 && b == a)
        b.tint = 8
        #expect(b != a)
        #expect(UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)) != a)
    }

    @Test("Every query builds new objects: changing one leaves the solved layout as it was")
    func queriesHandOutCopies() throws {
        let flow = UICollectionViewFlowLayout(); flow.itemSize = CGSize(width: 50, height: 50)
        let solved = try flow.solve(in: Viewport(size: CGSize(width: 375, height: 667)), itemCounts: [3])
        let a = try #require(solved.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        a.frame.origin.x = 999
        #expect(solved.cell(0)?.minX == 0)
        #expect(flow.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == solved.cell(0))
    }
}
