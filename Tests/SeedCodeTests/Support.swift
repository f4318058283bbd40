// Helpers for the seed-code tests: frame comparison, the pixel rounding rule (G7) applied to
// hand-derived rects, and the device viewports (uikit-semantics.md I2).
import UIKit
import Foundation
import Testing

/// Frames compared to 1e-6 pt (derived values like 15.72 + 361.56·k carry float noise).
func expectFrame(_ actual: CGRect?, _ expected: CGRect, _ note: String,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let a = actual else {
        Issue.record("missing frame: \(note)", sourceLocation: sourceLocation)
        return
    }
    let ok = abs(a.minX - expected.minX) < 1e-6 && abs(a.minY - expected.minY) < 1e-6
        && abs(a.width - expected.width) < 1e-6 && abs(a.height - expected.height) < 1e-6
    #expect(ok, "\(note): got \(a), expected \(expected)", sourceLocation: sourceLocation)
}

func expectClose(_ actual: CGFloat?, _ expected: CGFloat, _ note: String,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = actual.map { abs($0 - expected) < 1e-6 } ?? false
    #expect(ok, "\(note): got \(String(describing: actual)), expected \(expected)", sourceLocation: sourceLocation)
}

/// G7 as the engine documents it: every edge to the nearest device pixel, halves up.
/// Example: 324.8 pt at @3x = 974.4 px → 974 px → 324.6667 pt.
func pixelRounded(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    (value * scale + 0.5).rounded(.down) / scale
}

/// G7's last step, written out independently of the engine: the origin rounded to the nearest
/// pixel (halves away from zero), the size on its own (halves up).
func pixelRounded(_ r: CGRect, scale: CGFloat) -> CGRect {
    func origin(_ v: CGFloat) -> CGFloat { (v * scale).rounded(.toNearestOrAwayFromZero) / scale }
    return CGRect(x: origin(r.minX), y: origin(r.minY),
                  width: pixelRounded(r.width, scale: scale), height: pixelRounded(r.height, scale: scale))
}

extension SolvedLayout {
    func cell(_ item: Int, _ section: Int) -> CGRect? {
        layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func header(_ section: Int) -> CGRect? {
        layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                             at: IndexPath(item: 0, section: section))?.frame
    }
}

/// Portrait phones (I2). Safe areas: iPhone X 44/34, iPhone 15 and 15 Plus 59/34, SE 20/0;
/// left and right are 0, so the default `.safeArea` reference leaves the width whole (A3, D3).
enum Device {
    static func iPhoneX(scale: CGFloat) -> Viewport {
        Viewport(size: CGSize(width: 375, height: 812),
                 safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), scale: scale)
    }

    static func iPhone15(scale: CGFloat) -> Viewport {
        Viewport(size: CGSize(width: 393, height: 852),
                 safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), scale: scale)
    }

    static func iPhone15Plus(scale: CGFloat) -> Viewport {
        Viewport(size: CGSize(width: 430, height: 932),
                 safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), scale: scale)
    }

    static func iPhoneSE(scale: CGFloat) -> Viewport {
        Viewport(size: CGSize(width: 375, height: 667),
                 safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), scale: scale)
    }
}
