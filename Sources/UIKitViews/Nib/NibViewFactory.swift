import AutoLayout
import Foundation
import InterfaceBuilder
import Scene

/// One Interface Builder object → the UIKit view it stands for, with its properties set.
///
/// | element | class |
/// |---|---|
/// | `view`, cell content views | `UIView` |
/// | `label`, `imageView`, `button`, `stackView` | `UILabel`, `UIImageView`, `UIButton`, `UIStackView` |
/// | `collectionViewCell`, `collectionReusableView`, `tableViewCell` | `UICollectionViewCell`, `UICollectionReusableView`, `UITableViewCell` |
/// | `switch`, `activityIndicatorView` | `UISwitch`, `UIActivityIndicatorView` (their system sizes) |
/// | `textField`, `slider`, `segmentedControl`, `progressView`, `pageControl`, `stepper`, `datePicker`, `searchBar`, … | `StandInControl`: the size IB stored is its intrinsic size |
/// | `scrollView` | `UIScrollView` (its edges, to its content, are the content area's) |
/// | anything else (`tableView`, `mapView`, …) | `UIView`, printed with its UIKit class |
struct NibViewFactory {
    let document: IBDocument
    let textMeasurer: (any TextMeasuring)?
    var classLookup: ((String, String?) -> AnyClass?)? = nil
    var elementMaker: (any NibElementMaking)? = nil
    var warnings: [String] = []

    /// A view of `base` (`make`), or of the object's custom class when the lookup finds one that is a
    /// subclass of `base`, made as UIKit makes a nib's objects: `init?(coder:)` (required on every view;
    /// nothing is decoded here, the frame is set after). A class that is not a subclass, or whose
    /// `init?(coder:)` returns nil, keeps `base`, with a warning.
    private mutating func instance<T: UIView>(_ base: T.Type, _ ib: IBView, frame: CGRect, _ make: (CGRect) -> T) -> T {
        if let name = ib.customClass, let lookup = classLookup {
            if let type = lookup(name, ib.customModule) as? T.Type {
                if let view = type.init(coder: NSCoder()) {
                    view.frame = frame
                    return view
                }
                warnings.append("\(ib.element) \(ib.id) line \(ib.line): custom class \(name)'s init?(coder:) returned nil; drawn as \(base)")
                return make(frame)
            }
            warnings.append("\(ib.element) \(ib.id) line \(ib.line): custom class \(name) "
                            + (lookup(name, ib.customModule) == nil ? "was not found" : "is not a \(base)") + "; drawn as \(base)")
        }
        return make(frame)
    }

    /// Controls drawn as stand-ins, with their UIKit class and whether their width is intrinsic.
    static let standIns: [String: (String, Bool)] = [
        "textField": ("UITextField", true), "slider": ("UISlider", false), "segmentedControl": ("UISegmentedControl", true),
        "progressView": ("UIProgressView", false), "pageControl": ("UIPageControl", true), "stepper": ("UIStepper", true),
        "datePicker": ("UIDatePicker", true), "searchBar": ("UISearchBar", false), "pickerView": ("UIPickerView", true),
        "textView": ("UITextView", false), "navigationBar": ("UINavigationBar", false), "toolbar": ("UIToolbar", false),
        "tabBar": ("UITabBar", false),
    ]

