import Foundation
import ScreenSpec

/// A frame dump as `layoutshot layout` prints it and a golden stores beside its image
/// (`<device>.frames.json`): the screen, the device, the content size and every element's frame.
public struct LayoutFrames: Sendable, Equatable {
    public struct Element: Sendable, Equatable {
        /// `cell`, `supplementary` or `decoration`.
        public var category: String
        /// The supplementary or decoration kind; nil for cells.
        public var kind: String?
        /// nil for a layout-wide supplementary (a one-element index path).
        public var section: Int?
        public var item: Int
        public var frame: CGRect

        public init(category: String, kind: String?, section: Int?, item: Int, frame: CGRect) {
            self.category = category; self.kind = kind; self.section = section; self.item = item; self.frame = frame
        }

        /// What identifies the element across two dumps.
        var key: String { "\(category)|\(kind ?? "")|\(section.map(String.init) ?? "-")|\(item)" }

        /// "section 2 item 4", "section 1 header", "section 0 footer", "section 3 badge 2", "layout header".
        public var name: String {
            let place = section.map { "section \($0)" } ?? "layout"
            switch (category, kind) {
            case ("cell", _): return "\(place) item \(item)"
            case (_, "UICollectionElementKindSectionHeader"?), (_, "header"?):
                return item == 0 ? "\(place) header" : "\(place) header \(item)"
            case (_, "UICollectionElementKindSectionFooter"?), (_, "footer"?):
                return item == 0 ? "\(place) footer" : "\(place) footer \(item)"
            case (let category, let kind):
                return "\(place) \(kind ?? category) \(item)"
            }
        }
    }

    public var screen: String
    public var device: String
    public var scale: Double
    public var contentSize: CGSize
    public var elements: [Element]

    public init(screen: String, device: String, scale: Double, contentSize: CGSize, elements: [Element]) {
        self.screen = screen; self.device = device; self.scale = scale; self.contentSize = contentSize; self.elements = elements
    }

    /// Reads a frame dump.
    /// - Throws: `SpecError` naming the JSON path of what is missing or wrong.
    public init(json data: Data) throws {
        let root = try JSONNode(JSONValue.parse(data)).object()
        screen = try root.required("screen").string()
        let device = try root.required("device").object()
        self.device = try device.required("name").string()
        scale = try device.required("scale").positive()
        device.allow("width"); device.allow("height")
        let size = try root.required("contentSize").object()
        contentSize = CGSize(width: try size.required("width").nonNegative(), height: try size.required("height").nonNegative())
        elements = try root.required("elements").array().map { node in
            let o = try node.object()
            let frame = try o.required("frame").object()
            let kind = try o.optional("kind")?.string()
            let section = try o.optional("section")?.integer(in: 0...Int(Int32.max))
            return Element(category: try o.required("category").oneOf(["cell", "supplementary", "decoration"]), kind: kind,
                           section: section, item: try o.required("item").integer(in: 0...Int(Int32.max)),
                           frame: CGRect(x: try frame.required("x").number(), y: try frame.required("y").number(),
                                         width: try frame.required("width").number(), height: try frame.required("height").number()))
        }
    }
}
