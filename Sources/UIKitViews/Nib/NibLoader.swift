import AutoLayout
import Foundation
import InterfaceBuilder
import Scene

/// Views made from an Interface Builder document: its root object as a UIKit view tree, every view
/// under its IB object id, the root's outlets, and what the loader could not use.
///
/// ```swift
/// let doc = try IBDocument.read(contentsOf: URL(fileURLWithPath: "Cells/SmallAppCell.xib"))
/// let nib = try NibLoader(textMeasurer: TextMeasurer()).instantiate(doc)
/// nib.layout()                                   // at the size IB stored
/// nib.outlets["titleLabel"]?.frame               // (72, 10, 217, 20.5)
/// ```
public final class NibInstance {
    public let root: UIView
    public let document: IBDocument
    /// Every view below and including the root, depth first, with its IB id.
    public let views: [(id: String, view: UIView)]
    /// The root object's and File's Owner's outlets: property name → view.
    public let outlets: [String: UIView]
    /// One line each: what the loader left out (an unknown runtime attribute, a constraint to an
    /// object outside the root), with the IB id and line.
    public let warnings: [String]
    /// The size IB stored for the root.
    public let storedSize: CGSize

    init(root: UIView, document: IBDocument, views: [(id: String, view: UIView)], outlets: [String: UIView],
         warnings: [String], storedSize: CGSize) {
        self.root = root; self.document = document; self.views = views; self.outlets = outlets
        self.warnings = warnings; self.storedSize = storedSize
    }

    public func view(id: String) -> UIView? { views.first { $0.id == id }?.view }

    /// Lays the tree out with the root at `size` (default: the stored size).
    public func layout(size: CGSize? = nil) {
        root.frame = CGRect(origin: .zero, size: size ?? storedSize)
        root.layoutIfNeeded()
    }

    /// Each view's frame in the root's coordinates.
    public func frameInRoot(_ view: UIView) -> CGRect { view === root ? root.bounds : view.convert(view.bounds, to: root) }
}

/// Builds `NibInstance`s: views (`NibViewFactory`), layout guides, constraints, runtime attributes,
/// and the simulated device's environment for the root (`Device.interfaceBuilder(_:)`).
///
/// The root's environment, as Interface Builder simulates it (read from the corpus's stored frames;
/// README "Auto Layout" lists the files):
/// - Xcode 13 and later (toolsVersion ≥ 20000): a top-level `view` has the device's safe area
///   (duckduckgo NotificationView.xib: 20 pt on retina4_7; pocket-casts SleepTimerViewController.xib).
/// - Xcode 9–10 (below 15000): a view controller's view (File's Owner's `view`) has it too (edx
///   OEXMySettingsViewController.xib: 20 pt on retina4_7).
/// - Earlier (else): none on Home-button devices (SwiftMessages TacoDialogView.xib, openfoodfacts
///   ScanProductSummaryView.xib, TLPhotoPicker TLPhotosPickerViewController.xib: its navigation bar
///   at y 0 under `safeArea.top` on a 375 × 667 root); on Face ID devices the full insets for a
///   screen-sized root or a document without safe-area guides (simplenote SPSheetController.xib,
///   SwiftMessages CardView.xib: margins 44/34), else the edges a view at the screen's top reaches
///   (simplenote SPSortBar.xib: 49 pt tall, bottom inset 0).
/// - Top-level views get the system minimum margins — 0 at top and bottom, 16 pt at the sides up
///   to 375 pt wide, 20 pt wider (TacoDialogView, 600 wide: 20; `DeviceMetrics.systemMinimumSideMargin(in:
///   .interfaceBuilderRoot)`) — unless the file sets margins.
/// - a cell or reusable view: no safe area, UIKit's default 8-pt margins;
/// - the device's scale for pixel snapping.
/// Placeholder ("remove at build time") constraints are kept: they are part of IB's solution.
public struct NibLoader {
    public var textMeasurer: (any TextMeasuring)?
    /// Layoutshot: use the sizes IB stored for text-bearing views as their intrinsic sizes (the
    /// engine's check against the corpus with font differences taken out).
    public var storedTextSizes = false

