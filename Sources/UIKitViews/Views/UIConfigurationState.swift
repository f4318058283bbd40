import Foundation
import AutoLayout

/// UIKit's `UIConfigurationStateCustomKey` (iOS 14): the key of an app's own state in a
/// configuration state (`state[.isFavourite] = true`).
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// UIKit's `UIConfigurationState` (iOS 14): what a content or background configuration is updated
/// for (`updated(for:)`) — the traits and the view's state, and custom states by key.
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// UIKit's `UIViewConfigurationState` (iOS 14): a view's traits and whether it is disabled,
/// highlighted, selected, focused or pinned.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

/// UIKit's `UICellConfigurationState` (iOS 14): a cell's `UIViewConfigurationState` and its list
/// states — editing, expanded, swiped, reordering, dragged, a drop target. A capture's cell is at rest:
/// it is selected or highlighted when the app made it so, never swiped, reordered or dragged.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// UIKit's `UICellConfigurationState.DragState`.
    public enum DragState: Int, Hashable, Sendable { case none, lifting, dragging }
    /// UIKit's `UICellConfigurationState.DropState`.
    public enum DropState: Int, Hashable, Sendable { case none, notTargeted, targeted }

    private var view: UIViewConfigurationState
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState = DragState.none
    public var cellDropState = DropState.none

    public init(traitCollection: UITraitCollection) { view = UIViewConfigurationState(traitCollection: traitCollection) }

    public var traitCollection: UITraitCollection { get { view.traitCollection } set { view.traitCollection = newValue } }
    public var isDisabled: Bool { get { view.isDisabled } set { view.isDisabled = newValue } }
    public var isHighlighted: Bool { get { view.isHighlighted } set { view.isHighlighted = newValue } }
    public var isSelected: Bool { get { view.isSelected } set { view.isSelected = newValue } }
    public var isFocused: Bool { get { view.isFocused } set { view.isFocused = newValue } }
    public var isPinned: Bool { get { view.isPinned } set { view.isPinned = newValue } }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { view[key] }
        set { view[key] = newValue }
    }
}

/// Layoutshot: a cell's pending configuration update, as UIKit runs it before the cell is shown or
/// sized — `setNeedsUpdateConfiguration()` marks it; the collection or table view performs it after
/// `cellForItemAt`/`cellForRowAt` (and the selection) with the cell's `configurationState`: first the
/// automatic updates (`contentConfiguration` and `backgroundConfiguration` → `updated(for:)`), then the
/// cell's `updateConfiguration(using:)`, then its `configurationUpdateHandler`, as UIKit orders them.
public protocol CellConfigurationUpdating: AnyObject {
    /// Runs the update when one is pending (a new cell, a changed state, `setNeedsUpdateConfiguration()`).
    func performPendingConfigurationUpdate()
}

/// What a cell gives the one configuration update both cell classes run (`UICollectionViewCell`,
/// `UITableViewCell`: UIKit has the API on each).
protocol ConfigurationUpdatingCell: CellConfigurationUpdating {
    var configurationState: UICellConfigurationState { get }
    var contentConfiguration: UIContentConfiguration? { get set }
    var backgroundConfiguration: UIBackgroundConfiguration? { get set }
    var automaticallyUpdatesContentConfiguration: Bool { get }
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
    var configurationUpdatePending: Bool { get set }
    func updateConfiguration(using state: UICellConfigurationState)
    func callConfigurationUpdateHandler(with state: UICellConfigurationState)
}

extension ConfigurationUpdatingCell {
    /// The pending update, in UIKit's order: the automatic updates (content, then background), then
    /// `updateConfiguration(using:)`, then the handler; what they set asks no second update.
    func runPendingConfigurationUpdate() {
        guard configurationUpdatePending else { return }
        configurationUpdatePending = false
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let c = contentConfiguration { contentConfiguration = c.updated(for: state) }
        if automaticallyUpdatesBackgroundConfiguration, let b = backgroundConfiguration { backgroundConfiguration = b.updated(for: state) }
        updateConfiguration(using: state)
        callConfigurationUpdateHandler(with: state)
        configurationUpdatePending = false
    }
}
