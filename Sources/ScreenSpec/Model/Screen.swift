import CollectionLayout
import Foundation
import Scene

/// A screen as data: its layout (UIKit objects, decoded from JSON), its sections' items and the
/// look of its cells and supplementary views. See the README's "Screen files" for the format.
///
/// `@unchecked Sendable`: the layout objects are built once by `Screen.decode` and never mutated
/// afterwards; `solve` reads them only.
public struct Screen: @unchecked Sendable {
    public var name: String
    public var title: String
    /// `YYYY-MM-DD`: the date a handout or PDF carries. Never the wall clock.
    public var date: String
    public var backgroundColor: ColorReference
    public var layout: UICollectionViewLayout
    public var sections: [Section]
    /// The screen-wide supplementary styles, by kind: layout-wide headers use these, and every
    /// section whose own `supplementaryViews` has no style of that kind (`supplementaryStyle`).
    public var supplementaryViews: [String: CellStyle] = [:]
    /// Status bar, navigation bar and tab bar (`"chrome"`); nil draws the content alone.
    public var chrome: ScreenChrome?
    /// Where the screen is drawn scrolled to unless the caller asks for another position: at rest for a
    /// screen file; for a captured controller, where the app's code left its collection view
    /// (`scrollToItem`, D8, or a `contentOffset` it set).
    public var scroll: ScrollPosition = .rest
    /// The collection view's own `contentInset` and `contentInsetAdjustmentBehavior` (D9): none and
    /// `.automatic` for a screen file; a captured controller's as its code set them.
    public var contentInset = UIEdgeInsets.zero
    public var contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentBehavior.automatic
    /// UIKit's `overrideUserInterfaceStyle` over the whole screen (issue 32): a captured controller's, its
    /// container's or its views' (`LayoutCapture`); `.unspecified` for a screen file. Set, the screen is
    /// drawn in it whatever appearance is asked (`drawnAppearance(asked:)`), as iOS draws such a screen.
    public var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    /// The appearance the screen is drawn in when `asked` is: its override's, else `asked`.
    public func drawnAppearance(asked: Appearance) -> Appearance {
        switch overrideUserInterfaceStyle {
        case .light: .light
        case .dark: .dark
        default: asked
        }
    }
    /// The traits the screen is drawn for (`withTraits(_:)`): its viewport's layout direction and
    /// content size category, and its drawing's direction. Standard unless set.
    public internal(set) var traits = Traits.standard
    /// Where the screen's own code runs while it is drawn (`ScreenScope`): a captured view
    /// controller's; nil for a screen from a file or built in Swift.
    public var scope: (any ScreenScope)?
    /// A flow layout's delegate (per-item sizes, per-section metrics); the layout holds it weakly.
    private var flowDelegate: AnyObject?

    public struct Section: Sendable {
        public var identifier: String?
        public var items: [String]
        /// Each item's named fields (`"fields": {"subtitle": "…"}`), filling a content view's
        /// `{subtitle}` placeholders; empty when no item has any.
        public var itemFields: [[String: String]] = []
        public var cell: CellStyle
        /// Per item, when a provider gave each its own style (`Screen(name:layout:itemCounts:cellProvider:)`);
        /// empty: every item uses `cell`.
        public var itemStyles: [CellStyle] = []
        /// The least height a self-sized cell gets: `ListMetrics.rowHeight` (44 pt) in list sections
        /// (UIKit's list rows are at least UITableView's row height — best estimate, unverified on a
        /// device), else none.
        public var minimumCellHeight: Double?
        /// By element kind.
        public var supplementaryViews: [String: CellStyle]
    }

    /// The style item `item` of section `section` is drawn in: its own from a provider, else the section's.
    public func cellStyle(section: Int, item: Int) -> CellStyle {
        let s = sections[section]
        return s.itemStyles.indices.contains(item) ? s.itemStyles[item] : s.cell
    }

    /// The style an element is drawn and measured in: a cell's (`cellStyle`), a section's
    /// supplementary or decoration of its kind (`supplementaryStyle`), a layout-wide one's from the
    /// screen-wide styles; nil for none, or for an index path outside the screen.
    public func style(for attributes: LayoutElement) -> CellStyle? {
        guard attributes.indexPath.count == 2 else {
            return attributes.representedElementKind.flatMap { supplementaryViews[$0] }
        }
        let (section, item) = (attributes.indexPath.section, attributes.indexPath.item)
        guard sections.indices.contains(section) else { return nil }
        switch attributes.representedElementCategory {
        case .cell: return cellStyle(section: section, item: item)
        case .supplementaryView, .decorationView:
            return attributes.representedElementKind.flatMap { supplementaryStyle(kind: $0, section: section) }
        }
    }