    /// Layoutshot: finds the Swift class of an object's `customClass` (and `customModule`), as UIKit
    /// finds it by name. With one, a custom class that is a subclass of the element's class is made
    /// instead, the outlets of the root and of `owner` are assigned by name (`NibOutletAssigning`, the
    /// source transform's), and every view gets `awakeFromNib()` — what `UINib` does. Nil (the
    /// default, the engine's checks against the corpus): UIKit's classes only, nothing called.
    public var classLookup: ((_ customClass: String, _ customModule: String?) -> AnyClass?)?

    /// Layoutshot: lay the xib out as Interface Builder does with the app's code — after `awakeFromNib()`,
    /// every view gets `prepareForInterfaceBuilder()` (`layoutshot nib --swift`). Needs `classLookup`.
    public var asInterfaceBuilder = false

    /// Layoutshot: the maker of the elements whose classes live in `UIKit` (`NibElementMaking`).
    public var elementMaker: (any NibElementMaking)?

    public init(textMeasurer: (any TextMeasuring)? = nil, storedTextSizes: Bool = false,
                classLookup: ((_ customClass: String, _ customModule: String?) -> AnyClass?)? = nil) {
        self.textMeasurer = textMeasurer; self.storedTextSizes = storedTextSizes; self.classLookup = classLookup
    }

    /// The tree of `document.roots[index]` (a xib's top-level view or cell; a storyboard's scene roots follow).
    /// `owner` is File's Owner (a xib's `IBFilesOwner` placeholder) or, with `scene`, that storyboard
    /// scene's controller: its outlets are assigned, and views' outlets to it (a collection view's
    /// `dataSource` and `delegate`) are connected.
    public func instantiate(_ document: IBDocument, rootIndex index: Int = 0, owner: AnyObject? = nil,
                            scene: IBScene? = nil) throws(IBError) -> NibInstance {
        guard document.roots.indices.contains(index) else {
            throw IBError(file: "", line: nil, message: "the document has no top-level view number \(index + 1) (it has \(document.roots.count))")
        }
        var build = NibBuild(document: document, factory: NibViewFactory(document: document, textMeasurer: textMeasurer,
                                                                         classLookup: classLookup, elementMaker: elementMaker),
                             storedTextSizes: storedTextSizes)
        let ibRoot = document.roots[index]
        let root = build.tree(ibRoot)
        build.constraints(ibRoot)
        build.prototypingFrames(ibRoot)
        build.environment(root, ibRoot)
        var outlets: [String: UIView] = [:]
        let ownerOutlets = scene?.outlets ?? document.placeholders.flatMap(\.outlets)
        for o in ibRoot.outlets + ownerOutlets where !o.isCollection {
            if let v = build.views[o.destination] { outlets[o.property] = v }
        }
        let ordered = build.order.compactMap { id in build.views[id].map { (id, $0) } }
        if classLookup != nil {
            // What UIKit does after making the objects: connect the outlets, then wake every object.
            for o in ibRoot.outlets { if let v = build.views[o.destination] { _ = (root as? NibOutletAssigning)?.assignNibOutlet(o.property, v) } }
            for o in ownerOutlets {
                if let v = build.views[o.destination] { _ = (owner as? NibOutletAssigning)?.assignNibOutlet(o.property, v) }
            }
            let ownerID = scene?.controllerID ?? document.placeholders.first { $0.placeholderIdentifier == "IBFilesOwner" }?.id
            if let owner, let ownerID { connect(ordered, ibRoot, toOwner: owner, id: ownerID) }
            for (_, view) in ordered { view.awakeFromNib() }
            if asInterfaceBuilder { for (_, view) in ordered { view.prepareForInterfaceBuilder() } }
        }
        let colorWarnings = subtree(ibRoot).flatMap(NibValues.colorWarnings)
        return NibInstance(root: root, document: document, views: ordered, outlets: outlets,
                           warnings: build.factory.warnings + build.warnings + colorWarnings, storedSize: ibRoot.frame?.size ?? .zero)
    }

    /// The outlets of views in the tree whose destination is the owner (`dataSource`, `delegate`):
    /// the element maker's views first (a collection view), else the view's own (`NibOutletAssigning`).
    private func connect(_ made: [(id: String, view: UIView)], _ ibRoot: IBView, toOwner owner: AnyObject, id ownerID: String) {
        let byID = Dictionary(made.map { ($0.id, $0.view) }, uniquingKeysWith: { first, _ in first })
        for ib in subtree(ibRoot) {
            guard let view = byID[ib.id] else { continue }
            for o in ib.outlets where o.destination == ownerID && !o.isCollection {
                if elementMaker?.connect(view, outlet: o.property, to: owner) == true { continue }
                _ = (view as? NibOutletAssigning)?.assignNibOutlet(o.property, owner)
            }
        }
    }

