import Foundation
import LayoutshotUIKit
import Scene
import ScreenSpec
import Testing
import UIKit

/// An app's bar whose coder initialiser traps, as most programmatic views' do.
final class TrappingBar: UINavigationBar {
    static let made = Counter()
    final class Counter: @unchecked Sendable { var count = 0 }
    override init(frame: CGRect) { Self.made.count += 1; super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@Suite("Appearance proxies: UIAppearance accepted and kept on the proxy; only the navigation bar's colours are applied (issue 32)")
struct AppearanceProxyTests {
    @Test("One proxy per UIKit class, of that class; its settings stay on it, not on new views; an app subclass gets its UIKit ancestor's, its own initialisers never run")
    func proxies() {
        let bar = UINavigationBar.appearance()
        #expect(bar === UINavigationBar.appearance())
        #expect(TrappingBar.appearance() === bar && TrappingBar.made.count == 0)
        let toolbar = UIToolbar.appearance()
        toolbar.tintColor = .systemPink
        #expect(UIToolbar.appearance().tintColor == .systemPink && UIToolbar(frame: .zero).tintColor == nil)
        #expect(UIView.appearance() !== bar && UIView.appearance() !== toolbar)
        let item = UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self])
        item.tintColor = .label
        #expect(item === UIBarButtonItem.appearance())
        let field = UITextField.appearance(whenContainedInInstancesOf: [UISearchBar.self, UIViewController.self])
        field.textColor = .secondaryLabel
        #expect(field === UITextField.appearance() && UILabel.appearance(for: UITraitCollection(horizontalSizeClass: .compact)) === UILabel.appearance())
        #expect(UITableView.appearance() is UITableView && UISwitch.appearance() is UISwitch && UITabBarItem.appearance() === UITabBarItem.appearance())
    }
}

/// A grid whose controller forces dark, and whose second cell holds a view forcing light.
final class ForcedStyleGridController: UICollectionViewController {
    init() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        overrideUserInterfaceStyle = .dark
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        card.backgroundColor = .secondarySystemBackground
        if indexPath.item == 1 { card.overrideUserInterfaceStyle = .light }
        cell.contentView.addSubview(card)
        return cell
    }
}

@Suite("overrideUserInterfaceStyle applied as on iOS (issue 32)", .serialized)
struct UserInterfaceStyleOverrideTests {
    @Test("A controller forcing dark is drawn dark when light is asked; a view forcing light inside it draws itself light")
    func forced() throws {
        let phone = try #require(Device.preset(named: "iphone-15"))
        let capture = try LayoutCapture(of: ForcedStyleGridController(), on: phone)
        #expect(capture.screen.overrideUserInterfaceStyle == .dark && capture.screen.drawnAppearance(asked: .light) == .dark)
        let scene = try capture.onDevice { try SceneBuilder.scene(for: capture.screen, solved: capture.solve(), device: phone,
                                                                  appearance: .light, measuringWith: nil) }
        let fills = scene.nodes.compactMap { node -> RGBA? in
            if case .shape(let s) = node, s.frame.width == 100, case .color(let c)? = s.fill { c } else { nil }
        }
        #expect(fills == [UIColor.secondarySystemBackground.rgba(in: .dark), UIColor.secondarySystemBackground.rgba(in: .light)])
    }
}
