import Foundation

extension IBDocument {
    /// Reads a `.xib` or `.storyboard` from its bytes. `name` is the file name used in errors and warnings;
    /// `sizeClass` is the size class whose `<variation>`s are resolved (nil: the document's own).
    ///
    /// ```swift
    /// let doc = try IBDocument.read(data, name: "SmallAppCell.xib")
    /// doc.roots[0].subviews[0].key        // "contentView"
    /// ```
    /// Throws `IBError` (one line, `<name>:<line>: <what>`) for malformed XML, a DOCTYPE or entity, another
    /// document type, a missing required attribute, a bad number, input over `limits`, or a constraint whose
    /// item does not exist. Never traps.
    public static func read(_ data: Data, name: String, sizeClass: IBSizeClass? = nil,
                            limits: IBReadLimits = .standard) throws(IBError) -> IBDocument {
        let root = try XMLTreeParser.parse(data, file: name, limits: limits)
        return try DocumentReader.read(root, file: name, sizeClass: sizeClass)
    }

    /// Reads the file at `url` (at most `limits.maxBytes`), named by its last path component.
    public static func read(contentsOf url: URL, sizeClass: IBSizeClass? = nil,
                            limits: IBReadLimits = .standard) throws(IBError) -> IBDocument {
        let name = url.lastPathComponent
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            if let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
                throw IBError(file: name, line: nil, message: type == .typeDirectory ? "is a directory" : "not a regular file (a device, pipe or socket)")
            }
            if let size = attributes[.size] as? NSNumber, size.int64Value > Int64(limits.maxBytes) {
                throw IBError(file: name, line: nil, message: "file is \(size.int64Value) bytes, over the limit of \(limits.maxBytes)")
            }
            data = try Data(contentsOf: url)
        } catch let error as IBError {
            throw error
        } catch {
            throw IBError(file: name, line: nil, message: FileManager.default.fileExists(atPath: url.path) ? "cannot read the file" : "no such file")
        }
        return try read(data, name: name, sizeClass: sizeClass, limits: limits)
    }
}

/// The document level: `<document>`, `<device>`, `<resources>`, `<objects>` or `<scenes>`.
enum DocumentReader {
    static func read(_ root: XMLNode, file: String, sizeClass requested: IBSizeClass?) throws(IBError) -> IBDocument {
        let probe = ReadContext(file: file, sizeClass: .portraitPhone)
        guard root.name == "document" else {
            throw probe.error(root, "the root element is <\(root.name)>, not <document> (not an Interface Builder document)")
        }
        var e = ElementReader(root, probe)
        let typeName = try e.required("type")
        guard let kind = IBDocumentKind(rawValue: typeName) else {
            throw probe.error(root, "type \"\(ElementReader.quoted(typeName))\" is not \(IBDocumentKind.xib.rawValue) or \(IBDocumentKind.storyboard.rawValue)")
        }
        let device = try root.child("device").map { node throws(IBError) in try self.device(node, probe) }
        let sizeClass = IBSizeClass.of(device: device)
        let context = ReadContext(file: file, sizeClass: requested ?? sizeClass)
        var document = IBDocument(kind: kind, device: device, sizeClass: sizeClass, sizeClassAssumed: device == nil,
                                  resolvedSizeClass: requested ?? sizeClass)
        var attributes = ElementReader(root, context)
        document.toolsVersion = attributes.string("toolsVersion")
        document.useAutolayout = try attributes.bool("useAutolayout") ?? false
        document.useSafeAreas = try attributes.bool("useSafeAreas") ?? false
        document.useTraitCollections = try attributes.bool("useTraitCollections") ?? false
        document.initialViewController = attributes.string("initialViewController")
        attributes.known("type", "version", "targetRuntime", "propertyAccessControl", "colorMatched",
                         "systemVersion", "launchScreen", "customObjectInstantitationMethod")
        attributes.finish()
        if let resources = root.child("resources") { context.resources = try self.resources(resources, context) }
        for child in root.children {
            switch child.name {
            case "objects": try objects(child, context, into: &document, scene: nil)
            case "scenes":
                for scene in child.children {
                    guard scene.name == "scene" else {
                        context.warn(scene, id: nil, attribute: nil, "unknown element <\(scene.name)>")
                        continue
                    }
                    try self.scene(scene, context, into: &document)
                }
            case "designables": document.designableIntrinsicSizes = try designables(child, context)
            case "device", "resources", "dependencies", "customFonts", "classes", "inferredMetricsTieBreakers": continue
            default: context.warn(child, id: nil, attribute: nil, "unknown element <\(child.name)>")
            }
        }
        document.resources = context.resources
        try ItemCheck.check(document, context)
        document.warnings = context.warnings
        return document
    }

    static func device(_ node: XMLNode, _ context: ReadContext) throws(IBError) -> IBDevice {
        var e = ElementReader(node, context)
        let id = try e.required("id")
        let orientation: IBOrientation
        switch e.string("orientation") {
        case nil, "portrait": orientation = .portrait
        case "landscape": orientation = .landscape
        case let other?: throw context.error(node, "orientation \"\(ElementReader.quoted(other))\" is not portrait or landscape")
        }
        let device = IBDevice(id: id, orientation: orientation, appearance: e.string("appearance"))
        e.known("layout")
        e.finish()
        return device
    }

