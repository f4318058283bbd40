import Foundation

/// A parsed Interface Builder document: one `.xib`, or the scenes of one `.storyboard`.
///
/// ```xml
/// <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14868"
///           useAutolayout="YES" useSafeAreas="YES">
///     <device id="retina6_1" orientation="portrait" appearance="light"/>
///     <objects> <collectionViewCell id="hvR-Yq-Opr" customClass="SmallAppCell"> … </objects>
///     <resources> <image name="icon" width="60" height="60"/> </resources>
/// </document>
/// ```
/// reads as `kind == .xib`, `device?.id == "retina6_1"`, `sizeClass == .init(width: .compact, height: .regular)`,
/// `roots[0].customClass == "SmallAppCell"`. Read one with `IBDocument.read(_:name:sizeClass:)`.
public struct IBDocument: Sendable, Equatable {
    /// `.xib` or `.storyboard`, from the document's `type`.
    public var kind: IBDocumentKind
    /// `toolsVersion="14868"` as written (Xcode's build of Interface Builder; "14490.70" happens).
    public var toolsVersion: String?
    /// `toolsVersion` as a number, from its first two dot-separated parts ("14490.70" → 14490.7, the
    /// newest Xcode's "32700.99.1234" → 32700.99); 0 when absent or unreadable. IB's simulated
    /// environment changes with it (`NibLoader`, `Device.interfaceBuilder`).
    public var toolsBuild: Double {
        let parts = (toolsVersion ?? "").split(separator: ".", omittingEmptySubsequences: false).prefix(2)
        return Double(parts.joined(separator: ".")) ?? 0
    }
    /// The simulated device, `<device id="retina6_1" orientation="portrait" appearance="light"/>`, if present.
    public var device: IBDevice?
    /// `useAutolayout="YES"`.
    public var useAutolayout: Bool
    /// `useSafeAreas="YES"`.
    public var useSafeAreas: Bool
    /// `useTraitCollections="YES"`.
    public var useTraitCollections: Bool
    /// The size class IB shows for the device (see `IBSizeClass.of(device:)`); without a `<device>`,
    /// wC hR is assumed and `sizeClassAssumed` is true.
    public var sizeClass: IBSizeClass
    /// True when the document names no device and `sizeClass` is the assumed wC hR.
    public var sizeClassAssumed: Bool
    /// The size class the `<variation>` masks were resolved for (the document's unless the reader was given one).
    public var resolvedSizeClass: IBSizeClass
    /// Top-level views and cells of a xib's `<objects>`, and each storyboard scene's root view, in document order.
    public var roots: [IBView]
    /// Storyboard scenes (empty for a xib): scene id, controller and which root view is its `view`.
    public var scenes: [IBScene]
    /// A storyboard's `initialViewController=`: the controller id of the scene the storyboard starts at.
    public var initialViewController: String?
    /// Top-level `<placeholder>` objects (File's Owner, First Responder) with their outlets.
    public var placeholders: [IBPlaceholder]
    /// `<resources>`: image sizes and named colours.
    public var resources: IBResources
    /// `<designables>`: for each view whose custom class is `@IBDesignable`, the intrinsic content size
    /// IB got when it ran the app's code (`<designable name="ID"><size key="intrinsicContentSize" width=… height=…/>`),
    /// by view id. UIKit's −1 (`noIntrinsicMetric`) is kept for an axis without one.
    public var designableIntrinsicSizes: [String: CGSize] = [:]
    /// What the reader skipped or did not know, one per (element, attribute), in document order.
    public var warnings: [IBWarning]

    public init(kind: IBDocumentKind, toolsVersion: String? = nil, device: IBDevice? = nil, useAutolayout: Bool = true,
                useSafeAreas: Bool = false, useTraitCollections: Bool = false,
                sizeClass: IBSizeClass = .portraitPhone, sizeClassAssumed: Bool = false,
                resolvedSizeClass: IBSizeClass? = nil, roots: [IBView] = [], scenes: [IBScene] = [],
                placeholders: [IBPlaceholder] = [], resources: IBResources = IBResources(), warnings: [IBWarning] = []) {
        self.kind = kind
        self.toolsVersion = toolsVersion
        self.device = device
        self.useAutolayout = useAutolayout
        self.useSafeAreas = useSafeAreas
        self.useTraitCollections = useTraitCollections
        self.sizeClass = sizeClass
        self.sizeClassAssumed = sizeClassAssumed
        self.resolvedSizeClass = resolvedSizeClass ?? sizeClass
        self.roots = roots
        self.scenes = scenes
        self.placeholders = placeholders
        self.resources = resources
        self.warnings = warnings
    }

