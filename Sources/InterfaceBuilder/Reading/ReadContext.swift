/// What one read shares: the file name, the size class to resolve, the resources, the warnings so far and
/// the count of views without an id.
final class ReadContext {
    let file: String
    let sizeClass: IBSizeClass
    var resources = IBResources()
    private(set) var warnings: [IBWarning] = []
    private var warned: Set<String> = []
    private var anonymousViews = 0

    init(file: String, sizeClass: IBSizeClass) {
        self.file = file
        self.sizeClass = sizeClass
    }

    /// `anon-1`, `anon-2`, …: views without an id, numbered in document order from 1 as extract_frames.py does
    /// for one file.
    func nextAnonymousID() -> String {
        anonymousViews += 1
        return "anon-\(anonymousViews)"
    }

    func error(_ node: XMLNode?, id: String? = nil, _ what: String) -> IBError {
        IBError(file: file, line: node?.line, message: Self.subject(node?.name, id: id) + what)
    }

    /// Records a warning unless one for (element, attribute) exists already.
    func warn(_ node: XMLNode, id: String?, attribute: String?, _ what: String) {
        let key = node.name + "\u{0}" + (attribute ?? "")
        guard warned.insert(key).inserted else { return }
        warnings.append(IBWarning(file: file, line: node.line, element: node.name, id: id, attribute: attribute,
                                  message: Self.subject(node.name, id: id) + what))
    }

    /// "label 'iYJ-Lt-qwl': " or "constraint: ".
    static func subject(_ element: String?, id: String?) -> String {
        guard let element else { return "" }
        return id.map { "\(element) '\($0)': " } ?? "\(element): "
    }
}
