import AppSources
import Testing

/// The source transform's step 10: `#selector(…)` as Layoutshot's `Selector`, the method's name as text.
@Suite struct SelectorExpressionsTests {
    @Test func selectorsBecomeTheirNamesAsText() {
        let source = """
            button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
            let item = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector (add))
            let getter = #selector(getter: UIView.alpha)
            // #selector(inAComment) stays
            let text = "#selector(inAString)"
            """
        let out = SelectorExpressions.rewrite(source).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(out[0] == #"button.addTarget(self, action: Selector("didTap(_:)"), for: .touchUpInside)"#)
        #expect(out[1] == #"let item = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: Selector("add"))"#)
        #expect(out[2] == #"let getter = Selector("getter: UIView.alpha")"#)
        #expect(out[3] == "// #selector(inAComment) stays")
        #expect(out[4] == ##"let text = "#selector(inAString)""##)
    }
}

/// Step 11: `NSError()` (Objective-C's `init`, which Linux's `NSError` lacks) written out.
@Suite struct ObjectiveCInitializersTests {
    @Test func nsErrorWithoutArgumentsGetsObjectiveCsDefaults() {
        let source = "throw error ?? NSError()\nlet s = \"NSError()\" // NSError()\nlet m = MyNSError()\n"
        #expect(ObjectiveCInitializers.rewrite(source)
                == "throw error ?? NSError(domain: \"\", code: 0)\nlet s = \"NSError()\" // NSError()\nlet m = MyNSError()\n")
    }

    /// swift-corelibs-foundation's attributed strings have no `init()` (and an extension cannot add one):
    /// InputBarAccessoryView builds titles from `NSMutableAttributedString()`.
    @Test func emptyAttributedStringsAreWrittenWithTheirString() {
        let source = "let a = NSMutableAttributedString().bold(\"X\")\nlet b = NSAttributedString()\nlet c = MyNSAttributedString()\n"
        #expect(ObjectiveCInitializers.rewrite(source)
                == "let a = NSMutableAttributedString(string: \"\").bold(\"X\")\nlet b = NSAttributedString(string: \"\")\nlet c = MyNSAttributedString()\n")
    }
}

/// Step 10: `#keyPath(…)` as the string the compiler makes (Core Data's sort descriptors and predicates).
@Suite struct KeyPathExpressionsTests {
    @Test func keyPathsBecomeTheirStrings() {
        #expect(SelectorExpressions.rewrite("NSSortDescriptor(key: #keyPath(ServiceEntity.name), ascending: true)")
                == "NSSortDescriptor(key: \"name\", ascending: true)")
        #expect(SelectorExpressions.rewrite("let k = #keyPath(owner.name) // #keyPath(x)") == "let k = \"owner.name\" // #keyPath(x)")
    }
}
