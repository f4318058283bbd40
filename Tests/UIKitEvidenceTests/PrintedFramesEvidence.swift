import CollectionLayout

// Frames UIKit printed (issue 29): `layoutAttributesForElements(in:)`, cell frames or
// `po collectionView.visibleCells` logged on a device or simulator and posted on a public page
// with the layout that made them. See EvidenceCase for the format.
enum PrintedFramesEvidence {
    static let cases: [EvidenceCase] = []
}
