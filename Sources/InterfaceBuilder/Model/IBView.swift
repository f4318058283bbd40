import Foundation

/// One view element of a document, with its subviews and the constraints it holds.
///
/// ```xml
/// <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="xGz-sm-qBh">
///     <rect key="frame" x="297" y="25" width="74" height="30"/>
///     <subviews> <label … id="UkY-iJ-Qen"> … </label> </subviews>
///     <color key="backgroundColor" systemColor="secondarySystemFillColor"/>
///     <constraints> <constraint firstAttribute="width" constant="74" id="BXB-R5-FS3"/> … </constraints>
/// </view>
/// ```
/// reads as element "view", id "xGz-sm-qBh", frame (297, 25, 74, 30), translatesAutoresizingMaskIntoConstraints
/// false, one subview (a label) and the constraints in `constraints`. Kind-specific properties are in
/// `details` (`label`, `imageView`, `button`, `stackView` give them typed).
public struct IBView: Sendable, Equatable {
    /// The element name: view, label, imageView, button, stackView, collectionViewCell, tableViewCellContentView, …
    public var element: String
    /// The IB id, or `anon-N` for the N-th view without one in document order (as extract_frames.py numbers them).
    public var id: String
    /// `key="contentView"` etc.: the property of the parent this view fills; nil for plain subviews.
    public var key: String?
    public var customClass: String?
    public var customModule: String?
    public var userLabel: String?
    /// `reuseIdentifier=` of a storyboard's prototype cell or reusable view (what `dequeue…` names).
    public var reuseIdentifier: String?
    /// The 1-based line of the start tag.
    public var line: Int
    /// The stored `<rect key="frame">`: the frame in the superview IB solved; nil when not stored.
    public var frame: CGRect?
    /// `<autoresizingMask key="autoresizingMask" flexibleMaxX="YES"/>`; nil when the element is absent.
    public var autoresizingMask: IBAutoresizingMask?
    /// False when IB wrote `translatesAutoresizingMaskIntoConstraints="NO"`; absent means true.
    public var translatesAutoresizingMaskIntoConstraints: Bool
    /// `fixedFrame="YES"`: IB keeps the frame as drawn; a view with no constraints then gets
    /// constraints fixing that frame at build time (Xcode's prototyping constraints).
    public var fixedFrame = false
    /// `misplaced="YES"`: the stored frame is not where the constraints put the view.
    public var misplaced: Bool
    /// `ambiguous="YES"`: the constraints do not determine the frame.
    public var ambiguous: Bool
    public var isHidden: Bool
    /// `alpha=`, 1 when absent.
    public var alpha: Double
    /// `opaque=`: nil when absent (UIKit's default, true, applies).
    public var opaque: Bool?
    public var clipsSubviews: Bool
    public var contentMode: IBContentMode?
    /// `userInteractionEnabled=`: nil when absent (the class's default applies; labels and image views write NO).
    public var userInteractionEnabled: Bool?
    public var backgroundColor: IBColor?
    public var tintColor: IBColor?
    /// `<edgeInsets key="layoutMargins" top left bottom right>`.
    public var layoutMargins: IBEdgeInsets?
    /// `<directionalEdgeInsets key="directionalLayoutMargins" top leading bottom trailing>`.
    public var directionalLayoutMargins: IBDirectionalEdgeInsets?
    public var preservesSuperviewLayoutMargins: Bool?
    public var insetsLayoutMarginsFromSafeArea: Bool?
    public var layoutMarginsFollowReadableWidth: Bool?
    /// `horizontalHuggingPriority="251"`; nil when absent (the engine applies UIKit's default).
    public var horizontalHuggingPriority: Float?
    public var verticalHuggingPriority: Float?
    public var horizontalCompressionResistancePriority: Float?
    public var verticalCompressionResistancePriority: Float?
    /// Subviews installed in the resolved size class, in document order (a stack view's are its arranged subviews;
    /// a cell's content view is here with key "contentView").
    public var subviews: [IBView]
    /// Subviews a `<variation>` mask leaves out in the resolved size class.
    public var uninstalledSubviews: [IBView]
    /// The installed constraints of this view's `<constraints>`: this view holds them.
    public var constraints: [IBConstraint]
    /// Constraints a `<variation>` mask leaves out in the resolved size class.
    public var uninstalledConstraints: [IBConstraint]
    /// `<viewLayoutGuide key="safeArea" id=…>`, `key="layoutMargins"`, scroll views' content/frame guides, `<layoutGuide>`.
    public var layoutGuides: [IBLayoutGuide]
    /// `<userDefinedRuntimeAttributes>`.
    public var userDefinedRuntimeAttributes: [IBRuntimeAttribute]
    /// The outlets and outlet collections of this object's `<connections>`.
    public var outlets: [IBOutlet]
    /// Kind-specific properties (label, image view, button, stack view).
    public var details: IBViewDetails
    /// `placeholderIntrinsicWidth="60" placeholderIntrinsicHeight="infinite"`: the intrinsic size IB's
    /// size inspector sets ("Intrinsic Size: Placeholder") and lays the view out with, an axis IB left
    /// out or wrote `infinite` ("None") being `noIntrinsicMetric` (−1). Nil: none set.
    public var placeholderIntrinsicSize: CGSize?
    /// The bars IB simulates round a view controller's root (`<simulatedNavigationBarMetrics
    /// key="simulatedTopBarMetrics" prompted="NO"/>`, `<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>`,
    /// `<simulatedTabBarMetrics …>`): they add to the root's safe area (`NibLoader`).
    public var simulatedBars: [IBSimulatedBar] = []

