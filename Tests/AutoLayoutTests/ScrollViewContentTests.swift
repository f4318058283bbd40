import AutoLayout
import Testing

/// AL14: a scroll view's edges, related to its content, are its content area's; its width, height and
/// centres its frame's (Apple, Auto Layout Guide, "Working with Scroll Views"). The corpus case is
/// pocket-casts ImportExportViewController.xib (`CorpusRuleTests`, `MeasuredTextRuleTests`).
@Suite struct ScrollViewContentTests {
    /// A 300 × 400 root holding a scroll view pinned to it, and a 120-pt-tall content view inside.
    func scene(_ pin: (UIScrollView, UIView) -> [NSLayoutConstraint]) -> (UIView, UIScrollView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let scroll = UIScrollView(frame: .zero), content = UIView(frame: .zero)
        scroll.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor), scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor), scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.heightAnchor.constraint(equalToConstant: 120),
        ] + pin(scroll, content))
        root.layoutIfNeeded()
        return (root, scroll, content)
    }

    /// Edges pin the content, not the frame: the content view keeps its 120 pt and sets the content size.
    @Test func edgesAreTheContentArea() {
        let (_, scroll, content) = scene { s, c in
            [c.topAnchor.constraint(equalTo: s.topAnchor, constant: 10), s.bottomAnchor.constraint(equalTo: c.bottomAnchor, constant: 20),
             c.leadingAnchor.constraint(equalTo: s.leadingAnchor), c.trailingAnchor.constraint(equalTo: s.trailingAnchor),
             c.widthAnchor.constraint(equalTo: s.widthAnchor)]
        }
        #expect(content.frame == CGRect(x: 0, y: 10, width: 300, height: 120))
        #expect(scroll.contentSize == CGSize(width: 300, height: 150))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 150))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 400))
    }

    /// Centres are the frame's: a centred view with only its content's top pinned sits in the middle of the 300 pt.
    @Test func centresAreTheFrame() {
        let (_, _, content) = scene { s, c in
            [c.widthAnchor.constraint(equalToConstant: 100),
             c.centerXAnchor.constraint(equalTo: s.centerXAnchor), c.centerYAnchor.constraint(equalTo: s.centerYAnchor, constant: 1000)]
        }
        #expect(content.frame == CGRect(x: 100, y: 1140, width: 100, height: 120))
    }

    /// Margins to the content are the content area inset by the scroll view's margins (8 pt by default).
    @Test func marginsInsetTheContentArea() {
        let (_, scroll, content) = scene { s, c in
            [NSLayoutConstraint(item: c, attribute: .top, relatedBy: .equal, toItem: s, attribute: .topMargin, multiplier: 1, constant: 0),
             c.leadingAnchor.constraint(equalTo: s.leadingAnchor),
             c.widthAnchor.constraint(equalToConstant: 50),
             NSLayoutConstraint(item: s, attribute: .bottomMargin, relatedBy: .equal, toItem: c, attribute: .bottom, multiplier: 1, constant: 0)]
        }
        #expect(content.frame.minY == 8)
        #expect(abs(scroll.contentSize.height - (8 + 120 + 8)) < 1e-9)
    }
}
