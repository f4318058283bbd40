import Foundation

extension NSCollectionLayoutGroup {
    /// UIKit's `visualDescription()`: ASCII art of one solved instance of this group, with its
    /// fractions resolved against a 375 × 667 pt container (an iPhone SE in portrait). See
    /// `visualDescription(in:)`.
    public func visualDescription() -> String {
        visualDescription(in: VisualDescription.defaultContainerSize)
    }

    /// ASCII art of one instance of this group as the engine solves it, its fractions resolved
    /// against `containerSize`: a header (kind, size, item count, scale), the picture — each item a
    /// `+`/`-`/`|` box labelled with its index in the group, the group and any nested groups outlined
    /// with `#`/`=`/`:` — and a legend of frames in points, relative to the group's origin.
    /// Supplementary items are listed, not drawn. The scale is the smallest round number of points
    /// per column that keeps the picture within 80 columns and 41 rows, a row being two columns' worth;
    /// a gap narrower than a column may not show, but the legend is exact. Deterministic; a group that
    /// cannot be solved gives one line, `visualDescription: <why>`.
    ///
    /// ```swift
    /// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
    ///     widthDimension: .absolute(72), heightDimension: .fractionalHeight(1)))
    /// let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
    ///     widthDimension: .absolute(240), heightDimension: .absolute(30)), subitem: item, count: 3)
    /// group.interItemSpacing = .fixed(12)
    /// print(group.visualDescription(in: CGSize(width: 393, height: 852)))
    /// // horizontal group (subitem x 3), 240 x 30 pt, 3 items (1 column = 4 pt, 1 row = 8 pt)
    /// // #=================+==+=================+==+=================#
    /// // :                 |  |                 |  |                 :
    /// // :        0        |  |        1        |  |        2        :
    /// // :                 |  |                 |  |                 :
    /// // #=================+==+=================+==+=================#
    /// // [0] x 0 y 0 w 72 h 30
    /// // [1] x 84 y 0 w 72 h 30
    /// // [2] x 168 y 0 w 72 h 30
    /// ```
    public func visualDescription(in containerSize: CGSize) -> String {
        VisualDescription.text {
            let context = try VisualDescription.context(containerSize, .vertical)
            let solved = try VisualDescription.solve(self, container: context.size, context: context, place: .named("group"))
            return VisualDescription.lines(solved, at: .zero, outline: nil).joined(separator: "\n")
        }
    }
}

extension NSCollectionLayoutSection {
    /// ASCII art of this section's root group in a 375 × 667 pt container (an iPhone SE in
    /// portrait), in a vertically scrolling layout. See `visualDescription(in:)`.
    public func visualDescription() -> String {
        visualDescription(in: VisualDescription.defaultContainerSize)
    }

    /// ASCII art of one instance of this section's root group, resolved as the section resolves it:
    /// width against the container's width less `contentInsets.leading`/`.trailing` (the whole
    /// width when orthogonal, D7), height against the container's height (A3, D2). A first line gives the container, insets and how groups
    /// repeat (with the orthogonal scrolling behaviour, if any); the picture spans the container's
    /// width, the section outlined with `.`, and frames are in the section: x from the container's
    /// leading edge, y from the top of `contentInsets` (boundary and decoration items not drawn).
    ///
    /// ```swift
    /// let section = NSCollectionLayoutSection(group: group)
    /// section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
    /// print(section.visualDescription(in: CGSize(width: 393, height: 852)))
    /// // section in 393 x 852 pt, contentInsets top 10 leading 16 bottom 10 trailing 16, groups repeat down, interGroupSpacing 0
    /// // horizontal group at x 16 y 10, 361 x 60 pt, …
    /// ```
    public func visualDescription(in containerSize: CGSize) -> String {
        VisualDescription.text {
            let context = try VisualDescription.context(containerSize, .vertical)
            return try VisualDescription.describe(self, context: context, configurationReference: .safeArea)
        }
    }
}

