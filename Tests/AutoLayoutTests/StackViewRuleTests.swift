import AutoLayout
import Testing

/// UIStackView rules SV1–SV9 (README "Auto Layout"), from Apple's `UIStackView` documentation.
/// The corpus check (`XibCorpusTests`) holds them against Interface Builder's stored frames.
@Suite struct StackViewRuleTests {
    /// A 300 × 50 root holding a horizontal stack pinned to its edges, with sized views.
    func stack(_ sizes: [CGSize], configure: (UIStackView) -> Void = { _ in }) -> (UIView, UIStackView, [UIView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let views = sizes.map { Sized($0) as UIView }
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        configure(stack)
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor), stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        return (root, stack, views)
    }

    /// SV1 `fill`: views at their intrinsic widths with `spacing` between; the lowest hugging priority stretches.
    @Test func fillSV1() {
        let (_, _, v) = stack([CGSize(width: 40, height: 20), CGSize(width: 60, height: 20)]) { s in
            s.spacing = 10
            s.arrangedSubviews[0].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        }
        #expect(v[0].frame == CGRect(x: 0, y: 0, width: 40, height: 50))
        #expect(v[1].frame == CGRect(x: 50, y: 0, width: 250, height: 50))
    }

    /// SV2 `fillEqually`: equal widths, the spacing between.
    @Test func fillEquallySV2() {
        let (_, _, v) = stack([CGSize(width: 40, height: 20), CGSize(width: 60, height: 20), CGSize(width: 10, height: 20)]) {
            $0.distribution = .fillEqually; $0.spacing = 15
        }
        #expect(v.map(\.frame.width) == [90, 90, 90])
        #expect(v.map(\.frame.minX) == [0, 105, 210])
    }

    /// SV3 `fillProportionally`: the width less the gaps, shared in proportion to intrinsic widths.
    @Test func fillProportionallySV3() {
        let (_, _, v) = stack([CGSize(width: 40, height: 20), CGSize(width: 80, height: 20)]) {
            $0.distribution = .fillProportionally; $0.spacing = 0
        }
        #expect(v.map(\.frame.width) == [100, 200])
    }

    /// SV4 `equalSpacing`: views at intrinsic widths, the leftover shared equally between them.
    @Test func equalSpacingSV4() {
        let (_, _, v) = stack([CGSize(width: 40, height: 20), CGSize(width: 60, height: 20), CGSize(width: 20, height: 20)]) {
            $0.distribution = .equalSpacing
        }
        #expect(v.map(\.frame.minX) == [0, 130, 280])
        #expect(v.map(\.frame.width) == [40, 60, 20])
    }

    /// SV5 `equalCentering`: equal distances between the views' centres.
    @Test func equalCenteringSV5() {
        let (_, _, v) = stack([CGSize(width: 40, height: 20), CGSize(width: 60, height: 20), CGSize(width: 20, height: 20)]) {
            $0.distribution = .equalCentering
        }
        // Centres at 20 and 290 (first and last pinned to the edges); the middle halfway: 155.
        #expect(v.map(\.frame.midX) == [20, 155, 290])
    }

    /// SV6 alignment across the axis: `center` centres at intrinsic height; `leading` (top), `trailing`
    /// (bottom); `fill` stretches (SV1).
    @Test func alignmentSV6() {
        let sizes = [CGSize(width: 40, height: 20), CGSize(width: 60, height: 30)]
        let (_, _, c) = stack(sizes) { $0.alignment = .center }
        #expect(c.map(\.frame.minY) == [15, 10])
        #expect(c.map(\.frame.height) == [20, 30])
        let (_, _, t) = stack(sizes) { $0.alignment = .top }
        #expect(t.map(\.frame.minY) == [0, 0])
        let (_, _, b) = stack(sizes) { $0.alignment = .bottom }
        #expect(b.map(\.frame.maxY) == [50, 50])
    }

    /// SV6: a stack free to size itself across its axis hugs its largest view (UISV-canvas-fit).
    @Test func canvasHugsLargestViewSV6() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let stack = UIStackView(arrangedSubviews: [Sized(CGSize(width: 40, height: 20)), Sized(CGSize(width: 60, height: 36))])
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     stack.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 32, width: 100, height: 36))
    }

    /// SV7: a hidden arranged subview leaves the arrangement, and its spacing with it.
    @Test func hiddenArrangedSubviewSV7() {
        let (root, _, v) = stack([CGSize(width: 40, height: 20), CGSize(width: 60, height: 20), CGSize(width: 20, height: 20)]) {
            $0.distribution = .fillEqually; $0.spacing = 10
        }
        v[1].isHidden = true
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 0, y: 0, width: 145, height: 50))
        #expect(v[2].frame == CGRect(x: 155, y: 0, width: 145, height: 50))
        #expect(v[1].frame.width == 0)
    }

    /// SV8: `isLayoutMarginsRelativeArrangement` lays the views out inside the stack's margins.
    @Test func marginsRelativeArrangementSV8() {
        let (_, _, v) = stack([CGSize(width: 40, height: 20)]) {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 12, bottom: 5, trailing: 12)
        }
        #expect(v[0].frame == CGRect(x: 12, y: 5, width: 276, height: 40))
    }

    /// SV9: a vertical stack with `isBaselineRelativeArrangement` spaces last baseline to first baseline.
    @Test func baselineRelativeArrangementSV9() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let a = Baselined(), b = Baselined()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical; stack.spacing = 30; stack.isBaselineRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        // a's baseline at 16; b's 30 below at 46, so b's top is 30.
        #expect(b.frame.minY == 30)
        #expect(stack.frame.height == 50)
    }

    /// SV4/SV6 in a vertical stack: the axes swap.
    @Test func verticalStackSV1() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let a = Sized(CGSize(width: 40, height: 20)), b = Sized(CGSize(width: 60, height: 30))
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical; stack.spacing = 8; stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 5, y: 5, width: 60, height: 58))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 28, width: 60, height: 30))
    }
}
