// The Games screen of seed 000, derived by hand (appstore-clone.md §1.2/§1.3, uikit-semantics.md
// A3, C1, C2, C6, D1, D7). Every number is written out; nothing here asks the engine.
import UIKit
import Foundation

/// The section kinds of the 32-section list, in order (§1.2):
/// F featured, T title, S small, M medium, C category, L link, B button, X terms.
let gamesKinds = Array("FTSTSTSTMTSTSTCTMTSTSTSTLLLLBBBX")

struct GamesDerivation {
    /// Section content width = viewport width − safe-area left/right (0) − section insets (0) (A3).
    let width: CGFloat
    /// Orthogonal groups: 0.92 × width (A3).
    let groupWidth: CGFloat
    /// `.groupPagingCentered`: first group at (width − groupWidth) / 2 (D7).
    let firstX: CGFloat
    /// Featured group and item: 0.4 × viewport height (A3; item 1×1 of its group, A2).
    let featuredHeight: CGFloat
    /// Small: group 0.3 × H, three items resized to 0.3H / 3 (C2).
    let smallItemHeight: CGFloat
    /// Medium: group 0.3 × H, two items resized to 0.3H / 2 (C2).
    let mediumItemHeight: CGFloat
    /// Section tops, the §1.2 table (heights: F 0.4H, T 50, S/M 0.3H, C 6×50, L 44, B 50, X 70).
    let sectionY: [CGFloat]
    let contentHeight: CGFloat

    /// 375 × 812: groupWidth 0.92·375 = 345, firstX (375 − 345)/2 = 15, featured 0.4·812 = 324.8,
    /// small/medium group 0.3·812 = 243.6 → items 81.2 and 121.8. Σ = 324.8 + 12·50 + 10·243.6 + 300
    /// + 4·44 + 3·50 + 70 = 4056.8. Every value is a whole pixel at @5 (×5 = 1624, 406, 609, 20284).
    static let iPhoneX = GamesDerivation(
        width: 375, groupWidth: 345, firstX: 15, featuredHeight: 324.8, smallItemHeight: 81.2, mediumItemHeight: 121.8,
        sectionY: [0, 324.8, 374.8, 618.4, 668.4, 912, 962, 1205.6, 1255.6, 1499.2, 1549.2, 1792.8, 1842.8,
                   2086.4, 2136.4, 2436.4, 2486.4, 2730, 2780, 3023.6, 3073.6, 3317.2, 3367.2, 3610.8,
                   3660.8, 3704.8, 3748.8, 3792.8, 3836.8, 3886.8, 3936.8, 3986.8],
        contentHeight: 4056.8)

    /// 393 × 852: groupWidth 0.92·393 = 361.56, firstX (393 − 361.56)/2 = 15.72, featured
    /// 0.4·852 = 340.8, group 0.3·852 = 255.6 → items 85.2 and 127.8. Σ = 340.8 + 600 + 10·255.6
    /// + 300 + 176 + 150 + 70 = 4192.8. Whole pixels at @25 (15.72·25 = 393, 361.56·25 = 9039).
    static let iPhone15 = GamesDerivation(
        width: 393, groupWidth: 361.56, firstX: 15.72, featuredHeight: 340.8, smallItemHeight: 85.2, mediumItemHeight: 127.8,
        sectionY: [0, 340.8, 390.8, 646.4, 696.4, 952, 1002, 1257.6, 1307.6, 1563.2, 1613.2, 1868.8, 1918.8,
                   2174.4, 2224.4, 2524.4, 2574.4, 2830, 2880, 3135.6, 3185.6, 3441.2, 3491.2, 3746.8,
                   3796.8, 3840.8, 3884.8, 3928.8, 3972.8, 4022.8, 4072.8, 4122.8],
        contentHeight: 4192.8)

    /// 430 × 932: groupWidth 0.92·430 = 395.6, firstX (430 − 395.6)/2 = 17.2, featured
    /// 0.4·932 = 372.8, group 0.3·932 = 279.6 → items 93.2 and 139.8. Σ = 372.8 + 600 + 10·279.6
    /// + 300 + 176 + 150 + 70 = 4464.8. Whole pixels at @5.
    static let iPhone15Plus = GamesDerivation(
        width: 430, groupWidth: 395.6, firstX: 17.2, featuredHeight: 372.8, smallItemHeight: 93.2, mediumItemHeight: 139.8,
        sectionY: [0, 372.8, 422.8, 702.4, 752.4, 1032, 1082, 1361.6, 1411.6, 1691.2, 1741.2, 2020.8, 2070.8,
                   2350.4, 2400.4, 2700.4, 2750.4, 3030, 3080, 3359.6, 3409.6, 3689.2, 3739.2, 4018.8,
                   4068.8, 4112.8, 4156.8, 4200.8, 4244.8, 4294.8, 4344.8, 4394.8],
        contentHeight: 4464.8)

    /// Items per section as the data source reports them: F 5, T 1, S 9, M 8, C 6, L/B/X 1.
    static func itemCount(_ kind: Character) -> Int {
        switch kind {
        case "F": 5
        case "S": 9
        case "M": 8
        case "C": 6
        default: 1
        }
    }

    /// The unrounded frame of `item` in `section`, `offset` points into its orthogonal scroller.
    func frame(item: Int, section: Int, offset: CGFloat = 0) -> CGRect {
        let y = sectionY[section]
        switch gamesKinds[section] {
        case "F":   // one item per group (C1), groups in one row, stride 0.92W (D7)
            return CGRect(x: firstX + groupWidth * CGFloat(item) - offset, y: y, width: groupWidth, height: featuredHeight)
        case "S":   // item i: group i / 3 across (C6, D7), slot i % 3 down (C2)
            return CGRect(x: firstX + groupWidth * CGFloat(item / 3) - offset, y: y + smallItemHeight * CGFloat(item % 3),
                          width: groupWidth, height: smallItemHeight)
        case "M":
            return CGRect(x: firstX + groupWidth * CGFloat(item / 2) - offset, y: y + mediumItemHeight * CGFloat(item % 2),
                          width: groupWidth, height: mediumItemHeight)
        case "C":   // six full-width 50 pt groups stacked down the section (D1)
            return CGRect(x: 0, y: y + 50 * CGFloat(item), width: width, height: 50)
        case "L":
            return CGRect(x: 0, y: y, width: width, height: 44)
        case "X":
            return CGRect(x: 0, y: y, width: width, height: 70)
        default:    // T and B: full width × 50
            return CGRect(x: 0, y: y, width: width, height: 50)
        }
    }
}
