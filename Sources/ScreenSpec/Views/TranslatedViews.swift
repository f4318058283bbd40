import AutoLayout
import Foundation
import UIKitViews

/// A `UILabel` whose padding adds to its intrinsic size (the screen format's label `padding`).
final class PaddedLabel: UILabel {
    let padding: NSDirectionalEdgeInsets
    init(padding: NSDirectionalEdgeInsets) { self.padding = padding; super.init(frame: .zero) }
    override init(frame: CGRect) { padding = .zero; super.init(frame: frame) }
    required init?(coder: NSCoder) { padding = .zero; super.init(coder: coder) }
    override func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
        let p = padding
        let s = super.intrinsicContentSize(forLayoutWidth: width.map { max(1, $0 - p.leading - p.trailing) })
        return s == .zero ? s : CGSize(width: s.width + p.leading + p.trailing, height: s.height + p.top + p.bottom)
    }
}

/// A button's intrinsic size: its title on one line plus padding.
final class TitleView: UIView {
    let size: CGSize
    init(title: String, font: UIFont, padding p: NSDirectionalEdgeInsets, layout: TextLayout) {
        let text = title.isEmpty ? .zero : layout.size(of: title, font: font, maxWidth: nil, lines: 1)
        size = CGSize(width: text.width + p.leading + p.trailing, height: text.height + p.top + p.bottom)
        super.init(frame: .zero)
    }
    override init(frame: CGRect) { size = .zero; super.init(frame: frame) }
    required init?(coder: NSCoder) { size = .zero; super.init(coder: coder) }
    override var intrinsicContentSize: CGSize { size }
}

/// A separator: one device pixel thick, its length from its constraints.
final class HairlineView: UIView {
    let thickness: CGFloat
    init(thickness: CGFloat) { self.thickness = thickness; super.init(frame: .zero) }
    override init(frame: CGRect) { thickness = 1; super.init(frame: frame) }
    required init?(coder: NSCoder) { thickness = 1; super.init(coder: coder) }
    override var intrinsicContentSize: CGSize {
        let inHorizontalStack = (superview as? UIStackView)?.axis == .horizontal
        return inHorizontalStack ? CGSize(width: thickness, height: UIView.noIntrinsicMetric)
            : CGSize(width: UIView.noIntrinsicMetric, height: thickness)
    }
}
