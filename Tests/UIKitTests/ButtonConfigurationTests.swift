import Foundation
import LayoutshotTesting
import LayoutshotUIKit
import Scene
import ScreenSpec
import Testing
import UIKit

/// Every `UIButton.Configuration` style and size, a row each, as app code makes them.
final class ButtonConfigurationGalleryController: UITableViewController {
    static func buttons() -> [UIButton] {
        func make(_ c: UIButton.Configuration, _ title: String?, change: (inout UIButton.Configuration) -> Void = { _ in }) -> UIButton {
            var c = c
            c.title = title
            change(&c)
            return UIButton(configuration: c)
        }
        return [
            make(.plain(), "Plain"), make(.gray(), "Gray"), make(.tinted(), "Tinted"), make(.filled(), "Filled"),
            make(.filled(), "Download") { $0.image = UIImage(systemName: "arrow.down.circle"); $0.imagePadding = 8; $0.cornerStyle = .capsule },
            make(.borderedTinted(), "Title") { $0.subtitle = "Subtitle"; $0.titlePadding = 2 },
            make(.borderedProminent(), "Next") { $0.image = UIImage(systemName: "chevron.right"); $0.imagePlacement = .trailing; $0.imagePadding = 6 },
            make(.filled(), "Large") { $0.buttonSize = .large; $0.baseBackgroundColor = .systemGreen },
            make(.gray(), "Small") { $0.buttonSize = .small; $0.baseForegroundColor = .systemRed },
            make(.tinted(), nil) { $0.image = UIImage(systemName: "heart"); $0.cornerStyle = .capsule },
            disabled(make(.filled(), "Disabled")),
            make(.gray(), "Loading") { $0.showsActivityIndicator = true; $0.imagePadding = 8 },
        ]
    }

    private static func disabled(_ button: UIButton) -> UIButton {
        button.isEnabled = false
        return button
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Buttons"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.buttons().count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let button = Self.buttons()[indexPath.row]
        button.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(button)
        let margins = cell.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            button.topAnchor.constraint(equalTo: margins.topAnchor),
            button.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        return cell
    }
}

@Suite("UIButton.Configuration: styles, sizes and content drawn (issue 32, rule views)", .serialized)
struct ButtonConfigurationTests {
    /// Rule views: a medium configuration button is its title's line plus 7 pt above and below and 12 at
    /// the sides — IB stores OpenArchive/Save-app-ios (Save/Main/SideMenuViewController.xib, in
    /// ../shared/fixtures/xib-corpus-2) "Add Folder", a plain body-font configuration button, 34.33 tall at @3x.
    @Test("Sizes (rule views): medium insets 7/12 (measured), large 14/20, small 5/10, mini 3/8; image and paddings add up")
    func sizes() {
        var c = UIButton.Configuration.plain()
        c.title = "Add Folder"
        let button = UIButton(configuration: c)
        let line = UIFont.preferredFont(forTextStyle: .body).lineHeight
        let size = button.intrinsicContentSize
        #expect(abs(size.height - (line + 14)) < 0.5)
        #expect(UIButton.Configuration.defaultContentInsets(.medium) == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(UIButton.Configuration.defaultContentInsets(.large) == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        c.image = UIImage(systemName: "plus")
        c.imagePadding = 10
        let withImage = UIButton(configuration: c).intrinsicContentSize
        let glyph = UIImage(systemName: "plus")?.size.width ?? 0
        #expect(abs(withImage.width - (size.width + glyph + 10)) < 0.01)
        c.contentInsets = .zero
        c.subtitle = "2 items"
        c.titlePadding = 4
        c.image = nil
        let stacked = UIButton(configuration: c).intrinsicContentSize
        let subtitleLine = UIFont.preferredFont(forTextStyle: .footnote).lineHeight
        #expect(abs(stacked.height - (line + 4 + subtitleLine)) < 1)
        #expect(button.titleLabel?.text == "Add Folder" && button.buttonType == .system)
    }

