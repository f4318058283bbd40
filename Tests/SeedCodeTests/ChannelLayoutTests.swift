// Tests of seed 003's channel section (Seed003ChannelLayout.swift), derived by hand from
// uikit-semantics.md A3, C1, D2, D7, G7. The seed does not say how many channels; 10 here.
import UIKit
import Foundation
import Testing

@Suite("Seed 003: channel home")
struct ChannelLayoutTests {
    let channels = 10

    /// Group 0.19·W × 0.17·H (A3: width of the section, height of the viewport); item 1×1 fills it,
    /// so one item per group (C1). `.continuous` (D7): groups side by side from x 0 (safe area 0,
    /// section insets 0), no spacing: channel k at x = 0.19·W·k, y 0.
    func frame(_ k: Int, groupWidth: CGFloat, groupHeight: CGFloat, offset: CGFloat = 0) -> CGRect {
        CGRect(x: groupWidth * CGFloat(k) - offset, y: 0, width: groupWidth, height: groupHeight)
    }

    @Test("A3 C1 D7: 393×852 @100: channels 74.67 × 144.84 at x = 74.67k")
    func iPhone15Exact() throws {
        // 0.19·393 = 74.67, 0.17·852 = 144.84: whole pixels at @100 (7467, 14484).
        let solved = try HomeViewController(homeSource: [.channel]).layout
            .solve(in: Device.iPhone15(scale: 100), itemCounts: [channels])
        for k in 0..<channels {
            expectFrame(solved.cell(k, 0), frame(k, groupWidth: 74.67, groupHeight: 144.84), "channel \(k)")
        }
        expectFrame(solved.cell(9, 0), CGRect(x: 672.03, y: 0, width: 74.67, height: 144.84), "channel 9: 9·74.67")
        // The section is one row: content height = group height; width = the viewport's.
        #expect(solved.contentSize == CGSize(width: 393, height: 144.84))
        // Scroll width: 10·74.67 = 746.7 (no centring insets for .continuous).
        expectClose(solved.orthogonalContentLength(ofSection: 0), 746.7, "scroll width")
    }

    @Test("A3 C1 D7: 375×667 @100: channels 71.25 × 113.39 at x = 71.25k")
    func iPhoneSEExact() throws {
        // 0.19·375 = 71.25, 0.17·667 = 113.39.
        let solved = try HomeViewController(homeSource: [.channel]).layout
            .solve(in: Device.iPhoneSE(scale: 100), itemCounts: [channels])
        for k in 0..<channels {
            expectFrame(solved.cell(k, 0), frame(k, groupWidth: 71.25, groupHeight: 113.39), "channel \(k)")
        }
        #expect(solved.contentSize == CGSize(width: 375, height: 113.39))
        expectClose(solved.orthogonalContentLength(ofSection: 0), 712.5, "scroll width 10·71.25")
    }

    @Test("A3 D7 G7: both sizes @3 and @2 as iOS 14–16 lay them out (.exact), origin and size rounded to device pixels")
    func rounded() throws {
        let layout = HomeViewController(homeSource: [.channel]).layout
        let big = try layout.solve(in: Device.iPhone15(scale: 3).withExactFractions, itemCounts: [channels])
        for k in 0..<channels {
            expectFrame(big.cell(k, 0), pixelRounded(frame(k, groupWidth: 74.67, groupHeight: 144.84), scale: 3),
                        "393 channel \(k)")
        }
        // Written out: 74.67 → 224.01 px → 224; 144.84 → 434.52 px → 435 = 145 pt.
        expectFrame(big.cell(0, 0), CGRect(x: 0, y: 0, width: 224.0 / 3, height: 145), "393 channel 0")
        #expect(big.contentSize == CGSize(width: 393, height: 145))

        let small = try layout.solve(in: Device.iPhoneSE(scale: 2).withExactFractions, itemCounts: [channels])
        for k in 0..<channels {
            expectFrame(small.cell(k, 0), pixelRounded(frame(k, groupWidth: 71.25, groupHeight: 113.39), scale: 2),
                        "375 channel \(k)")
        }
        // Written out: channel 1 at 71.25 → 142.5 px → 143 px; width 71.25 → 142.5 → 143 px; 113.39 → 226.78 → 227.
        expectFrame(small.cell(1, 0), CGRect(x: 71.5, y: 0, width: 71.5, height: 113.5), "375 channel 1")
        #expect(small.contentSize == CGSize(width: 375, height: 113.5))
    }

    @Test("A3 D7 G7: both sizes @3 and @2 as iOS 17 lays them out: each group floored to a pixel, groups at the sums")
    func floored() throws {
        let layout = HomeViewController(homeSource: [.channel]).layout
        // 74.67 pt → 224.01 px → 224 px; 144.84 pt → 434.52 px → 434 px; channel k at 224k px.
        let big = try layout.solve(in: Device.iPhone15(scale: 3), itemCounts: [channels])
        for k in 0..<channels {
            expectFrame(big.cell(k, 0), CGRect(x: CGFloat(224 * k) / 3, y: 0, width: 224.0 / 3, height: 434.0 / 3), "393 channel \(k)")
        }
        #expect(big.contentSize == CGSize(width: 393, height: 434.0 / 3))
        // 71.25 pt → 142.5 px → 142 px = 71 pt; 113.39 pt → 226.78 px → 226 px = 113 pt; channel k at 71k.
        let small = try layout.solve(in: Device.iPhoneSE(scale: 2), itemCounts: [channels])
        for k in 0..<channels {
            expectFrame(small.cell(k, 0), CGRect(x: CGFloat(71 * k), y: 0, width: 71, height: 113), "375 channel \(k)")
        }
        #expect(small.contentSize == CGSize(width: 375, height: 113))
    }

    @Test("D7: .continuous rests where it is put, within the scroll range")
    func continuousOffset() throws {
        let layout = HomeViewController(homeSource: [.channel]).layout
        let moved = try layout.solve(in: Device.iPhone15(scale: 100), itemCounts: [channels],
                                     scroll: ScrollPosition(orthogonalOffsets: [0: 100]))
        // No snapping: channel k at 74.67k − 100.
        for k in 0..<channels {
            expectFrame(moved.cell(k, 0), frame(k, groupWidth: 74.67, groupHeight: 144.84, offset: 100), "channel \(k)")
        }
        let end = try layout.solve(in: Device.iPhone15(scale: 100), itemCounts: [channels],
                                   scroll: ScrollPosition(orthogonalOffsets: [0: 1000]))
        // Clamped to 746.7 − 393 = 353.7: the last channel ends at the right edge, 672.03 − 353.7 = 318.33.
        expectFrame(end.cell(9, 0), CGRect(x: 318.33, y: 0, width: 74.67, height: 144.84), "last channel")
    }

    @Test("E3: the seed's commented-out .keyword case returns nil, which cannot be laid out")
    func keywordSectionIsNil() throws {
        // UIKit raises "Invalid section definition…" for a nil section with items; the engine throws.
        let layout = HomeViewController(homeSource: [.channel, .keyword]).layout
        #expect(throws: LayoutError.self) {
            try layout.solve(in: Device.iPhone15(scale: 3), itemCounts: [channels, 3])
        }
    }
}