extension UICollectionViewLayout {
    /// The text of `layoutshot layout --ascii`: for a compositional layout, `section N:` and then
    /// the section's visual description (solved in `viewport`, with the layout's scroll direction
    /// and insets reference) for each of `itemCounts.count` sections, blank-line separated; for a
    /// flow layout, one summary line per section measured from the solved frames:
    ///
    /// ```
    /// section 0: flow layout, 10 items in 2 lines (6 + 4), item 60 x 60 pt, item spacing 6.333-6.667 pt, line spacing 30 pt
    /// ```
    ///
    /// Throws `LayoutError` when the layout cannot be solved.
    public func visualDescription(in viewport: Viewport, itemCounts: [Int]) throws -> String {
        if let layout = self as? UICollectionViewCompositionalLayout {
            let context = try VisualDescription.context(viewport, layout.configuration.scrollDirection)
            let sections = try layout.sections(count: itemCounts.count, context: context)
            return try sections.enumerated().map { index, section in
                "section \(index):\n" + (try VisualDescription.describe(section, context: context,
                                                                         configurationReference: layout.configuration.contentInsetsReference))
            }.joined(separator: "\n\n")
        }
        if let layout = self as? UICollectionViewFlowLayout {
            let solved = try layout.solve(in: viewport, itemCounts: itemCounts)
            return solved.sections.map { VisualDescription.flowSummary($0, vertical: layout.scrollDirection == .vertical) }
                .joined(separator: "\n")
        }
        return "\(type(of: self)): no visual description (compositional and flow layouts have one)"
    }
}

extension UICollectionViewCompositionalLayout {
    /// The sections `sectionProvider` returns for sections `0..<count`, given the environment a
    /// solve gives it (the viewport, less the configuration's reference insets across the axis).
    func sections(count: Int, context: SolveContext) throws -> [NSCollectionLayoutSection] {
        let environment = providerEnvironment(context)
        return try (0..<count).map { try section($0, environment: environment) }
    }
}

/// The machinery behind `visualDescription()`: solves with the engine's own `GroupSolver`, then draws.
enum VisualDescription {
    static let defaultContainerSize = CGSize(width: 375, height: 667)
    /// Marks a nested group's own frame: a supplementary filling it, anchored top-leading.
    private static let marker = "\u{1}visualDescription.group|"

    /// One solved group instance in real orientation, relative to the group's origin.
    struct Solved {
        var name: String
        var size: CGSize
        var items: [CGRect] = []
        var nested: [(frame: CGRect, name: String, first: Int)] = []
        var supplementaries: [(kind: String, item: Int, frame: CGRect)] = []
        /// The group's size as its definition resolves in the container (A3), canonical: the
        /// template `.groupPagingCentered` centres (D7, `SectionGeometry.centring`).
        var template: CGSize = .zero
    }

    static func text(_ make: () throws -> String) -> String {
        do { return try make() } catch { return "visualDescription: \(error)" }
    }

    /// A diagram of a group or section is in points, for no display: fractions stay exact (G7's
    /// flooring is a display's).
    static func context(_ size: CGSize, _ direction: UICollectionViewScrollDirection) throws -> SolveContext {
        var viewport = Viewport(size: size)
        viewport.fractionalSizeRounding = .exact
        return try context(viewport, direction)
    }

    static func context(_ viewport: Viewport, _ direction: UICollectionViewScrollDirection) throws -> SolveContext {
        let s = viewport.size
        guard s.width.isFinite, s.height.isFinite, s.width > 0, s.height > 0 else {
            throw LayoutError("container size must be finite and positive, got \(s.width)×\(s.height)")
        }
        return SolveContext(viewport: viewport, scrollDirection: direction, measurer: nil, scroll: .rest)
    }

