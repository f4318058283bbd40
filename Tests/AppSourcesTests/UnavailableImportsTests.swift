import AppSources
import Testing

/// Issue 31 Deliver 2 and 5: imports of modules a `--swift` build cannot have are blanked and listed.
@Suite struct UnavailableImportsTests {
    @Test func importsOfModulesTheBuildLacksAreBlankedLineForLine() {
        let source = """
            import UIKit
            import Kingfisher
            @testable import Account
            import struct Alamofire.Session
            @preconcurrency import MapKit // maps
            import Foundation
            import Core
            let important = 1

            """
        let (text, blanked) = UnavailableImports.blank(source, available: ["UIKit", "Core"])
        #expect(text == "import UIKit\nimport UIKit\nimport UIKit\nimport UIKit\nimport UIKit\nimport Foundation\nimport Core\nlet important = 1\n")
        #expect(blanked == ["Kingfisher", "Account", "Alamofire", "MapKit"])
    }
}
