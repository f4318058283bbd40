import Foundation

/// UIKit's Visual Format Language (rule AL15, docs/rules.md): `NSLayoutConstraint.constraints(withVisualFormat:
/// options:metrics:views:)` — `"H:|-[icon(44)]-8-[title(>=120@750)]-|"` — turned into constraints, in
/// steps:
/// 1. **Orientation.** `H:` (the default) or `V:`; horizontal edges are leading and trailing (or left and
///    right with `.directionLeftToRight`, the reverse with `.directionRightToLeft`), vertical ones top
///    and bottom.
/// 2. **Elements.** The superview `|`, views `[name(predicates)]` named in `views`, and connections
///    between them: none (`[a][b]`, 0), `-` (the standard space: 8 between siblings, 20 to the
///    superview's edge), `-N-`, or `-(predicates)-`.
/// 3. **Connections.** Each connection relates the trailing edge of what precedes to the leading edge of
///    what follows (`b.leading = a.trailing + N`), with its relation and priority.
/// 4. **Sizes.** A view's predicates constrain its width (`H`) or height (`V`): to a constant, or to
///    another named view's (`[b(==a)]`).
/// 5. **Alignment.** Each `.alignAll…` option aligns every view of the format with the next on that
///    attribute (`a.centerY = b.centerY`).
/// A predicate is `(==|<=|>=)?(number|metric|view)(@priority)?`; metrics are numbers from `metrics`.
/// A format UIKit rejects (an unknown view or metric, a bad token) gives no constraints and keeps the
/// reason in `VisualFormat.lastProblem`; UIKit raises.
public enum VisualFormat {
    /// The standard spaces of step 2 (Apple's Auto Layout Guide, "Visual Format Language").
    public static let standardSiblingSpace: CGFloat = 8
    public static let standardSuperviewSpace: CGFloat = 20

    nonisolated(unsafe) public static var lastProblem: String?