    /// Solves one instance of `group` at its size in `container` (canonical), as a section does.
    static func solve(_ group: NSCollectionLayoutGroup, container: CGSize, context: SolveContext, place: Place) throws -> Solved {
        let o = context.orientation
        let root = try Definitions(orientation: o).node(group, place: place)
        let size = root.size.resolve(in: container, scale: context.fractionScale)
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw LayoutError("\(place) resolves to \(format(size.width))×\(format(size.height)); it must be finite and positive")
        }
        let solver = GroupSolver(context: context, section: 0)
        let instance = try solver.solve(marked(root, group, depth: 0), proposed: size, first: 0, limit: .max, place: place)
        var solved = Solved(name: name(group), size: o.size(instance.size), items: instance.items.map { o.rect($0.frame) })
        solved.template = size
        let own = solver.anchored(root.supplementaries, to: solver.inset(CGRect(origin: .zero, size: instance.size), root), item: 0)
        var nested: [(frame: CGRect, name: String, first: Int, depth: Int, order: Int)] = []
        for s in instance.supplementaries + own {
            guard s.kind.hasPrefix(marker) else {
                solved.supplementaries.append((s.kind, s.item, o.rect(s.frame)))
                continue
            }
            let fields = s.kind.dropFirst(marker.count).split(separator: "|", maxSplits: 1)
            nested.append((o.rect(s.frame), String(fields[1]), s.item, Int(fields[0])!, nested.count))
        }
        // Outer groups before the groups inside them.
        solved.nested = nested.sorted { ($0.first, $0.depth, $0.order) < ($1.first, $1.depth, $1.order) }
            .map { ($0.frame, $0.name, $0.first) }
        return solved
    }

    /// A copy of the definition in which every nested group carries a marker supplementary.
    private static func marked(_ node: NodeDef, _ item: NSCollectionLayoutItem, depth: Int) -> NodeDef {
        guard let def = node.group, let group = item as? NSCollectionLayoutGroup else { return node }
        let subitems = zip(def.subitems, group.subitems).map { marked($0, $1, depth: depth + 1) }
        var supplementaries = node.supplementaries
        if depth > 0 {
            let fill = DimSize(width: Dim(kind: .fractionalWidth, value: 1), height: Dim(kind: .fractionalHeight, value: 1))
            supplementaries.append(SupplementaryDef(size: fill, kind: "\(marker)\(depth)|\(name(group))",
                                                    anchor: AnchorDef(hostUnit: .zero, itemUnit: .zero, offset: .zero, fractional: false),
                                                    zIndex: 0, anchorsToSlot: true))
        }
        let copy = GroupDef(axis: def.axis, subitems: subitems, arrangement: def.arrangement, spacing: def.spacing)
        return NodeDef(size: node.size, insets: node.insets, edge: node.edge, supplementaries: supplementaries, content: .group(copy))
    }

    static func name(_ group: NSCollectionLayoutGroup) -> String {
        let axis = group.axis == .horizontal ? "horizontal" : "vertical"
        switch group.arrangement {
        case .repeating: return "\(axis) group"
        case .count(let n, let resizes): return "\(axis) group (\(resizes ? "subitem" : "repeatingSubitem") x \(n))"
        case .custom: return "custom group"
        }
    }

    /// A section's first line, then its root group drawn where the section puts it.
    static func describe(_ section: NSCollectionLayoutSection, context: SolveContext,
                         configurationReference: UIContentInsetsReference) throws -> String {
        let o = context.orientation
        let insets = try Definitions(orientation: o).checkedInsets(section.contentInsets, place: .named("section contentInsets"))
        let geometry = try SectionGeometry(context: context, insets: insets, reference: section.contentInsetsReference,
                                           configurationReference: configurationReference,
                                           insetGroupedList: section.usesInsetGroupedListInsets, place: .named("section"))
        let behavior = section.orthogonalScrollingBehavior
        let container = geometry.container(visibleHeight: context.size.height, orthogonal: behavior != .none)
        let solved = try solve(section.group, container: container, context: context, place: .named("section group"))
        let size = o.size(solved.size)
        let centring = geometry.centring(behavior, groupWidth: solved.template.width)
        let origin = o.point(CGPoint(x: geometry.contentX + centring, y: insets.top))
        let area = o.rect(CGRect(x: 0, y: 0, width: context.size.width, height: insets.top + size.height + insets.bottom))
        let i = section.contentInsets
        let repeats = switch (behavior == .none, o.transposed) {
        case (true, false): "groups repeat down"
        case (true, true): "groups repeat across"
        case (false, false): "orthogonal scrolling .\(behavior): groups repeat across in one row"
        case (false, true): "orthogonal scrolling .\(behavior): groups repeat down in one column"
        }
        var lines = ["section in \(format(context.viewport.size.width)) x \(format(context.viewport.size.height)) pt, contentInsets top \(format(i.top)) "
            + "leading \(format(i.leading)) bottom \(format(i.bottom)) trailing \(format(i.trailing)), \(repeats), interGroupSpacing \(format(section.interGroupSpacing))"]
        let hidden = section.boundarySupplementaryItems.map { "\($0.elementKind) (.\($0.alignment))" } + section.decorationItems.map(\.elementKind)
        if !hidden.isEmpty { lines.append("not drawn: " + hidden.joined(separator: ", ")) }
        return (lines + self.lines(solved, at: origin, outline: area)).joined(separator: "\n")
    }

    /// Header, picture and legend of `solved` placed at `origin`, inside a dotted `outline`.
    static func lines(_ solved: Solved, at origin: CGPoint, outline: CGRect?) -> [String] {
        func moved(_ r: CGRect) -> CGRect { r.offsetBy(dx: origin.x, dy: origin.y) }
        func frame(_ r: CGRect) -> String { "x \(format(r.minX)) y \(format(r.minY)) w \(format(r.width)) h \(format(r.height))" }
        let items = solved.items.map(moved)
        let picture = Picture(outline: outline, groups: [CGRect(origin: origin, size: solved.size)] + solved.nested.map { moved($0.frame) },
                              items: items)
        let (scale, art) = picture.draw()
        let at = outline == nil ? "" : " at x \(format(origin.x)) y \(format(origin.y))"
        var lines = ["\(solved.name)\(at), \(format(solved.size.width)) x \(format(solved.size.height)) pt, "
            + "\(items.count) item\(items.count == 1 ? "" : "s") (1 column = \(format(scale)) pt, 1 row = \(format(2 * scale)) pt)"]
        lines += art
        lines += items.enumerated().map { "[\($0)] \(frame($1))" }
        lines += solved.nested.map { "nested \($0.name) from [\($0.first)] \(frame(moved($0.frame)))" }
        lines += solved.supplementaries.map { "supplementary \($0.kind) of [\($0.item)] \(frame(moved($0.frame))) (not drawn)" }
        return lines
    }

    /// One line for a solved flow section: items per line, item sizes and the gaps between them.
    static func flowSummary(_ section: SolvedSection, vertical: Bool) -> String {
        let frames = section.cellFrames
        guard !frames.isEmpty else { return "section \(section.index): flow layout, no items" }
        var lines: [[CGRect]] = []
        for f in frames {
            if let last = lines.last?.last, abs(vertical ? last.minY - f.minY : last.minX - f.minX) < 0.001 {
                lines[lines.count - 1].append(f)
            } else {
                lines.append([f])
            }
        }
        func range(_ values: [CGFloat]) -> String {
            let low = values.min()!, high = values.max()!
            return abs(high - low) < 0.001 ? format(low) : "\(format(low))-\(format(high))"
        }
        let gaps = lines.flatMap { line in zip(line, line.dropFirst()).map { vertical ? $1.minX - $0.maxX : $1.minY - $0.maxY } }
        let lineGaps = zip(lines, lines.dropFirst()).map { previous, next in
            vertical ? next.map(\.minY).min()! - previous.map(\.maxY).max()! : next.map(\.minX).min()! - previous.map(\.maxX).max()!
        }
        var parts = ["section \(section.index): flow layout, \(frames.count) item\(frames.count == 1 ? "" : "s") in \(lines.count) line"
            + (lines.count == 1 ? "" : "s (\(lines.map { String($0.count) }.joined(separator: " + ")))"),
            "item \(range(frames.map(\.width))) x \(range(frames.map(\.height))) pt"]
        if !gaps.isEmpty { parts.append("item spacing \(range(gaps)) pt") }
        if !lineGaps.isEmpty { parts.append("line spacing \(range(lineGaps)) pt") }
        return parts.joined(separator: ", ")
    }
}