    /// The margins IB gives a cell's views: the side margin of a xib root as wide as the narrower of
    /// the cell and the simulated screen (I2, `systemMinimumSideMargin(in: .interfaceBuilderRoot)`),
    /// 11 pt above and below a table cell's content view (UITableViewCell's), 8 for collection cells
    /// and reusable views (UIView's default). Nil for other views.
    /// - Table cells: 16 pt on a 375-pt screen (pocket-casts DisclosureCell.xib stores its icon at x 16
    ///   from `leadingMargin`, PodcastHeadingTableCell.xib's 394-pt cell and amperfy
    ///   PlayableTableCell.xib's too); 16 for a 320-pt cell on retina6_1's 414 (WordPressAuthenticator
    ///   TextLinkButtonTableViewCell.xib, OnionBrowser SecurityLevelCell.xib, QuickBlox DialogCell.xib).
    /// - Collection cells and reusable views: 16 on a 375-pt reusable view (Delta
    ///   AboutPatreonHeaderView.xib, the one corpus file with margins there; README "Not yet confirmed").
    private func cellMargins(_ ib: IBView) -> NSDirectionalEdgeInsets? {
        let vertical: CGFloat
        let cellWidth: CGFloat?
        switch ib.element {
        case "tableViewCellContentView", "collectionViewCellContentView":
            vertical = ib.element == "tableViewCellContentView" ? 11 : 8
            cellWidth = document.roots.first { $0.subviews.contains { $0.id == ib.id } }?.frame?.width ?? ib.frame?.width
        case "collectionViewCell", "collectionReusableView":
            vertical = 8
            cellWidth = ib.frame?.width
        default:
            return nil
        }
        let device = Device.interfaceBuilder(document.device?.id, toolsBuild: document.toolsBuild)
        let width = min(cellWidth ?? .infinity, CGFloat(device.width))
        let side = device.metrics.systemMinimumSideMargin(in: .interfaceBuilderRoot(rootWidth: width))
        return NSDirectionalEdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: side)
    }

    static let plainClasses: [String: String] = [
        "tableView": "UITableView", "collectionView": "UICollectionView",
        "visualEffectView": "UIVisualEffectView", "webView": "UIWebView", "wkWebView": "WKWebView", "mapView": "MKMapView",
        "containerView": "UIView", "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
    ]

    /// A `<tableViewCell>`'s accessory and selection style (its built-in style is taken once its content
    /// view is read: `NibBuild.adoptBuiltInStyle`).
    static func configure(_ cell: UITableViewCell, _ c: IBTableViewCell) {
        cell.accessoryType = switch c.accessoryType {
        case "disclosureIndicator": .disclosureIndicator
        case "detailDisclosureButton": .detailDisclosureButton
        case "checkmark": .checkmark
        case "detailButton": .detailButton
        default: .none
        }
        cell.selectionStyle = switch c.selectionStyle {
        case "none": .none
        case "blue": .blue
        case "gray": .gray
        default: .default
        }
    }

    mutating func make(_ ib: IBView) -> UIView {
        let frame = ib.frame ?? .zero
        let view: UIView
        switch ib.element {
        case "label":
            let label = instance(UILabel.self, ib, frame: frame, UILabel.init(frame:))
            label.textMeasurer = textMeasurer
            if let l = ib.label { configure(label, l) }
            view = label
        case "imageView":
            let image = instance(UIImageView.self, ib, frame: frame, UIImageView.init(frame:))
            if let i = ib.imageView, let name = i.image {
                image.image = i.isSystemSymbol
                    ? symbol(name, i.symbolConfiguration)
                    : UIImage(name: name, size: i.imageSize ?? document.resources.images[name]?.size ?? frame.size)
            }
            view = image
        case "button":
            // `roundedRect` is the system button since iOS 7 (element DeviceView.xib's 30-pt "OK").
            let button = UIButton(type: ["system", "roundedRect"].contains(ib.button?.buttonType ?? "") ? .system : .custom)
            button.frame = frame
            button.titleLabel?.textMeasurer = textMeasurer
            if let b = ib.button { configure(button, b) }
            view = button
        case "stackView":
            let stack = instance(UIStackView.self, ib, frame: frame, UIStackView.init(frame:))
            if let s = ib.stackView { configure(stack, s) }
            view = stack
        case "collectionViewCell": view = instance(UICollectionViewCell.self, ib, frame: frame, UICollectionViewCell.init(frame:))
        case "collectionReusableView": view = instance(UICollectionReusableView.self, ib, frame: frame, UICollectionReusableView.init(frame:))
        case "tableViewCell":
            let cell = instance(UITableViewCell.self, ib, frame: frame, UITableViewCell.init(frame:))
            if let c = ib.tableViewCell { Self.configure(cell, c) }
            view = cell
        case "switch": view = UISwitch(frame: frame)
        case "activityIndicatorView":
            let indicator = UIActivityIndicatorView(frame: frame)
            if case .activityIndicator(isLarge: true) = ib.details { indicator.style = .large }
            view = indicator
        case "scrollView": view = UIScrollView(frame: frame)
        default:
            if let (name, width) = Self.standIns[ib.element] {
                view = StandInControl(uikitClass: name, storedSize: frame.size, hasIntrinsicWidth: width)
                view.frame = frame
            } else if ib.element == "view", ib.customClass != nil, classLookup != nil {
                view = instance(UIView.self, ib, frame: frame, UIView.init(frame:))
            } else if let maker = elementMaker, let made = maker.view(for: ib, frame: frame, in: document) {
                view = made
            } else {
                view = NamedView(uikitClass: Self.plainClasses[ib.element] ?? "UIView", frame: frame)
            }
        }
        configure(view, ib)
        return view
    }

    private func configure(_ view: UIView, _ ib: IBView) {
        view.restorationIdentifier = ib.id
        view.translatesAutoresizingMaskIntoConstraints = ib.translatesAutoresizingMaskIntoConstraints
        if let m = ib.autoresizingMask {
            var mask: UIView.AutoresizingMask = []
            if m.flexibleMinX { mask.insert(.flexibleLeftMargin) }
            if m.flexibleWidth { mask.insert(.flexibleWidth) }
            if m.flexibleMaxX { mask.insert(.flexibleRightMargin) }
            if m.flexibleMinY { mask.insert(.flexibleTopMargin) }
            if m.flexibleHeight { mask.insert(.flexibleHeight) }
            if m.flexibleMaxY { mask.insert(.flexibleBottomMargin) }
            view.autoresizingMask = mask
        }
        view.isHidden = ib.isHidden
        view.alpha = ib.alpha
        view.clipsToBounds = ib.clipsSubviews
        if let o = ib.opaque { view.isOpaque = o }
        if let m = NibValues.contentMode(ib.contentMode) { view.contentMode = m }
        view.backgroundColor = NibValues.color(ib.backgroundColor, resources: document.resources)
        view.tintColor = NibValues.color(ib.tintColor, resources: document.resources)
        if let margins = cellMargins(ib) { view.directionalLayoutMargins = margins }
        if let m = ib.layoutMargins { view.layoutMargins = NibValues.insets(m) }
        if let m = ib.directionalLayoutMargins { view.directionalLayoutMargins = NibValues.insets(m) }
        if let p = ib.preservesSuperviewLayoutMargins { view.preservesSuperviewLayoutMargins = p }
        if let i = ib.insetsLayoutMarginsFromSafeArea { view.insetsLayoutMarginsFromSafeArea = i }
        if let p = ib.horizontalHuggingPriority { view.setContentHuggingPriority(UILayoutPriority(p), for: .horizontal) }
        if let p = ib.verticalHuggingPriority { view.setContentHuggingPriority(UILayoutPriority(p), for: .vertical) }
        if let p = ib.horizontalCompressionResistancePriority {
            view.setContentCompressionResistancePriority(UILayoutPriority(p), for: .horizontal)
        }
        if let p = ib.verticalCompressionResistancePriority {
            view.setContentCompressionResistancePriority(UILayoutPriority(p), for: .vertical)
        }
    }

    private func configure(_ label: UILabel, _ l: IBLabel) {
        label.text = l.text
        if let f = NibValues.font(l.font) { label.font = f }
        label.textColor = NibValues.color(l.textColor, resources: document.resources) ?? .label
        label.textAlignment = NibValues.alignment(l.textAlignment)
        label.numberOfLines = l.numberOfLines
        if let w = l.preferredMaxLayoutWidth { label.preferredMaxLayoutWidth = CGFloat(w) }
        if let m = l.lineHeightMultiple { label.lineHeightMultiple = CGFloat(m) }
        label.adjustsFontSizeToFitWidth = l.adjustsFontSizeToFit
        label.adjustsFontForContentSizeCategory = l.adjustsFontForContentSizeCategory
        if let m = l.minimumScaleFactor { label.minimumScaleFactor = CGFloat(m) }
    }

    /// Rule I5: the SF Symbol `name` at its configuration's point size (or its font's) and scale, its
    /// shape from the size IB lists in `<resources>`, on IB's device.
    private func symbol(_ name: String, _ configuration: IBSymbolConfiguration?) -> UIImage {
        let pointSize = configuration?.pointSize.map { CGFloat($0) } ?? NibValues.font(configuration?.font)?.pointSize
        let device = Device.interfaceBuilder(document.device?.id, toolsBuild: document.toolsBuild)
        return SymbolImage.image(named: name, nominalSize: document.resources.images[name]?.size, pointSize: pointSize,
                                 scale: SymbolImage.scale(named: configuration?.scale), displayScale: CGFloat(device.scale))
    }

    private func configure(_ button: UIButton, _ b: IBButton) {
        for state in b.states {
            let s: UIButton.State = switch state.key {
            case "highlighted": .highlighted
            case "selected": .selected
            case "disabled": .disabled
            default: .normal
            }
            button.setTitle(state.title, for: s)
            button.setTitleColor(NibValues.color(state.titleColor, resources: document.resources), for: s)
            if let image = state.image {
                button.setImage(document.resources.images[image]?.isSystemSymbol == true
                                ? symbol(image, state.symbolConfiguration)
                                : UIImage(name: image, size: document.resources.images[image]?.size ?? .zero), for: s)
            }
        }
        if let f = NibValues.font(b.font) { button.titleLabel?.font = f }
        if let i = b.contentEdgeInsets { button.contentEdgeInsets = NibValues.insets(i) }
        if let c = b.configuration { button.configuration = buttonConfiguration(c) }
    }

    /// IB's `<buttonConfiguration>` as UIKit makes it: the style's preset with the stored title, subtitle,
    /// image, paddings, sizes, colours and insets; its `titleFontDescription` as a title attributes
    /// transformer, as UIKit applies it.
    private func buttonConfiguration(_ c: IBButtonConfiguration) -> UIButton.Configuration {
        let style = c.style.flatMap(UIButton.Configuration.Style.init(rawValue:)) ?? .plain
        var configuration = UIButton.Configuration(style: style)
        configuration.title = c.title
        configuration.subtitle = c.subtitle
        if let image = c.image {
            configuration.image = document.resources.images[image]?.isSystemSymbol == true
                ? symbol(image, c.symbolConfiguration)
                : UIImage(name: image, size: document.resources.images[image]?.size ?? .zero)
        }
        configuration.imagePlacement = switch c.imagePlacement {
        case "trailing": .trailing
        case "top": .top
        case "bottom": .bottom
        default: .leading
        }
        if let p = c.imagePadding { configuration.imagePadding = CGFloat(p) }
        if let p = c.titlePadding { configuration.titlePadding = CGFloat(p) }
        if let size = c.buttonSize { configuration.buttonSize = ["mini": .mini, "small": .small, "large": .large][size] ?? .medium }
        if let corner = c.cornerStyle {
            configuration.cornerStyle = ["fixed": .fixed, "small": .small, "medium": .medium, "large": .large, "capsule": .capsule][corner] ?? .dynamic
        }
        if let f = NibValues.font(c.font) { configuration.titleTextAttributesTransformer = .font(f) }
        configuration.baseForegroundColor = NibValues.color(c.baseForegroundColor, resources: document.resources)
        configuration.baseBackgroundColor = NibValues.color(c.baseBackgroundColor, resources: document.resources)
        configuration.background.backgroundColor = NibValues.color(c.backgroundColor, resources: document.resources)
        if let i = c.contentInsets { configuration.contentInsets = NibValues.insets(i) }
        return configuration
    }

    private func configure(_ stack: UIStackView, _ s: IBStackView) {
        stack.axis = s.axis == .vertical ? .vertical : .horizontal
        stack.distribution = UIStackView.Distribution(rawValue: IBStackDistribution.allCases.firstIndex(of: s.distribution) ?? 0) ?? .fill
        stack.alignment = switch s.alignment {
        case .fill: .fill
        case .top, .leading: .leading
        case .firstBaseline: .firstBaseline
        case .center: .center
        case .bottom, .trailing: .trailing
        case .lastBaseline: .lastBaseline
        }
        stack.spacing = CGFloat(s.spacing)
        stack.isBaselineRelativeArrangement = s.baselineRelativeArrangement
        stack.isLayoutMarginsRelativeArrangement = s.layoutMarginsRelativeArrangement
    }
}

/// A view of a UIKit class Layoutshot lays out like a plain view (`UIScrollView`, `UITableView`, …).
open class NamedView: UIView {
    public let uikitClass: String
    public init(uikitClass: String, frame: CGRect) { self.uikitClass = uikitClass; super.init(frame: frame) }
    public override init(frame: CGRect) { uikitClass = "UIView"; super.init(frame: frame) }
    public required init?(coder: NSCoder) { uikitClass = "UIView"; super.init(coder: coder) }
    open override var className: String { uikitClass }
}
