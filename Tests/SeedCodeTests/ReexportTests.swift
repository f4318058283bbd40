import UIKit
import Testing

/// `import CollectionLayout` re-exports Foundation, as `import UIKit` does: `ImportsNothingElse.swift`
/// imports nothing else and uses CGFloat, CGSize, CGRect, IndexPath, NSLocalizedString, Date and URL.
@Suite("CollectionLayout re-exports Foundation")
struct ReexportTests {
    @Test("layout code with only `import CollectionLayout` compiles and solves")
    func plainLayoutCode() throws {
        #expect(PlainUIKitLayoutCode.title(forSection: 0) == "Featured")
        #expect(PlainUIKitLayoutCode.title(forSection: 2) == "Section 2")
        // 393 − 32 = 361 pt of group, two 180.5-pt halves; the second starts at 16 + 180.5 (snapped at @3x).
        let frame = try PlainUIKitLayoutCode.secondCardFrame(in: CGSize(width: 393, height: 852))
        #expect(abs(frame.minX - (16 + 180.5)) < 0.34 && frame.minY == 8 && frame.height == 180)
        #expect(PlainUIKitLayoutCode.url.path == "/")
    }
}