    /// `view` and every view below it, depth first.
    private func subtree(_ view: IBView) -> [IBView] {
        [view] + view.allSubviews.flatMap(subtree)
    }
}

/// One instantiation's working state.
struct NibBuild {
    let document: IBDocument
    var factory: NibViewFactory
    let storedTextSizes: Bool
    var views: [String: UIView] = [:]
    var guides: [String: UILayoutGuide] = [:]
    var order: [String] = []
    var warnings: [String] = []

    init(document: IBDocument, factory: NibViewFactory, storedTextSizes: Bool) {
        self.document = document; self.factory = factory; self.storedTextSizes = storedTextSizes
    }

    /// The view for `ib` and its subtree.
    mutating func tree(_ ib: IBView) -> UIView {
        let view = factory.make(ib)
        views[ib.id] = view
        order.append(ib.id)
        if let size = intrinsicSizeAsInterfaceBuilderHadIt(ib) { view.intrinsicContentSizeOverride = size }
        runtimeAttributes(ib, view)
        for g in ib.layoutGuides { guides[g.id] = guide(g, owner: view) }
        for child in ib.subviews {
            if factory.elementMaker?.isPrototype(child, of: ib) == true { continue }
            let made = tree(child)
            if child.key == "contentView", let cell = view as? UICollectionViewCell {
                cell.replaceContentView(made)
                made.frame = child.frame ?? view.bounds
                made.translatesAutoresizingMaskIntoConstraints = child.translatesAutoresizingMaskIntoConstraints
            } else if child.key == "contentView", let cell = view as? UITableViewCell {
                cell.replaceContentView(made)
                made.frame = child.frame ?? view.bounds
            } else if child.key == "contentView" {
                // A visual effect view's (or other container's) content view fills it, as UIKit keeps it.
                view.addSubview(made)
                made.translatesAutoresizingMaskIntoConstraints = true
                made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                made.frame = CGRect(origin: .zero, size: (ib.frame ?? .zero).size)
            } else if let stack = view as? UIStackView {
                stack.addArrangedSubview(made)
            } else {
                view.addSubview(made)
            }
        }
        if let cell = view as? UITableViewCell { adoptBuiltInStyle(cell, ib) }
        return view
    }

    /// A built-in-style table cell's labels and image, read as its content view's subviews, handed to the
    /// style (`UITableViewCell.adoptInterfaceBuilderStyle`).
    private func adoptBuiltInStyle(_ cell: UITableViewCell, _ ib: IBView) {
        guard let c = ib.tableViewCell, let name = c.style else { return }
        let style: UITableViewCell.CellStyle = switch name {
        case "subtitle": .subtitle
        case "value1": .value1
        case "value2": .value2
        default: .default
        }
        cell.adoptInterfaceBuilderStyle(style, textLabel: c.textLabel.flatMap { views[$0] } as? UILabel,
                                        detailTextLabel: c.detailTextLabel.flatMap { views[$0] } as? UILabel,
                                        imageView: c.imageView.flatMap { views[$0] } as? UIImageView)
    }

    /// The intrinsic size IB laid `ib` out with when it is not the view's own: the placeholder set in
    /// its size inspector (`placeholderIntrinsicWidth`/`Height`, which IB uses instead of the class's),
    /// else the size IB got running the app's `@IBDesignable` class (`<designables>`; only when the
    /// app's classes are not run here), else, checking the engine, the size IB stored for text.
    private func intrinsicSizeAsInterfaceBuilderHadIt(_ ib: IBView) -> CGSize? {
        if let placeholder = ib.placeholderIntrinsicSize { return placeholder }
        if factory.classLookup == nil, let designed = document.designableIntrinsicSizes[ib.id] { return designed }
        if storedTextSizes, NibBuild.isTextBearing(ib), let size = ib.frame?.size { return size }
        return nil
    }

    static func isTextBearing(_ ib: IBView) -> Bool {
        switch ib.element {
        case "label", "textField", "segmentedControl", "datePicker": return true
        case "button": return (ib.button?.states.contains { !($0.title ?? "").isEmpty } ?? false) || ib.button?.configuration?.title != nil
        case "textView": return true
        default: return false
        }
    }

