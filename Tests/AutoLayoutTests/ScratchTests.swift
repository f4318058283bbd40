import AutoLayout
import Testing

@Suite struct ScratchTests {
    @Test func equalSpacingFour() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1009, height: 52))
        let views = [30.0, 30, 30, 65].map { w -> UIView in
            let v = Sized(CGSize(width: w, height: 43))
            v.setContentHuggingPriority(UILayoutPriority(1000), for: .horizontal)
            return v
        }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing; stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([root.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 16),
                                     stack.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                                     stack.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 700)])
        root.layoutIfNeeded()
        print(stack.frame, views.map(\.frame), root.layoutMessages)
    }
}
