import Foundation

/// The kind-specific part of an `IBView`; `.none` for plain views and the kinds read with generic properties only
/// (scroll views, text fields, switches, sliders, …: their element name says which).
public enum IBViewDetails: Sendable, Equatable {
    case none
    case label(IBLabel)
    case imageView(IBImageView)
    case button(IBButton)
    case stackView(IBStackView)
    /// `<activityIndicatorView style="large">`: whether it is the large one (`large`, `whiteLarge`;
    /// `medium`, `white`, `gray` are the 20-pt one).
    case activityIndicator(isLarge: Bool)
    /// `<collectionView>`: the layout it is made with.
    case collectionView(IBCollectionView)
    /// `<tableView>`: its style, row and section heights, and its static sections.
    case tableView(IBTableView)
    /// `<tableViewCell>`: its built-in style and which of its views are the style's labels and image.
    case tableViewCell(IBTableViewCell)
}

/// A `<tableView style="insetGrouped" dataMode="static" rowHeight="-1" estimatedRowHeight="-1"
/// sectionHeaderHeight="18" sectionFooterHeight="18" separatorStyle="default">`. Its cells — prototypes
/// under `<prototypes>` (each with its `reuseIdentifier`) or static ones under `<sections><tableViewSection
/// headerTitle=… footerTitle=…><cells>` — are its subviews in the model; `sections` says which static cell
/// is in which section. IB writes -1 for "automatic"; an absent height is nil (UIKit's default applies).
public struct IBTableView: Sendable, Equatable {
    /// `plain`, `grouped` or `insetGrouped`.
    public var style = "plain"
    /// `dataMode="static"`: the cells are the table's content (a `UITableViewController`'s static table).
    public var isStatic = false
    public var rowHeight: Double?
    public var estimatedRowHeight: Double?
    public var sectionHeaderHeight: Double?
    public var sectionFooterHeight: Double?
    public var estimatedSectionHeaderHeight: Double?
    public var estimatedSectionFooterHeight: Double?
    /// `separatorStyle="none"` (or `singleLine`, `default`, `singleLineEtched`).
    public var separatorStyle: String?
    public var sections: [IBTableSection] = []
    public init() {}
}

/// One `<tableViewSection headerTitle="Appearance" footerTitle="…" id=…>` of a static table: its titles and
/// the ids of its cells, in order.
public struct IBTableSection: Sendable, Equatable {
    public var headerTitle: String?
    public var footerTitle: String?
    public var cellIDs: [String] = []
    public init(headerTitle: String? = nil, footerTitle: String? = nil, cellIDs: [String] = []) {
        self.headerTitle = headerTitle; self.footerTitle = footerTitle; self.cellIDs = cellIDs
    }
}

/// A `<tableViewCell style="IBUITableViewCellStyleValue1" textLabel="aaa-bb-ccc" detailTextLabel=…
/// imageView=… accessoryType="disclosureIndicator" selectionStyle="none" rowHeight="60">`: a built-in style's
/// labels and image are ordinary subviews of its content view in the file, named here by id.
public struct IBTableViewCell: Sendable, Equatable {
    /// `default`, `subtitle`, `value1` or `value2` for a built-in style; nil for a custom cell.
    public var style: String?
    public var textLabel: String?
    public var detailTextLabel: String?
    public var imageView: String?
    /// `disclosureIndicator`, `detailDisclosureButton`, `checkmark`, `detailButton`; nil for none.
    public var accessoryType: String?
    /// `none`, `blue`, `gray`, `default`; nil for the default.
    public var selectionStyle: String?
    /// `rowHeight=`: a static cell's own height (IB's "Custom" row height); nil when automatic.
    public var rowHeight: Double?
    public init() {}
}

/// A `<collectionView>`'s layout: `<collectionViewFlowLayout key="collectionViewLayout" …>` or a custom
/// `<collectionViewLayout key="collectionViewLayout" customClass="WaterfallLayout">`. Its prototype cells
/// (`<cells>`) are its subviews in the model, each with its `reuseIdentifier`.
public struct IBCollectionView: Sendable, Equatable {
    public var layout: IBCollectionViewLayout?
    public init(layout: IBCollectionViewLayout? = nil) { self.layout = layout }
}

public enum IBCollectionViewLayout: Sendable, Equatable {
    case flow(IBFlowLayout)
    /// `<collectionViewLayout customClass=… customModule=…>`: the app's own layout class.
    case custom(className: String?, module: String?)
}

/// `<collectionViewFlowLayout scrollDirection="horizontal" minimumLineSpacing="25" minimumInteritemSpacing="17"
/// sectionInsetReference="safeArea">` with `<size key="itemSize">`, `estimatedItemSize`, `headerReferenceSize`,
/// `footerReferenceSize` and `<inset key="sectionInset" minX minY maxX maxY>`. An absent attribute is
/// `UICollectionViewFlowLayout`'s default (10-pt spacings, 50 × 50 items, no estimate).
public struct IBFlowLayout: Sendable, Equatable {
    public var isHorizontal = false
    public var minimumLineSpacing: Double = 10
    public var minimumInteritemSpacing: Double = 10
    public var itemSize = CGSize(width: 50, height: 50)
    /// `<size key="estimatedItemSize">`; `automaticEstimatedItemSize="YES"` is `automaticSize`.
    public var estimatedItemSize: CGSize?
    public var automaticEstimatedItemSize = false
    public var headerReferenceSize = CGSize.zero
    public var footerReferenceSize = CGSize.zero
    public var sectionInset = IBEdgeInsets()
    /// `contentInset` (absent), `safeArea` or `layoutMargins`.
    public var sectionInsetReference: String?
    public var sectionHeadersPinToVisibleBounds = false
    public var sectionFootersPinToVisibleBounds = false
    /// A flow layout subclass of the app's (`customClass=`).
    public var customClass: String?
    public var customModule: String?
    public init() {}
}

