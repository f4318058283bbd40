import Foundation

/// Reads one view element and, in document order, everything below it (extract_frames.py's walk: a child is
/// a view when it stores a frame, sits in `<subviews>` or fills a container key; other elements are searched
/// for views, except the skipped subtrees).
extension ReadContext {
    func view(_ node: XMLNode) throws(IBError) -> IBView {
        let id = node["id"] ?? nextAnonymousID()
        var e = ElementReader(node, self, id: id)
        var view = IBView(element: node.name, id: id, line: node.line)
        if !ViewVocabulary.viewElements.contains(node.name) {
            warn(node, id: id, attribute: nil, "unknown view element <\(node.name)>, read as a view")
        }
        e.known("id")
        try readGenericAttributes(&e, into: &view)
        let pending = try readChildren(node, id: id, into: &view)
        view.details = try details(node, &e, pending: pending, view: view)
        e.known(ViewVocabulary.unmodelledAttributes)
        e.finish()
        Variations.check(node, self, id: id)
        let installedSubviews = Variations.installation(node, sizeClass, mask: "subviews")
        for subview in pending.subviews {
            if installedSubviews[subview.id] == false { view.uninstalledSubviews.append(subview) } else { view.subviews.append(subview) }
        }
        let installedConstraints = Variations.installation(node, sizeClass, mask: "constraints")
        for constraint in pending.constraints {
            if installedConstraints[constraint.id] == false {
                view.uninstalledConstraints.append(constraint)
            } else {
                view.constraints.append(constraint)
            }
        }
        return view
    }

    private func readGenericAttributes(_ e: inout ElementReader, into view: inout IBView) throws(IBError) {
        view.key = e.string("key")
        view.customClass = e.string("customClass")
        view.customModule = e.string("customModule")
        view.userLabel = e.string("userLabel")
        view.reuseIdentifier = e.string("reuseIdentifier")
        view.translatesAutoresizingMaskIntoConstraints = try e.bool("translatesAutoresizingMaskIntoConstraints") ?? true
        view.fixedFrame = try e.bool("fixedFrame") ?? false
        view.misplaced = try e.bool("misplaced") ?? false
        view.ambiguous = try e.bool("ambiguous") ?? false
        view.isHidden = try e.bool("hidden") ?? false
        view.alpha = try e.double("alpha") ?? 1
        view.opaque = try e.bool("opaque")
        view.clipsSubviews = try e.bool("clipsSubviews") ?? false
        view.contentMode = try e.enumeration("contentMode", IBContentMode.self)
        view.userInteractionEnabled = try e.bool("userInteractionEnabled")
        view.preservesSuperviewLayoutMargins = try e.bool("preservesSuperviewLayoutMargins")
        view.insetsLayoutMarginsFromSafeArea = try e.bool("insetsLayoutMarginsFromSafeArea")
        view.layoutMarginsFollowReadableWidth = try e.bool("layoutMarginsFollowReadableWidth")
        view.horizontalHuggingPriority = try e.priority("horizontalHuggingPriority")
        view.verticalHuggingPriority = try e.priority("verticalHuggingPriority")
        view.horizontalCompressionResistancePriority = try e.priority("horizontalCompressionResistancePriority")
        view.verticalCompressionResistancePriority = try e.priority("verticalCompressionResistancePriority")
        view.placeholderIntrinsicSize = try placeholderIntrinsicSize(&e)
    }

    /// `placeholderIntrinsicWidth`/`Height`: a number, or `infinite` for IB's "None" (no intrinsic
    /// metric on that axis, as is an axis left out); nil when neither is written.
    private func placeholderIntrinsicSize(_ e: inout ElementReader) throws(IBError) -> CGSize? {
        func axis(_ name: String, _ e: inout ElementReader) throws(IBError) -> CGFloat? {
            guard let text = e.string(name) else { return nil }
            if text == "infinite" { return -1 }
            let value = try ElementReader.number(text, name: name, node: e.node, id: e.id, context: self)
            guard value >= 0 else { throw error(e.node, id: e.id, "\(name) \(ElementReader.quoted(text)) is negative") }
            return CGFloat(value)
        }
        let width = try axis("placeholderIntrinsicWidth", &e), height = try axis("placeholderIntrinsicHeight", &e)
        guard width != nil || height != nil else { return nil }
        return CGSize(width: width ?? -1, height: height ?? -1)
    }

