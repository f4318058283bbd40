import Foundation

/// Readers for the small value elements IB nests in views: rectangles, colours, fonts, insets, masks.
extension ReadContext {
    /// `<rect key="frame" x="0.0" y="0.0" width="375" height="80"/>` (a missing coordinate is 0, as IB means it).
    func rect(_ node: XMLNode, id: String?) throws(IBError) -> CGRect {
        var e = ElementReader(node, self, id: id)
        let rect = CGRect(x: try e.double("x") ?? 0, y: try e.double("y") ?? 0,
                          width: try e.double("width") ?? 0, height: try e.double("height") ?? 0)
        e.finish()
        return rect
    }

    /// `<size key="value" width="0.0" height="1"/>`.
    func size(_ node: XMLNode, id: String?) throws(IBError) -> CGSize {
        var e = ElementReader(node, self, id: id)
        let size = CGSize(width: try e.double("width") ?? 0, height: try e.double("height") ?? 0)
        e.finish()
        return size
    }

    /// `<point key="value" x="1" y="2"/>`.
    func point(_ node: XMLNode, id: String?) throws(IBError) -> CGPoint {
        var e = ElementReader(node, self, id: id)
        let point = CGPoint(x: try e.double("x") ?? 0, y: try e.double("y") ?? 0)
        e.finish()
        return point
    }

    /// `<color key=… systemColor=… red green blue alpha | white alpha colorSpace customColorSpace | cocoaTouchSystemColor | name catalog>`,
    /// named and system colours completed from `<resources>` when they carry no components.
    func color(_ node: XMLNode, id: String?) throws(IBError) -> IBColor {
        var e = ElementReader(node, self, id: id)
        let customSpace = e.string("customColorSpace"), colorSpace = e.string("colorSpace")
        let space = customSpace ?? colorSpace
        let alpha = try e.double("alpha") ?? 1
        let white = try e.double("white"), red = try e.double("red"), green = try e.double("green"), blue = try e.double("blue")
        let system = e.string("systemColor"), cocoa = e.string("cocoaTouchSystemColor")
        let name = e.string("name"), catalog = e.string("catalog")
        var components: IBColorComponents?
        if let white {
            components = .white(white: white, alpha: alpha, space: space)
        } else if red != nil || green != nil || blue != nil {
            components = .rgb(red: red ?? 0, green: green ?? 0, blue: blue ?? 0, alpha: alpha, space: space)
        }
        var source = IBColorSource.components
        if let system {
            source = .system(system)
            if components == nil { components = resources.systemColors[system]?.components }
        } else if let cocoa {
            source = .cocoaTouchSystem(cocoa)
        } else if let name {
            source = .named(name, catalog: catalog)
            if components == nil, catalog == nil { components = resources.namedColors[name]?.components }
        }
        e.finish()
        return IBColor(source: source, components: components)
    }

    /// `<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="16"/>`,
    /// `style="UICTFontTextStyleBody"`, `name="Futura-Medium" family="Futura"`.
    func font(_ node: XMLNode, id: String?) throws(IBError) -> IBFont {
        var e = ElementReader(node, self, id: id)
        let pointSize = try e.double("pointSize")
        let kind: IBFontKind
        if let style = e.string("style") {
            kind = .textStyle(style)
            e.known("type")
        } else if let name = e.string("name") {
            kind = .named(name: name, family: e.string("family"))
        } else {
            switch e.string("type") {
            case "boldSystem": kind = .boldSystem
            case "italicSystem": kind = .italicSystem
            case "system", nil: kind = .system(weight: try e.enumeration("weight", IBFontWeight.self))
            case let other?:
                throw error(node, id: id, "font type \"\(ElementReader.quoted(other))\" is not system, boldSystem or italicSystem")
            }
        }
        e.finish()
        return IBFont(kind: kind, pointSize: pointSize)
    }

    /// An attributed string's `<font key="NSFont" metaFont="system" size="16"/>` (or `name=`).
    func attributedFont(_ node: XMLNode, id: String?) throws(IBError) -> IBFont {
        var e = ElementReader(node, self, id: id)
        let size = try e.double("size")
        let kind: IBFontKind
        switch e.string("metaFont") {
        case "system": kind = .system(weight: nil)
        case "systemBold", "boldSystem": kind = .boldSystem
        case "systemItalic", "italicSystem": kind = .italicSystem
        case let other?: kind = .named(name: other, family: nil)
        case nil: kind = .named(name: e.string("name") ?? "", family: e.string("family"))
        }
        e.finish()
        return IBFont(kind: kind, pointSize: size)
    }

