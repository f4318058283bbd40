import Foundation
import LayoutshotUIKit
import Scene
import ScreenSpec
import Testing
import UIKit

/// A cell that configures itself in `updateConfiguration(using:)`, as iOS 14+ apps write them
/// (metatext, 2FAS, KeePassium and ownCloud's cells): nothing is set in `cellForItemAt`.
final class StateConfiguredCell: UICollectionViewListCell {
    var item = ""
    private(set) var updates: [String] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        updates.append("update")
        var content = defaultContentConfiguration().updated(for: state)
        content.text = item
        content.secondaryText = state.isSelected ? "selected" : "not selected"
        contentConfiguration = content
        var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
        background.backgroundColor = state.isSelected ? .systemTeal : .systemBackground
        backgroundConfiguration = background
    }
}

/// Two rows of `StateConfiguredCell`, the second selected by the app, a handler on the first.
final class StateConfiguredListController: UICollectionViewController {
    var handled: [IndexPath: UICellConfigurationState] = [:]

    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(StateConfiguredCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        guard let configured = cell as? StateConfiguredCell else { return cell }
        configured.item = ["Inbox", "Archive"][indexPath.item]
        configured.configurationUpdateHandler = { [weak self] _, state in self?.handled[indexPath] = state }
        return configured
    }
}

@Suite("Cell configuration state: updateConfiguration(using:) runs before a cell is shown (issue 32)", .serialized)
struct CellConfigurationStateTests {
    @Test("The capture runs each cell's update once, with its selection; the handler after it; the drawn text is what the update set")
    func updateRunsBeforeDisplay() throws {
        let phone = try #require(Device.preset(named: "iphone-15"))
        let controller = StateConfiguredListController()
        let capture = try LayoutCapture(of: controller, on: phone)
        let scene = try capture.onDevice { try SceneBuilder.scene(for: capture.screen, solved: capture.solve(), device: phone,
                                                                  appearance: .light, measuringWith: nil) }
        let texts = scene.nodes.compactMap { node -> String? in if case .text(let t) = node { t.text } else { nil } }
        #expect(texts.contains("Inbox") && texts.contains("Archive"))
        #expect(texts.contains("selected") && texts.contains("not selected"))
        #expect(controller.handled[IndexPath(item: 1, section: 0)]?.isSelected == true)
        #expect(controller.handled[IndexPath(item: 0, section: 0)]?.isSelected == false)
        let teal = UIColor.systemTeal.rgba(in: .light)
        let tealRows = scene.nodes.compactMap { node -> CGRect? in if case .shape(let s) = node, s.fill == .color(teal) { s.frame } else { nil } }
        #expect(tealRows.count == 1)
    }

    @Test("A state change asks again; the content view that supports the new configuration is kept, as UIKit keeps it")
    func stateChangeAndReuse() {
        let cell = StateConfiguredCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.item = "Drafts"
        cell.performPendingConfigurationUpdate()
        cell.performPendingConfigurationUpdate()
        #expect(cell.updates == ["update"])
        let shown = cell.contentView.subviews.first { $0 is UIListContentView }
        cell.isSelected = true
        cell.performPendingConfigurationUpdate()
        #expect(cell.updates == ["update", "update"])
        #expect(cell.contentView.subviews.first { $0 is UIListContentView } === shown)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "selected")
        #expect(cell.configurationState.isSelected && !cell.configurationState.isEditing)
    }

    @Test("UICellConfigurationState: UIKit's defaults and custom states by key; a table cell's state carries its editing")
    func stateValues() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection(horizontalSizeClass: .compact))
        #expect(!state.isSelected && !state.isHighlighted && !state.isDisabled && !state.isExpanded && !state.isSwiped)
        #expect(state.cellDragState == .none && state.cellDropState == .none)
        let favourite = UIConfigurationStateCustomKey("com.example.favourite")
        state[favourite] = true
        #expect(state[favourite] == AnyHashable(true))
        let row = UITableViewCell(style: .default, reuseIdentifier: nil)
        var seen: UICellConfigurationState?
        row.configurationUpdateHandler = { _, state in seen = state }
        row.isEditing = true
        row.performPendingConfigurationUpdate()
        #expect(seen?.isEditing == true)
    }
}

@Suite("Haptics: UIFeedbackGenerator and its kinds, accepted and inert (issue 32)")
struct FeedbackGeneratorTests {
    @Test("What the app asks for is kept; nothing is played")
    func inert() {
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.prepare()
        impact.impactOccurred(intensity: 0.5)
        #expect(impact.style == .rigid && impact.lastIntensity == 0.5 && impact.occurrences == 1)
        let selection = UISelectionFeedbackGenerator()
        selection.selectionChanged()
        selection.selectionChanged()
        #expect(selection.occurrences == 2)
        let notification = UINotificationFeedbackGenerator()
        notification.notificationOccurred(.warning)
        #expect(notification.lastNotification == .warning)
        #expect(UIImpactFeedbackGenerator().style == .medium)
    }
}
