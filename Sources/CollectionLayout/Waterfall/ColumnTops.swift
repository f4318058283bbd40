/// Where the next slot of each column starts, in device pixels, and which column is shortest:
/// the lowest top, the lowest index among equal tops (H2's strict-min scan from column 0).
///
/// A few columns are scanned; more than `scanLimit` use a tournament tree, O(log n) an item, so
/// 1000 columns stay fast. Tops are whole pixels when heights, insets and spacings are (pixel
/// flooring makes heights so), which keeps ties exact.
///
/// ```swift
/// var tops = ColumnTops(count: 3, top: 0)
/// tops.set(0, to: 30); tops.shortest   // 1: columns 1 and 2 tie at 0, the lower index wins
/// ```
struct ColumnTops {
    private(set) var tops: [Double]
    /// Node i holds the winner of nodes 2i and 2i+1; leaf `leaves + c` holds column c.
    private var tree: [Int32]
    private let leaves: Int
    private let count: Int
    static let scanLimit = 8

    init(count: Int, top: Double) {
        self.count = count
        guard count > Self.scanLimit else {
            tops = Array(repeating: top, count: count)
            tree = []
            leaves = 0
            return
        }
        var leaves = 1
        while leaves < count { leaves *= 2 }
        self.leaves = leaves
        tops = Array(repeating: top, count: count) + Array(repeating: .infinity, count: leaves - count)
        tree = Array(repeating: 0, count: 2 * leaves)
        for c in 0..<leaves { tree[leaves + c] = Int32(c) }
        for node in stride(from: leaves - 1, through: 1, by: -1) { tree[node] = winner(node) }
    }

    var shortest: Int {
        if leaves > 0 { return Int(tree[1]) }
        var best = 0
        for c in 1..<count where tops[c] < tops[best] { best = c }
        return best
    }

    mutating func set(_ column: Int, to top: Double) {
        tops[column] = top
        guard leaves > 0 else { return }
        var node = (leaves + column) / 2
        while node >= 1 {
            tree[node] = winner(node)
            node /= 2
        }
    }

    /// The left child wins ties: its columns have the lower indices.
    private func winner(_ node: Int) -> Int32 {
        let a = tree[2 * node], b = tree[2 * node + 1]
        return tops[Int(b)] < tops[Int(a)] ? b : a
    }
}
