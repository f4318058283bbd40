/// Kind-specific properties: labels, image views, buttons and stack views.
extension ReadContext {
    func details(_ node: XMLNode, _ e: inout ElementReader, pending: PendingChildren, view: IBView) throws(IBError) -> IBViewDetails {
        let properties = Properties(nodes: pending.properties)
        switch node.name {
        case "label": return .label(try label(node, &e, properties, id: view.id))
        case "imageView": return .imageView(try imageView(&e, properties))
        case "button": return .button(try button(node, &e, properties, id: view.id))
        case "stackView": return .stackView(try stackView(node, &e))
        case "activityIndicatorView": return .activityIndicator(isLarge: ["large", "whiteLarge"].contains(e.string("style") ?? ""))
        case "collectionView": return .collectionView(IBCollectionView(layout: try collectionViewLayout(properties, id: view.id)))
        case "tableView": return .tableView(try tableView(&e, properties, id: view.id))
        case "tableViewCell": return .tableViewCell(try tableViewCell(&e))
        default: return .none
        }
    }

    /// A collection view's `key="collectionViewLayout"` child (`IBCollectionViewLayout`).
    private func collectionViewLayout(_ p: Properties, id: String) throws(IBError) -> IBCollectionViewLayout? {
        if let custom = p.first("collectionViewLayout", key: "collectionViewLayout") {
            var e = ElementReader(custom, self, id: id)
            let layout = IBCollectionViewLayout.custom(className: e.string("customClass"), module: e.string("customModule"))
            e.known("id", "customModuleProvider")
            e.finish()
            return layout
        }
        guard let node = p.first("collectionViewFlowLayout", key: "collectionViewLayout") else { return nil }
        var e = ElementReader(node, self, id: id)
        var flow = IBFlowLayout()
        switch e.string("scrollDirection") {
        case nil, "vertical": break
        case "horizontal": flow.isHorizontal = true
        case let other?: throw error(node, id: id, "scrollDirection \"\(ElementReader.quoted(other))\" is not vertical or horizontal")
        }
        flow.minimumLineSpacing = try e.double("minimumLineSpacing") ?? 10
        flow.minimumInteritemSpacing = try e.double("minimumInteritemSpacing") ?? 10
        flow.automaticEstimatedItemSize = try e.bool("automaticEstimatedItemSize") ?? false
        flow.sectionInsetReference = e.string("sectionInsetReference")
        flow.sectionHeadersPinToVisibleBounds = try e.bool("sectionHeadersPinToVisibleBounds") ?? false
        flow.sectionFootersPinToVisibleBounds = try e.bool("sectionFootersPinToVisibleBounds") ?? false
        flow.customClass = e.string("customClass")
        flow.customModule = e.string("customModule")
        e.known("id", "customModuleProvider")
        e.finish()
        for child in node.children {
            switch (child.name, child["key"]) {
            case ("size", "itemSize"): flow.itemSize = try size(child, id: id)
            case ("size", "estimatedItemSize"): flow.estimatedItemSize = try size(child, id: id)
            case ("size", "headerReferenceSize"): flow.headerReferenceSize = try size(child, id: id)
            case ("size", "footerReferenceSize"): flow.footerReferenceSize = try size(child, id: id)
            case ("inset", "sectionInset"): flow.sectionInset = try minMaxInsets(child, id: id)
            default: warn(child, id: id, attribute: nil, "unknown element <\(child.name)> in <collectionViewFlowLayout>")
            }
        }
        return .flow(flow)
    }

