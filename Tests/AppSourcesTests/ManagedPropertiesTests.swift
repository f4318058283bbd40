import AppSources
import Testing

/// Step 12: `@NSManaged` properties become computed ones over the object's values; accessors get a body.
@Suite struct ManagedPropertiesTests {
    @Test func managedPropertiesAndAccessorsCompileOnLinux() {
        let source = "    @NSManaged public var title: String? // shown\n    @NSManaged public func addToChapters(_ value: Chapter)\n    let s = \"@NSManaged\"\n"
        let lines = ManagedProperties.rewrite(source).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "               public var title: String? { get { managedValue(forKey: \"title\") } set { setManagedValue(newValue, forKey: \"title\") } } // shown")
        #expect(lines[1] == "               public func addToChapters(_ value: Chapter) {}")
        #expect(lines[2] == "    let s = \"@NSManaged\"" && lines.count == 4)
    }
}