    /// The section and item an element's `{section}` and `{item}` stand for: layout-wide
    /// supplementaries have a one-element index path, `[n]` (section 0, item n).
    public static func place(of attributes: LayoutElement) -> (section: Int, item: Int) {
        attributes.indexPath.count < 2 ? (0, attributes.indexPath.first ?? 0) : (attributes.indexPath.section, attributes.indexPath.item)
    }

    /// The style a section's supplementary or decoration of `kind` is drawn in: the section's own,
    /// else the screen-wide one.
    public func supplementaryStyle(kind: String, section: Int) -> CellStyle? {
        sections[section].supplementaryViews[kind] ?? supplementaryViews[kind]
    }

    /// What a cell's content view is drawn for: the item's text and named fields.
    public func viewItem(section: Int, item: Int) -> ViewItem {
        let s = sections[section]
        let fields = s.itemFields.indices.contains(item) ? s.itemFields[item] : [:]
        return ViewItem(section: section, item: item, text: s.items[item], fields: fields)
    }

    /// One count per section, for `solve(in:itemCounts:)`.
    public var itemCounts: [Int] { sections.map(\.items.count) }

    public var scrollDirection: UICollectionViewScrollDirection {
        if let flow = layout as? UICollectionViewFlowLayout { return flow.scrollDirection }
        if let compositional = layout as? UICollectionViewCompositionalLayout { return compositional.configuration.scrollDirection }
        return .vertical
    }

    /// Solves the screen's layout on `device`; a `LayoutError` becomes a one-line `SpecError`.
    public func solve(on device: Device) throws -> SolvedLayout {
        do {
            return try layout.solve(in: viewport(on: device), itemCounts: itemCounts)
        } catch let error as LayoutError {
            throw SpecError(path: "layout", "cannot be solved on \(device.name): \(error.message)")
        }
    }
}

extension Screen {
    /// The element cap by default: a screen file of at most this many JSON values, a screen of at most
    /// this many items (each item is at least one value), and a layout that lays out at most this many
    /// (`UICollectionViewLayout.maximumElementCount`). The CLI raises it with `--max-elements`.
    public static let defaultMaximumElements = 10_000_000

    /// Decodes a screen file; `name` is its name (the file name without `.json`).
    ///
    /// - Parameters:
    ///   - maximumElements: the element cap (see `defaultMaximumElements`): more values in the file or
    ///     more items in the screen are refused before they are kept, with an error that names the
    ///     limit; the decoded layout keeps the cap for its solves.
    ///   - folder: the folder the screen file is in: its `assets/` is where the screen's image assets
    ///     are looked for first (`ViewAssets`); nil (data without a file) looks in the samples' assets only.
    public static func decode(_ data: Data, name: String, maximumElements: Int = defaultMaximumElements,
                              folder: String? = nil) throws -> Screen {
        try ViewAssets.$screenFolder.withValue(folder) {
            try decodeFile(data, name: name, maximumElements: maximumElements)
        }
    }

    /// Decodes a screen file in steps:
    /// 1. the document, within the element cap, and its top-level keys (title, date, colours, styles);
    /// 2. each section: its items (plain strings kept without a node each, objects with their text,
    ///    fields, flow size or waterfall height), its cell and supplementary styles, its own layout;
    /// 3. the layout, with the sections' own layouts; list sections get the list row minimum;
    /// 4. what the layout takes from the items: a waterfall its heights, a flow layout its delegate of
    ///    per-item sizes and per-section metrics; an item size anywhere else is an error;
    /// 5. every element kind named is checked against the layout's.
    private static func decodeFile(_ data: Data, name: String, maximumElements: Int) throws -> Screen {
        let document = JSONNode(try JSONValue.parse(data, maximumValues: maximumElements))
        let root = try document.object()
        let title = try root.optional("title")?.string() ?? name
        let date = try decodeDate(root)
        root.allow("source")
        _ = try root.optional("source")?.string()
        let background = try root.optional("backgroundColor").map(ColorReference.decode) ?? .system("systemBackground")
        let defaultCell = try root.optional("cell").map(CellStyle.decode) ?? CellStyle()
        let defaultSupplementaries = try root.optional("supplementaryViews").map(supplementaryStyles) ?? [:]

        var total = 0
        let decoded = try root.required("sections").array().map { node in
            try DecodedSection(node, total: &total, maximumElements: maximumElements, cell: defaultCell, supplementaries: defaultSupplementaries)
        }
        var sections = decoded.map(\.section)
        let sectionLayouts = decoded.map(\.layout)

        let (layout, listSections) = try decodeLayout(try root.required("layout"), sectionLayouts: sectionLayouts)
        layout.maximumElementCount = maximumElements
        let chrome = try root.optional("chrome").map(ScreenChrome.decode)
        try root.finish()
        for i in sections.indices where listSections.contains(i) { sections[i].minimumCellHeight = Double(ListMetrics.rowHeight) }
        var screen = Screen(name: name, title: title, date: date, backgroundColor: background, layout: layout, sections: sections)
        screen.supplementaryViews = defaultSupplementaries
        screen.chrome = chrome
        try screen.attachItemSizes(decoded, sectionLayouts: sectionLayouts)
        try SupplementaryKinds.check(document)
        return screen
    }