    /// A `<tableView>`'s attributes and its static `<sections>` (`IBTableView`).
    private func tableView(_ e: inout ElementReader, _ p: Properties, id: String) throws(IBError) -> IBTableView {
        var table = IBTableView()
        table.style = e.string("style") ?? "plain"
        table.isStatic = e.string("dataMode") == "static"
        table.rowHeight = try e.double("rowHeight")
        table.estimatedRowHeight = try e.double("estimatedRowHeight")
        table.sectionHeaderHeight = try e.double("sectionHeaderHeight")
        table.sectionFooterHeight = try e.double("sectionFooterHeight")
        table.estimatedSectionHeaderHeight = try e.double("estimatedSectionHeaderHeight")
        table.estimatedSectionFooterHeight = try e.double("estimatedSectionFooterHeight")
        table.separatorStyle = e.string("separatorStyle")
        for section in p.first("sections")?.children ?? [] where section.name == "tableViewSection" {
            var s = IBTableSection(headerTitle: section["headerTitle"], footerTitle: section["footerTitle"])
            for cells in section.children where cells.name == "cells" {
                s.cellIDs += cells.children.filter { $0.name == "tableViewCell" }.compactMap { $0["id"] }
            }
            table.sections.append(s)
        }
        return table
    }

    /// A `<tableViewCell>`'s built-in style, the ids of the style's views, its accessory and selection style.
    private func tableViewCell(_ e: inout ElementReader) throws(IBError) -> IBTableViewCell {
        var cell = IBTableViewCell()
        switch e.string("style") {
        case "IBUITableViewCellStyleDefault": cell.style = "default"
        case "IBUITableViewCellStyleSubtitle": cell.style = "subtitle"
        case "IBUITableViewCellStyleValue1": cell.style = "value1"
        case "IBUITableViewCellStyleValue2": cell.style = "value2"
        default: break
        }
        cell.textLabel = e.string("textLabel")
        cell.detailTextLabel = e.string("detailTextLabel")
        cell.imageView = e.string("imageView")
        cell.accessoryType = e.string("accessoryType")
        cell.selectionStyle = e.string("selectionStyle")
        cell.rowHeight = try e.double("rowHeight")
        return cell
    }

    /// A view's direct property children, found by element name and key.
    struct Properties {
        let nodes: [XMLNode]
        func first(_ name: String, key: String? = nil) -> XMLNode? {
            nodes.first { $0.name == name && (key == nil || $0["key"] == key) }
        }
        func all(_ name: String) -> [XMLNode] { nodes.filter { $0.name == name } }
    }

    private func label(_ node: XMLNode, _ e: inout ElementReader, _ p: Properties, id: String) throws(IBError) -> IBLabel {
        var label = IBLabel(text: e.string("text"))
        if label.text == nil, let string = p.first("string", key: "text") { label.text = string.text }
        if let attributed = p.first("attributedString") {
            let (text, font) = try attributedString(attributed, id: id)
            if label.text == nil { label.text = text }
            label.isAttributed = true
            label.font = font
            label.lineHeightMultiple = try lineHeightMultiple(attributed, id: id)
        }
        if let description = Variations.fontDescription(node, sizeClass) ?? p.first("fontDescription") {
            label.font = try font(description, id: id)
        }
        label.textColor = try p.first("color", key: "textColor").map { node throws(IBError) in try color(node, id: id) }
        label.highlightedTextColor = try p.first("color", key: "highlightedColor").map { node throws(IBError) in try color(node, id: id) }
        label.textAlignment = try e.enumeration("textAlignment", IBTextAlignment.self)
        label.numberOfLines = try e.int("numberOfLines") ?? 1
        label.lineBreakMode = try e.enumeration("lineBreakMode", IBLineBreakMode.self)
        label.baselineAdjustment = try e.enumeration("baselineAdjustment", IBBaselineAdjustment.self)
        label.adjustsFontSizeToFit = try e.bool("adjustsFontSizeToFit") ?? false
        label.minimumScaleFactor = try e.double("minimumScaleFactor")
        label.minimumFontSize = try e.double("minimumFontSize")
        label.preferredMaxLayoutWidth = try e.double("preferredMaxLayoutWidth")
        label.adjustsFontForContentSizeCategory = try e.bool("adjustsFontForContentSizeCategory") ?? false
        return label
    }