    public init(element: String, id: String, line: Int = 0) {
        self.element = element
        self.id = id
        self.line = line
        translatesAutoresizingMaskIntoConstraints = true
        misplaced = false
        ambiguous = false
        isHidden = false
        alpha = 1
        clipsSubviews = false
        subviews = []
        uninstalledSubviews = []
        constraints = []
        uninstalledConstraints = []
        layoutGuides = []
        userDefinedRuntimeAttributes = []
        outlets = []
        details = .none
    }

    /// The layout IB stores for a `<collectionView>`.
    public var collectionView: IBCollectionView? { if case .collectionView(let value) = details { value } else { nil } }
    /// The style, heights and static sections IB stores for a `<tableView>`.
    public var tableView: IBTableView? { if case .tableView(let value) = details { value } else { nil } }
    /// The built-in style IB stores for a `<tableViewCell>`.
    public var tableViewCell: IBTableViewCell? { if case .tableViewCell(let value) = details { value } else { nil } }

    /// The label properties when this is a `<label>`.
    public var label: IBLabel? { if case .label(let value) = details { value } else { nil } }
    /// The image view properties when this is an `<imageView>`.
    public var imageView: IBImageView? { if case .imageView(let value) = details { value } else { nil } }
    /// The button properties when this is a `<button>`.
    public var button: IBButton? { if case .button(let value) = details { value } else { nil } }
    /// The stack view properties when this is a `<stackView>`.
    public var stackView: IBStackView? { if case .stackView(let value) = details { value } else { nil } }

    /// The guide with `key` (safeArea, layoutMargins, contentLayoutGuide, frameLayoutGuide), if the file has one.
    public func layoutGuide(key: String) -> IBLayoutGuide? { layoutGuides.first { $0.key == key } }
    /// `<viewLayoutGuide key="safeArea">`.
    public var safeAreaLayoutGuide: IBLayoutGuide? { layoutGuide(key: "safeArea") }
    /// `<viewLayoutGuide key="contentLayoutGuide">` of a scroll view.
    public var contentLayoutGuide: IBLayoutGuide? { layoutGuide(key: "contentLayoutGuide") }
    /// `<viewLayoutGuide key="frameLayoutGuide">` of a scroll view.
    public var frameLayoutGuide: IBLayoutGuide? { layoutGuide(key: "frameLayoutGuide") }

    /// The installed subviews, then the uninstalled ones.
    public var allSubviews: [IBView] { subviews + uninstalledSubviews }
}