    /// `"date": "YYYY-MM-DD"`, default 2024-01-01: the date a handout or PDF carries, never the clock.
    private static func decodeDate(_ root: JSONObject) throws -> String {
        guard let node = root.optional("date") else { return "2024-01-01" }
        let date = try node.string()
        guard isCalendarDate(date) else { throw node.error("expected a date as YYYY-MM-DD, got \"\(date)\"") }
        return date
    }

    /// Step 4: the items' flow sizes and waterfall heights, to the layout that takes them.
    private mutating func attachItemSizes(_ decoded: [DecodedSection], sectionLayouts: [JSONNode?]) throws {
        let sizeNodes = decoded.flatMap(\.sizeNodes), heightNodes = decoded.flatMap(\.heightNodes)
        if !(layout is WaterfallLayout), let stray = heightNodes.first {
            throw LayoutDecoding.misplacedWaterfallHeight(stray, in: layout)
        }
        if let waterfall = layout as? WaterfallLayout {
            try LayoutDecoding.attachWaterfallHeights(decoded.map(\.heights), to: waterfall, sizeNodes: sizeNodes, sectionLayouts: sectionLayouts)
        } else if let flow = layout as? UICollectionViewFlowLayout {
            // Per-section metrics and per-item sizes reach the flow layout through its delegate.
            let metrics = try sectionLayouts.map { try $0.map(ScreenFlowDelegate.metrics) ?? ScreenFlowDelegate.SectionMetrics() }
            let itemSizes = decoded.map(\.sizes)
            if sectionLayouts.contains(where: { $0 != nil }) || itemSizes.contains(where: { $0.contains { $0 != nil } }) {
                let delegate = ScreenFlowDelegate(metrics: metrics, itemSizes: itemSizes)
                flow.delegate = delegate
                flowDelegate = delegate
            }
        } else if let stray = sizeNodes.first {
            throw stray.error("an item's size applies to flow layouts; a compositional layout sizes items by its groups")
        }
    }