    @Test("Styles: filled draws the tint behind white, tinted the tint at 15 %, gray a fill, plain nothing; capsule corners half the height")
    func styles() {
        let tint = UIColor.systemBlue
        #expect(UIButton.Configuration.filled().backgroundFill(tint: tint) == tint)
        #expect(UIButton.Configuration.filled().foregroundColor(tint: tint) == .white)
        #expect(UIButton.Configuration.tinted().backgroundFill(tint: tint) == tint.withAlphaComponent(0.15))
        #expect(UIButton.Configuration.gray().backgroundFill(tint: tint) == .tertiarySystemFill)
        #expect(UIButton.Configuration.plain().backgroundFill(tint: tint) == nil)
        #expect(UIButton.Configuration.plain().foregroundColor(tint: tint) == tint)
        var c = UIButton.Configuration.filled()
        c.cornerStyle = .capsule
        #expect(c.cornerRadius(height: 50) == 25)
        c.cornerStyle = .fixed
        c.background.cornerRadius = 3
        #expect(c.cornerRadius(height: 50) == 3)
        c.background.backgroundColor = .systemPink
        #expect(c.backgroundFill(tint: tint) == .systemPink)
        c.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.systemFont(ofSize: 22, weight: .bold)
            outgoing.foregroundColor = .systemOrange
            return outgoing
        }
        #expect(c.titleFont.pointSize == 22 && c.titleColor(tint: tint) == .systemOrange)
        var attributed = AttributedString("Hi")
        attributed.font = UIFont.systemFont(ofSize: 11)
        var plain = UIButton.Configuration.plain()
        plain.attributedTitle = attributed
        #expect(plain.titleText == "Hi" && plain.titleFont.pointSize == 11)
    }

    @Test("An image on the trailing side, right to left on the leading; an image on top above the title")
    func placement() {
        var c = UIButton.Configuration.plain()
        c.title = "Next"
        c.image = UIImage(systemName: "chevron.right")
        c.imagePlacement = .trailing
        c.imagePadding = 6
        let layout = ButtonLayoutProbe.layout(c, rightToLeft: false)
        let frames = layout.frames(in: CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect((frames.image?.minX ?? 0) > (frames.title?.maxX ?? 0))
        let mirrored = ButtonLayoutProbe.layout(c, rightToLeft: true).frames(in: CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect((mirrored.image?.maxX ?? 0) < (mirrored.title?.minX ?? 0))
        c.imagePlacement = .top
        let top = ButtonLayoutProbe.layout(c, rightToLeft: false).frames(in: CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect((top.image?.maxY ?? 0) + 6 <= (top.title?.minY ?? 0) + 0.001)
    }

    @Test("updateConfiguration() then configurationUpdateHandler run before the button is measured; an override changes what is drawn")
    func updates() {
        final class CountingButton: UIButton {
            var order: [String] = []
            override func updateConfiguration() {
                order.append("update")
                var c = configuration ?? .plain()
                c.title = isSelected ? "On" : "Off"
                configuration = c
            }
        }
        let button = CountingButton(frame: .zero)
        button.configuration = .filled()
        button.configurationUpdateHandler = { b in (b as? CountingButton)?.order.append("handler") }
        button.isSelected = true
        _ = button.intrinsicContentSize
        #expect(button.order == ["update", "handler"])
        #expect(button.configuration?.title == "On" && button.titleLabel?.text == "On")
    }

    @Test("A disabled button is drawn greyed (its update runs with the state); an activity indicator takes the image's place")
    func disabledAndLoading() {
        var c = UIButton.Configuration.filled()
        c.title = "Pay"
        let button = UIButton(configuration: c)
        button.isEnabled = false
        _ = button.intrinsicContentSize
        #expect(button.configuration?.isForDisabledButton == true)
        #expect(button.configuration?.backgroundFill(tint: .systemBlue) == .tertiarySystemFill)
        #expect(button.configuration?.titleColor(tint: .systemBlue) == .tertiaryLabel)
        c.showsActivityIndicator = true
        c.imagePadding = 8
        let loading = UIButton(configuration: c).intrinsicContentSize.width
        let plain = UIButton(configuration: { var p = c; p.showsActivityIndicator = false; return p }()).intrinsicContentSize.width
        #expect(loading == plain + 28)
    }

    @Test("Golden: the styles, sizes, images and subtitles, light and dark", arguments: [Appearance.light, .dark])
    func gallery(_ appearance: Appearance) {
        assertLayoutSnapshot(of: UINavigationController(rootViewController: ButtonConfigurationGalleryController(style: .plain)), on: "iphone-15", appearance: appearance)
    }
}

/// The configuration's layout as a button makes it, left to right or right to left.
enum ButtonLayoutProbe {
    static func layout(_ c: UIButton.Configuration, rightToLeft: Bool) -> ButtonConfigurationLayout {
        let button = UIButton(configuration: c)
        button.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
        return button.configurationLayout ?? ButtonConfigurationLayout(configuration: c, imageSize: nil, titleSize: nil, subtitleSize: nil, rightToLeft: false)
    }
}
