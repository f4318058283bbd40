/// Which elements are views, which a view's reader skips, and the attributes IB writes that the model does not keep.
enum ViewVocabulary {
    /// The view elements the reader knows (others that sit where views sit are read as generic views, with a warning).
    static let viewElements: Set<String> = [
        "view", "label", "imageView", "button", "stackView", "scrollView", "textField", "textView", "switch", "slider",
        "activityIndicatorView", "segmentedControl", "visualEffectView", "progressView", "pageControl", "stepper",
        "datePicker", "pickerView", "searchBar", "navigationBar", "toolbar", "tabBar", "tableView", "collectionView",
        "tableViewCell", "tableViewCellContentView", "collectionViewCell", "collectionViewCellContentView",
        "collectionReusableView", "tableViewHeaderFooterView", "webView", "wkWebView", "mapView", "containerView",
        "glkView", "sceneKitView", "arscnView", "arskView", "mtkView", "skView",
    ]

    /// extract_frames.py's SKIP_SUBTREES: elements whose subtree never holds views of the hierarchy.
    static let skippedSubtrees: Set<String> = [
        "connections", "constraints", "variation", "userDefinedRuntimeAttributes", "accessibility", "gestureRecognizers",
        "resources", "fontDescription", "state", "segments", "attributedString", "string", "mutableString", "inset",
        "dependencies", "textInputTraits", "dataDetectorType", "collectionViewFlowLayout", "collectionViewLayout",
        "navigationItem", "items", "tabBarItem", "buttonConfiguration", "preferredSymbolConfiguration",
        // IB's own guides on its canvas (`<userGuides><userLayoutGuide location="187" affinity="minX"/>`): no layout.
        "userGuides",
    ]

    /// Keys that make an element a view even without a stored frame.
    static let containerKeys: Set<String> = ["contentView", "backgroundView", "selectedBackgroundView"]

    /// Child elements of views IB writes that the model does not keep (read past without a warning; searched for views).
    static let ignoredChildren: Set<String> = [
        "point", "size", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer", "simulatedStatusBarMetrics",
        "simulatedScreenMetrics", "simulatedOrientationMetrics", "simulatedNavigationBarMetrics", "simulatedToolbarMetrics",
        "simulatedTabBarMetrics",
        "blurEffect", "vibrancyEffect", "imageReference", "prototypes", "nil", "integer", "real", "bool", "date", "locale",
        "textAttributes", "offsetWrapper", "array", "wkWebViewConfiguration", "audiovisualMediaTypes", "wkPreferences",
        "dataDetectorTypes", "edgeInsets", "directionalEdgeInsets", "rect", "color", "autoresizingMask",
        "scopeButtonTitles", "segment", "barButtonItem", "navigationItem", "sections", "tableViewSection", "cells",
        "menu", "symbolConfiguration", "paragraphStyle", "backgroundConfiguration", "listContentConfiguration",
    ]

    /// True when `child`, met while scanning `scanned`, is a view: it stores a frame, sits in `<subviews>`, or
    /// fills a container key (extract_frames.py's rule).
    static func isView(_ child: XMLNode, in scanned: XMLNode) -> Bool {
        child.hasFrameRect || scanned.name == "subviews" || child["key"].map(containerKeys.contains) == true
    }

    /// Attributes of view elements that IB writes and the model does not keep.
    static let unmodelledAttributes: [String] = [
        "multipleTouchEnabled", "autoresizesSubviews", "clearsContextBeforeDrawing", "verifyAmbiguity",
        "customModuleProvider",
        // Mac Catalyst's look for a control (`preferredBehavioralStyle="pad"`): none on iOS.
        "preferredBehavioralStyle",
        // Dynamic Type for text fields and text views: their fonts are the reader's content size's at
        // layout already (a label's is read, for its font's text style).
        "adjustsFontForContentSizeCategory",
        "semanticContentAttribute", "restorationIdentifier", "tag", "exclusiveTouch", "contentHorizontalAlignment",
        "contentVerticalAlignment", "enabled", "selected", "highlighted", "usesAttributedText",
        "adjustsLetterSpacingToFitWidth", "adjustsImageSizeForAccessibilityContentSizeCategory",
        "reversesTitleShadowWhenHighlighted", "showsTouchWhenHighlighted", "adjustsImageWhenHighlighted",
        "adjustsImageWhenDisabled", "pointerInteraction", "changesSelectionAsPrimaryAction", "role", "springLoaded",
        "showsMenuAsPrimaryAction", "contentInsetAdjustmentBehavior",
        // text fields and text views
        "text", "placeholder", "borderStyle", "clearButtonMode", "clearsOnBeginEditing", "minimumFontSize",
        "adjustsFontSizeToFit", "editable", "selectable", "scrollEnabled", "textAlignment", "allowsEditingTextAttributes",
        "secureTextEntry", "background", "disabledBackground",
        // scroll, table and collection views
        "alwaysBounceVertical", "alwaysBounceHorizontal", "pagingEnabled", "showsHorizontalScrollIndicator",
        "showsVerticalScrollIndicator", "bounces", "bouncesZoom", "directionalLockEnabled", "keyboardDismissMode",
        "delaysContentTouches", "canCancelContentTouches", "indicatorStyle", "minimumZoomScale", "maximumZoomScale",
        "dataMode", "style", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
        "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "separatorStyle", "separatorInsetReference",
        "allowsSelection", "allowsMultipleSelection", "allowsSelectionDuringEditing", "sectionIndexMinimumDisplayRowCount",
        "prefetchingEnabled", "remembersLastFocusedIndexPath", "contentViewInsetsToSafeArea", "selectionFollowsFocus",
        // cells
        "selectionStyle", "accessoryType", "editingAccessoryType", "indentationWidth", "indentationLevel",
        "shouldIndentWhileEditing", "focusStyle", "showsReorderControl", "tableViewCell", "collectionViewCell",
        // controls
        "value", "minValue", "maxValue", "continuous", "on", "hidesWhenStopped", "animating", "momentary",
        "segmentControlStyle", "selectedSegmentIndex", "apportionsSegmentWidthsByContent", "progress",
        "progressViewStyle", "numberOfPages", "currentPage", "hidesForSinglePage", "defersCurrentPageDisplay",
        "minimumValue", "maximumValue", "stepValue", "wraps", "autorepeat", "datePickerMode", "minuteInterval",
        "preferredDatePickerStyle", "searchBarStyle", "showsCancelButton", "showsBookmarkButton",
        "showsSearchResultsButton", "showsScopeBar", "prompt", "translucent", "barStyle", "largeTitles", "itemPositioning",
        "mapType", "showsUserLocation", "zoomEnabled", "rotateEnabled", "pitchEnabled", "scalesPageToFit",
        "allowsInlineMediaPlayback", "mediaPlaybackRequiresUserAction", "keyboardDisplayRequiresUserAction",
        "title", "image", "preferredStyle", "titleAlignment",
    ]
}
