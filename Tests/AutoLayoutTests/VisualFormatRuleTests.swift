import AutoLayout
import Testing

/// Rule AL15 (docs/rules.md): the Visual Format Language. Its standard spaces (8 between siblings, 20 to
/// the superview's edge) are from Apple's Auto Layout Guide ("Visual Format Language"); no recording
/// here settles them (README "Not yet confirmed").
@Suite struct VisualFormatRuleTests {
    @Test func aFormatLaysViewsOutAlongItsAxisAL15() {
        let (root, v) = ConstraintRuleTests.tree(CGSize(width: 320, height: 100), 3)
        let views = ["icon": v[0], "title": v[1], "badge": v[2]]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[icon(44)]-[title]-(>=10,==12@750)-[badge(==icon)]-16-|",
                                           options: [.alignAllCenterY], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-top-[icon(height)]", metrics: ["top": 10, "height": 44.0], views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:[title(20)]", metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:[badge(30)]", metrics: nil, views: views))
        root.layoutIfNeeded()
        // 20 standard to the edge, 44 wide, 8 standard, title stretches, 12 (preferred over >= 10), badge 44, 16 to the edge.
        #expect(v[0].frame == CGRect(x: 20, y: 10, width: 44, height: 44))
        #expect(v[2].frame == CGRect(x: 320 - 16 - 44, y: 17, width: 44, height: 30))   // centred on the icon
        #expect(v[1].frame == CGRect(x: 72, y: 22, width: 320 - 16 - 44 - 12 - 72, height: 20))
    }

    @Test func adjacentViewsAndEdgesTouchAL15() {
        let (root, v) = ConstraintRuleTests.tree(CGSize(width: 300, height: 50), 2)
        let views = ["a": v[0], "b": v[1]]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][b(==a)]|", metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[a]|", metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b]|", metrics: nil, views: views))
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 0, y: 0, width: 150, height: 50) && v[1].frame == CGRect(x: 150, y: 0, width: 150, height: 50))
    }

    @Test func aFormatUIKitRejectsGivesNoConstraintsAndItsReasonAL15() {
        let (_, v) = ConstraintRuleTests.tree(CGSize(width: 100, height: 100), 1)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[missing]-|", metrics: nil, views: ["a": v[0]]).isEmpty)
        #expect(VisualFormat.lastProblem?.contains("no view named 'missing'") == true)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-gap-[a]", metrics: nil, views: ["a": v[0]]).isEmpty)
        #expect(VisualFormat.lastProblem?.contains("no metric named 'gap'") == true)
    }
}
