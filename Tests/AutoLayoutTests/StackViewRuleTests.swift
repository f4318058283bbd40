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

    /// SV3 `fillProportionally` with gaps, as UIKit makes it: each share is of the intrinsic widths
    /// and the gaps (40 / 150 and 80 / 150 of the width), at 999 then 998, so in 300 pt the first
    /// view keeps its 80 and the second takes what the 30-pt gap leaves (190), not 90 and 180.
    /// kean/Arranged (24494d7) DistributionLayoutArrangement.swift: its tests match these constraints'
    /// multipliers and priorities with UIStackView's.
    @Test func fillProportionallyCountsTheGapsSV3() {
        let (_, _, v) = stack([CGSize(width: 40, height: 20), CGSize(width: 80, height: 20)]) {
            $0.distribution = .fillProportionally; $0.spacing = 30
        }
        #expect(v.map(\.frame.width) == [80, 190])
        #expect(v[1].frame.minX == 110)
    }

    /// SV3: in `fillProportionally` a view without an intrinsic width and with a zero frame (made in
    /// code) is 0 wide (required) and the one view with a width, without gaps, is required to fill the
    /// rest (the same source).
    @Test func fillProportionallyZeroesViewsWithoutWidthSV3() {
        let (_, _, v) = stack([CGSize(width: 40, height: 20), CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)]) {
            $0.distribution = .fillProportionally
        }
        #expect(v.map(\.frame.width) == [300, 0])
    }

    /// SV3: a view without an intrinsic width takes the width its frame has when the stack lays out as
    /// its share (a view loaded from a xib has its stored frame): 100 and 50 wide in a 300-pt stack
    /// with a 40-pt view share 300 as 40 : 100 : 50 → 63.2, 157.9, 78.9. Interface Builder's frames:
    /// HabitRPG/habitica-ios @aafd43ae556c `QuestProgressView.xib` (an image view and two progress bars
    /// without intrinsic heights keep 258, 130 and 216 in an 821-pt stack), cometchat/cometchat-uikit-ios
    /// @33b02c64db55 `CometChatSenderAudioMessageBubble.xib` and `…StickerMessageBubble.xib` (xib-corpus-2).
    @Test func fillProportionallySharesByFrameWithoutIntrinsicWidthSV3() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let a = Sized(CGSize(width: 40, height: 20)) as UIView
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10)), c = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 10))
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .fillProportionally
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor), stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        let widths = [a, b, c].map(\.frame.width)
        #expect(abs(widths[0] - 300 * 40 / 190) < 0.34 && abs(widths[1] - 300 * 100 / 190) < 0.34 && abs(widths[2] - 300 * 50 / 190) < 0.34,
                "\(widths)")
        root.layoutIfNeeded()   // laid out again from its own frames: the same shares
        #expect([a, b, c].map(\.frame.width) == widths)
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

    /// SV5: `equalCentering`'s equal distances hold at priority 149, below every hugging and
    /// compression resistance: views too wide to centre equally keep their widths and the middle one
    /// sits as near its centred place as the 10-pt minimum gap lets it (kean/Arranged, as above:
    /// `UISV-distributing` at 149).
    @Test func equalCenteringGivesWayToTheViewsSV5() {
        let (_, _, v) = stack([CGSize(width: 150, height: 20), CGSize(width: 20, height: 20), CGSize(width: 80, height: 20)]) {
            $0.distribution = .equalCentering; $0.spacing = 10
        }
        // Centred, the middle view would start at 157.5, 7.5 pt from the first: it starts at 160.
        #expect(v.map(\.frame.width) == [150, 20, 80])
        #expect(v.map(\.frame.minX) == [0, 160, 220])
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

    /// SV6 baselines: a horizontal `firstBaseline` stack ties its top to the *first* arranged view's top,
    /// not the tallest's, so a later view with more above its baseline sticks out above the stack; its
    /// bottom is the alignment spanner's, round every view. Apple Feedback 32291130 (openradar-mirror
    /// #17416, "Stack View height incorrect for first/last baseline alignment"): labels at 28, 56 and
    /// 28 pt, the 56-pt one "will extend above the frame of the stack view"; the constraints as
    /// tomvanzummeren/TZStackView (b5bf459, TZStackView.swift) matched them against UIStackView's.
    /// A horizontal stack of `views` aligned by `alignment`, its leading edge on a 300 × 200 root's and
    /// one edge placed by `pin`, laid out.
    func baselineStack(_ views: [UIView], _ alignment: UIStackView.Alignment,
                       pin: (UIStackView, UIView) -> NSLayoutConstraint) -> (root: UIView, stack: UIStackView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let stack = UIStackView(arrangedSubviews: views)
        stack.alignment = alignment
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), pin(stack, root)])
        root.layoutIfNeeded()
        return (root, stack)
    }

    @Test func firstBaselineTiesTheFirstViewSV6() {
        let small = Text(height: 30, baselineBelowTop: 24), large = Text(height: 60, baselineBelowTop: 48)
        let (root, stack) = baselineStack([small, large, Text(height: 30, baselineBelowTop: 24)], .firstBaseline) {
            $0.topAnchor.constraint(equalTo: $1.topAnchor, constant: 20)
        }
        // Frames in the stack: the first view's top is the stack's; the large view's baseline meets the
        // small ones' 24 below it, so its top is 24 above the stack (-4 in the root).
        #expect(small.frame.minY == 0)
        #expect(large.frame.minY == -24)
        #expect(stack.frame == CGRect(x: 0, y: 20, width: 150, height: 36))   // down to the large view's bottom
        #expect([stack, small, large].allSatisfy { !$0.hasAmbiguousLayout }, "\(root)")
    }

    /// SV6 baselines: `lastBaseline` ties the stack's bottom to the first view's bottom (the same
    /// sources); a later view with more below its baseline sticks out below, and the top is the
    /// spanner's, the highest view's top.
    @Test func lastBaselineTiesTheFirstViewSV6() {
        let small = Text(height: 30, baselineBelowTop: 24), large = Text(height: 60, baselineBelowTop: 48)
        let (root, stack) = baselineStack([small, large], .lastBaseline) { $0.bottomAnchor.constraint(equalTo: $1.topAnchor, constant: 150) }
        // In the stack (54 tall): the first view's bottom is the stack's, baselines 6 above it; the
        // large view's baseline is 12 above its bottom, so it ends 6 below the stack.
        #expect(small.frame.maxY == 54)
        #expect(large.frame.maxY == 60)
        #expect(stack.frame == CGRect(x: 0, y: 96, width: 100, height: 54))
        #expect([stack, small, large].allSatisfy { !$0.hasAmbiguousLayout }, "\(root)")
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

/// A 50-pt-wide view `height` tall with both baselines `baselineBelowTop` below its top (text of one
/// line, as far as the stack is concerned).
final class Text: UIView {
    let height: CGFloat, baseline: CGFloat
    init(height: CGFloat, baselineBelowTop: CGFloat) {
        self.height = height; baseline = baselineBelowTop
        super.init(frame: .zero)
    }
    override init(frame: CGRect) { height = frame.height; baseline = 0; super.init(frame: frame) }
    required init?(coder: NSCoder) { height = 0; baseline = 0; super.init(coder: coder) }
    override var intrinsicContentSize: CGSize { CGSize(width: 50, height: height) }
    override var baselineLayout: BaselineLayout {
        BaselineLayout(heightFactor: 0.5, first: baseline - height / 2, last: baseline - height / 2)
    }
}