    private func imageView(_ e: inout ElementReader, _ p: Properties) throws(IBError) -> IBImageView {
        var imageView = IBImageView(image: e.string("image"))
        imageView.isSystemSymbol = e.string("catalog") == "system"
        if imageView.image == nil, let reference = p.first("imageReference", key: "image") {
            imageView.image = reference["image"]
            imageView.isSystemSymbol = reference["catalog"] == "system"
        }
        imageView.symbolConfiguration = try symbolConfiguration(p.first("preferredSymbolConfiguration"),
                                                                reference: p.first("imageReference", key: "image"), id: e.id ?? "")
        imageView.highlightedImage = e.string("highlightedImage")
        if let name = imageView.image, let resource = resources.images[name] {
            imageView.imageSize = resource.size
            imageView.isSystemSymbol = imageView.isSystemSymbol || resource.isSystemSymbol
        }
        return imageView
    }

    private func button(_ node: XMLNode, _ e: inout ElementReader, _ p: Properties, id: String) throws(IBError) -> IBButton {
        var button = IBButton(buttonType: e.string("buttonType"))
        button.lineBreakMode = try e.enumeration("lineBreakMode", IBLineBreakMode.self)
        button.contentHorizontalAlignment = e.string("contentHorizontalAlignment")
        button.contentVerticalAlignment = e.string("contentVerticalAlignment")
        if let description = Variations.fontDescription(node, sizeClass) ?? p.first("fontDescription") {
            button.font = try font(description, id: id)
        }
        for state in p.all("state") { button.states.append(try buttonState(state, id: id)) }
        for inset in p.all("inset") {
            let insets = try minMaxInsets(inset, id: id)
            switch inset["key"] {
            case "contentEdgeInsets": button.contentEdgeInsets = insets
            case "titleEdgeInsets": button.titleEdgeInsets = insets
            case "imageEdgeInsets": button.imageEdgeInsets = insets
            default: warn(inset, id: id, attribute: "key", "unknown inset key \"\(ElementReader.quoted(inset["key"] ?? ""))\"")
            }
        }
        if let configuration = p.first("buttonConfiguration") { button.configuration = try buttonConfiguration(configuration, id: id) }
        return button
    }

    private func buttonState(_ node: XMLNode, id: String) throws(IBError) -> IBButtonState {
        var e = ElementReader(node, self, id: id)
        var state = IBButtonState(key: try e.required("key"), title: e.string("title"))
        state.image = e.string("image")
        state.backgroundImage = e.string("backgroundImage")
        e.known("catalog")
        e.finish()
        for child in node.children {
            switch (child.name, child["key"]) {
            case ("color", "titleColor"): state.titleColor = try color(child, id: id)
            case ("color", "titleShadowColor"): state.titleShadowColor = try color(child, id: id)
            case ("attributedString", _):
                if state.title == nil { state.title = try attributedString(child, id: id).text }
            case ("imageReference", "image"):
                if state.image == nil { state.image = child["image"] }
                state.symbolConfiguration = try symbolConfiguration(node.children.first { $0.name == "preferredSymbolConfiguration" },
                                                                    reference: child, id: id)
            case ("imageReference", "backgroundImage"): if state.backgroundImage == nil { state.backgroundImage = child["image"] }
            case ("color", _), ("preferredSymbolConfiguration", _), ("imageReference", _), ("nil", _): continue
            default: warn(child, id: id, attribute: nil, "unknown element <\(child.name)>")
            }
        }
        return state
    }

