import Foundation

/// What a `LayoutEngine` fills in and empties again: its lists, tables, boxes and solver. Each first layout of a
/// tree makes an engine, so instead of allocating (and, when the tree changes, freeing) them every time, an engine
/// takes a recycled storage from `EngineStoragePool` and gives it back emptied — its buffers kept, the solver
/// reset (`SimplexSolver.reset`), the boxes kept with their variables for the next engine's views.
///
/// Nothing of a layout survives recycling: every list and table is emptied, the views', guides' and constraints'
/// references dropped, the solver holds nothing, and a reused box's variables start at 0 again (`ItemBox.reuse`).
final class EngineStorage {
    /// Priorities are levels (UIKit's): `SimplexObjective`'s lexicographic mode.
    let solver = SimplexSolver(priorities: .lexicographic)
    @exclusivity(unchecked) var viewRefs: [Unowned<UIView>] = []
    @exclusivity(unchecked) var viewBoxes: [ItemBox] = []
    @exclusivity(unchecked) var parentIndices: [Int] = []
    @exclusivity(unchecked) var guideRefs: [Unowned<UILayoutGuide>] = []
    @exclusivity(unchecked) var guideBoxes: [ItemBox] = []
    @exclusivity(unchecked) var systemFixed: [LinearConstraint] = []
    /// Unmanaged: `viewBoxes` and `guideBoxes` hold the boxes; a lookup costs no reference count.
    let boxes = SimplexIdentityTable<Unmanaged<ItemBox>>(capacity: 16)
    let installed = SimplexIdentityTable<Double>(capacity: 32)
    @exclusivity(unchecked) var expressionBuffer = UnownedExpression()
    @exclusivity(unchecked) var intrinsic = IntrinsicConstraints()
    @exclusivity(unchecked) var rootSize = RootSize()
    @exclusivity(unchecked) var generated: [NSLayoutConstraint] = []
    /// Boxes of an earlier engine, for this one's views and guides.
    @exclusivity(unchecked) private var spareBoxes: [ItemBox] = []

    init() {
        viewRefs.reserveCapacity(16)
        viewBoxes.reserveCapacity(16)
        parentIndices.reserveCapacity(16)
        systemFixed.reserveCapacity(8)
        expressionBuffer.terms.reserveCapacity(8)
        spareBoxes.reserveCapacity(16)
    }

    /// A box for a view or guide: a spare one (its variables at 0 again) or a new one.
    func makeBox(guide: Bool) -> ItemBox {
        guard let box = spareBoxes.popLast() else { return ItemBox(guide: guide) }
        box.reuse(guide: guide)
        return box
    }

    /// Empties everything for the next engine (buffers and boxes kept).
    func recycle() {
        solver.reset()
        viewRefs.removeAll(keepingCapacity: true)
        parentIndices.removeAll(keepingCapacity: true)
        guideRefs.removeAll(keepingCapacity: true)
        while let box = viewBoxes.popLast() { spareBoxes.append(box) }
        while let box = guideBoxes.popLast() { spareBoxes.append(box) }
        systemFixed.removeAll(keepingCapacity: true)
        boxes.removeAll()
        installed.removeAll()
        expressionBuffer.clear()
        rootSize.reset()
        generated.removeAll(keepingCapacity: true)
    }
}

/// Recycled `EngineStorage`s (at most `limit`, each only while it stayed a cell's size). Thread-safe.
final class EngineStoragePool: @unchecked Sendable {
    static let shared = EngineStoragePool()
    static let limit = 8
    /// A storage that held more views than this is not kept (a whole screen's tree, not a cell's).
    static let maximumViews = 256

    private let free = RecyclingPool<EngineStorage>(limit: limit)

    func take() -> EngineStorage { free.take() ?? EngineStorage() }

    func recycle(_ storage: EngineStorage) {
        let small = storage.viewRefs.count <= Self.maximumViews
        storage.recycle()
        if small { free.put(storage) }
    }
}