    struct Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var view: AnyObject?
        var priority = UILayoutPriority.required
    }

    enum Element {
        case superview
        case view(AnyObject, [Predicate])
        case connection([Predicate])   // empty: the standard space
        case adjacent                  // no connection between two views
    }

    struct FormatError: Error { let message: String }

    static func constraints(_ format: String, options: NSLayoutConstraint.FormatOptions,
                            metrics: [String: Any]?, views: [String: Any]) throws -> [NSLayoutConstraint] {
        // Step 1.
        var body = Substring(format.filter { !$0.isWhitespace })
        var vertical = false
        if body.hasPrefix("V:") { vertical = true; body = body.dropFirst(2) } else if body.hasPrefix("H:") { body = body.dropFirst(2) }
        let edges: (leading: NSLayoutConstraint.Attribute, trailing: NSLayoutConstraint.Attribute, size: NSLayoutConstraint.Attribute)
        if vertical { edges = (.top, .bottom, .height) }
        else if options.contains(.directionLeftToRight) { edges = (.left, .right, .width) }
        else if options.contains(.directionRightToLeft) { edges = (.right, .left, .width) }
        else { edges = (.leading, .trailing, .width) }
        // Step 2.
        let elements = try parse(body, metrics: metrics ?? [:], views: views)
        var made: [NSLayoutConstraint] = []
        let viewsInOrder = elements.compactMap { element -> AnyObject? in if case .view(let v, _) = element { v } else { nil } }
        guard let firstView = viewsInOrder.first else { throw FormatError(message: "no view in '\(format)'") }
        let superview = (firstView as? UIView)?.superview
        // Step 3.
        for (i, element) in elements.enumerated() {
            let isConnection: Bool
            var predicates: [Predicate] = []
            switch element {
            case .connection(let p): isConnection = true; predicates = p
            case .adjacent: isConnection = true; predicates = [Predicate()]
            default: isConnection = false
            }
            guard isConnection, i > 0, i + 1 < elements.count else { continue }
            let before = elements[i - 1], after = elements[i + 1]
            let toSuperview = { if case .superview = before { return true }; if case .superview = after { return true }; return false }()
            if predicates.isEmpty { predicates = [Predicate(constant: toSuperview ? standardSuperviewSpace : standardSiblingSpace)] }
            guard let first = item(after, superview: superview), let second = item(before, superview: superview) else {
                throw FormatError(message: "'|' needs a view with a superview in '\(format)'")
            }
            let afterIsSuperview = { if case .superview = after { return true }; return false }()
            for p in predicates {
                // `b.leading = a.trailing + N`; to the superview's trailing edge: `super.trailing = v.trailing + N`.
                let c = NSLayoutConstraint(item: first, attribute: afterIsSuperview ? edges.trailing : edges.leading, relatedBy: p.relation,
                                           toItem: second, attribute: afterIsSuperview ? edges.trailing : (isSuperview(before) ? edges.leading : edges.trailing),
                                           multiplier: 1, constant: p.constant)
                c.priority = p.priority
                made.append(c)
            }
        }
        // Step 4.
        for element in elements {
            guard case .view(let view, let predicates) = element else { continue }
            for p in predicates {
                let c = NSLayoutConstraint(item: view, attribute: edges.size, relatedBy: p.relation, toItem: p.view,
                                           attribute: p.view == nil ? .notAnAttribute : edges.size, multiplier: 1, constant: p.view == nil ? p.constant : 0)
                c.priority = p.priority
                made.append(c)
            }
        }
        // Step 5.
        for attribute in options.alignmentAttributes where viewsInOrder.count > 1 {
            for (a, b) in zip(viewsInOrder, viewsInOrder.dropFirst()) {
                made.append(NSLayoutConstraint(item: a, attribute: attribute, relatedBy: .equal, toItem: b, attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return made
    }

    static func isSuperview(_ element: Element) -> Bool { if case .superview = element { return true }; return false }

    static func item(_ element: Element, superview: UIView?) -> AnyObject? {
        switch element {
        case .view(let view, _): return view
        case .superview: return superview
        default: return nil
        }
    }

    /// Step 2: the elements in order.
    static func parse(_ text: Substring, metrics: [String: Any], views: [String: Any]) throws -> [Element] {
        var elements: [Element] = []
        var rest = text
        while let c = rest.first {
            switch c {
            case "|":
                if case .view = elements.last { elements.append(.adjacent) }
                elements.append(.superview); rest = rest.dropFirst()
            case "[":
                guard let close = rest.firstIndex(of: "]") else { throw FormatError(message: "a '[' without ']'") }
                let inside = rest[rest.index(after: rest.startIndex)..<close]
                rest = rest[rest.index(after: close)...]
                let name = inside.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                guard let view = views[String(name)].map({ $0 as AnyObject }) else { throw FormatError(message: "no view named '\(name)' in views") }
                var predicates: [Predicate] = []
                let tail = inside.dropFirst(name.count)
                if tail.hasPrefix("("), tail.hasSuffix(")") {
                    predicates = try parsePredicates(tail.dropFirst().dropLast(), metrics: metrics, views: views)
                } else if !tail.isEmpty {
                    throw FormatError(message: "unexpected '\(tail)' in [\(inside)]")
                }
                if let last = elements.last, isSuperview(last) || { if case .view = last { return true }; return false }() {
                    elements.append(.adjacent)
                }
                elements.append(.view(view, predicates))
            case "-":
                rest = rest.dropFirst()
                if rest.first == "(" {
                    guard let close = rest.firstIndex(of: ")") else { throw FormatError(message: "a '(' without ')'") }
                    let inside = rest[rest.index(after: rest.startIndex)..<close]
                    rest = rest[rest.index(after: close)...]
                    guard rest.first == "-" else { throw FormatError(message: "a connection '-(…)' must end with '-'") }
                    rest = rest.dropFirst()
                    elements.append(.connection(try parsePredicates(inside, metrics: metrics, views: views)))
                } else if let first = rest.first, first.isNumber || first.isLetter {
                    let token = rest.prefix { $0.isNumber || $0.isLetter || $0 == "." || $0 == "_" || $0 == "@" }
                    rest = rest.dropFirst(token.count)
                    guard rest.first == "-" else { throw FormatError(message: "a connection '-\(token)' must end with '-'") }
                    rest = rest.dropFirst()
                    elements.append(.connection(try parsePredicates(token, metrics: metrics, views: views)))
                } else {
                    elements.append(.connection([]))
                }
            default:
                throw FormatError(message: "unexpected '\(c)'")
            }
        }
        return elements
    }

    /// `==120@750,<=200`: each predicate's relation, constant or view, and priority.
    static func parsePredicates(_ text: Substring, metrics: [String: Any], views: [String: Any]) throws -> [Predicate] {
        try text.split(separator: ",").map { part in
            var p = Predicate()
            var s = part
            for (symbol, relation) in [("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
            where s.hasPrefix(symbol) {
                p.relation = relation; s = s.dropFirst(2)
            }
            var object = s, priority: Substring?
            if let at = s.firstIndex(of: "@") { object = s[..<at]; priority = s[s.index(after: at)...] }
            if let priority { p.priority = UILayoutPriority(Float(try number(priority, metrics: metrics))) }
            if let view = views[String(object)] { p.view = view as AnyObject } else { p.constant = try number(object, metrics: metrics) }
            return p
        }
    }

    static func number(_ token: Substring, metrics: [String: Any]) throws -> CGFloat {
        if let n = Double(token) { return CGFloat(n) }
        switch metrics[String(token)] {
        case let n as CGFloat: return n
        case let n as Double: return CGFloat(n)
        case let n as Int: return CGFloat(n)
        case let n as Float: return CGFloat(n)
        case let n as NSNumber: return CGFloat(n.doubleValue)
        default: throw FormatError(message: "no metric named '\(token)' in metrics")
        }
    }
}

extension NSLayoutConstraint {
    /// UIKit's `NSLayoutConstraint.FormatOptions`.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1), alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3), alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5), alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9), alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11), alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16), directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)

        /// The attributes the `alignAll…` options name (step 5).
        var alignmentAttributes: [NSLayoutConstraint.Attribute] {
            [(Self.alignAllLeft, NSLayoutConstraint.Attribute.left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
             (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
             (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline)]
                .filter { contains($0.0) }.map(\.1)
        }
    }

    /// UIKit's `constraints(withVisualFormat:options:metrics:views:)` (rule AL15, `VisualFormat`): inactive
    /// constraints, activated by the caller (`NSLayoutConstraint.activate`, `addConstraints`). A format
    /// UIKit rejects gives none, its reason in `VisualFormat.lastProblem`.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try VisualFormat.constraints(format, options: opts, metrics: metrics, views: views)
        } catch let error as VisualFormat.FormatError {
            VisualFormat.lastProblem = "constraints(withVisualFormat: \"\(format)\"): \(error.message)"
            return []
        } catch {
            return []
        }
    }
}