    /// The view with IB id `id` (or `anon-N` for the N-th view without one), anywhere below the roots,
    /// installed or not in the resolved size class. `doc.view(id: "UkY-iJ-Qen")?.label?.text == "GET"`.
    public func view(id: String) -> IBView? {
        var stack = Array(roots.reversed())
        while let view = stack.popLast() {
            if view.id == id { return view }
            stack.append(contentsOf: view.allSubviews.reversed())
        }
        return nil
    }

    /// Every view, depth first from each root in turn: a view before its subviews, installed subviews before uninstalled ones.
    public var allViews: [IBView] {
        var out: [IBView] = []
        var stack = Array(roots.reversed())
        while let view = stack.popLast() {
            out.append(view)
            stack.append(contentsOf: view.allSubviews.reversed())
        }
        return out
    }
}

/// Which kind of Interface Builder document: `type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"` is `.xib`,
/// `type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"` is `.storyboard`.
public enum IBDocumentKind: String, Sendable, Equatable {
    case xib = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    case storyboard = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
}

/// The device IB simulates: `<device id="retina4_7" orientation="landscape" appearance="light"/>`.
public struct IBDevice: Sendable, Equatable {
    /// `retina6_1` (iPhone 11/XR), `retina4_7` (iPhone 8), `ipad12_9rounded`, …
    public var id: String
    /// `orientation=`, portrait when absent.
    public var orientation: IBOrientation
    /// `appearance="light"` / `"dark"` as written, nil when absent.
    public var appearance: String?

    public init(id: String, orientation: IBOrientation = .portrait, appearance: String? = nil) {
        self.id = id
        self.orientation = orientation
        self.appearance = appearance
    }
}

/// `orientation="portrait"` or `"landscape"`.
public enum IBOrientation: String, Sendable, Equatable {
    case portrait, landscape
}

/// A storyboard scene: `<scene sceneID="0iR-Xd-Sl3"><objects><viewController id="Svu-2i-d7X"
/// customClass="GamesViewController"><view key="view" id="B8A-AR-36R">…` reads as sceneID "0iR-Xd-Sl3",
/// controllerElement "viewController", customClass "GamesViewController", rootViewID "B8A-AR-36R".
/// Navigation and tab bar controllers have no root view of their own (rootViewID nil).
public struct IBScene: Sendable, Equatable {
    public var sceneID: String
    /// The controller's element name: viewController, navigationController, tabBarController, tableViewController, …
    public var controllerElement: String?
    public var controllerID: String?
    public var customClass: String?
    public var customModule: String?
    /// `storyboardIdentifier=`.
    public var storyboardIdentifier: String?
    /// The id of the controller's `view` among the document's roots.
    public var rootViewID: String?
    /// The controller's outlets.
    public var outlets: [IBOutlet]
    /// `<layoutGuides><viewControllerLayoutGuide type="top" id=…>` of pre-iOS 11 storyboards (key "top"/"bottom").
    public var layoutGuides: [IBLayoutGuide]
    /// The controllers a container scene holds, by relationship segue (`<segue destination="X"
    /// kind="relationship" relationship="rootViewController">`): a navigation controller's root, a
    /// tab bar controller's `viewControllers`, in document order.
    public var relationships: [IBRelationship] = []
    /// `title=` of the controller.
    public var title: String?

    public init(sceneID: String, controllerElement: String? = nil, controllerID: String? = nil, customClass: String? = nil,
                customModule: String? = nil, storyboardIdentifier: String? = nil, rootViewID: String? = nil,
                outlets: [IBOutlet] = [], layoutGuides: [IBLayoutGuide] = []) {
        self.sceneID = sceneID
        self.controllerElement = controllerElement
        self.controllerID = controllerID
        self.customClass = customClass
        self.customModule = customModule
        self.storyboardIdentifier = storyboardIdentifier
        self.rootViewID = rootViewID
        self.outlets = outlets
        self.layoutGuides = layoutGuides
    }
}

/// A relationship segue of a container scene: `relationship` ("rootViewController", "viewControllers",
/// "masterViewController", …) and the destination controller's id.
public struct IBRelationship: Sendable, Equatable {
    public var relationship: String
    public var destination: String
    public init(relationship: String, destination: String) { self.relationship = relationship; self.destination = destination }
}

/// A top-level placeholder: `<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">`
/// with the outlets of its `<connections>`.
public struct IBPlaceholder: Sendable, Equatable {
    public var id: String
    /// `IBFilesOwner`, `IBFirstResponder`, …
    public var placeholderIdentifier: String?
    public var customClass: String?
    public var outlets: [IBOutlet]

    public init(id: String, placeholderIdentifier: String? = nil, customClass: String? = nil, outlets: [IBOutlet] = []) {
        self.id = id
        self.placeholderIdentifier = placeholderIdentifier
        self.customClass = customClass
        self.outlets = outlets
    }
}
