import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One XML element as read: name, attributes, children, character data (for `<string>`-like elements) and
/// the 1-based line of its start tag.
final class XMLNode {
    let name: String
    let attributes: [String: String]
    let line: Int
    var children: [XMLNode] = []
    var text = ""

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    /// `node["key"]`: an attribute's value.
    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child named `name` whose `key=` is `key` (any key when nil).
    func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// True for `<x><rect key="frame" …/></x>`.
    var hasFrameRect: Bool { child("rect", key: "frame") != nil }
}

/// The reader's limits: input size, element depth and element count.
public struct IBReadLimits: Sendable, Equatable {
    public var maxBytes: Int
    public var maxDepth: Int
    public var maxElements: Int

    public init(maxBytes: Int = 16 * 1024 * 1024, maxDepth: Int = 256, maxElements: Int = 1_000_000) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxElements = maxElements
    }

    /// 16 MB, 256 levels, a million elements.
    public static let standard = IBReadLimits()
}

/// Parses bytes into an `XMLNode` tree with XMLParser, external entities off; refuses DTDs, encodings
/// other than UTF-8, and input over the limits, with one-line `IBError`s.
enum XMLTreeParser {
    /// Elements whose character data is kept.
    static let textElements: Set<String> = ["string", "mutableString"]

    static func parse(_ data: Data, file: String, limits: IBReadLimits) throws(IBError) -> XMLNode {
        if data.count > limits.maxBytes {
            throw IBError(file: file, line: nil, message: "file is \(data.count) bytes, over the limit of \(limits.maxBytes)")
        }
        try Prescan.check(data, file: file)
        let delegate = TreeBuilder(file: file, limits: limits)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        delegate.parser = parser
        parser.delegate = delegate
        let ok = parser.parse()
        if let error = delegate.error { throw error }
        guard ok, let root = delegate.root else {
            let line = parser.lineNumber > 0 ? parser.lineNumber : nil
            let code = (parser.parserError as NSError?)?.code
            throw IBError(file: file, line: line, message: "malformed XML" + (code.map { " (XMLParser error \($0))" } ?? ""))
        }
        return root
    }
}

/// The XMLParser delegate that builds the tree with an explicit stack and stops at the first limit.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    let file: String
    let limits: IBReadLimits
    weak var parser: XMLParser?
    var stack: [XMLNode] = []
    var root: XMLNode?
    var error: IBError?
    var elements = 0

    init(file: String, limits: IBReadLimits) {
        self.file = file
        self.limits = limits
    }

    func fail(_ message: String, line: Int?) {
        if error == nil { error = IBError(file: file, line: line, message: message) }
        parser?.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard error == nil else { return }
        let line = max(parser.lineNumber, 1)
        elements += 1
        if stack.count >= limits.maxDepth {
            return fail("<\(elementName)> is nested \(stack.count + 1) elements deep, over the limit of \(limits.maxDepth)", line: line)
        }
        if elements > limits.maxElements {
            return fail("more than \(limits.maxElements) elements", line: line)
        }
        let node = XMLNode(name: elementName, attributes: attributeDict, line: line)
        if let parent = stack.last {
            parent.children.append(node)
        } else if root == nil {
            root = node
        }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard error == nil else { return }
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard error == nil, let node = stack.last, XMLTreeParser.textElements.contains(node.name) else { return }
        node.text += string
    }

    // Defence in depth: the prescan refuses DTDs before parsing; any declaration reaching here stops the parse.
    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        fail("entity declarations are not allowed (DTDs and entities are off)", line: parser.lineNumber)
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
        fail("entity declarations are not allowed (DTDs and entities are off)", line: parser.lineNumber)
    }

    func parser(_ parser: XMLParser, foundElementDeclarationWithName elementName: String, model: String) {
        fail("DOCTYPE declarations are not allowed (DTDs and entities are off)", line: parser.lineNumber)
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        fail("external entities are not allowed", line: parser.lineNumber)
        return nil
    }
}