/// A bar Interface Builder draws round a view controller's root: it covers the root's edge, so the
/// root's safe area grows by its height (`DeviceMetrics` holds the heights).
public enum IBSimulatedBar: Sendable, Equatable {
    /// `<simulatedNavigationBarMetrics>`; `prompted="YES"` adds the prompt's band.
    case navigationBar(prompted: Bool)
    /// `<simulatedToolbarMetrics>`.
    case toolbar
    /// `<simulatedTabBarMetrics>`.
    case tabBar
}

/// `<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>`: UIView.AutoresizingMask.
/// IB writes `widthSizable`/`heightSizable` for flexibleWidth/flexibleHeight.
public struct IBAutoresizingMask: Sendable, Equatable {
    public var flexibleMinX = false
    public var flexibleWidth = false
    public var flexibleMaxX = false
    public var flexibleMinY = false
    public var flexibleHeight = false
    public var flexibleMaxY = false

    public init(flexibleMinX: Bool = false, flexibleWidth: Bool = false, flexibleMaxX: Bool = false,
                flexibleMinY: Bool = false, flexibleHeight: Bool = false, flexibleMaxY: Bool = false) {
        self.flexibleMinX = flexibleMinX
        self.flexibleWidth = flexibleWidth
        self.flexibleMaxX = flexibleMaxX
        self.flexibleMinY = flexibleMinY
        self.flexibleHeight = flexibleHeight
        self.flexibleMaxY = flexibleMaxY
    }
}

/// A layout guide: `<viewLayoutGuide key="safeArea" id="vDu-zF-Fre"/>` (key safeArea), `<viewLayoutGuide
/// key="layoutMargins" id=…/>`, a scroll view's `key="contentLayoutGuide"`/`"frameLayoutGuide"`, a plain
/// `<layoutGuide identifier=… id=…>` (key nil), or a storyboard's `<viewControllerLayoutGuide type="top">` (key "top").
public struct IBLayoutGuide: Sendable, Equatable {
    public var id: String
    public var key: String?
    /// viewLayoutGuide, layoutGuide or viewControllerLayoutGuide.
    public var element: String
    public var identifier: String?
    /// A stored `<rect key="frame">`, where one is written.
    public var frame: CGRect?
    public var line: Int

    public init(id: String, key: String?, element: String, identifier: String? = nil, frame: CGRect? = nil, line: Int = 0) {
        self.id = id
        self.key = key
        self.element = element
        self.identifier = identifier
        self.frame = frame
        self.line = line
    }
}

/// `<outlet property="iconView" destination="A2V-2J-A6m" id="otg-yH-PRG"/>`, or an
/// `<outletCollection property="buttons" destination=… collectionClass="NSMutableArray">` (isCollection true).
public struct IBOutlet: Sendable, Equatable {
    public var property: String
    public var destination: String
    public var isCollection: Bool

    public init(property: String, destination: String, isCollection: Bool = false) {
        self.property = property
        self.destination = destination
        self.isCollection = isCollection
    }
}

/// One `<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="10"/>`.
public struct IBRuntimeAttribute: Sendable, Equatable {
    public var keyPath: String
    public var value: IBRuntimeValue

    public init(keyPath: String, value: IBRuntimeValue) {
        self.keyPath = keyPath
        self.value = value
    }
}

/// The value of a runtime attribute, by its `type=`: number (`<real>`/`<integer key="value">`), boolean
/// (`value="YES"`), string / localizedString (`value=`), color (`<color key="value">`), size, rect, point,
/// image (`<image key="value" name=…>`), nil.
public enum IBRuntimeValue: Sendable, Equatable {
    case number(Double)
    case boolean(Bool)
    case string(String)
    case localizedString(String)
    case color(IBColor)
    case size(CGSize)
    case rect(CGRect)
    case point(CGPoint)
    case image(String)
    case none
}

/// UIView.ContentMode as IB spells it (`contentMode="scaleAspectFit"`; Xcode 7 wrote `"TopLeft"`, read the same).
public enum IBContentMode: String, Sendable, Equatable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}
