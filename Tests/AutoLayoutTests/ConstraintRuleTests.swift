import AutoLayout
import Testing

/// Auto Layout rules AL1–AL4 and AL8 (README "Auto Layout"): each with the UIKit behaviour and its source.
@Suite struct ConstraintRuleTests {
    /// A root of `size` with `n` Auto Layout subviews.
    static func tree(_ size: CGSize, _ n: Int) -> (UIView, [UIView]) {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        let views = (0..<n).map { i -> UIView in
            let v = UIView()
            v.restorationIdentifier = "v\(i)"
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            return v
        }
        return (root, views)
    }

    /// AL1: `first.attr = second.attr × multiplier + constant`, every attribute of the anchor API.
    /// The numbers are the App Store clone's SmallAppCell.xib, stored by Interface Builder
    /// (kishikawakatsumi/AppStore-Clone-CollectionViewCompositionalLayouts @c1fdba7, Cells/SmallAppCell.xib):
    /// icon (4, 10, 60, 60), button (297, 25, 74, 30), separator (72, 79.5, 299, 0.5) in a 375 × 80 content view.
    @Test func smallAppCellFramesAL1() {
        let (root, v) = Self.tree(CGSize(width: 375, height: 80), 3)
        let (icon, button, separator) = (v[0], v[1], v[2])
        NSLayoutConstraint.activate([
            icon.widthAnchor.constraint(equalToConstant: 60), icon.heightAnchor.constraint(equalToConstant: 60),
            icon.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
            icon.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            button.widthAnchor.constraint(equalToConstant: 74), button.heightAnchor.constraint(equalToConstant: 30),
            root.trailingAnchor.constraint(equalTo: button.trailingAnchor, constant: 4),
            button.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            separator.heightAnchor.constraint(equalToConstant: 0.5),
            separator.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            separator.trailingAnchor.constraint(equalTo: button.trailingAnchor),
            root.bottomAnchor.constraint(equalTo: separator.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 4, y: 10, width: 60, height: 60))
        #expect(button.frame == CGRect(x: 297, y: 25, width: 74, height: 30))
        #expect(separator.frame == CGRect(x: 72, y: 79.5, width: 299, height: 0.5))
        #expect(root.frame == CGRect(x: 0, y: 0, width: 375, height: 80))
    }

    /// AL1: a multiplier on a position attribute scales a coordinate of the view that holds the
    /// constraint (IB installs it on the nearest common ancestor). Corpus: element-ios DeviceView.xib
    /// (element-hq/element-ios @917adc8) centres buttons at `superview.centerX × 4/5` of a 580-pt container.
    @Test func positionMultiplierInHolderBoundsAL1() {
        let (root, v) = Self.tree(CGSize(width: 580, height: 100), 1)
        let container = UIView(frame: .zero)
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        let b = v[0]
        b.removeFromSuperview()
        container.addSubview(b)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0),
            container.topAnchor.constraint(equalTo: root.topAnchor), container.widthAnchor.constraint(equalToConstant: 580),
            container.heightAnchor.constraint(equalToConstant: 100),
            b.widthAnchor.constraint(equalToConstant: 40), b.heightAnchor.constraint(equalToConstant: 40),
            b.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        let c = NSLayoutConstraint(item: b, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
                                   multiplier: 0.8, constant: 0)
        c.isActive = true
        #expect(c.holder === container)
        root.layoutIfNeeded()
        #expect(b.frame.midX == 232)   // 290 × 0.8
    }

    /// AL2: required constraints hold exactly; optional ones are met as closely as their priority
    /// allows, higher first (Apple, Auto Layout Guide, "Constraint Priorities").
    @Test func optionalConstraintsYieldByPriorityAL2() {
        let (root, v) = Self.tree(CGSize(width: 300, height: 100), 1)
        let a = v[0]
        let wide = a.widthAnchor.constraint(equalToConstant: 250)
        wide.priority = UILayoutPriority(500)
        let narrow = a.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = UILayoutPriority(501)
        NSLayoutConstraint.activate([wide, narrow, a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
                                     a.widthAnchor.constraint(lessThanOrEqualToConstant: 200)])
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
        narrow.priority = UILayoutPriority(499)
        root.layoutIfNeeded()
        #expect(a.frame.width == 200)   // the ≤ 200 (required) caps the 500 wish
    }