    /// `<designables><designable name="ID"><size key="intrinsicContentSize" width="252" height="82"/>`:
    /// the intrinsic sizes IB computed by running the app's `@IBDesignable` classes, by view id.
    static func designables(_ node: XMLNode, _ context: ReadContext) throws(IBError) -> [String: CGSize] {
        var sizes: [String: CGSize] = [:]
        for designable in node.children {
            guard designable.name == "designable" else {
                context.warn(designable, id: nil, attribute: nil, "unknown element <\(designable.name)>")
                continue
            }
            var e = ElementReader(designable, context)
            let name = try e.required("name")
            e.finish()
            for size in designable.children {
                guard size.name == "size", size["key"] == "intrinsicContentSize" else {
                    context.warn(size, id: name, attribute: nil, "unknown element <\(size.name)>")
                    continue
                }
                var s = ElementReader(size, context, id: name)
                let width = try s.double("width") ?? -1, height = try s.double("height") ?? -1
                s.finish()
                sizes[name] = CGSize(width: width, height: height)
            }
        }
        return sizes
    }

    static func resources(_ node: XMLNode, _ context: ReadContext) throws(IBError) -> IBResources {
        var resources = IBResources()
        for child in node.children {
            var e = ElementReader(child, context)
            switch child.name {
            case "image":
                let name = try e.required("name")
                let size = CGSize(width: try e.double("width") ?? 0, height: try e.double("height") ?? 0)
                resources.images[name] = IBImageResource(size: size, isSystemSymbol: e.string("catalog") == "system")
            case "namedColor", "systemColor":
                let name = try e.required("name")
                if let colorNode = child.child("color") {
                    let color = try context.color(colorNode, id: nil)
                    if child.name == "namedColor" { resources.namedColors[name] = color } else { resources.systemColors[name] = color }
                }
            default:
                context.warn(child, id: nil, attribute: nil, "unknown element <\(child.name)>")
                continue
            }
            e.finish()
        }
        return resources
    }

    /// `<objects>` of a xib or a scene: views with a stored frame are roots; a controller's root is its first
    /// descendant with `key="view"` and a stored frame (extract_frames.py's rule); placeholders are kept.
    static func objects(_ node: XMLNode, _ context: ReadContext, into document: inout IBDocument, scene: String?) throws(IBError) {
        for top in node.children {
            if top.name == "placeholder" {
                var e = ElementReader(top, context)
                let id = try e.required("id")
                let outlets = try top.child("connections").map { c throws(IBError) in try context.outlets(c, id: id) } ?? []
                document.placeholders.append(IBPlaceholder(id: id, placeholderIdentifier: e.string("placeholderIdentifier"),
                                                           customClass: e.string("customClass"), outlets: outlets))
                continue
            }
            if top.hasFrameRect {
                document.roots.append(try context.view(top))
                continue
            }
            let controllerView = firstDescendant(of: top) { $0["key"] == "view" && $0.hasFrameRect }
            if let controllerView { document.roots.append(try context.view(controllerView)) }
            if let scene, scene.isEmpty == false, top.name != "exit", top["sceneMemberID"] == "viewController" {
                document.scenes.append(try sceneInfo(sceneID: scene, controller: top, rootView: document.roots.last,
                                                     hasView: controllerView != nil, context))
            }
        }
    }

    static func scene(_ node: XMLNode, _ context: ReadContext, into document: inout IBDocument) throws(IBError) {
        var e = ElementReader(node, context)
        let sceneID = try e.required("sceneID")
        e.finish()
        let before = document.scenes.count
        for child in node.children where child.name == "objects" {
            try objects(child, context, into: &document, scene: sceneID)
        }
        if document.scenes.count == before { document.scenes.append(IBScene(sceneID: sceneID)) }
    }

    static func sceneInfo(sceneID: String, controller: XMLNode, rootView: IBView?, hasView: Bool,
                          _ context: ReadContext) throws(IBError) -> IBScene {
        let id = controller["id"]
        var scene = IBScene(sceneID: sceneID, controllerElement: controller.name, controllerID: id,
                            customClass: controller["customClass"], customModule: controller["customModule"],
                            storyboardIdentifier: controller["storyboardIdentifier"], rootViewID: hasView ? rootView?.id : nil)
        scene.title = controller["title"]
        if let connections = controller.child("connections") {
            scene.outlets = try context.outlets(connections, id: id)
            for segue in connections.children where segue.name == "segue" && segue["kind"] == "relationship" {
                if let relationship = segue["relationship"], let destination = segue["destination"] {
                    scene.relationships.append(IBRelationship(relationship: relationship, destination: destination))
                }
            }
        }
        for guide in controller.child("layoutGuides")?.children ?? [] where guide.name == "viewControllerLayoutGuide" {
            guard let guideID = guide["id"] else { continue }
            scene.layoutGuides.append(IBLayoutGuide(id: guideID, key: guide["type"], element: guide.name, line: guide.line))
        }
        return scene
    }

    /// Pre-order search below `node` (not `node` itself), with an explicit stack.
    static func firstDescendant(of node: XMLNode, where predicate: (XMLNode) -> Bool) -> XMLNode? {
        var stack = Array(node.children.reversed())
        while let next = stack.popLast() {
            if predicate(next) { return next }
            stack.append(contentsOf: next.children.reversed())
        }
        return nil
    }
}
