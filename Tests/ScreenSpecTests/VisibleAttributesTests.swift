import CollectionLayout
import Foundation
@testable import ScreenSpec
import Testing

/// The scene builder draws a screenful from the elements a binary search finds, not from every
/// element of the screen (a ten-million-item screen would otherwise build ten million attributes):
/// the search must give exactly the elements, in exactly the painting order, that filtering all of
/// them gives — for compositional, flow, list and waterfall samples, at rest and scrolled.
@Suite("Visible attributes")
struct VisibleAttributesTests {
    static let samples = ["games-tab", "channel-home", "pinterest", "names-grid", "names-grid-flow", "settings-list"]

    @Test("search = filter, in attributes' order", arguments: samples)
    func sameAsFiltering(_ name: String) throws {
        let screen = try loadSample(name)
        let vertical = screen.scrollDirection == .vertical
        for device in ["iphone-se", "ipad-pro-11"] {
            let solved = try screen.solve(on: try #require(Device.preset(named: device)))
            let extent = vertical ? solved.contentSize.height : solved.contentSize.width
            for start in stride(from: -100.0, through: Double(extent), by: 250) {
                let visible = CGRect(x: vertical ? 0 : start, y: vertical ? start : 0, width: 600, height: 700)
                let found = SceneBuilder.attributes(of: solved, reaching: visible, vertical: vertical)
                let band = vertical ? CGRect(x: -1e12, y: visible.minY, width: 2e12, height: visible.height)
                                    : CGRect(x: visible.minX, y: -1e12, width: visible.width, height: 2e12)
                let filtered = solved.elements.filter { $0.frame.intersects(band) }
                #expect(found == filtered, "\(name) on \(device) at \(start)")
            }
            #expect(!SceneBuilder.attributes(of: solved, reaching: CGRect(x: 0, y: 0, width: 300, height: 300), vertical: vertical).isEmpty)
        }
    }
}
