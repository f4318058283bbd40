import CollectionLayout

/// Every case of the corpus, one list a source.
enum EvidenceCorpus {
    static let all: [EvidenceCase] = CompositionalLayoutDSLEvidence.cases + UICollectionViewCompositionalLayoutDemoEvidence.cases
        + BSWInterfaceKitEvidence.cases
        + ListEvidence.cases + TraitEvidence.cases + FlowEvidence.cases + PrintedFramesEvidence.cases
        + StoryboardEvidenceA.cases + StoryboardEvidenceB.cases
}

extension EvidenceCase {
    /// What the engine gets wrong: one line an element, empty when every frame is within the tolerance.
    ///
    /// ```swift
    /// case.mismatches()   // ["cell [0, 2]: engine (186.333, 0, 76.667, 76.667), UIKit (185.333, 0, 76.667, 76.667)"]
    /// ```
    func mismatches(within tolerance: CGFloat? = nil) throws -> [String] {
        let tolerance = tolerance ?? self.tolerance
        let solved = try layout().solve(in: device.viewport, itemCounts: itemCounts, measurer: measurer?())
        return frames.compactMap { measured in
            guard let attributes = solved.attributes(of: measured.element) else {
                return "\(measured.element): the engine has no such element, UIKit drew \(text(measured.frame))"
            }
            let engine = attributes.frame.intersection(visible)
            let close = !engine.isNull
                && abs(engine.minX - measured.frame.minX) <= tolerance && abs(engine.minY - measured.frame.minY) <= tolerance
                && abs(engine.width - measured.frame.width) <= tolerance && abs(engine.height - measured.frame.height) <= tolerance
            return close ? nil : "\(measured.element): engine \(text(attributes.frame)), UIKit \(text(measured.frame))"
        }
    }

    private func text(_ r: CGRect) -> String {
        func n(_ v: CGFloat) -> String { String(format: "%g", (Double(v) * 1000).rounded() / 1000) }
        return "(\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height)))"
    }
}

extension SolvedLayout {
    func attributes(of element: EvidenceElement) -> UICollectionViewLayoutAttributes? {
        switch element {
        case let .item(s, i): layoutAttributesForItem(at: IndexPath(item: i, section: s))
        case let .supplementary(k, s, i): layoutAttributesForSupplementaryView(ofKind: k, at: IndexPath(item: i, section: s))
        case let .decoration(k, s, i): layoutAttributesForDecorationView(ofKind: k, at: IndexPath(item: i, section: s))
        }
    }
}