/// A character grid of boxes. A cell is twice as tall as it is wide, so a row is two columns' worth
/// of points; items draw `+ - |`, groups `# = :` (with `+` where an item edge crosses), the section `.`.
struct Picture {
    var outline: CGRect?
    var groups: [CGRect]
    var items: [CGRect]

    static let maximumColumns: CGFloat = 80, maximumRows: CGFloat = 41

    /// Points per column: the smallest of 1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10ⁿ (at least 1) that
    /// keeps `size` within 80 columns and 41 rows.
    static func scale(for size: CGSize) -> CGFloat {
        let needed = max(1, size.width / (maximumColumns - 1), size.height / (2 * (maximumRows - 1)))
        var decade: CGFloat = 1
        while decade * 10 <= needed { decade *= 10 }
        let step = [1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].first { CGFloat($0) * decade >= needed - 1e-9 }!
        return CGFloat(step) * decade
    }

    private struct Box { let c0, r0, c1, r1: Int }
    private static let itemH: UInt8 = 1, itemV: UInt8 = 2, itemCorner: UInt8 = 4
    private static let groupH: UInt8 = 8, groupV: UInt8 = 16, groupCorner: UInt8 = 32, dot: UInt8 = 64

    func draw() -> (scale: CGFloat, lines: [String]) {
        var bounds = groups.reduce(outline ?? .null) { $0.union($1) }
        for r in items { bounds = bounds.union(r) }
        let scale = Self.scale(for: bounds.size)
        func box(_ r: CGRect) -> Box {
            let c0 = Int(((r.minX - bounds.minX) / scale).rounded()), r0 = Int(((r.minY - bounds.minY) / (2 * scale)).rounded())
            return Box(c0: c0, r0: r0, c1: max(c0 + 1, Int(((r.maxX - bounds.minX) / scale).rounded())),
                       r1: max(r0 + 1, Int(((r.maxY - bounds.minY) / (2 * scale)).rounded())))
        }
        let outlineBox = outline.map(box), groupBoxes = groups.map(box), itemBoxes = items.map(box)
        let all = groupBoxes + itemBoxes + (outlineBox.map { [$0] } ?? [])
        let width = all.map(\.c1).max()! + 1, height = all.map(\.r1).max()! + 1
        var flags = [[UInt8]](repeating: [UInt8](repeating: 0, count: width), count: height)
        func stroke(_ b: Box, h: UInt8, v: UInt8, corner: UInt8) {
            for c in b.c0...b.c1 { flags[b.r0][c] |= h; flags[b.r1][c] |= h }
            for r in b.r0...b.r1 { flags[r][b.c0] |= v; flags[r][b.c1] |= v }
            for (r, c) in [(b.r0, b.c0), (b.r0, b.c1), (b.r1, b.c0), (b.r1, b.c1)] { flags[r][c] |= corner }
        }
        if let outlineBox { stroke(outlineBox, h: Self.dot, v: Self.dot, corner: Self.dot) }
        for b in groupBoxes { stroke(b, h: Self.groupH, v: Self.groupV, corner: Self.groupCorner) }
        for b in itemBoxes { stroke(b, h: Self.itemH, v: Self.itemV, corner: Self.itemCorner) }
        var grid = flags.map { $0.map(Self.character) }
        for (index, b) in itemBoxes.enumerated() {
            let label = Array(String(index))
            let row = b.r1 - b.r0 >= 2 ? (b.r0 + b.r1) / 2 : b.r0
            let start = max(b.c0 + 1, (b.c0 + b.c1 + 1 - label.count) / 2)
            for (k, ch) in label.enumerated() where start + k < width { grid[row][start + k] = ch }
        }
        let lines = grid.map { row -> String in
            var line = String(row)
            while line.last == " " { line.removeLast() }
            return line
        }
        return (scale, lines)
    }

    private static func character(_ f: UInt8) -> Character {
        if f & groupCorner != 0 || (f & groupH != 0 && f & groupV != 0) { return "#" }
        if f & groupH != 0 { return f & (itemV | itemCorner) != 0 ? "+" : "=" }
        if f & groupV != 0 { return f & (itemH | itemCorner) != 0 ? "+" : ":" }
        if f & itemCorner != 0 || (f & itemH != 0 && f & itemV != 0) { return "+" }
        if f & itemH != 0 { return "-" }
        if f & itemV != 0 { return "|" }
        return f & dot != 0 ? "." : " "
    }
}
