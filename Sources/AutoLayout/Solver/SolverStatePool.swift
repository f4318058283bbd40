import Foundation

/// A solver's state in a box of its own, so that it can outlive the solver and serve the next one.
final class SolverStorage {
    @exclusivity(unchecked) var state: SolverState

    init(mode: SimplexObjective.Mode) {
        state = SolverState(priorities: mode)
    }

    deinit {
        state.releaseConstraints()   // (the records hold their owners unmanaged)
    }
}

/// Recycled solver states: when a `SimplexSolver` is freed its state is emptied, buffers kept
/// (`SolverState.recycle`), and the next solver of the same mode takes it instead of allocating its rows,
/// tables and arrays again — a layout engine made for every first layout of a cell then allocates almost
/// nothing in the solver, and freeing one frees nothing but the constraints' and variables' references.
///
/// Nothing of a solve survives: a recycled state holds no constraint, variable, edit or symbol, only
/// capacity. At most `limit` states a mode are kept, each only if it stayed small (`maximumSymbols`), so the
/// pool holds a few hundred kilobytes at most. Thread-safe (`RecyclingPool`).
final class SolverStatePool: @unchecked Sendable {
    static let shared = SolverStatePool()

    /// States kept a mode.
    static let limit = 8
    /// A state that grew past this many symbols is not kept (a whole screen's solver, not a cell's).
    static let maximumSymbols = 4096

    private let weighted = RecyclingPool<SolverStorage>(limit: limit)
    private let lexicographic = RecyclingPool<SolverStorage>(limit: limit)

    /// An empty state of `mode`: a recycled one if there is one.
    func take(_ mode: SimplexObjective.Mode) -> SolverStorage {
        (mode == .lexicographic ? lexicographic : weighted).take() ?? SolverStorage(mode: mode)
    }

    /// Empties `storage` (a solver being freed) and keeps it, unless the pool is full or it grew large.
    func recycle(_ storage: SolverStorage) {
        let mode = storage.state.tableau.objective.mode
        let small = storage.state.tableau.symbolCount <= Self.maximumSymbols
        storage.state.recycle()
        guard small else { return }
        (mode == .lexicographic ? lexicographic : weighted).put(storage)
    }
}
