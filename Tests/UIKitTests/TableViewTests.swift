import Foundation
import LayoutshotTesting
import LayoutshotUIKit
import Scene
import ScreenSpec
import Testing
import UIKit

/// A settings screen as UIKit code before iOS 14 writes one: a `UITableViewController` subclass that
/// overrides the data source and delegate, built-in cell styles, titles for headers and footers.
class TableSettingsController: UITableViewController {
    static let sections = [("Network", ["Wi-Fi", "Bluetooth", "Cellular"]), ("Display", ["Brightness", "Text Size"])]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { Self.sections.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.sections[section].1.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "value") ?? UITableViewCell(style: .value1, reuseIdentifier: "value")
        cell.textLabel?.text = Self.sections[indexPath.section].1[indexPath.row]
        cell.detailTextLabel?.text = indexPath.row == 0 ? "On" : nil
        cell.accessoryType = indexPath.row == 1 ? .checkmark : .disclosureIndicator
        return cell
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { Self.sections[section].0 }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "Changes apply to every app." : nil
    }
}

/// A table built in code around a plain controller, to test each rule with its own data.
final class TableHost: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let table: UITableView
    var rows = [3]
    var heights: [IndexPath: CGFloat] = [:]
    var headerTitles: [Int: String] = [:]
    var makeCell: (UITableView, IndexPath) -> UITableViewCell = { table, indexPath in
        let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    init(style: UITableView.Style) {
        table = UITableView(frame: .zero, style: style)
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.frame = view.bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { makeCell(tableView, indexPath) }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { heights[indexPath] ?? tableView.rowHeight }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
}

/// A cell whose content is a label pinned to the content view's margins: it self-sizes by its text.
final class PinnedLabelCell: UITableViewCell {
    let label = UILabel(frame: .zero)
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                                     label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                                     label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                                     label.heightAnchor.constraint(equalToConstant: 20)])
    }
    required init?(coder: NSCoder) { nil }
}

@Suite("UITableView: laid out as the list of its style (T1–T5), drawn through the capture", .serialized)
struct TableViewTests {
    static let phone = Device.preset(named: "iphone-15")!          // 393 × 852 @3x, safe area 59 / 34
    static let se = Device.preset(named: "iphone-se")!             // 375 × 667 @2x

    static func solve(_ host: UIViewController, on device: Device = phone) throws -> (LayoutCapture, SolvedLayout) {
        let capture = try LayoutCapture(of: host, on: device)
        return (capture, try capture.solve())
    }

    static func rows(_ solved: SolvedLayout, section: Int = 0) -> [CGRect] {
        solved.elements.filter { $0.representedElementCategory == .cell && $0.indexPath.section == section }.sorted { $0.indexPath.item < $1.indexPath.item }.map(\.frame)
    }

