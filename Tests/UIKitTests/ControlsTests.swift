import Foundation
import LayoutshotTesting
import LayoutshotUIKit
import Scene
import ScreenSpec
import Testing
import UIKit

/// A settings-style table of every drawn control, each in its row's content view as app code puts it.
final class ControlsGalleryController: UITableViewController {
    static let rows = ["Switch", "Segments", "Slider", "Stepper", "Field", "Pages", "Progress", "Spinner"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Controls"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let label = UILabel()
        label.text = Self.rows[indexPath.row]
        let control = Self.control(indexPath.row)
        for view in [label, control] {
            view.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(view)
        }
        let margins = cell.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
            label.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            label.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            control.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            control.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
            control.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            control.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            control.leadingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 16),
        ])
        if [2, 6].contains(indexPath.row) { control.widthAnchor.constraint(equalToConstant: 180).isActive = true }
        if indexPath.row == 4 { control.widthAnchor.constraint(equalToConstant: 200).isActive = true }
        return cell
    }

    static func control(_ row: Int) -> UIView {
        switch row {
        case 0:
            let toggle = UISwitch()
            toggle.isOn = true
            return toggle
        case 1:
            let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
            segments.selectedSegmentIndex = 1
            return segments
        case 2:
            let slider = UISlider()
            slider.value = 0.3
            return slider
        case 3:
            let stepper = UIStepper()
            stepper.value = 0
            return stepper
        case 4:
            let field = UITextField()
            field.borderStyle = .roundedRect
            field.placeholder = "Email"
            return field
        case 5:
            let pages = UIPageControl()
            pages.numberOfPages = 4
            pages.currentPage = 1
            pages.pageIndicatorTintColor = .systemGray4
            pages.currentPageIndicatorTintColor = .label
            return pages
        case 6:
            let progress = UIProgressView(progressViewStyle: .default)
            progress.progress = 0.6
            return progress
        default:
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.startAnimating()
            return spinner
        }
    }
}

@Suite("The everyday controls: UIKit's sizes, drawn (issue 32)", .serialized)
struct ControlsTests {
    @Test("Intrinsic sizes: segmented control 32 tall, stepper 94 × 32, slider 30 (frame 31), page control 16 a page + 8 by 26, rounded text field 34")
    func sizes() {
        let segments = UISegmentedControl(items: ["Day", "Week"])
        #expect(segments.intrinsicContentSize.height == 32 && segments.numberOfSegments == 2)
        let halves = segments.segmentWidths(in: 200)
        #expect(halves == [100, 100])
        segments.setWidth(50, forSegmentAt: 0)
        #expect(segments.segmentWidths(in: 200) == [50, 150] && segments.widthForSegment(at: 0) == 50)
        #expect(UIStepper().intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(UISlider().intrinsicContentSize.height == 30 && UISlider().alignmentRectInsets.bottom == 1)
        let pages = UIPageControl()
        pages.numberOfPages = 3
        #expect(pages.intrinsicContentSize == CGSize(width: 56, height: 26))
        let field = UITextField()
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 34)
    }

    @Test("Values are clamped as UIKit clamps them; the field shows bullets for secure text, else its placeholder")
    func values() {
        let slider = UISlider()
        slider.setValue(2, animated: true)
        #expect(slider.value == 1)
        let stepper = UIStepper()
        stepper.maximumValue = 10
        stepper.value = 20
        #expect(stepper.value == 10)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.placeholder = "Password"
        func texts() -> [String] {
            field.contentNodes(in: field.bounds, appearance: .light, alpha: 1).compactMap { if case .text(let t) = $0 { t.text } else { nil } }
        }
        #expect(texts() == ["Password"])
        field.isSecureTextEntry = true
        field.text = "abc"
        #expect(texts() == ["•••"])
    }

    @Test("The slider's thumb sits at the value; the page control's current dot in its colour; a stopped spinner is not drawn")
    func drawing() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 132, height: 31))
        slider.value = 0.5
        let nodes = slider.contentNodes(in: slider.bounds, appearance: .light, alpha: 1)
        guard case .shape(let thumb) = nodes[2] else { Issue.record("three shapes"); return }
        #expect(thumb.frame.midX == 66 && thumb.frame.width == 28)
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 56, height: 26))
        pages.numberOfPages = 3
        pages.currentPage = 2
        let dots = pages.contentNodes(in: pages.bounds, appearance: .light, alpha: 1).compactMap { if case .shape(let s) = $0 { s } else { nil } }
        #expect(dots.count == 3 && dots[2].fill == .color(UIColor.white.rgba(in: .light)))
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.contentNodes(in: CGRect(x: 0, y: 0, width: 37, height: 37), appearance: .light, alpha: 1).isEmpty)
        spinner.startAnimating()
        #expect(spinner.contentNodes(in: CGRect(x: 0, y: 0, width: 37, height: 37), appearance: .light, alpha: 1).count == 8)
    }

    @Test("Golden: every control in a table's rows, light and dark", arguments: [Appearance.light, .dark])
    func gallery(_ appearance: Appearance) {
        assertLayoutSnapshot(of: UINavigationController(rootViewController: ControlsGalleryController(style: .insetGrouped)),
                             on: "iphone-15", appearance: appearance)
    }
}