    /// AL3: intrinsic content size — a view hugs it at 250 and resists compression at 750 by default
    /// (UIKit headers: UILayoutPriorityDefaultLow 250, DefaultHigh 750; Auto Layout Guide,
    /// "Intrinsic Content Size"): the lower hugging priority stretches.
    @Test func huggingDecidesWhichViewStretchesAL3() {
        let (root, _) = Self.tree(CGSize(width: 300, height: 40), 0)
        let a = Sized(CGSize(width: 50, height: 20)), b = Sized(CGSize(width: 60, height: 20))
        for x in [a, b] { x.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(x) }
        #expect(a.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(a.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 50, y: 0, width: 250, height: 20))
        // Too narrow: the lower compression resistance gives way.
        b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        root.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        root.layoutIfNeeded()
        #expect(a.frame.width == 50)
        #expect(b.frame.width == 30)
    }

    /// AL4: a view that translates its autoresizing mask keeps its frame when its superview does not
    /// change, and follows the mask when it does: flexible parts share the change in proportion.
    @Test func autoresizingMaskAL4() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fixed = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 80))
        stretchy.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleHeight]
        root.addSubview(fixed); root.addSubview(stretchy)
        root.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 60, height: 80))
        root.frame = CGRect(x: 0, y: 0, width: 170, height: 200)
        root.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        // Δ 70 shared 10 : 60 → +10 and +60; height: all of Δ 100.
        #expect(stretchy.frame == CGRect(x: 20, y: 10, width: 120, height: 180))
    }

    /// AL4: the change is shared out from the superview size the frame was set against, even when
    /// the superview is resized before the first layout pass (a xib's 393-wide cell drawn 834 wide).
    @Test func autoresizingFromTheFramesSuperviewSizeAL4() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 88))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 88))
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cell.addSubview(content)
        cell.frame = CGRect(x: 0, y: 0, width: 834, height: 88)
        cell.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 834, height: 88))
    }

    /// AL8: right to left, leading is the right edge and constants run leftwards (UIKit flips
    /// leading/trailing constraints with the layout direction; left/right stay).
    @Test func leadingTrailingMirrorRightToLeftAL8() {
        let (root, v) = Self.tree(CGSize(width: 375, height: 80), 2)
        root.environmentLayoutDirection = .rightToLeft
        let (icon, pinned) = (v[0], v[1])
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4), icon.topAnchor.constraint(equalTo: root.topAnchor),
            icon.widthAnchor.constraint(equalToConstant: 60), icon.heightAnchor.constraint(equalToConstant: 60),
            pinned.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 4), pinned.topAnchor.constraint(equalTo: root.topAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 311, y: 0, width: 60, height: 60))
        #expect(pinned.frame.minX == 4)
    }

    /// AL12: frames are snapped edge by edge to device pixels, halves up. Corpus README: a 36.5-pt
    /// stack centred in a 75-pt cell is stored at y 19.5 at @2x, not 19.25.
    @Test func pixelSnappingAL12() {
        let (root, v) = Self.tree(CGSize(width: 100, height: 75), 1)
        NSLayoutConstraint.activate([
            v[0].centerYAnchor.constraint(equalTo: root.centerYAnchor), v[0].heightAnchor.constraint(equalToConstant: 36.5),
            v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor), v[0].widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 0, y: 19.5, width: 10, height: 36.5))
        root.contentScaleFactor = 3
        root.setNeedsLayout(); root.layoutIfNeeded()
        #expect(abs(v[0].frame.minY - 58.0 / 3) < 1e-9)   // 19.25 pt = 57.75 px → 58 px
    }
}

/// A view with a fixed intrinsic content size.
final class Sized: UIView {
    let size: CGSize
    init(_ size: CGSize) { self.size = size; super.init(frame: .zero) }
    override init(frame: CGRect) { size = .zero; super.init(frame: frame) }
    required init?(coder: NSCoder) { size = .zero; super.init(coder: coder) }
    override var intrinsicContentSize: CGSize { size }
}
