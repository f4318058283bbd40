import CollectionLayout
import Testing

/// I2: the device metrics in one place (`DeviceMetrics`, `Device`), pinned for every preset in both
/// orientations — size, scale, idiom, safe area, size classes, the system minimum side margin, the
/// viewport's layout margins, an inset-grouped list's side inset, the readable width, the list row minimum.
@Suite("Device metrics (I2)")
struct DeviceMetricsTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let preset: String
        let orientation: Orientation
        let size: CGSize
        let scale: Double
        let idiom: UIUserInterfaceIdiom
        /// top, left, bottom, right
        let safeArea: UIEdgeInsets
        let sizeClasses: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)
        let margin: CGFloat
        var testDescription: String { "\(preset) \(orientation)" }
    }

    static func row(_ preset: String, _ orientation: Orientation, _ w: CGFloat, _ h: CGFloat, _ scale: Double, _ idiom: UIUserInterfaceIdiom,
                    safe: (CGFloat, CGFloat, CGFloat, CGFloat), _ h0: UIUserInterfaceSizeClass, _ v0: UIUserInterfaceSizeClass,
                    margin: CGFloat) -> Row {
        Row(preset: preset, orientation: orientation, size: CGSize(width: w, height: h), scale: scale, idiom: idiom,
            safeArea: UIEdgeInsets(top: safe.0, left: safe.1, bottom: safe.2, right: safe.3), sizeClasses: (h0, v0), margin: margin)
    }

    /// Every preset × orientation. Margins: 20 on iPads and portrait iPhones wider than 375 pt, 16 on the
    /// 375-pt iPhone and every iPhone in landscape. Size classes: Apple's table (Plus/Max landscape regular wide).
    static let rows: [Row] = [
        row("iphone-se", .portrait, 375, 667, 2, .phone, safe: (20, 0, 0, 0), .compact, .regular, margin: 16),
        row("iphone-se", .landscape, 667, 375, 2, .phone, safe: (0, 0, 0, 0), .compact, .compact, margin: 16),
        row("iphone-15", .portrait, 393, 852, 3, .phone, safe: (59, 0, 34, 0), .compact, .regular, margin: 20),
        row("iphone-15", .landscape, 852, 393, 3, .phone, safe: (0, 59, 21, 59), .compact, .compact, margin: 16),
        row("iphone-15-plus", .portrait, 430, 932, 3, .phone, safe: (59, 0, 34, 0), .compact, .regular, margin: 20),
        row("iphone-15-plus", .landscape, 932, 430, 3, .phone, safe: (0, 59, 21, 59), .regular, .compact, margin: 16),
        row("iphone-16-pro", .portrait, 402, 874, 3, .phone, safe: (62, 0, 34, 0), .compact, .regular, margin: 20),
        row("iphone-16-pro", .landscape, 874, 402, 3, .phone, safe: (0, 62, 21, 62), .compact, .compact, margin: 16),
        row("iphone-16-pro-max", .portrait, 440, 956, 3, .phone, safe: (62, 0, 34, 0), .compact, .regular, margin: 20),
        row("iphone-16-pro-max", .landscape, 956, 440, 3, .phone, safe: (0, 62, 21, 62), .regular, .compact, margin: 16),
        row("ipad-10", .portrait, 820, 1180, 2, .pad, safe: (24, 0, 20, 0), .regular, .regular, margin: 20),
        row("ipad-10", .landscape, 1180, 820, 2, .pad, safe: (24, 0, 20, 0), .regular, .regular, margin: 20),
        row("ipad-pro-11", .portrait, 834, 1210, 2, .pad, safe: (24, 0, 20, 0), .regular, .regular, margin: 20),
        row("ipad-pro-11", .landscape, 1210, 834, 2, .pad, safe: (24, 0, 20, 0), .regular, .regular, margin: 20),
        row("ipad-pro-13", .portrait, 1032, 1376, 2, .pad, safe: (24, 0, 20, 0), .regular, .regular, margin: 20),
        row("ipad-pro-13", .landscape, 1376, 1032, 2, .pad, safe: (24, 0, 20, 0), .regular, .regular, margin: 20),
    ]

    @Test("every preset has a row in each orientation")
    func everyPreset() {
        #expect(Set(Self.rows.map { "\($0.preset) \($0.orientation)" }).count == Device.presets.count * 2)
    }

    @Test("I2 F D3: each preset and orientation — size, scale, idiom, safe area, size classes, margins, list inset, readable width", arguments: rows)
    func presetMetrics(_ row: Row) throws {
        let device = try #require(Device.preset(named: row.preset)).oriented(row.orientation)
        #expect(device.screenSize == row.size && device.scale == row.scale && device.idiom == row.idiom)
        #expect(device.safeAreaInsets == row.safeArea)
        let metrics = device.metrics
        #expect(metrics.horizontalSizeClass == row.sizeClasses.0 && metrics.verticalSizeClass == row.sizeClasses.1)
        #expect(metrics.systemMinimumSideMargin == row.margin)
        #expect(metrics.listSideInset == row.margin)
        let viewport = device.viewport()
        #expect(viewport.size == row.size && viewport.scale == CGFloat(row.scale))
        #expect(viewport.horizontalSizeClass == row.sizeClasses.0 && viewport.verticalSizeClass == row.sizeClasses.1)
        #expect(viewport.layoutMargins == NSDirectionalEdgeInsets(top: row.safeArea.top, leading: row.safeArea.left + row.margin,
                                                                   bottom: row.safeArea.bottom, trailing: row.safeArea.right + row.margin))
        #expect(DeviceMetrics.readableContentWidth == 672)
        #expect(ListMetrics.rowHeight == 44)
    }

    @Test("I2: a viewport of a bare size is a device of that size — same idiom, size classes and margins as the preset of that size")
    func bareViewportAgreesWithPreset() {
        for device in Device.presets.flatMap({ [$0, $0.oriented(.landscape)] }) {
            let bare = Viewport(size: device.screenSize, safeAreaInsets: device.safeAreaInsets)
            #expect(bare.device == device.metrics, "\(device.displayName)")
            #expect(bare.layoutMargins == device.viewport().layoutMargins, "\(device.displayName)")
            #expect(bare.horizontalSizeClass == device.metrics.horizontalSizeClass, "\(device.displayName)")
        }
        // An 896 × 414 canvas (an iPhone 11 on its side): regular wide, compact tall, 16 past the safe area.
        let side = Viewport(size: CGSize(width: 896, height: 414), safeAreaInsets: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(side.horizontalSizeClass == .regular && side.verticalSizeClass == .compact)
        #expect(side.layoutMargins.leading == 60 && side.layoutMargins.trailing == 60)
    }

    @Test("I2: a collection view narrower than its screen keeps the screen's margins (a 375-pt window on a 393-pt iPhone: 20)")
    func marginsFollowTheScreen() {
        let window = Viewport(size: CGSize(width: 375, height: 812), device: DeviceMetrics(screenSize: CGSize(width: 393, height: 852)))
        #expect(window.layoutMargins.leading == 20 && window.device.listSideInset == 20)
        #expect(Viewport(size: CGSize(width: 375, height: 812)).layoutMargins.leading == 16)
    }

    @Test("I2: a custom size's idiom from its shorter side (600 pt); the xib root context follows the root's width")
    func customSizes() {
        #expect(Device.custom(width: 744, height: 1133, scale: 2).idiom == .pad)
        #expect(Device.custom(width: 440, height: 956, scale: 3).idiom == .phone)
        #expect(Device.custom(width: 1133, height: 599, scale: 2).idiom == .phone)
        let metrics = DeviceMetrics(screenSize: CGSize(width: 414, height: 896))
        #expect(metrics.systemMinimumSideMargin(in: .interfaceBuilderRoot(rootWidth: 300)) == 16)
        #expect(metrics.systemMinimumSideMargin(in: .interfaceBuilderRoot(rootWidth: 600)) == 20)
    }
}