    @Test("T1, T2: a plain table's built-in rows are 44 pt, from the safe area's top, across the screen")
    func plainRows() throws {
        let (capture, solved) = try Self.solve(TableHost(style: .plain))
        #expect(capture.collectionView === (capture.viewController as? TableHost)?.table.rowsView)
        // Content coordinates: the content starts below the safe area's top (adjusted content inset, D9).
        #expect(Self.rows(solved) == [CGRect(x: 0, y: 0, width: 393, height: 44), CGRect(x: 0, y: 44, width: 393, height: 44),
                                      CGRect(x: 0, y: 88, width: 393, height: 44)])
        #expect(capture.collectionView.adjustedContentInset.top == 59)
    }

    @Test("T1: grouped sections 17.5 pt apart from the rows' band; inset-grouped rows 20 pt in on a 393-pt phone, 16 on a 375-pt one")
    func groupedStyles() throws {
        let grouped = TableHost(style: .grouped)
        grouped.rows = [2, 1]
        let (_, g) = try Self.solve(grouped)
        let first = Self.rows(g), second = Self.rows(g, section: 1)
        #expect(abs(first[0].minY - 17.5) < 0.34 && first[0].width == 393)
        #expect(abs(second[0].minY - (first[1].maxY + 35)) < 0.34)
        let (_, i) = try Self.solve(TableHost(style: .insetGrouped))
        #expect(Self.rows(i).allSatisfy { $0.minX == 20 && $0.width == 353 })
        let (_, small) = try Self.solve(TableHost(style: .insetGrouped), on: Self.se)
        #expect(Self.rows(small).allSatisfy { $0.minX == 16 && $0.width == 343 })
    }

    @Test("T2: the delegate's heights and rowHeight as given; a constrained cell its fitting height plus the separator")
    func rowHeights() throws {
        let host = TableHost(style: .plain)
        host.heights = [IndexPath(row: 0, section: 0): 60, IndexPath(row: 1, section: 0): 30]
        let (_, solved) = try Self.solve(host)
        #expect(Self.rows(solved).map(\.height) == [60, 30, 44])

        let fixed = TableHost(style: .plain)
        fixed.table.rowHeight = 72
        #expect(Self.rows(try Self.solve(fixed).1).map(\.height) == [72, 72, 72])

        let pinned = TableHost(style: .plain)
        pinned.makeCell = { _, _ in PinnedLabelCell(style: .default, reuseIdentifier: nil) }
        // 10 + 20 + 10 in the content view, one pixel (1/3 pt) of separator below it.
        #expect(Self.rows(try Self.solve(pinned).1).allSatisfy { abs($0.height - (40 + 1.0 / 3)) < 1e-6 })

        let configured = TableHost(style: .plain)
        configured.makeCell = { _, _ in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = "Hello World"
            cell.contentConfiguration = content
            return cell
        }
        // cashapp/AccessibilitySnapshot @5b03db81 testTableHitTarget: 133 px rows at @3x, iOS 14.5–18.5.
        #expect(Self.rows(try Self.solve(configured).1).allSatisfy { abs($0.height - (44 + 1.0 / 3)) < 1e-6 })

        let hidden = TableHost(style: .plain)
        hidden.table.separatorStyle = .none
        hidden.makeCell = pinned.makeCell
        #expect(Self.rows(try Self.solve(hidden).1).allSatisfy { $0.height == 40 })
    }

    @Test("T3: a title makes a header (upper-cased in a grouped table), none without one in a plain table; explicit heights")
    func headers() throws {
        let plain = TableHost(style: .plain)
        plain.rows = [1, 1]
        plain.headerTitles = [1: "Recent"]
        let (_, p) = try Self.solve(plain)
        let headers = p.supplementaryAndDecorationElements.filter { $0.representedElementKind == UICollectionView.elementKindSectionHeader }
        #expect(headers.map(\.indexPath.section) == [1])
        #expect(Self.rows(p)[0].minY == 0)

        let grouped = TableSettingsController(style: .grouped)
        let capture = try LayoutCapture(of: grouped, on: Self.phone)
        let scene = try capture.onDevice { try SceneBuilder.scene(for: capture.screen, solved: capture.solve(), device: Self.phone,
                                                                  appearance: .light, measuringWith: nil) }
        let texts = scene.nodes.compactMap { node -> String? in if case .text(let t) = node { t.text } else { nil } }
        #expect(texts.contains("NETWORK") && texts.contains("DISPLAY") && texts.contains("Changes apply to every app."))
        #expect(grouped.tableView.headerView(forSection: 0)?.textLabel?.text == "NETWORK")

        final class Tall: UIViewController, UITableViewDataSource, UITableViewDelegate {
            let table = UITableView(frame: .zero, style: .plain)
            override func loadView() { view = table; table.dataSource = self; table.delegate = self }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 50 }
        }
        let (_, t) = try Self.solve(Tall())
        let tall = t.supplementaryAndDecorationElements.filter { $0.representedElementKind == UICollectionView.elementKindSectionHeader }
        #expect(tall.map(\.frame.height) == [50], "\(tall.map(\.frame))")
        #expect(Self.rows(t).first?.minY == 50)
    }

    @Test("T4: separators one pixel, 20 pt in on a 393-pt phone (16 on a 375-pt one), under every plain row, not under a grouped section's last")
    func separators() throws {
        func separators(_ host: UIViewController, on device: Device = TableViewTests.phone) throws -> [CGRect] {
            let capture = try LayoutCapture(of: host, on: device)
            let scene = try capture.onDevice { try SceneBuilder.scene(for: capture.screen, solved: capture.solve(), device: device,
                                                                      appearance: .light, measuringWith: nil) }
            let color = UIColor.separator.rgba(in: .light)
            return scene.nodes.compactMap { node in
                if case .shape(let s) = node, s.fill == .color(color), s.frame.height < 1 { s.frame } else { nil }
            }
        }
        let plain = try separators(TableHost(style: .plain))
        #expect(plain.count == 3, "\(plain)")
        guard plain.count == 3 else { return }
        #expect(plain.allSatisfy { $0.minX == 20 && $0.maxX == 393 && abs($0.height - 1.0 / 3) < 1e-9 })
        #expect(abs(plain[0].maxY - 103) < 1e-9)
        let small = try separators(TableHost(style: .plain), on: Self.se)
        #expect(small.allSatisfy { $0.minX == 16 && $0.height == 0.5 })
        #expect(try separators(TableHost(style: .grouped)).count == 2)
        let none = TableHost(style: .plain)
        none.table.separatorStyle = .none
        #expect(try separators(none).isEmpty)
        // Read back, the default inset is the one drawn (the row text's, 20 pt on this phone).
        let host = TableHost(style: .plain)
        let capture = try LayoutCapture(of: host, on: TableViewTests.phone)
        let (tableInset, cellInset) = capture.onDevice {
            (host.table.separatorInset.left, host.table.dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 0, section: 0)).separatorInset.left)
        }
        #expect(tableInset == 20 && cellInset == 20)
        let flush = TableHost(style: .plain)
        flush.table.separatorInset = .zero
        #expect(try separators(flush).allSatisfy { $0.minX == 0 })
    }

    @Test("T5: the table's header view above the first section at its frame's height")
    func tableHeaderView() throws {
        let host = TableHost(style: .plain)
        host.loadViewIfNeeded()
        host.table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
        let (_, solved) = try Self.solve(host)
        #expect(Self.rows(solved).first?.minY == 120)
    }

    @Test("A diffable data source, a nib-less subclass overriding init(style:reuseIdentifier:), selection drawn")
    func diffableAndSelection() throws {
        let host = TableHost(style: .insetGrouped)
        host.loadViewIfNeeded()
        let source = UITableViewDiffableDataSource<Int, String>(tableView: host.table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["One", "Two"])
        source.apply(snapshot)
        host.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let capture = try LayoutCapture(of: host, on: Self.phone)
        let scene = try capture.onDevice { try SceneBuilder.scene(for: capture.screen, solved: capture.solve(), device: Self.phone,
                                                                  appearance: .light, measuringWith: nil) }
        let texts = scene.nodes.compactMap { node -> String? in if case .text(let t) = node { t.text } else { nil } }
        #expect(texts == ["One", "Two"])
        let gray = UIColor.systemGray4.rgba(in: .light)
        #expect(scene.nodes.contains { if case .shape(let s) = $0 { s.fill == .color(gray) && s.frame.minY > 59 + 44 } else { false } })
        #expect(host.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("Golden: a grouped settings table (value1 cells, accessories, header and footer titles), light and dark",
          arguments: [Appearance.light, .dark])
    func goldenGrouped(_ appearance: Appearance) {
        assertLayoutSnapshot(of: UINavigationController(rootViewController: TableSettingsController(style: .grouped)), on: "iphone-15",
                             appearance: appearance)
    }

    @Test("Golden: the same table inset-grouped and plain, light and dark", arguments: [Appearance.light, .dark])
    func goldenInsetAndPlain(_ appearance: Appearance) {
        assertLayoutSnapshot(of: UINavigationController(rootViewController: TableSettingsController(style: .insetGrouped)),
                             on: "iphone-15", appearance: appearance, named: "inset-grouped-\(appearance)")
        assertLayoutSnapshot(of: UINavigationController(rootViewController: TableSettingsController(style: .plain)), on: "iphone-15",
                             appearance: appearance, named: "plain-\(appearance)")
    }
}

@Suite("UITableViewCell's built-in styles")
struct TableCellStyleTests {
    @Test("T2: a subtitle cell stacks its text over its detail, 11 pt margins, the row fitting both")
    func subtitle() throws {
        let host = TableHost(style: .insetGrouped)
        host.makeCell = { _, _ in
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = "Makalu"
            cell.detailTextLabel?.text = "8,485M"
            return cell
        }
        let capture = try LayoutCapture(of: host, on: TableViewTests.phone)
        let solved = try capture.solve()
        let rows = TableViewTests.rows(solved)
        _ = try capture.render()    // the drawn views, laid out at their rows' sizes
        let cell = try #require(capture.onDevice { host.table.cellForRow(at: IndexPath(row: 0, section: 0)) })
        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        let textFrame = text.convert(text.bounds, to: cell), detailFrame = detail.convert(detail.bounds, to: cell)
        #expect(textFrame.minY == 11 && detailFrame.minY >= textFrame.maxY + 3)
        #expect(abs(rows[0].height - (detailFrame.maxY + 11 + 1.0 / 3)) < 0.5)
    }
}