    /// `<edgeInsets key=… top left bottom right/>`.
    func edgeInsets(_ node: XMLNode, id: String?) throws(IBError) -> IBEdgeInsets {
        var e = ElementReader(node, self, id: id)
        let insets = IBEdgeInsets(top: try e.double("top") ?? 0, left: try e.double("left") ?? 0,
                                  bottom: try e.double("bottom") ?? 0, right: try e.double("right") ?? 0)
        e.finish()
        return insets
    }

    /// A button's `<inset key="contentEdgeInsets" minX minY maxX maxY/>`.
    func minMaxInsets(_ node: XMLNode, id: String?) throws(IBError) -> IBEdgeInsets {
        var e = ElementReader(node, self, id: id)
        let insets = IBEdgeInsets(top: try e.double("minY") ?? 0, left: try e.double("minX") ?? 0,
                                  bottom: try e.double("maxY") ?? 0, right: try e.double("maxX") ?? 0)
        e.finish()
        return insets
    }

    /// `<directionalEdgeInsets key=… top leading bottom trailing/>`.
    func directionalInsets(_ node: XMLNode, id: String?) throws(IBError) -> IBDirectionalEdgeInsets {
        var e = ElementReader(node, self, id: id)
        let insets = IBDirectionalEdgeInsets(top: try e.double("top") ?? 0, leading: try e.double("leading") ?? 0,
                                             bottom: try e.double("bottom") ?? 0, trailing: try e.double("trailing") ?? 0)
        e.finish()
        return insets
    }

    /// `<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" widthSizable="YES"/>`.
    func autoresizingMask(_ node: XMLNode, id: String?) throws(IBError) -> IBAutoresizingMask {
        var e = ElementReader(node, self, id: id)
        let mask = IBAutoresizingMask(
            flexibleMinX: try e.bool("flexibleMinX") ?? false, flexibleWidth: try e.bool("widthSizable") ?? false,
            flexibleMaxX: try e.bool("flexibleMaxX") ?? false, flexibleMinY: try e.bool("flexibleMinY") ?? false,
            flexibleHeight: try e.bool("heightSizable") ?? false, flexibleMaxY: try e.bool("flexibleMaxY") ?? false)
        e.finish()
        return mask
    }

    /// `<attributedString key="attributedText"><fragment content="Hello"><attributes><font key="NSFont" …/>…`:
    /// the concatenated text, and the first fragment's font.
    func attributedString(_ node: XMLNode, id: String?) throws(IBError) -> (text: String, font: IBFont?) {
        var text = ""
        var font: IBFont?
        for fragment in node.children where fragment.name == "fragment" {
            if let content = fragment["content"] {
                text += content
            } else if let string = fragment.child("string", key: "content") {
                text += string.text
            }
            if font == nil, let attributes = fragment.child("attributes"), let nsFont = attributes.child("font", key: "NSFont") {
                font = try attributedFont(nsFont, id: id)
            }
        }
        return (text, font)
    }

    /// The first fragment's paragraph style's `lineHeightMultiple=` in an `<attributedString>`, nil when none is written.
    func lineHeightMultiple(_ node: XMLNode, id: String?) throws(IBError) -> Double? {
        for fragment in node.children where fragment.name == "fragment" {
            guard let style = fragment.child("attributes")?.child("paragraphStyle", key: "NSParagraphStyle") else { continue }
            var e = ElementReader(style, self, id: id)   // its other attributes (alignment, …) are not kept
            return try e.double("lineHeightMultiple")
        }
        return nil
    }

    /// `<connections>`: outlets and outlet collections (actions and segues are not part of the model).
    func outlets(_ node: XMLNode, id: String?) throws(IBError) -> [IBOutlet] {
        var outlets: [IBOutlet] = []
        for child in node.children {
            switch child.name {
            case "outlet", "outletCollection":
                var e = ElementReader(child, self, id: id)
                let property = try e.required("property")
                let destination = try e.required("destination")
                e.known("id", "appends", "collectionClass")
                e.finish()
                outlets.append(IBOutlet(property: property, destination: destination, isCollection: child.name == "outletCollection"))
            case "action", "segue":
                continue
            default:
                warn(child, id: id, attribute: nil, "unknown element <\(child.name)>")
            }
        }
        return outlets
    }
}