    private func guide(_ g: IBLayoutGuide, owner: UIView) -> UILayoutGuide {
        // A scroll view's content and frame guides (Xcode 11's "Content Layout Guides").
        if let scroll = owner as? UIScrollView, g.key == "contentLayoutGuide" { return scroll.contentLayoutGuide }
        if let scroll = owner as? UIScrollView, g.key == "frameLayoutGuide" { return scroll.frameLayoutGuide }
        switch g.key {
        case "safeArea": return owner.safeAreaLayoutGuide
        case "layoutMargins": return owner.layoutMarginsGuide
        default:
            let made = UILayoutGuide()
            made.identifier = g.id
            owner.addLayoutGuide(made)
            return made
        }
    }

    /// `layer.cornerRadius`, `layer.borderWidth`, `layer.masksToBounds`, `clipsToBounds`, … (others warn).
    /// An attribute an app's `@IBInspectable` property takes (`NibInspectables`, with the app's code) is
    /// set there first, as IB sets it by key-value coding.
    private mutating func runtimeAttributes(_ ib: IBView, _ view: UIView) {
        for a in ib.userDefinedRuntimeAttributes {
            let number: CGFloat? = if case .number(let n) = a.value { CGFloat(n) } else { nil }
            let flag: Bool? = if case .boolean(let b) = a.value { b } else { nil }
            let color: UIColor? = if case .color(let c) = a.value { NibValues.color(c, resources: document.resources) } else { nil }
            let text: String? = if case .string(let t) = a.value { t } else { nil }
            if factory.classLookup != nil,
               let value = number.map({ NibRuntimeValue.number(Double($0)) }) ?? flag.map(NibRuntimeValue.boolean)
                   ?? color.map(NibRuntimeValue.color) ?? text.map(NibRuntimeValue.string),
               NibInspectables.set(view, a.keyPath, value) {
                continue
            }
            switch (a.keyPath, number, flag, color) {
            case ("layer.cornerRadius", let n?, _, _): view.layer.cornerRadius = n
            case ("layer.borderWidth", let n?, _, _): view.layer.borderWidth = n
            case ("layer.shadowRadius", let n?, _, _): view.layer.shadowRadius = n
            case ("layer.shadowOpacity", let n?, _, _): view.layer.shadowOpacity = Float(n)
            case ("layer.masksToBounds", _, let b?, _), ("clipsToBounds", _, let b?, _): view.clipsToBounds = b
            case ("layer.borderColor", _, _, let c?), ("layer.borderUIColor", _, _, let c?), ("borderColor", _, _, let c?):
                view.layer.borderColor = c.cgColor
            case ("layer.shadowColor", _, _, let c?): view.layer.shadowColor = c.cgColor
            case ("alpha", let n?, _, _): view.alpha = n
            case ("hidden", _, let b?, _), ("isHidden", _, let b?, _): view.isHidden = b
            case ("cornerRadius", let n?, _, _): view.layer.cornerRadius = n
            default:
                warnings.append("\(ib.element) \(ib.id) (line \(ib.line)): user-defined runtime attribute '\(a.keyPath)' is not applied")
            }
        }
    }

    /// Every installed constraint of `ib`'s subtree, held by the view IB wrote it in.
    mutating func constraints(_ ib: IBView) {
        guard let holder = views[ib.id] else { return }
        for c in ib.constraints {
            let firstID = c.firstItem ?? ib.id
            guard let first = item(firstID) else {
                warnings.append("constraint \(c.id) (line \(c.line)): its first item '\(firstID)' is outside this root; left out")
                continue
            }
            var second: AnyObject?
            if let id = c.secondItem {
                guard let s = item(id) else {
                    warnings.append("constraint \(c.id) (line \(c.line)): its second item '\(id)' is outside this root; left out")
                    continue
                }
                second = s
            } else if c.firstItem == nil, c.secondAttribute != nil, c.secondAttribute != .notAnAttribute {
                second = holder
            }
            let made = NSLayoutConstraint(item: first, attribute: NibValues.attribute(c.firstAttribute),
                                          relatedBy: relation(c.relation), toItem: second,
                                          attribute: c.secondAttribute.map(NibValues.attribute) ?? .notAnAttribute,
                                          multiplier: CGFloat(c.multiplier), constant: CGFloat(c.constant))
            made.priority = UILayoutPriority(c.priority)
            made.identifier = c.id
            holder.addConstraint(made)
        }
        for child in ib.subviews { constraints(child) }
    }