    private func buttonConfiguration(_ node: XMLNode, id: String) throws(IBError) -> IBButtonConfiguration {
        var e = ElementReader(node, self, id: id)
        var configuration = IBButtonConfiguration(style: e.string("style"), title: e.string("title"))
        configuration.subtitle = e.string("subtitle")
        configuration.image = e.string("image")
        configuration.imagePlacement = e.string("imagePlacement")
        configuration.imagePadding = try e.double("imagePadding")
        configuration.titlePadding = try e.double("titlePadding")
        configuration.cornerStyle = e.string("cornerStyle")
        configuration.buttonSize = e.string("buttonSize")
        configuration.symbolConfiguration = try symbolConfiguration(node.children.first { $0.name == "preferredSymbolConfiguration" },
                                                                    reference: node.children.first { $0.name == "imageReference" && $0["key"] == "image" },
                                                                    id: id)
        if configuration.image == nil, let reference = node.children.first(where: { $0.name == "imageReference" && $0["key"] == "image" }) {
            configuration.image = reference["image"]
        }
        e.known("catalog", "titleAlignment", "macBehaviorStyle", "showsActivityIndicator")
        e.finish()
        for child in node.children {
            switch (child.name, child["key"]) {
            case ("fontDescription", _): configuration.font = try font(child, id: id)
            case ("color", "baseForegroundColor"): configuration.baseForegroundColor = try color(child, id: id)
            case ("color", "baseBackgroundColor"): configuration.baseBackgroundColor = try color(child, id: id)
            case ("directionalEdgeInsets", "contentInsets"): configuration.contentInsets = try directionalInsets(child, id: id)
            case ("attributedString", "attributedTitle"):
                if configuration.title == nil { configuration.title = try attributedString(child, id: id).text }
            case ("backgroundConfiguration", "background"):
                if let fill = child.children.first(where: { $0.name == "color" && $0["key"] == "backgroundColor" }) {
                    configuration.backgroundColor = try color(fill, id: id)
                }
            case ("color", _), ("imageReference", _), ("preferredSymbolConfiguration", _), ("backgroundConfiguration", _),
                 ("attributedString", _), ("nil", _):
                continue
            default: warn(child, id: id, attribute: nil, "unknown element <\(child.name)>")
            }
        }
        return configuration
    }

    /// Rule I5's inputs: a `<preferredSymbolConfiguration>` (point size, weight, scale, or a font) and an
    /// image reference's `symbolScale`; nil when neither says anything.
    private func symbolConfiguration(_ node: XMLNode?, reference: XMLNode?, id: String) throws(IBError) -> IBSymbolConfiguration? {
        var configuration = IBSymbolConfiguration()
        if let node {
            var e = ElementReader(node, self, id: id)
            e.known("key", "configurationType")
            configuration.pointSize = try e.double("pointSize")
            configuration.weight = e.string("weight")
            configuration.scale = e.string("scale")
            e.finish()
            if let f = node.children.first(where: { $0.name == "fontDescription" }) { configuration.font = try font(f, id: id) }
        }
        if let scale = reference?["symbolScale"], configuration.scale == nil { configuration.scale = scale }
        return configuration == IBSymbolConfiguration() ? nil : configuration
    }

    /// Axis, distribution, alignment and spacing may each be set per size class
    /// (`<variation key="widthClass=regular" alignment="center" axis="horizontal" spacing="8"/>`): each
    /// is read from the most specific matching variation that sets it, else from the element.
    private func stackView(_ node: XMLNode, _ e: inout ElementReader) throws(IBError) -> IBStackView {
        e.known("axis", "distribution", "alignment", "spacing", "spacingType")
        func reader(_ attribute: String) -> ElementReader {
            ElementReader(Variations.source(node, sizeClass, attribute: attribute), self, id: e.id)
        }
        var stack = IBStackView()
        var axis = reader("axis")
        switch axis.string("axis") {
        case nil, "horizontal": stack.axis = .horizontal
        case "vertical": stack.axis = .vertical
        case let other?: throw error(axis.node, id: e.id, "axis \"\(ElementReader.quoted(other))\" is not horizontal or vertical")
        }
        var distribution = reader("distribution"), alignment = reader("alignment"), spacing = reader("spacing")
        stack.distribution = try distribution.enumeration("distribution", IBStackDistribution.self) ?? .fill
        stack.alignment = try alignment.enumeration("alignment", IBStackAlignment.self) ?? .fill
        switch e.string("spacingType") {
        case nil: stack.spacing = try spacing.double("spacing") ?? 0
        // SV10: "Standard" spacing in IB's inspector, `UIStackView.spacingUseSystem` in code.
        case "standard": stack.spacing = try spacing.double("spacing") ?? IBStackView.systemSpacing
        case let other?: throw error(node, id: e.id, "spacingType \"\(ElementReader.quoted(other))\" is not standard")
        }
        stack.baselineRelativeArrangement = try e.bool("baselineRelativeArrangement") ?? false
        stack.layoutMarginsRelativeArrangement = try e.bool("layoutMarginsRelativeArrangement") ?? false
        return stack
    }
}