    /// What a view's children give before the size class decides which subviews and constraints are installed.
    struct PendingChildren {
        var subviews: [IBView] = []
        var constraints: [IBConstraint] = []
        /// The other direct children, for the kind-specific readers (fontDescription, state, inset, color, string, …).
        var properties: [XMLNode] = []
    }

    private func readChildren(_ node: XMLNode, id: String, into view: inout IBView) throws(IBError) -> PendingChildren {
        var pending = PendingChildren()
        try scan(node, owner: node, id: id, into: &view, pending: &pending)
        return pending
    }

    private func scan(_ scanned: XMLNode, owner: XMLNode, id: String, into view: inout IBView,
                      pending: inout PendingChildren) throws(IBError) {
        let direct = scanned === owner
        for child in scanned.children {
            if ViewVocabulary.skippedSubtrees.contains(child.name) {
                guard direct else { continue }
                switch child.name {
                case "constraints":
                    for item in child.children {
                        if item.name == "constraint" {
                            pending.constraints.append(try constraint(item))
                        } else {
                            warn(item, id: id, attribute: nil, "unknown element <\(item.name)>")
                        }
                    }
                case "connections": view.outlets += try outlets(child, id: id)
                case "userDefinedRuntimeAttributes": view.userDefinedRuntimeAttributes += try runtimeAttributes(child, id: id)
                default: pending.properties.append(child)
                }
            } else if child.name == "viewLayoutGuide" || child.name == "layoutGuide" {
                if let guide = try layoutGuide(child, id: id) { view.layoutGuides.append(guide) }
            } else if ViewVocabulary.isView(child, in: scanned) {
                pending.subviews.append(try self.view(child))
            } else if direct, try readProperty(child, id: id, into: &view) {
                continue
            } else {
                if direct { pending.properties.append(child) }
                if !ViewVocabulary.ignoredChildren.contains(child.name) && child.name != "subviews" {
                    warn(child, id: id, attribute: nil, "unknown element <\(child.name)>")
                }
                try scan(child, owner: owner, id: id, into: &view, pending: &pending)
            }
        }
    }

    /// The view's own rect, autoresizing mask, colours and margins; false for anything else.
    private func readProperty(_ child: XMLNode, id: String, into view: inout IBView) throws(IBError) -> Bool {
        switch (child.name, child["key"]) {
        case ("rect", "frame"): view.frame = try rect(child, id: id)
        case ("autoresizingMask", "autoresizingMask"): view.autoresizingMask = try autoresizingMask(child, id: id)
        case ("color", "backgroundColor"): view.backgroundColor = try color(child, id: id)
        case ("color", "tintColor"): view.tintColor = try color(child, id: id)
        case ("edgeInsets", "layoutMargins"): view.layoutMargins = try edgeInsets(child, id: id)
        case ("directionalEdgeInsets", "directionalLayoutMargins"):
            view.directionalLayoutMargins = try directionalInsets(child, id: id)
        case ("simulatedNavigationBarMetrics", _):
            var e = ElementReader(child, self, id: id)
            view.simulatedBars.append(.navigationBar(prompted: try e.bool("prompted") ?? false))
            e.known("barStyle", "translucent")
            e.finish()
        case ("simulatedToolbarMetrics", _): view.simulatedBars.append(.toolbar)
        case ("simulatedTabBarMetrics", _): view.simulatedBars.append(.tabBar)
        default: return false
        }
        return true
    }

    private func layoutGuide(_ node: XMLNode, id: String) throws(IBError) -> IBLayoutGuide? {
        var e = ElementReader(node, self, id: id)
        guard let guideID = e.string("id") else { return nil }
        let frame = try node.child("rect", key: "frame").map { rect throws(IBError) in try self.rect(rect, id: guideID) }
        let guide = IBLayoutGuide(id: guideID, key: e.string("key"), element: node.name, identifier: e.string("identifier"),
                                  frame: frame, line: node.line)
        e.finish()
        return guide
    }
}