/// `<label text="GET" textAlignment="center" numberOfLines="2" lineBreakMode="tailTruncation"
/// baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO">` with `<fontDescription>` and `<color key="textColor">`.
/// `text` is `text=`, a `<string key="text">` child, or the concatenated `<fragment content=…>` of an `<attributedString>`.
public struct IBLabel: Sendable, Equatable {
    public var text: String?
    /// True when the text came from `<attributedString key="attributedText">`.
    public var isAttributed = false
    /// `<fontDescription key="fontDescription">`, else the first fragment's `<font key="NSFont">`.
    public var font: IBFont?
    /// nil for `<nil key="textColor"/>` or absent (UIKit's label colour).
    public var textColor: IBColor?
    public var highlightedTextColor: IBColor?
    public var textAlignment: IBTextAlignment?
    /// `numberOfLines=`, 1 when absent.
    public var numberOfLines = 1
    public var lineBreakMode: IBLineBreakMode?
    public var baselineAdjustment: IBBaselineAdjustment?
    public var adjustsFontSizeToFit = false
    public var minimumScaleFactor: Double?
    /// `minimumFontSize=` (pre-iOS 6 files).
    public var minimumFontSize: Double?
    public var preferredMaxLayoutWidth: Double?
    public var adjustsFontForContentSizeCategory = false
    /// The first fragment's `<paragraphStyle key="NSParagraphStyle" lineHeightMultiple="1.2">` of attributed text.
    public var lineHeightMultiple: Double?

    public init(text: String? = nil) { self.text = text }
}

/// NSTextAlignment as IB spells it.
public enum IBTextAlignment: String, Sendable, Equatable, CaseIterable {
    case left, center, right, justified, natural
}

/// NSLineBreakMode as IB spells it (`lineBreakMode="tailTruncation"`).
public enum IBLineBreakMode: String, Sendable, Equatable, CaseIterable {
    case wordWrap, characterWrap, clip, headTruncation, tailTruncation, middleTruncation
}

/// UIBaselineAdjustment as IB spells it (`baselineAdjustment="alignBaselines"`).
public enum IBBaselineAdjustment: String, Sendable, Equatable, CaseIterable {
    case alignBaselines, alignCenters, none
}

/// `<imageView image="icon" highlightedImage="icon-on" contentMode="scaleAspectFit">`; `imageSize` is the
/// image's size from `<resources><image name="icon" width="60" height="60"/>` (the intrinsic size), nil when
/// the resources do not list it.
public struct IBImageView: Sendable, Equatable {
    public var image: String?
    public var highlightedImage: String?
    public var imageSize: CGSize?
    /// `catalog="system"`: an SF Symbol (its resource size is nominal).
    public var isSystemSymbol = false
    /// The symbol's `<preferredSymbolConfiguration>` and its image reference's `symbolScale`.
    public var symbolConfiguration: IBSymbolConfiguration?

    public init(image: String? = nil) { self.image = image }
}

/// `<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize"
/// pointSize="20" weight="bold" scale="large"/>` (a `font` configuration holds a `<fontDescription>`),
/// and an `<imageReference … symbolScale="small">`: what sizes an SF Symbol (rule I5).
public struct IBSymbolConfiguration: Sendable, Equatable {
    public var pointSize: Double?
    public var weight: String?
    /// `small`, `medium`, `large`, `default` or `unspecified`.
    public var scale: String?
    /// A `configurationType="font"` configuration's font.
    public var font: IBFont?

    public init(pointSize: Double? = nil, weight: String? = nil, scale: String? = nil, font: IBFont? = nil) {
        self.pointSize = pointSize; self.weight = weight; self.scale = scale; self.font = font
    }
}

/// `<stackView axis="vertical" distribution="fillEqually" alignment="center" spacing="8">`: its `<subviews>`
/// are its arranged subviews. `spacing` is the one for the resolved size class (`<variation key="widthClass=regular" spacing="15"/>`).
public struct IBStackView: Sendable, Equatable {
    public var axis: IBAxis = .horizontal
    public var distribution: IBStackDistribution = .fill
    public var alignment: IBStackAlignment = .fill
    public var spacing: Double = 0
    public var baselineRelativeArrangement = false
    public var layoutMarginsRelativeArrangement = false

    public init() {}

    /// SV10: a stack with `spacingType="standard"` (IB's "Standard", `UIStackView.spacingUseSystem`)
    /// spaces its views 8 pt apart, Auto Layout's standard space between siblings — IB stored
    /// OnionBrowser BrowsingViewController.xib's seven fill-equally buttons 52.33 pt wide across 414
    /// (7 × 52.33 + 6 × 8). Baseline-relative stacks would take the fonts' spacing instead (not done).
    public static let systemSpacing = 8.0
}

/// `axis="horizontal"` (default) or `"vertical"`.
public enum IBAxis: String, Sendable, Equatable {
    case horizontal, vertical
}

/// UIStackView.Distribution.
public enum IBStackDistribution: String, Sendable, Equatable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// UIStackView.Alignment (IB writes `top`/`bottom` for horizontal stacks and `leading`/`trailing` for vertical ones).
public enum IBStackAlignment: String, Sendable, Equatable, CaseIterable {
    case fill, top, leading, firstBaseline, center, bottom, trailing, lastBaseline
}
