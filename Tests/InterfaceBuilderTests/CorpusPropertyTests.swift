import Foundation
import InterfaceBuilder
import Testing
import LayoutshotTestSupport

/// Exact properties of a few corpus files: stack views, multipliers, size-class variations, priorities and inequalities.
@Suite("xib corpus properties", SharedFixtures.required)
struct CorpusPropertyTests {
    @Test("VideoViewController.xib (retina4_7 landscape, wC hC): three stack views' axis, distribution, alignment, spacing")
    func stackViews() throws {
        let doc = try #require(try Fixtures.corpusDocument(endingWith: "podcasts__VideoViewController.xib"))
        #expect(doc.device == IBDevice(id: "retina4_7", orientation: .landscape, appearance: "light"))
        #expect(doc.sizeClass == IBSizeClass(width: .compact, height: .compact) && !doc.sizeClassAssumed)
        let topLeft = try #require(doc.view(id: "GcO-hf-G0b"))
        #expect(topLeft.userLabel == "Top left controls")
        #expect(topLeft.stackView == {
            var s = IBStackView()
            s.spacing = 32
            return s
        }())
        let close = try #require(doc.view(id: "yW4-dK-d0d")?.stackView)
        #expect(close.axis == .horizontal && close.distribution == .equalSpacing && close.alignment == .center && close.spacing == 32)
        let playback = try #require(doc.view(id: "iAf-ua-MdT"))
        #expect(playback.stackView?.distribution == .fillEqually && playback.stackView?.alignment == .center)
        #expect(playback.stackView?.spacing == 0 && playback.stackView?.baselineRelativeArrangement == false)
        #expect(playback.subviews.map(\.element) == ["view", "view", "view"])
        #expect(playback.subviews.first?.frame == CGRect(x: 0, y: 30, width: 222.5, height: 80))
    }

    @Test("VideoViewController.xib: a heightClass=compact constant (8 → 20) and a default-excluded constraint, for the document's and another size class")
    func constantVariation() throws {
        let doc = try #require(try Fixtures.corpusDocument(endingWith: "podcasts__VideoViewController.xib"))
        func constraint(_ doc: IBDocument, _ id: String) -> IBConstraint? {
            doc.allViews.lazy.compactMap { $0.constraints.first { $0.id == id } }.first
        }
        func uninstalled(_ doc: IBDocument, _ id: String) -> Bool {
            doc.allViews.contains { $0.uninstalledConstraints.contains { $0.id == id } }
        }
        #expect(constraint(doc, "aWx-SG-wH6")?.constant == 20)
        #expect(uninstalled(doc, "MTO-yh-Zcf"))
        guard let base = Fixtures.require(Fixtures.corpus) else { return }
        let file = try #require(Fixtures.corpusFiles().first { $0.hasSuffix("podcasts__VideoViewController.xib") })
        let portrait = try IBDocument.read(contentsOf: base.appendingPathComponent("corpus").appendingPathComponent(file),
                                           sizeClass: .portraitPhone)
        #expect(portrait.resolvedSizeClass == .portraitPhone && portrait.sizeClass == IBSizeClass(width: .compact, height: .compact))
        #expect(constraint(portrait, "aWx-SG-wH6")?.constant == 8)
        #expect(uninstalled(portrait, "MTO-yh-Zcf"))
    }

    @Test("CardView.xib: widthClass=regular masks and stack spacing; priorities 900/950 and inequalities to margins")
    func cardViewVariationsAndPriorities() throws {
        let doc = try #require(try Fixtures.corpusDocument(endingWith: "SwiftMessages__Resources__CardView.xib"))
        #expect(doc.sizeClass == .portraitPhone)
        let card = try #require(doc.roots.first)
        #expect(card.id == "uEa-1P-F1Y" && card.customClass == "MessageView" && card.userLabel == "Card View")
        #expect(card.constraints.map(\.id) == ["O6e-Yz-cwK", "RiR-2q-ZY5", "jLv-ud-1WD", "yAH-C4-oUg", "ygs-aa-zj3"])
        #expect(card.uninstalledConstraints.map(\.id) == ["LWV-wo-Jec", "lGg-Ey-I5f"])
        let leading = try #require(card.uninstalledConstraints.first)
        #expect(leading == IBConstraint(id: "LWV-wo-Jec", line: 95, firstItem: "A7b-0a-fJG", firstAttribute: .leading,
                                        relation: .greaterThanOrEqual, secondItem: "uEa-1P-F1Y", secondAttribute: .leadingMargin,
                                        priority: 900))
        #expect(card.constraints[0].firstItem == nil && card.constraints[0].firstAttribute == .trailingMargin)
        #expect(card.constraints[2].priority == 950 && card.constraints[2].firstAttribute == .centerX)
        #expect(card.userDefinedRuntimeAttributes.first == IBRuntimeAttribute(keyPath: "bounceAnimationOffset", value: .number(0)))
        #expect(card.userDefinedRuntimeAttributes.last == IBRuntimeAttribute(keyPath: "collapseLayoutMarginAdditions", value: .boolean(true)))
        let rounding = try #require(doc.view(id: "A7b-0a-fJG"))
        #expect(rounding.uninstalledConstraints.map(\.id) == ["lOa-jP-2uX"])
        #expect(doc.view(id: "SU0-uJ-4pP")?.stackView?.spacing == 10)
        #expect(doc.view(id: "SU0-uJ-4pP")?.stackView?.alignment == .center)

        guard let base = Fixtures.require(Fixtures.corpus) else { return }
        let file = try #require(Fixtures.corpusFiles().first { $0.hasSuffix("SwiftMessages__Resources__CardView.xib") })
        let regular = try IBDocument.read(contentsOf: base.appendingPathComponent("corpus").appendingPathComponent(file),
                                          sizeClass: IBSizeClass(width: .regular, height: .regular))
        let regularCard = try #require(regular.roots.first)
        #expect(regularCard.constraints.map(\.id) == ["LWV-wo-Jec", "jLv-ud-1WD", "lGg-Ey-I5f", "yAH-C4-oUg", "ygs-aa-zj3"])
        #expect(regularCard.uninstalledConstraints.map(\.id) == ["O6e-Yz-cwK", "RiR-2q-ZY5"])
        let width = try #require(regular.view(id: "A7b-0a-fJG")?.constraints.first { $0.id == "lOa-jP-2uX" })
        #expect(width.relation == .lessThanOrEqual && width.priority == 900 && width.constant == 500 && width.secondItem == nil)
        #expect(regular.view(id: "SU0-uJ-4pP")?.stackView?.spacing == 15)
    }

    @Test("DeviceView.xib and ScanProductSummaryView.xib: multipliers 4, 4/5, 4/7, 3:4, 1:1, 0.33")
    func multipliers() throws {
        let device = try #require(try Fixtures.corpusDocument(endingWith: "Settings__Views__DeviceView.xib"))
        let byID = Dictionary(device.allViews.flatMap(\.constraints).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byID["anR-Ea-ml6"]?.multiplier == 4)
        #expect(byID["h0U-I5-5dA"]?.multiplier == 0.8 && byID["h0U-I5-5dA"]?.firstAttribute == .centerX)
        #expect(byID["s2R-r3-jqz"]?.multiplier == 4.0 / 7.0)
        let scan = try #require(try Fixtures.corpusDocument(endingWith: "Scanner__ScanProductSummaryView.xib"))
        let scanByID = Dictionary(scan.allViews.flatMap(\.constraints).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let aspect = try #require(scanByID["2tv-2H-czu"])
        #expect(aspect.multiplier == 0.75 && aspect.firstAttribute == .width && aspect.secondAttribute == .height)
        #expect(aspect.secondItem == "Sx2-GJ-Tca")
        #expect(scanByID["PBj-sb-Nt3"]?.multiplier == 1 && scanByID["Emr-qn-Qjz"]?.multiplier == 0.33)
    }

    @Test("Without a <device> (JSQMessages, Xcode 7): wC hR assumed")
    func assumedSizeClass() throws {
        let doc = try #require(try Fixtures.corpusDocument(endingWith: "JSQMessagesToolbarContentView.xib"))
        #expect(doc.device == nil && doc.sizeClassAssumed && doc.sizeClass == .portraitPhone)
    }
}
