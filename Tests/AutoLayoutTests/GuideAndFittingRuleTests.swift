import AutoLayout
import Testing

/// Auto Layout rules AL5–AL7 (margins, safe area, readable width), AL9 (fitting), AL10 (conflicts),
/// AL11 (ambiguity), AL13 (baselines).
@Suite struct GuideAndFittingRuleTests {
    typealias T = ConstraintRuleTests

    /// AL5: a view's layout margins default to 8 pt; `…Margin` attributes and `layoutMarginsGuide`
    /// sit inside them (Apple, "Positioning content within layout margins").
    @Test func marginsAL5() {
        let (root, v) = T.tree(CGSize(width: 200, height: 100), 2)
        #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 16)
        NSLayoutConstraint.activate([
            v[0].leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            v[0].trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            v[0].topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor), v[0].heightAnchor.constraint(equalToConstant: 10),
        ])
        let c = NSLayoutConstraint(item: v[1], attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin,
                                   multiplier: 1, constant: 0)
        NSLayoutConstraint.activate([c, v[1].widthAnchor.constraint(equalToConstant: 30), v[1].heightAnchor.constraint(equalToConstant: 10),
                                     NSLayoutConstraint(item: v[1], attribute: .bottom, relatedBy: .equal, toItem: root,
                                                        attribute: .bottomMargin, multiplier: 1, constant: 0)])
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 20, y: 10, width: 164, height: 10))
        #expect(v[1].frame == CGRect(x: 154, y: 80, width: 30, height: 10))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 10, width: 164, height: 80))
    }

    /// AL5: margins are measured from the safe area (`insetsLayoutMarginsFromSafeArea`, default on) and
    /// a view that preserves its superview's margins takes the larger. Corpus README: SwiftMessages
    /// CardView resolves `topMargin`/`bottomMargin` to 44/34 on an iPhone 11 (margins 0 + safe area).
    @Test func marginsFromSafeAreaAndPreservedAL5() {
        let (root, v) = T.tree(CGSize(width: 414, height: 896), 1)
        root.simulatedSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        #expect(root.effectiveLayoutMargins == UIEdgeInsets(top: 44, left: 20, bottom: 34, right: 20))
        NSLayoutConstraint.activate([
            v[0].topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            v[0].bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4), v[0].widthAnchor.constraint(equalToConstant: 100),
        ])
        let inner = UIView(); inner.translatesAutoresizingMaskIntoConstraints = false
        v[0].addSubview(inner)
        v[0].preservesSuperviewLayoutMargins = true
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: v[0].layoutMarginsGuide.leadingAnchor),
            inner.topAnchor.constraint(equalTo: v[0].topAnchor), inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 4, y: 44, width: 100, height: 818))
        #expect(v[0].safeAreaInsets == .zero)
        #expect(inner.frame.minX == 16)   // the root's 20-pt margin, 4 pt in: 16 left of it, more than its own 8
    }

    /// AL7: `readableContentGuide` is the margins guide, at most 672 pt wide, centred (Layoutshot's choice of width).
    @Test func readableContentGuideAL7() {
        let (root, v) = T.tree(CGSize(width: 1024, height: 100), 1)
        NSLayoutConstraint.activate([
            v[0].leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            v[0].trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            v[0].topAnchor.constraint(equalTo: root.topAnchor), v[0].heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 176, y: 0, width: 672, height: 1))
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 100)
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 8, y: 0, width: 359, height: 1))
    }

    /// AL9: `systemLayoutSizeFitting` — a required axis is fixed, a `fittingSizeLevel` axis takes what
    /// the content needs (how self-sizing cells measure). Re-fitting at a new width re-solves.
    @Test func systemLayoutSizeFittingAL9() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let body = Sized(CGSize(width: 40, height: 30))
        body.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10), cell.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 12),
            body.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 5),
            cell.trailingAnchor.constraint(greaterThanOrEqualTo: body.trailingAnchor, constant: 5),
        ])
        let fitted = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 375, height: 52))
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 50, height: 52))
        cell.frame = CGRect(origin: .zero, size: fitted)
        cell.layoutIfNeeded()
        #expect(body.frame == CGRect(x: 5, y: 10, width: 40, height: 30))
        cell.frame = CGRect(x: 0, y: 0, width: 100, height: 100)   // a cell taller than its content: the body stretches
        cell.layoutIfNeeded()
        #expect(body.frame.height == 78)
    }

    /// AL10: conflicting required constraints are logged as UIKit logs them, listing the conflict, and
    /// one is broken: the one added last (Layoutshot's choice); the rest hold.
    @Test func unsatisfiableConstraintsAreReportedAL10() {
        let (root, v) = T.tree(CGSize(width: 300, height: 100), 1)
        let a = v[0]
        let first = a.widthAnchor.constraint(equalToConstant: 100)
        let second = a.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        NSLayoutConstraint.activate([first, a.heightAnchor.constraint(equalToConstant: 10), second,
                                     a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
        #expect(root.brokenConstraints.map(\.identifier) == ["too-wide"])
        let log = root.layoutMessages.joined()
        #expect(log.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(log.contains("\"<NSLayoutConstraint:- UIView:v0.width == 100   (active)>\""))
        #expect(log.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint:too-wide UIView:v0.width == 200   (active)>"))
        #expect(!log.contains("height"))   // only the conflicting ones are listed
    }

    /// AL11: `hasAmbiguousLayout` — a view whose constraints leave a frame variable free.
    @Test func ambiguityAL11() {
        let (root, v) = T.tree(CGSize(width: 300, height: 100), 2)
        NSLayoutConstraint.activate([
            v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor), v[0].topAnchor.constraint(equalTo: root.topAnchor),
            v[0].widthAnchor.constraint(equalToConstant: 10), v[0].heightAnchor.constraint(equalToConstant: 10),
            v[1].leadingAnchor.constraint(equalTo: root.leadingAnchor), v[1].widthAnchor.constraint(equalToConstant: 10),
            v[1].heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(!v[0].hasAmbiguousLayout)
        #expect(v[1].hasAmbiguousLayout)   // no vertical position
    }

    /// AL13: baselines — a plain view's are its bottom; a view's `baselineLayout` moves them.
    @Test func baselinesAL13() {
        let (root, v) = T.tree(CGSize(width: 300, height: 100), 1)
        let text = Baselined()
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        NSLayoutConstraint.activate([
            v[0].topAnchor.constraint(equalTo: root.topAnchor, constant: 10), v[0].heightAnchor.constraint(equalToConstant: 30),
            v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor), v[0].widthAnchor.constraint(equalToConstant: 10),
            text.firstBaselineAnchor.constraint(equalTo: v[0].lastBaselineAnchor),
            text.leadingAnchor.constraint(equalTo: v[0].trailingAnchor),
        ])
        root.layoutIfNeeded()
        // v0's baseline is its bottom (40); the text's first baseline is 16 below its top.
        #expect(text.frame == CGRect(x: 10, y: 24, width: 50, height: 20))
    }
}

/// A view 50 × 20 with its first baseline 16 pt below its top (10 below its centre).
final class Baselined: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 20) }
    override var baselineLayout: BaselineLayout { BaselineLayout(heightFactor: 0.5, first: 6, last: 6) }
}

/// AL10 at scale: thousands of conflicting required constraints are reported in time (the minimal
/// set is searched for the first 20 only; each report still names the constraint it breaks).
@Suite struct ConflictScaleTests {
    @Test func manyConflictsAreReportedQuickly() {
        let (root, v) = ConstraintRuleTests.tree(CGSize(width: 300, height: 100), 1)
        NSLayoutConstraint.activate([v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor), v[0].topAnchor.constraint(equalTo: root.topAnchor),
                                     v[0].heightAnchor.constraint(equalToConstant: 1)])
        let widths = (0..<2000).map { v[0].widthAnchor.constraint(equalToConstant: CGFloat(10 + $0)) }
        NSLayoutConstraint.activate(widths)
        root.layoutIfNeeded()
        #expect(v[0].frame.width == 10)
        #expect(root.brokenConstraints.count == 1999)
        #expect(root.layoutMessages.count == 1999)
        #expect(root.layoutMessages.last?.contains("Will attempt to recover by breaking constraint") == true)
    }
}
