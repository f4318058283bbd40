import CollectionLayout
import Foundation

/// Lays out a `UIStackView`'s visible arranged subviews (rules in `ViewLayout`).
///
/// ```json
/// {"stack": {"axis": "vertical", "spacing": 10, "alignment": "center", "arrangedSubviews": [
///    {"image": {"color": "systemGray4"}, "constraints": {"widthFraction": 0.8, "aspectRatio": 1}},
///    {"label": {"text": "{text}", "font": {"size": 12}, "color": "#606060"}}]},
///  "constraints": {"top": 14}}
/// ```
/// In a 75-pt cell: the image is 60 × 60 at (7.5, 14), the label 10 pt below it, centred.
struct StackLayout {
    let layout: ViewLayout

    func arrange(_ s: StackSpec, padding p: NSDirectionalEdgeInsets, width: Length, height: Length) throws -> (size: CGSize, frames: [CGRect]) {
        let vertical = s.axis == .vertical
        let (alongLength, crossLength) = vertical ? (height, width) : (width, height)
        let padAlong = vertical ? (Double(p.top), Double(p.bottom)) : (Double(p.leading), Double(p.trailing))
        let padCross = vertical ? (Double(p.leading), Double(p.trailing)) : (Double(p.top), Double(p.bottom))
        func inner(_ v: Double?, _ pad: (Double, Double)) -> Double? { v.map { max(0, $0 - pad.0 - pad.1) } }
        let innerAlong = inner(alongLength.fixed, padAlong)
        let innerCross = inner(crossLength.fixed, padCross)
        let crossLimit = inner(crossLength.limit, padCross)
        let views = s.arrangedSubviews
        let visible = views.indices.filter { !views[$0].isHidden }

        // Sizes: fixed, else intrinsic; nil along the axis means flexible (shares leftover space).
        var along = [Double?](repeating: nil, count: views.count)
        var crossFixed = [Double?](repeating: nil, count: views.count)
        var intrinsicAlong: [Int] = []   // horizontal: widths that came from content, compressible
        for i in visible {
            let v = views[i], c = v.constraints
            let w = c.width ?? c.widthFraction.flatMap { f in width.fixed.map { $0 * f } }
            let h = c.height ?? c.heightFraction.flatMap { f in height.fixed.map { $0 * f } }
            var a = vertical ? h : w
            var x = vertical ? w : h
            if x == nil, s.alignment == .fill || v.isSeparator { x = innerCross }
            if let r = c.aspectRatio {
                // aspectRatio is width / height: convert between the cross and along lengths.
                if a == nil, let x { a = vertical ? x / r : x * r } else if x == nil, let a { x = vertical ? a * r : a / r }
            }
            if vertical {
                let cross = try x ?? layout.intrinsicWidth(v, limit: crossLimit).map { min($0, crossLimit ?? $0) } ?? innerCross ?? 0
                crossFixed[i] = cross
                along[i] = try a ?? c.aspectRatio.map { cross / $0 } ?? layout.intrinsicHeight(v, width: cross)
            } else {
                if let x { crossFixed[i] = x }
                if a == nil, !v.isSeparator { intrinsicAlong.append(i) }
                along[i] = try a ?? (v.isSeparator ? layout.hairline : layout.intrinsicWidth(v, limit: innerAlong))
            }
        }
        compress(&along, intrinsic: intrinsicAlong, into: innerAlong, spacing: s.spacing * max(0, Double(visible.count) - 1),
                 distribution: s.distribution)

        // Distribution along the axis.
        let n = Double(visible.count)
        let gaps = s.spacing * max(0, n - 1)
        var spacing = s.spacing
        var lengths = [Double](repeating: 0, count: views.count)
        let fixedSum = visible.compactMap { along[$0] }.reduce(0, +)
        switch s.distribution {
        case .fillEqually:
            let widest = visible.map { along[$0] ?? 0 }.max() ?? 0
            let each = innerAlong.map { max(0, ($0 - gaps) / max(n, 1)) } ?? widest
            for i in visible { lengths[i] = each }
        case .fill:
            let flexible = visible.filter { along[$0] == nil }
            let share = innerAlong.map { max(0, $0 - fixedSum - gaps) / Double(max(flexible.count, 1)) } ?? 0
            for i in visible { lengths[i] = along[i] ?? share }
        case .equalSpacing:
            for i in visible { lengths[i] = along[i] ?? 0 }
            if n > 1, let innerAlong { spacing = max(s.spacing, (innerAlong - fixedSum) / (n - 1)) }
        }

        // Cross sizes of a horizontal stack depend on the widths just given.
        var cross = [Double](repeating: 0, count: views.count)
        for i in visible {
            if let x = crossFixed[i] { cross[i] = x; continue }
            let v = views[i], length = lengths[i]
            cross[i] = try v.constraints.aspectRatio.map { length / $0 } ?? layout.intrinsicHeight(v, width: length) ?? innerCross ?? 0
        }

        let crossSpace = innerCross ?? visible.map { cross[$0] }.max() ?? 0
        var frames = [CGRect](repeating: .zero, count: views.count)
        var cursor = padAlong.0
        for i in visible {
            let a = lengths[i], x = cross[i]
            let offset: Double = switch s.alignment {
            case .fill, .leading: 0
            case .center: (crossSpace - x) / 2
            case .trailing: crossSpace - x
            }
            let c = padCross.0 + offset
            frames[i] = vertical ? CGRect(x: c, y: cursor, width: x, height: a) : CGRect(x: cursor, y: c, width: a, height: x)
            cursor += a + spacing
        }
        let alongTotal = visible.isEmpty ? padAlong.0 + padAlong.1 : cursor - spacing + padAlong.1
        let size = (along: alongLength.fixed ?? alongTotal, cross: crossLength.fixed ?? crossSpace + padCross.0 + padCross.1)
        return (vertical ? CGSize(width: size.cross, height: size.along) : CGSize(width: size.along, height: size.cross), frames)
    }
}

extension StackLayout {
    /// Content too wide for a horizontal stack: the overflow is taken from the views sized by their
    /// content, widest first — they are cut down to one common width, so a title column next to a
    /// fixed icon wraps instead of running past the cell and a short badge keeps its width. UIKit
    /// shrinks by compression-resistance priority, equal (750) by default, which leaves the choice
    /// ambiguous; widest-first is Layoutshot's documented choice.
    func compress(_ along: inout [Double?], intrinsic: [Int], into inner: Double?, spacing gaps: Double,
                  distribution: StackSpec.Distribution) {
        guard let inner, distribution != .fillEqually, !intrinsic.isEmpty else { return }
        let overflow = along.compactMap { $0 }.reduce(0, +) + gaps - inner
        guard overflow > 0 else { return }
        let widest = intrinsic.compactMap { along[$0] }.sorted(by: >)
        // The level L with Σ max(0, length − L) = overflow.
        var sum = 0.0, level = 0.0
        for (k, length) in widest.enumerated() {
            sum += length
            level = (sum - overflow) / Double(k + 1)
            if k + 1 == widest.count || level >= widest[k + 1] { break }
        }
        level = max(0, level)
        for i in intrinsic { along[i] = along[i].map { min($0, level) } }
    }
}

extension ViewSpec {
    var isSeparator: Bool { if case .separator = kind { true } else { false } }
}
