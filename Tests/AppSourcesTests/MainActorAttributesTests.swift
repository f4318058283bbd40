import AppSources
import Testing

/// Transform step 13: `@MainActor` becomes spaces, so an app's isolated class overriding Layoutshot's
/// non-isolated UIKit compiles (`Tests/UIKitTests/App/MainActorControls.swift` is compiled through it).
@Suite("Transform step 13: @MainActor blanked")
struct MainActorAttributesTests {
    @Test("on a class, a member and a closure type; columns and lines kept")
    func blanked() {
        let source = """
            @MainActor
            final class ChipButton: UIControl {
                @MainActor func refresh() {}
                var action: @MainActor () -> Void = {}
            }
            """
        let expected = """
                      
            final class ChipButton: UIControl {
                           func refresh() {}
                var action:            () -> Void = {}
            }
            """
        #expect(MainActorAttributes.rewrite(source) == expected)
    }

    @Test("a closure whose whole signature is @MainActor in loses its in; one with a capture list or other attributes keeps it")
    func closures() {
        #expect(MainActorAttributes.rewrite("Task { @MainActor in update() }") == "Task {               update() }")
        #expect(MainActorAttributes.rewrite("Task {\n    @MainActor in\n    update()\n}") == "Task {\n" + String(repeating: " ", count: 17) + "\n    update()\n}")
        #expect(MainActorAttributes.rewrite("Task { @MainActor [weak self] in self?.update() }") == "Task {            [weak self] in self?.update() }")
        #expect(MainActorAttributes.rewrite("run { @Sendable @MainActor in go() }") == "run { @Sendable            in go() }")
        #expect(MainActorAttributes.rewrite("Task { @MainActor in}") == "Task {              }")
    }

    @Test("strings, comments and longer attribute names are left; text without it is returned as it is")
    func leftAlone() {
        let source = "let s = \"@MainActor\" // @MainActor\n@MainActorBound var x = 1\n/* @MainActor */ let y = \"\\(\"@MainActor\")\""
        #expect(MainActorAttributes.rewrite(source) == source)
        #expect(MainActorAttributes.rewrite("let a = 1") == "let a = 1")
    }
}
