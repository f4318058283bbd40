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

    /// libxml2's errors (the codes XMLParser passes on), in words where the reader knows them.
    static let errorWords: [Int: String] = [
        4: "the document is empty", 5: "extra content at the end of the document", 9: "invalid character",
        23: "entity reference without ';'", 26: "undeclared entity", 38: "'<' in an attribute value",
        39: "attribute value not quoted", 40: "attribute value not closed", 41: "attribute without a value",
        42: "attribute given twice", 73: "'>' expected", 76: "end tag does not match the start tag",
        77: "the file ends inside a tag",
    ]

    /// "malformed XML: attribute value not closed (libxml2 error 40)".
    static func malformed(code: Int?) -> String {
        guard let code else { return "malformed XML" }
        return "malformed XML" + (errorWords[code].map { ": \($0)" } ?? "") + " (libxml2 error \(code))"
    }

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
        if ok, let open = delegate.stack.last {
            // XMLParser may accept a document that stops inside an element; the reader does not.
            throw IBError(file: file, line: Prescan.line(of: data.count, in: [UInt8](data)),
                          message: "malformed XML: the file ends inside <\(open.name)> (line \(open.line))")
        }
        guard ok, let root = delegate.root else {
            let line = parser.lineNumber > 0 ? parser.lineNumber : nil
            let code = (parser.parserError as NSError?)?.code
            throw IBError(file: file, line: line, message: malformed(code: code))
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
        let open = stack.popLast()
        guard let open, open.name == elementName else {
            let opened = open.map { " closes <\($0.name)> (line \($0.line))" } ?? " closes nothing"
            return fail("malformed XML: </\(elementName)>" + opened, line: max(parser.lineNumber, 1))
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard error == nil, let node = stack.last, XMLTreeParser.textElements.contains(node.name) else { return }
        node.text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        fail(XMLTreeParser.malformed(code: (parseError as NSError).code), line: max(parser.lineNumber, 1))
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
