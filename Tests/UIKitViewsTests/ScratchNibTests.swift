@testable import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import UIKitViews

@Suite struct ScratchNibTests {
    @Test func omnibar() throws {
        let url = XibCorpus.corpus.appendingPathComponent("duckduckgo__iOS/DuckDuckGo__Base.lproj__OmniBar.xib")
        let doc = try IBDocument.read(contentsOf: url)
        let nib = try NibLoader(storedTextSizes: true).instantiate(doc)
        nib.layout()
        guard let engine = nib.root.engine else { return }
        if let iht = nib.view(id: "IHT-9R-ERy"), let b = engine.box(of: iht) { print("BOX", b.frame, iht.frame) }
        print("COUNT", engine.installedRequired.count, engine.installedRequired.filter { $0.0.identifier?.hasPrefix("UISV") ?? false }.count)
        for (c, l) in engine.installedRequired where (c.identifier ?? "").hasPrefix("UISV") {
            print("GEN", c, l.expression.value)
        }
        for (c, l) in engine.installedRequired {
            let v = l.expression.value
            let bad = switch l.relation { case .equal: abs(v) > 1e-6; case .lessThanOrEqual: v > 1e-6; case .greaterThanOrEqual: v < -1e-6 }
            if bad { print("VIOLATED", c, v) }
        }
    }
}
