import Foundation
import InterfaceBuilder
import Testing
import LayoutshotTestSupport

/// Bad input gives one exact line; what the reader does not know gives one warning per (element, attribute).
@Suite("Malformed xib input")
struct MalformedInputTests {
    /// A small xib: a root view `root` holding `body` (subviews and constraints).
    static func xib(_ body: String, type: String = "com.apple.InterfaceBuilder3.CocoaTouch.XIB") -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" toolsVersion="14868" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
        \(body)
                </view>
            </objects>
        </document>
        """.utf8)
    }

    static func error(_ data: Data, name: String = "bad.xib", limits: IBReadLimits = .standard) -> String? {
        do {
            _ = try IBDocument.read(data, name: name, limits: limits)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("Truncated or ill-formed XML: malformed, with libxml2's reason and the line")
    func truncated() {
        let data = Self.xib("")
        #expect(Self.error(data.prefix(200)) == "bad.xib:4: malformed XML: attribute value not closed (libxml2 error 40)")
        #expect(Self.error(Data("<document><view></document>".utf8)) == "bad.xib:1: malformed XML: end tag does not match the start tag (libxml2 error 76)")
        #expect(Self.error(Data("<document>\n<view a=\"1\" a=\"2\"/></document>".utf8)) == "bad.xib:2: malformed XML: attribute given twice (libxml2 error 42)")
    }

    @Test("A DOCTYPE with an entity is refused before parsing")
    func doctype() {
        let data = Data("""
        <?xml version="1.0"?>
        <!DOCTYPE document [ <!ENTITY name "value"> ]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">&name;</document>
        """.utf8)
        #expect(Self.error(data) == "bad.xib:2: DOCTYPE declarations are not allowed (DTDs and entities are off)")
    }

    @Test("Billion laughs is refused before any expansion")
    func billionLaughs() {
        var dtd = "<!ENTITY lol0 \"lol\">\n"
        for level in 1...9 {
            dtd += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n"
        }
        let data = Data("<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n\(dtd)]>\n<document>&lol9;</document>\n".utf8)
        #expect(Self.error(data, name: "lol.xib") == "lol.xib:2: DOCTYPE declarations are not allowed (DTDs and entities are off)")
    }

    @Test("An entity declaration without a DOCTYPE is refused too")
    func entityAlone() {
        let data = Data("<?xml version=\"1.0\"?>\n<document>\n<!ENTITY a \"b\">\n</document>\n".utf8)
        #expect(Self.error(data) == "bad.xib:3: ENTITY declarations are not allowed (DTDs and entities are off)")
    }

    @Test("10 MB of nested elements stops at depth 256")
    func deeplyNested() {
        let open = String(repeating: "<view>", count: 10 * 1024 * 1024 / 6)
        let data = Data(("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">" + open).utf8)
        #expect(data.count > 10_000_000)
        #expect(Self.error(data, name: "deep.xib") == "deep.xib:2: <view> is nested 257 elements deep, over the limit of 256")
    }

    @Test("The deepest hierarchy the depth limit lets through (126 nested views) reads on a test thread")
    func deepestValidHierarchy() throws {
        var body = ""
        for level in 0..<126 { body += "<subviews><view id=\"v\(level)\"><rect key=\"frame\" width=\"\(200 - level)\" height=\"1\"/>" }
        body += String(repeating: "</view></subviews>", count: 126)
        let doc = try IBDocument.read(Self.xib(body), name: "deep.xib")
        #expect(doc.view(id: "v125")?.frame?.width == 75)
        #expect(doc.allViews.count == 127)
        #expect(Self.error(Self.xib("<subviews><view>" + body + "</view></subviews>"), name: "deep.xib")
                == "deep.xib:6: <view> is nested 257 elements deep, over the limit of 256")
    }

    @Test("Input over the size limit is refused unread")
    func tooLarge() {
        let data = Self.xib("")
        #expect(Self.error(data, limits: IBReadLimits(maxBytes: 100)) == "bad.xib: file is \(data.count) bytes, over the limit of 100")
        let big = Data(count: 16 * 1024 * 1024 + 1)
        #expect(Self.error(big) == "bad.xib: file is 16777217 bytes, over the limit of 16777216")
    }

    @Test("A non-numeric constant names the constraint and its line")
    func nonNumericConstant() {
        let data = Self.xib("""
                    <constraints>
                        <constraint firstAttribute="height" constant="eight" id="c1"/>
                    </constraints>
        """)
        #expect(Self.error(data) == "bad.xib:7: constraint 'c1': constant \"eight\" is not a number")
    }

    @Test("Bad numbers, multipliers, priorities and enumerations are errors")
    func badValues() {
        #expect(Self.error(Self.xib("""
                    <constraints> <constraint firstAttribute="width" secondItem="root" secondAttribute="height" multiplier="4:0" id="m"/> </constraints>
        """)) == "bad.xib:6: constraint 'm': multiplier \"4:0\" divides by zero")
        #expect(Self.error(Self.xib("""
                    <constraints> <constraint firstAttribute="width" priority="1e9" id="p"/> </constraints>
        """)) == "bad.xib:6: constraint 'p': priority 1e9 is outside 0…1000")
        #expect(Self.error(Self.xib("""
                    <constraints> <constraint firstAttribute="middle" id="a"/> </constraints>
        """)) == "bad.xib:6: constraint 'a': firstAttribute \"middle\" is not a layout attribute")
        #expect(Self.error(Self.xib("""
                    <subviews> <label numberOfLines="99999999999999999999" id="l"/> </subviews>
        """)) == "bad.xib:6: label 'l': numberOfLines \"99999999999999999999\" is not an integer")
        #expect(Self.error(Self.xib("""
                    <subviews> <view id="v"><rect key="frame" x="0" y="0" width="1e999" height="1"/></view> </subviews>
        """)) == "bad.xib:6: rect 'v': width \"1e999\" is not a number")
        #expect(Self.error(Self.xib("""
                    <subviews> <stackView distribution="fillSometimes" id="s"/> </subviews>
        """)) == "bad.xib:6: stackView 's': distribution \"fillSometimes\" is not one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering")
        #expect(Self.error(Self.xib("""
                    <subviews> <view hidden="maybe" id="h"/> </subviews>
        """)) == "bad.xib:6: view 'h': hidden \"maybe\" is not YES or NO")
    }

    @Test("A missing required attribute, a constraint to an unknown item, a wrong document type, a non-UTF-8 encoding")
    func structuralErrors() {
        #expect(Self.error(Self.xib("""
                    <constraints> <constraint firstAttribute="height" constant="8"/> </constraints>
        """)) == "bad.xib:6: constraint: missing required attribute 'id'")
        #expect(Self.error(Self.xib("""
                    <constraints> <constraint firstItem="ghost" firstAttribute="height" constant="8" id="g"/> </constraints>
        """)) == "bad.xib:6: constraint 'g': firstItem 'ghost' is not a view or layout guide of the document")
        #expect(Self.error(Self.xib("", type: "com.apple.InterfaceBuilder3.Cocoa.XIB"))
                == "bad.xib:2: document: type \"com.apple.InterfaceBuilder3.Cocoa.XIB\" is not com.apple.InterfaceBuilder3.CocoaTouch.XIB or com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
        #expect(Self.error(Data("<plist version=\"1.0\"><dict/></plist>".utf8))
                == "bad.xib:1: plist: the root element is <plist>, not <document> (not an Interface Builder document)")
        #expect(Self.error(Data("<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n<document/>".utf8))
                == "bad.xib:1: encoding \"UTF-7\" is not supported (UTF-8 only)")
        #expect(Self.error("\u{FEFF}<document/>".data(using: .utf16) ?? Data()) == "bad.xib:1: not UTF-8 text (NUL byte)")
        #expect(Self.error(Data()) == "bad.xib: empty file")
    }

    @Test("An unknown attribute and an unknown element are warnings with their line; the rest is read")
    func unknownAttributeWarns() throws {
        let data = Self.xib("""
                    <subviews>
                        <view sparkle="YES" id="v1"><rect key="frame" x="1" y="2" width="3" height="4"/></view>
                        <view sparkle="NO" id="v2"><rect key="frame" x="5" y="6" width="7" height="8"/><glitter/></view>
                        <view id="v3"><rect key="frame" x="0" y="0" width="1" height="1"/><glitter/></view>
                    </subviews>
        """)
        let doc = try IBDocument.read(data, name: "warn.xib")
        #expect(doc.warnings.map(\.description) == [
            "warn.xib:7: view 'v1': unknown attribute 'sparkle'",
            "warn.xib:8: glitter 'v2': unknown element <glitter>",
        ])
        #expect(doc.warnings.first == IBWarning(file: "warn.xib", line: 7, element: "view", id: "v1", attribute: "sparkle",
                                                message: "view 'v1': unknown attribute 'sparkle'"))
        #expect(doc.view(id: "v2")?.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
        #expect(doc.roots.first?.subviews.count == 3)
    }

    @Test("An unknown view-like element in <subviews> is a generic view with a warning")
    func unknownViewElement() throws {
        let doc = try IBDocument.read(Self.xib("""
                    <subviews> <sparkleView id="s"><rect key="frame" x="0" y="0" width="10" height="10"/></sparkleView> </subviews>
        """), name: "v.xib")
        #expect(doc.view(id: "s")?.element == "sparkleView" && doc.view(id: "s")?.frame?.width == 10)
        #expect(doc.warnings.map(\.description) == ["v.xib:6: sparkleView 's': unknown view element <sparkleView>, read as a view"])
    }

    @Test("Views without an id are anon-1, anon-2, … in document order")
    func anonymousIDs() throws {
        let doc = try IBDocument.read(Self.xib("""
                    <subviews>
                        <view><rect key="frame" x="0" y="0" width="1" height="1"/><subviews><view><rect key="frame" x="0" y="0" width="2" height="2"/></view></subviews></view>
                        <view><rect key="frame" x="0" y="0" width="3" height="3"/></view>
                    </subviews>
        """), name: "anon.xib")
        #expect(doc.roots.first?.subviews.map(\.id) == ["anon-1", "anon-3"])
        #expect(doc.view(id: "anon-2")?.frame?.width == 2)
    }

    @Test("Byte mutations of a real cell never trap: each reads or throws an IBError", SharedFixtures.required)
    func mutationsNeverTrap() throws {
        let doc = try #require(try Fixtures.cloneCell("SmallAppCell.xib"))
        #expect(doc.roots.count == 1)
        guard let base = Fixtures.require(Fixtures.clone) else { return }
        let original = [UInt8](try Data(contentsOf: base.appendingPathComponent("Cells/SmallAppCell.xib")))
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let alphabet = Array("<>/=\"'&;:-.0123456789eE xYN!?[]".utf8)
        var errors = 0
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<(1 + next() % 4) {
                let at = next() % bytes.count
                switch next() % 3 {
                case 0: bytes[at] = alphabet[next() % alphabet.count]
                case 1: bytes.remove(at: at)
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + next() % 64)], at: at)
                }
            }
            do { _ = try IBDocument.read(Data(bytes), name: "m.xib") } catch { errors += 1 }
        }
        #expect(errors > 0)
    }
}