    /// `"fields": {"subtitle": "Arcade", "price": "₩1,200"}`: names are letters, digits and `_`
    /// (starting with a letter), not `text`, `item` or `section`; values are strings.
    fileprivate static func itemFields(_ node: JSONNode) throws -> [String: String] {
        let o = try node.object()
        var fields: [String: String] = [:]
        for key in o.keys {
            let value = try o.required(key)
            guard let first = key.first, first.isASCII, first.isLetter,
                  key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
                throw value.error("a field name is an ASCII letter followed by letters, digits or _")
            }
            guard !["text", "item", "section"].contains(key) else {
                throw value.error("\"\(key)\" is built in; name the field something else")
            }
            fields[key] = try value.string()
        }
        try o.finish()
        return fields
    }

    fileprivate static func supplementaryStyles(_ node: JSONNode) throws -> [String: CellStyle] {
        let o = try node.object()
        var styles: [String: CellStyle] = [:]
        for key in o.keys {
            styles[ElementKind.canonical(key)] = try CellStyle.decode(o.required(key))
        }
        try o.finish()
        return styles
    }

    /// `{"compositional": {"configuration": …, "section": …}}`, `{"flow": {…}}` or `{"waterfall": {…}}`.
    /// A compositional section uses its own `sections[i].layout`, else the layout's `section`.
    /// Returns the layout and which sections are lists (they carry a list background decoration).
    private static func decodeLayout(_ node: JSONNode, sectionLayouts: [JSONNode?]) throws -> (UICollectionViewLayout, Set<Int>) {
        let o = try node.object()
        let (kind, body) = try o.exactlyOne(of: ["compositional", "flow", "waterfall"], what: "a layout")
        try o.finish()
        if kind == "flow" {
            return (try LayoutDecoding.flowLayout(body), [])
        }
        if kind == "waterfall" {
            return (try LayoutDecoding.waterfallLayout(body), [])
        }
        let c = try body.object()
        let configuration = try c.optional("configuration").map(LayoutDecoding.configuration)
            ?? UICollectionViewCompositionalLayoutConfiguration()
        let shared = try c.optional("section").map(LayoutDecoding.section)
        try c.finish()
        var sections: [NSCollectionLayoutSection] = []
        for (index, own) in sectionLayouts.enumerated() {
            if let own {
                sections.append(try LayoutDecoding.section(own))
            } else if let shared {
                sections.append(shared)
            } else {
                throw SpecError(path: "sections[\(index)]", "missing key \"layout\" (or give layout.compositional.section for every section)")
            }
        }
        let lists = Set(sections.indices.filter { i in
            sections[i].decorationItems.contains { ListDecorationKind.appearance(ofBackground: $0.elementKind) != nil }
        })
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            sections.indices.contains(index) ? sections[index] : nil
        }, configuration: configuration)
        return (layout, lists)
    }
}

/// `YYYY-MM-DD` in ASCII digits (the shape only; no calendar check). Written by hand: a regular
/// expression would load ICU and cost a render more than the rest of decoding.
public func isCalendarDate(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 10 else { return false }
    return bytes.indices.allSatisfy { i in
        i == 4 || i == 7 ? bytes[i] == UInt8(ascii: "-") : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i])
    }
}

extension Screen {
    /// A screen around a layout built in code — the app's own `UICollectionViewCompositionalLayout`,
    /// flow layout or waterfall — with `itemCounts[s]` placeholder cells in section `s`, each labelled
    /// `"s.i"` in `cell`'s style (`CellStyle.placeholder` unless given), on `backgroundColor`.
    ///
    /// ```swift
    /// let layout = UICollectionViewCompositionalLayout { _, _ in … }   // as in the app
    /// let screen = Screen(name: "games", layout: layout, itemCounts: [5, 12, 12])
    /// ```
    public init(name: String, layout: UICollectionViewLayout, itemCounts: [Int], cell: CellStyle = .placeholder,
                backgroundColor: ColorReference = .system("systemBackground"), title: String? = nil) {
        // At most one item past the layout's element cap is made: solving then refuses the screen
        // (`over the element limit`) instead of this initialiser allocating 10⁹ labels first.
        var budget = layout.maximumElementCount + 1
        let sections = itemCounts.enumerated().map { section, count in
            let made = min(max(0, count), budget)
            budget -= made
            return Section(identifier: nil, items: (0..<made).map { "\(section).\($0)" }, cell: cell, supplementaryViews: [:])
        }
        self.init(name: name, title: title ?? name, date: "2024-01-01", backgroundColor: backgroundColor, layout: layout,
                  sections: sections)
        adoptPlaceholders()
    }

    /// A screen around a layout built in code whose cells each get a style from `cellProvider` —
    /// the data source's `cellForItemAt` in miniature: `{ indexPath in indexPath.item == 0 ? hero : row }`.
    ///
    /// ```swift
    /// let screen = Screen(name: "feed", layout: layout, itemCounts: [1, 20]) { indexPath in
    ///     indexPath.section == 0 ? .placeholder : rowStyle
    /// }
    /// ```
    public init(name: String, layout: UICollectionViewLayout, itemCounts: [Int],
                backgroundColor: ColorReference = .system("systemBackground"), title: String? = nil,
                cellProvider: (IndexPath) -> CellStyle) {
        self.init(name: name, layout: layout, itemCounts: itemCounts, backgroundColor: backgroundColor, title: title)
        for s in sections.indices {
            sections[s].itemStyles = sections[s].items.indices.map { cellProvider(IndexPath(item: $0, section: s)) }
        }
    }

