import CollectionLayout
import Foundation
import Testing

@Suite("layoutshot layout")
struct LayoutCommandTests {
    struct Dump: Decodable {
        struct Device: Decodable { let name: String; let width: Double; let height: Double; let scale: Double }
        struct Size: Decodable { let width: Double; let height: Double }
        struct Frame: Decodable { let x: Double; let y: Double; let width: Double; let height: Double }
        struct Element: Decodable { let category: String; let kind: String?; let section: Int; let item: Int; let frame: Frame }
        let screen: String
        let device: Device
        let contentSize: Size
        let elements: [Element]
    }

    @Test("G3: names-grid-flow on iphone-15 prints every frame in the documented format")
    func flowDump() throws {
        let result = layoutshot(["layout", "names-grid-flow", "--device", "iphone-15"])
        #expect(result.code == 0)
        #expect(result.err.isEmpty)
        let dump = try JSONDecoder().decode(Dump.self, from: Data(result.out.utf8))
        #expect(dump.screen == "names-grid-flow")
        #expect(dump.device.name == "iphone-15" && dump.device.width == 393 && dump.device.height == 852 && dump.device.scale == 3)
        #expect(dump.contentSize.width == 393 && dump.contentSize.height == 500)
        #expect(dump.elements.count == 22)
        let header = dump.elements[0]
        #expect(header.category == "supplementary" && header.kind == "UICollectionElementKindSectionHeader")
        #expect(header.frame.width == 393 && header.frame.height == 100)
        let cells = dump.elements.filter { $0.category == "cell" && $0.section == 0 }
        #expect(cells.map(\.item) == Array(0..<10))
        #expect(cells.allSatisfy { $0.kind == nil })
        // Six a line (justified: x = 0, 66.6, …, 333), the last four on the same grid.
        #expect(cells.prefix(6).map(\.frame.x) == [0, 66.6667, 133.3333, 199.6667, 266.3333, 333])
        #expect(cells.suffix(4).map(\.frame.x) == [0, 66.6667, 133.3333, 199.6667])
        #expect(cells.suffix(4).allSatisfy { $0.frame.y == 190 })
    }

    @Test("C1: names-grid at 375 pt by --width/--height/--scale")
    func customSize() throws {
        let result = layoutshot(["layout", "names-grid", "--width", "375", "--height", "667", "--scale", "2"])
        #expect(result.code == 0)
        let dump = try JSONDecoder().decode(Dump.self, from: Data(result.out.utf8))
        #expect(dump.device.name == "375x667@2x")
        let row = dump.elements.filter { $0.category == "cell" && $0.section == 0 && $0.frame.y == 100 }
        #expect(row.map(\.frame.x) == [0, 66.5, 133, 199.5, 266])
        #expect(row.allSatisfy { $0.frame.width == 62.5 })
    }

    @Test("G7: --scale alone redraws the default device (iphone-15) at that density; its points stay")
    func scaleAlone() throws {
        let result = layoutshot(["layout", "names-grid", "--scale", "1"])
        #expect(result.code == 0, "\(result.err)")
        let dump = try JSONDecoder().decode(Dump.self, from: Data(result.out.utf8))
        #expect(dump.device.name == "iphone-15" && dump.device.width == 393 && dump.device.height == 852 && dump.device.scale == 1)
        // At @1x the 65.5-pt columns floor to whole points (at @3x to 65.333, G7).
        let row = dump.elements.filter { $0.category == "cell" && $0.section == 0 && $0.frame.y == 100 }
        #expect(row.count == 5 && row.allSatisfy { $0.frame.x == $0.frame.x.rounded() && $0.frame.width == $0.frame.width.rounded() })
        #expect(row.first?.frame.width == 65)
    }

    @Test("Usage errors exit 2 with one line")
    func usageErrors() {
        for arguments in [["layout"], ["layout", "names-grid", "--device", "iphone-99"], ["layout", "nope"],
                          ["layout", "names-grid", "--bogus"], ["layout", "names-grid", "--width", "-3", "--height", "5"],
                          ["layout", "../etc/passwd"], ["frobnicate"], []] {
            let result = layoutshot(arguments)
            #expect(result.code == 2, "\(arguments)")
            #expect(result.out.isEmpty, "\(arguments)")
            #expect(result.err.hasPrefix("layoutshot: ") && !result.err.contains("\n"), "\(arguments): \(result.err)")
        }
        #expect(layoutshot(["layout", "names-grid", "--device", "iphone-99"]).err.contains("unknown device 'iphone-99'; presets: iphone-se, iphone-15"))
        // Screen names are ASCII letters and digits, then also '-' and '_'.
        for name in ["_names", "names grid", "namés", "names.grid", "이름"] {
            #expect(layoutshot(["layout", name]).err == "layoutshot: '\(name)' is not a screen name (letters, digits, '-' and '_') or a path to a .json file", "\(name)")
        }
        #expect(layoutshot(["layout", "Names_Grid-2"]).err.hasPrefix("layoutshot: unknown screen 'Names_Grid-2'"))
    }

    @Test("Every command has --help, and screens/devices list what is there")
    func helpAndLists() {
        for command in ["screens", "devices", "layout", "render"] {
            let result = layoutshot([command, "--help"])
            #expect(result.code == 0)
            #expect(result.out.contains("USAGE: layoutshot \(command)"))
        }
        #expect(layoutshot(["--help"]).out.contains("COMMANDS:"))
        let screens = layoutshot(["screens"])
        #expect(screens.out.contains("names-grid       Names grid (compositional layout)"))
        #expect(screens.out.contains("names-grid-flow  Names grid (flow layout)"))
        let devices = layoutshot(["devices"]).out.split(separator: "\n")
        #expect(devices.count == 8)
        #expect(devices[1].hasPrefix("iphone-15 ") && devices[1].contains("393×852 pt @3x") && devices[1].contains("1179×2556 px")
                && devices[1].contains("landscape 0/59/59/21"))
    }
}
