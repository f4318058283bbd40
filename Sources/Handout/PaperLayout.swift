import Foundation
import Rendering
import Scene
import ScreenSpec

/// Where a handout's screens go on a sheet of paper: one scale for every screen on the page — the
/// largest whole percent, at most 100 %, at which every device's column (bezel, screen, caption, and
/// the strip of its carousels' off-screen cards) fits inside the margins, under the title and above
/// the footer. Text stays at print size; only screens and cards scale, so devices keep their relative
/// sizes exactly.
///
/// A strip starts as wide as its screen; where a column is too tall, its strip widens (1½, 2, … 6
/// screens wide: more cards a row, fewer rows) before the scale drops.
///
/// ```swift
/// let layout = try PaperLayout(screens: rows, paper: Paper.standard.pageSize, measuringWith: measurer)
/// layout.scale   // 0.22 for games-tab on an iPhone SE, an iPhone 15 and an 11″ iPad with its carousels
/// ```
struct PaperLayout {
    /// Paper points per device point, a whole percent.
    var scale: Double
    /// Each device's strip of off-screen cards, as packed for the chosen width.
    var strips: [CarouselStrip]
    /// Each device column's width, in paper points.
    var columnWidths: [Double]
    /// Each column's caption lines: 1, or 2 where a line wraps in the column.
    var captionLines: [Int]
    /// Each appearance row's height, in paper points.
    var rowHeights: [Double]

    /// The strip widths tried, in screens.
    static let stripWidths = [1, 1.5, 2, 2.5, 3, 4, 5, 6]
    /// A column is at least this wide (or its caption's natural width, if less), so captions wrap to at most two lines.
    static let minimumCaptionWidth = 132.0

    /// - Parameter screens: rows (appearances) of each device's drawn screen.
    /// - Throws: `HandoutError` when the captions alone do not fit across the page.
    init(screens: [[HandoutPage.DrawnScreen]], paper: CGSize, measuringWith measurer: TextMeasurer) throws {
        typealias M = HandoutPage.Metrics
        let columns = screens.first?.indices ?? 0..<0
        let available = CGSize(width: Double(paper.width) - 2 * M.margin,
                               height: Double(paper.height) - 2 * M.margin - M.titleHeight - M.footerHeight)
        let gaps = (width: M.gap * Double(max(0, columns.count - 1)), height: M.gap * Double(max(0, screens.count - 1)))
        let strips = columns.map { d in
            Self.stripWidths.map { f in
                CarouselStrip(carousels: screens[0][d].carousels, screen: screens[0][d].screen, width: f * screens[0][d].width)
            }
        }
        var measured: [String: CGSize] = [:]
        func size(_ text: String, _ font: FontSpec, width: Double?) -> CGSize {
            let key = "\(font.size)|\(width.map { String($0) } ?? "-")|\(text)"
            if let known = measured[key] { return known }
            let result = (try? measurer.size(of: text, font: font, maxWidth: width, numberOfLines: 2)) ?? CGSize(width: 1e6, height: 40)
            measured[key] = result
            return result
        }
        for percent in stride(from: 100, through: 1, by: -1) {
            let scale = Double(percent) / 100
            // The natural (one-line) width of each column's widest caption line at this scale.
            let captionWidths = columns.map { d in
                screens.map { row in
                    let (name, details) = HandoutPage.captionLines(row[d].device, row[d].appearance, traits: row[d].screen.traits, pageScale: scale)
                    return max(Double(size(name, HandoutPage.captionName, width: nil).width),
                               Double(size(details, HandoutPage.captionDetails, width: nil).width)).rounded(.up)
                }.max() ?? 0
            }
            // Captions on one line if the page is wide enough, else wrapped in narrower columns.
            for captionMinimum in [captionWidths, captionWidths.map { min($0, Self.minimumCaptionWidth) }] {
                var choice = columns.map { _ in 0 }
                while true {
                    let widths = columns.map { d in
                        max(screens[0][d].width * scale + 2 * M.bezel, strips[d][choice[d]].width * scale, captionMinimum[d])
                    }
                    let captionLines = columns.map { d in
                        screens.map { row -> Int in
                            let (name, details) = HandoutPage.captionLines(row[d].device, row[d].appearance, traits: row[d].screen.traits, pageScale: scale)
                            return size(name, HandoutPage.captionName, width: widths[d]).height > 24
                                || size(details, HandoutPage.captionDetails, width: widths[d]).height > 20 ? 2 : 1
                        }.max() ?? 1
                    }
                    let heights = screens.map { row in
                        columns.map { d in
                            2 * M.bezel + Double(row[d].scene.size.height) * scale + 10 + HandoutPage.captionHeight(lines: captionLines[d])
                                + strips[d][choice[d]].height(at: scale)
                        }
                    }
                    let rowHeights = heights.map { $0.max() ?? 0 }
                    if rowHeights.reduce(0, +) + gaps.height <= Double(available.height) {
                        guard widths.reduce(0, +) + gaps.width <= Double(available.width) else { break }
                        self.scale = scale
                        self.strips = columns.map { strips[$0][choice[$0]] }
                        self.columnWidths = widths
                        self.captionLines = captionLines
                        self.rowHeights = rowHeights
                        return
                    }
                    // Widen the strip of the column that sets the tallest row, if it can be.
                    guard let tallest = rowHeights.indices.max(by: { rowHeights[$0] < rowHeights[$1] }),
                          let d = heights[tallest].indices.max(by: { heights[tallest][$0] < heights[tallest][$1] }),
                          !strips[d][choice[d]].isEmpty, choice[d] + 1 < Self.stripWidths.count else { break }
                    choice[d] += 1
                }
            }
        }
        throw HandoutError("\(columns.count) device\(columns.count == 1 ? " does" : "s do") not fit on a \(Int(paper.width.rounded())) × "
                           + "\(Int(paper.height.rounded())) pt page even at 1 %; give fewer devices, a larger --page, or --page fit")
    }
}
