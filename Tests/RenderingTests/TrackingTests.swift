import Foundation
import Rendering
import Scene
import Testing

@Suite("Text styles and SF Pro's tracking (I3)")
struct TrackingTests {
    @Test("I3: SF Pro's tracking table — −24/1000 em at 17 pt, 0 at 12, +11/1000 em at 34, nothing past 80")
    func table() {
        #expect(abs(FontSpec.sfProTracking(size: 17) - (-0.408)) < 1e-9)
        #expect(FontSpec.sfProTracking(size: 12) == 0)
        #expect(abs(FontSpec.sfProTracking(size: 11) - 0.066) < 1e-9)
        #expect(abs(FontSpec.sfProTracking(size: 34) - 0.374) < 1e-9)
        #expect(abs(FontSpec.sfProTracking(size: 23) - 23 * 0.016) < 1e-9)   // between rows: the lower row (22)
        #expect(FontSpec.sfProTracking(size: 96) == 0)
        #expect(TextStyle.headline.font == FontSpec(textStyle: .headline, size: 17, weight: .semibold))
        #expect(TextStyle.largeTitle.font.size == 34 && TextStyle.caption2.font.size == 11)
    }

    @Test("I3: tracking is drawn and measured: between five characters at 17 pt, 4 × 0.408 pt less than untracked")
    func measured() throws {
        let m = try TextMeasurer()
        let tracked = try m.size(of: "Swift", font: FontSpec(size: 17), maxWidth: nil, numberOfLines: 1)
        let plain = try m.size(of: "Swift", font: FontSpec(size: 17, tracking: 0), maxWidth: nil, numberOfLines: 1)
        #expect(abs((plain.width - tracked.width) - 4 * 0.408) < 0.01)   // Pango spaces between characters, not after the last
        #expect(tracked.height == plain.height)
    }

    @Test("I3: with positive tracking (20 pt and up) the measured width holds the text: measured again in a box that wide it is not cut short")
    func positiveTrackingFits() throws {
        let m = try TextMeasurer(scale: 3)
        for (text, size) in [("전체", 36.0), ("Swift", 36.0), ("실시간", 40.0), ("Games", 34.0)] {
            let font = FontSpec(size: size, weight: .medium)
            let free = try m.size(of: text, font: font, maxWidth: nil, numberOfLines: 1)
            let plain = try m.size(of: text, font: FontSpec(size: size, weight: .medium, tracking: 0), maxWidth: nil, numberOfLines: 1)
            // Pango spaces between characters; the width a label needs has the spacing after the last one too.
            #expect(abs((free.width - plain.width) - Double(text.count) * font.effectiveTracking) < 0.01, "\(text)")
            let boxed = try m.size(of: text, font: font, maxWidth: free.width, numberOfLines: 1)
            #expect(boxed.width == free.width, "\(text) at \(size) pt is ellipsized in a box of its own width")
        }
    }
}
