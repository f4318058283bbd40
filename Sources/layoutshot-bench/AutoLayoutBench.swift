import AutoLayout
import Foundation

/// `layoutshot-bench autolayout [iterations [full|solve|resolve]]`: the Auto Layout engine on a cell of 5 views
/// with 18 constraints and 8 intrinsic-size ones (the App Store clone's SmallAppCell with a second line and an
/// accessory). The goals: ≤ 20 µs to solve the cell (the second figure), ≤ 5 µs to solve it again at a
/// new width (the third).
///
/// - "views + constraints + solve": a new tree each iteration — the root and its 5 subviews, their 18 anchor
///   constraints activated (each installed on its items' nearest common ancestor), `layoutIfNeeded()` (a new
///   engine, as below), and at the end of the iteration the release of the tree, its constraints and engine;
/// - "solve a built tree": one tree made before the timing; each iteration `setNeedsLayout()` drops its engine
///   (freeing the previous one is inside the timing) and `layoutIfNeeded()` makes a new one from scratch —
///   everything a first layout of that tree does: a box of 4 solver variables a view, a new solver, the root's
///   size as edit variables, the intrinsic-size constraints, the 18 constraints, the solve, the snapped frames
///   written to the views. Nothing is kept from one iteration to the next;
/// - "re-solve at a new width": the same tree, its engine kept: `systemLayoutSizeFitting` at 375 and 390 pt in
///   turn (a `suggestValue` on the root's width edit variable, the dual simplex, the solved size read back).
///
/// Each is the median of 7 runs of `iterations` (default 20 000), in µs an iteration. A third argument times
/// that figure alone (the others print nan), for a profiler.
enum AutoLayoutBench {
    static func cell() -> (UIView, [NSLayoutConstraint]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
        let icon = UIView(), title = Fixed(CGSize(width: 120, height: 20.5)), subtitle = Fixed(CGSize(width: 90, height: 17))
        let button = UIView(), separator = UIView()
        for v in [icon, title, subtitle, button, separator] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        title.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let constraints = [
            icon.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
            icon.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            icon.widthAnchor.constraint(equalToConstant: 60), icon.heightAnchor.constraint(equalToConstant: 60),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            title.topAnchor.constraint(equalTo: icon.topAnchor),
            subtitle.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            button.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            button.leadingAnchor.constraint(greaterThanOrEqualTo: subtitle.trailingAnchor, constant: 8),
            root.trailingAnchor.constraint(equalTo: button.trailingAnchor, constant: 4),
            button.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            button.widthAnchor.constraint(equalToConstant: 74), button.heightAnchor.constraint(equalToConstant: 30),
            separator.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: button.trailingAnchor),
            separator.heightAnchor.constraint(equalToConstant: 0.5),
            root.bottomAnchor.constraint(equalTo: separator.bottomAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        return (root, constraints)
    }

    final class Fixed: UIView {
        let size: CGSize
        init(_ size: CGSize) { self.size = size; super.init(frame: .zero) }
        override init(frame: CGRect) { size = .zero; super.init(frame: frame) }
        required init?(coder: NSCoder) { size = .zero; super.init(coder: coder) }
        override var intrinsicContentSize: CGSize { size }
    }

    static func time(_ iterations: Int, _ body: () -> Void) -> Double {
        var runs: [Double] = []
        for _ in 0..<7 {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<iterations { body() }
            runs.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations) / 1000)
        }
        return runs.sorted()[3]
    }

    static func run(_ arguments: [String]) {
        let iterations = arguments.first.flatMap(Int.init) ?? 20_000
        let only = arguments.dropFirst().first
        func time(_ name: String, _ iterations: Int, _ body: () -> Void) -> Double {
            only == nil || only == name ? AutoLayoutBench.time(iterations, body) : .nan
        }
        let (probe, constraints) = cell()
        probe.layoutIfNeeded()
        print("cell: 5 views, \(constraints.count) constraints + 8 intrinsic-size ones; title \(probe.subviews[1].frame)")
        var sink = 0.0
        let full = time("full", iterations) {
            let (root, _) = cell()
            root.layoutIfNeeded()
            sink += Double(root.subviews[4].frame.width)
        }
        let (tree, _) = cell()
        let solve = time("solve", iterations) {
            tree.setNeedsLayout()
            tree.layoutIfNeeded()
            sink += Double(tree.subviews[1].frame.width)
        }
        var width: CGFloat = 375
        let resolve = time("resolve", iterations) {
            width = width == 375 ? 390 : 375
            let size = tree.systemLayoutSizeFitting(CGSize(width: width, height: 80), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .required)
            sink += Double(size.width)
        }
        print(String(format: "views + constraints + solve   %6.2f µs", full))
        print(String(format: "solve a built tree            %6.2f µs   (goal ≤ 20)", solve))
        print(String(format: "re-solve at a new width       %6.2f µs   (goal ≤ 5)", resolve))
        if sink == .infinity { print(sink) }
    }
}
