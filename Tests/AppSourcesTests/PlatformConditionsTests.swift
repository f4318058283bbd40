import AppSources
import Testing

/// The source transform's steps 8 and 9: an app's imports of submodules and its platform conditions, as
/// Xcode builds it for an iPhone.
@Suite struct PlatformConditionsTests {
    @Test func conditionsAreDecidedForAnIPhoneColumnForColumn() {
        let source = """
            #if os(Linux)
            import zlibLinux
            #elseif os(iOS) || targetEnvironment(macCatalyst)
            import UIKit
            #endif
            let text = "#if os(Linux)"   // a string: not a condition line
              #if !os(macOS)
            let a = 1
              #endif
            """
        let out = PlatformConditions.rewrite(source).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(out[0] == "#if false    ")
        #expect(out[2] == "#elseif true    || false                         ")
        #expect(out[2].count == "#elseif os(iOS) || targetEnvironment(macCatalyst)".count)
        #expect(out[5] == ##"let text = "#if os(Linux)"   // a string: not a condition line"##)
        #expect(out[6] == "  #if !false    ")
    }

    @Test func aClangSubmoduleOfAWholeModuleIsTheModule() {
        #expect(SubmoduleImports.rewrite("import UIKit.UIView\nimport LocalAuthentication.LAContext\nimport GameKit.GKLocalPlayer\n")
                == "import UIKit       \nimport LocalAuthentication          \nimport GameKit.GKLocalPlayer\n")
    }

    @Test func submoduleImportsBecomeTheStandIn() {
        #expect(SubmoduleImports.rewrite("import os.log\n@preconcurrency import os.signpost\nimport Foundation\nimport Foundation // net\n")
                == "import os    \n@preconcurrency import os         \nimport Foundation; import FoundationNetworking; import FoundationXML; import Security; import Combine\nimport Foundation // net\n")
    }

    /// On iOS `import Foundation` exposes Security and CoreFoundation's bridged names (`OSStatus`,
    /// `CFDictionary`); Linux's own CoreFoundation does not bridge, so its import becomes Foundation's.
    @Test func foundationAndCoreFoundationImportsBringSecurity() {
        #expect(SubmoduleImports.rewrite("import CoreFoundation\nimport Security\n")
                == "import Foundation    ; import FoundationNetworking; import FoundationXML; import Security; import Combine\nimport Security\n")
    }

    @Test func theTransformAppliesBoth() {
        let text = TransformedFile.contents(of: "import os.log\n#if os(iOS)\nlet x = 1\n#endif\n", originalPath: "/app/A.swift")
        #expect(text.contains("import os    \n#if true   \n"))
    }
}