    private func item(_ id: String) -> AnyObject? { views[id] ?? guides[id] }

    /// A view IB marks `fixedFrame` that no constraint mentions keeps the frame it was drawn at, as
    /// Xcode's build-time prototyping constraints keep it (TLPhotoPicker's video icon,
    /// simplenote's popover blur view in the corpus).
    func prototypingFrames(_ ibRoot: IBView) {
        var mentioned = Set<String>()
        var stack = [ibRoot]
        var fixed: [IBView] = []
        while let v = stack.popLast() {
            for c in v.constraints {
                mentioned.insert(c.firstItem ?? v.id)
                if let s = c.secondItem { mentioned.insert(s) }
            }
            if v.fixedFrame { fixed.append(v) }
            stack += v.subviews
        }
        for v in fixed where !mentioned.contains(v.id) { views[v.id]?.translatesAutoresizingMaskIntoConstraints = true }
    }

    private func relation(_ r: IBRelation) -> NSLayoutConstraint.Relation {
        switch r {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// `insets` grown by the bars IB simulates round the root: a navigation bar at the top, a toolbar or
    /// tab bar at the bottom, each by its height (I2, `DeviceMetrics`).
    static func covered(_ insets: UIEdgeInsets, by bars: [IBSimulatedBar]) -> UIEdgeInsets {
        var covered = insets
        for bar in bars {
            switch bar {
            case .navigationBar(let prompted):
                covered.top += CGFloat(prompted ? DeviceMetrics.promptedNavigationBarHeight : DeviceMetrics.navigationBarHeight)
            case .toolbar: covered.bottom += CGFloat(DeviceMetrics.toolbarHeight)
            case .tabBar: covered.bottom += CGFloat(DeviceMetrics.tabBarHeight)
            }
        }
        return covered
    }

    /// The simulated device's scale, safe area and margins for the root (see `NibLoader`).
    func environment(_ root: UIView, _ ib: IBView) {
        let portrait = Device.interfaceBuilder(document.device?.id, toolsBuild: document.toolsBuild)
        root.contentScaleFactor = portrait.scale
        guard ib.element == "view" || ib.element == "containerView" else { return }
        let device = document.device?.orientation == .landscape ? portrait.oriented(.landscape) : portrait
        let insets = device.safeAreaInsets
        let screen = device.screenSize
        let size = ib.frame?.size ?? screen
        let tools = document.toolsBuild
        let faceID = insets.bottom > 0
        // Xcode 9 and 10 (toolsVersion below 15000) drew the status bar over a view controller's view
        // (File's Owner's `view`) on Home-button devices too: edx OEXMySettingsViewController.xib and
        // DiscussionNewCommentViewController.xib (13771) store their content 20 pt down.
        let ownersView = document.placeholders.contains { p in
            p.placeholderIdentifier == "IBFilesOwner" && p.outlets.contains { $0.property == "view" && $0.destination == ib.id }
        }
        if tools >= 20_000 || (tools < 15_000 && ownersView) || (faceID && (!document.useSafeAreas || size == screen)) {
            root.simulatedSafeAreaInsets = insets
        } else if faceID {
            // A freeform view simulated at the top of the screen: the unsafe edges it reaches.
            root.simulatedSafeAreaInsets = UIEdgeInsets(top: insets.top, left: insets.left,
                                                        bottom: max(0, insets.bottom - (screen.height - size.height)),
                                                        right: max(0, insets.right - (screen.width - size.width)))
        } else {
            root.simulatedSafeAreaInsets = .zero
        }
        root.simulatedSafeAreaInsets = Self.covered(root.simulatedSafeAreaInsets ?? .zero, by: ib.simulatedBars)
        if ib.layoutMargins == nil, ib.directionalLayoutMargins == nil {
            let side = device.metrics.systemMinimumSideMargin(in: .interfaceBuilderRoot(rootWidth: size.width))
            root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        }
    }
}

/// Layoutshot's: what the source transform (`InterfaceBuilderAttributes`, module `AppSources`) makes a
/// type with `@IBOutlet`s conform to, so a nib's outlets can be assigned by name on Linux, where
/// there is no key-value coding. Returns false for a name the type has no outlet for.
public protocol NibOutletAssigning: AnyObject {
    func assignNibOutlet(_ name: String, _ object: AnyObject) -> Bool
}
