import Foundation
import Testing
import UIKit

/// An app's bar whose coder initialiser traps, as most programmatic views' do.
final class TrappingBar: UINavigationBar {
    static let made = Counter()
    final class Counter: @unchecked Sendable { var count = 0 }
    override init(frame: CGRect) { Self.made.count += 1; super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@Suite("Appearance proxies: UIAppearance accepted, kept on the proxy, not applied (issue 32)")
struct AppearanceProxyTests {
    @Test("One proxy per UIKit class, of that class; its settings stay on it; an app subclass gets its UIKit ancestor's, its own initialisers never run")
    func proxies() {
        let bar = UINavigationBar.appearance()
        #expect(bar === UINavigationBar.appearance())
        bar.tintColor = .systemPink
        let standard = UINavigationBarAppearance()
        standard.backgroundColor = .systemTeal
        bar.standardAppearance = standard
        #expect(UINavigationBar.appearance().tintColor == .systemPink)
        #expect(UINavigationBar(frame: .zero).tintColor == nil)
        #expect(TrappingBar.appearance() === bar && TrappingBar.made.count == 0)
        #expect(UIView.appearance() !== bar)
        let item = UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self])
        item.tintColor = .label
        #expect(item === UIBarButtonItem.appearance())
        let field = UITextField.appearance(whenContainedInInstancesOf: [UISearchBar.self, UIViewController.self])
        field.textColor = .secondaryLabel
        #expect(field === UITextField.appearance() && UILabel.appearance(for: UITraitCollection(horizontalSizeClass: .compact)) === UILabel.appearance())
        #expect(UITableView.appearance() is UITableView && UISwitch.appearance() is UISwitch && UITabBarItem.appearance() === UITabBarItem.appearance())
    }
}