    /// A layout built in code draws every element it has: one solve at a phone's size finds the
    /// kinds of its supplementary and decoration items — each gets a labelled placeholder style of
    /// its kind (screen-wide, so every section uses it unless given its own) — and its list
    /// sections, whose rows are then at least 44 pt (their chrome comes from the list decorations).
    /// A layout that cannot be solved is left as it is: the real solve reports why.
    private mutating func adoptPlaceholders() {
        guard let solved = try? layout.solve(in: Device.standard.viewport(), itemCounts: itemCounts) else { return }
        for a in solved.supplementaryAndDecorationElements {
            guard let kind = a.representedElementKind, supplementaryViews[kind] == nil else { continue }
            if a.representedElementCategory == .decorationView {
                if ListDecorationKind.appearance(ofBackground: kind) != nil || kind == ListDecorationKind.separators {
                    if a.indexPath.count == 2, sections.indices.contains(a.indexPath.section) {
                        sections[a.indexPath.section].minimumCellHeight = ListMetrics.rowHeight
                    }
                    continue
                }
                supplementaryViews[kind] = .placeholder(decoration: kind)
            } else {
                supplementaryViews[kind] = .placeholder(supplementary: kind)
            }
        }
    }
}

/// Step 2 of `Screen.decodeFile`: one section of a screen file, with what its items give the layout.
private struct DecodedSection {
    var section: Screen.Section
    /// The section's own `"layout"`.
    var layout: JSONNode?
    /// Each item's flow size (`"size"`), or nil.
    var sizes: [CGSize?] = []
    /// Each item's waterfall height (`"height"` or `"aspectRatio"`), or nil.
    var heights: [WaterfallItemHeight?] = []
    /// The nodes of the sizes and heights given, for errors that name them.
    var sizeNodes: [JSONNode] = []
    var heightNodes: [JSONNode] = []

    /// Reads a section; `total` counts the screen's items so far, which may not pass `maximumElements`.
    init(_ node: JSONNode, total: inout Int, maximumElements: Int, cell: CellStyle, supplementaries: [String: CellStyle]) throws {
        let o = try node.object()
        let itemsNode = try o.required("items")
        // Read as raw values: a node (with its path) is made only for an item that needs one.
        guard case .array(let values) = itemsNode.value else { throw itemsNode.error("expected an array, got \(itemsNode.value.typeName)") }
        total += values.count
        guard total <= maximumElements else {
            throw itemsNode.error("over the element limit of \(maximumElements) items in a screen; raise it with --max-elements")
        }
        var items: [String] = [], fields: [[String: String]] = []
        items.reserveCapacity(values.count); fields.reserveCapacity(values.count)
        sizes.reserveCapacity(values.count); heights.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            if case .string(let text) = value {
                // A plain string item needs no node (and no path) unless something is wrong with it.
                items.append(text); fields.append([:]); sizes.append(nil); heights.append(nil)
            } else {
                let item = try DecodedItem(JSONNode(value, at: JSONPath(itemsNode.location, index: index)))
                items.append(item.text); fields.append(item.fields); sizes.append(item.size); heights.append(item.height)
                if let n = item.sizeNode { sizeNodes.append(n) }
                if let n = item.heightNode { heightNodes.append(n) }
            }
        }
        section = Screen.Section(
            identifier: try o.optional("identifier")?.string(),
            items: items,
            itemFields: fields.contains { !$0.isEmpty } ? fields : [],
            cell: try o.optional("cell").map(CellStyle.decode) ?? cell,
            supplementaryViews: try o.optional("supplementaryViews").map(Screen.supplementaryStyles) ?? supplementaries)
        layout = o.optional("layout")
        try o.finish()
    }
}

/// An item that is not a plain string: `{"text", "fields", "size"}` or a waterfall's `"height"`/`"aspectRatio"`,
/// or an error naming it.
private struct DecodedItem {
    var text = ""
    var fields: [String: String] = [:]
    var size: CGSize?
    var sizeNode: JSONNode?
    var height: WaterfallItemHeight?
    var heightNode: JSONNode?

    init(_ node: JSONNode) throws {
        guard case .object = node.value else {
            text = try node.string()   // throws: "expected a string, got …"
            return
        }
        let o = try node.object()
        text = try o.optional("text")?.string() ?? ""
        fields = try o.optional("fields").map(Screen.itemFields) ?? [:]
        if let n = o.optional("size") {
            size = try LayoutDecoding.flowSize(n)
            sizeNode = n
        }
        if let found = try LayoutDecoding.waterfallItemHeight(o) { (height, heightNode) = (found.0, found.1) }
        try o.finish()
    }
}
