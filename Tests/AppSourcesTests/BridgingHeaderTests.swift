import AppSources
import Foundation
import LayoutshotTestSupport
import Testing

/// Issue 31 Deliver 1: a bridging header's Objective-C types, by name.
@Suite struct BridgingHeaderTests {
    @Test func theTypesOfTheHeaderAndOfWhatItImports() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridging-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "App/App-Bridging-Header.h": "#import \"Model/FeedCellModel.h\"\n#import \"RatingView.h\"\n#import <UIKit/UIKit.h>\n",
            "App/Model/FeedCellModel.h": """
                @protocol FeedCellDelegate;
                @interface FeedCellModel : NSObject
                @end
                @interface UIView (Shake)
                @end
                @protocol FeedCellDelegate <NSObject>
                @end
                typedef NS_ENUM(NSInteger, FeedCellStyle) { FeedCellStyleCompact };
                """,
            "Vendor/Rating/RatingView.h": "typedef NS_OPTIONS(NSUInteger, RatingStars) { RatingStarsOne = 1 };\n@interface RatingView : UIView\n@end\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let types = BridgingHeader.types(at: root.appendingPathComponent("App/App-Bridging-Header.h"), searchingBelow: root)
        #expect(types == ["FeedCellModel": "FeedCellModel.h", "FeedCellDelegate": "FeedCellModel.h", "FeedCellStyle": "FeedCellModel.h",
                          "RatingStars": "RatingView.h", "RatingView": "RatingView.h"])
    }

    @Test func theTargetsBridgingHeaderSettingIsRead() throws {
        let root = try XcodeProjectFixture.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(XcodeProjectFixture.withBridgingHeader.utf8).write(to: root.appendingPathComponent("Feed.xcodeproj/project.pbxproj"))
        let project = try XcodeProject(contentsOf: root.appendingPathComponent("Feed.xcodeproj"))
        #expect(project.targets.first { $0.name == "Feed" }?.bridgingHeader?.path
                == root.standardizedFileURL.appendingPathComponent("App/Feed-Bridging-Header.h").path)
        #expect(project.targets.first { $0.name == "Kit" }?.bridgingHeader == nil)
    }

    /// Issue 32: every Swift file of a target sees what its bridging or umbrella header imports, as on
    /// iOS (KeePassium's `KeePassiumLib.h` imports UIKit; 63 of its Swift files import nothing).
    @Test func theFrameworksAHeaderImportsAndAFrameworksUmbrellaHeader() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("umbrella-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let header = root.appendingPathComponent("VaultKit/Support/VaultKit.h")
        try FileManager.default.createDirectory(at: header.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("""
            #import <UIKit/UIKit.h>
            #include <CommonCrypto/CommonCrypto.h>
            @import CoreGraphics;
            #import <UIKit/UIView.h>
            #import "argon2.h"
            #import "Shared.h"
            """.utf8).write(to: header)
        let shared = root.appendingPathComponent("Common/Shared.h")
        try FileManager.default.createDirectory(at: shared.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("#import <Foundation/Foundation.h>\n".utf8).write(to: shared)
        #expect(BridgingHeader.frameworkImports(at: header) == ["UIKit", "CommonCrypto", "CoreGraphics"])
        // The headers it imports with quotes, transitively (beside it, else below the folder given).
        #expect(BridgingHeader.frameworkImports(at: header, searchingBelow: root) == ["UIKit", "CommonCrypto", "CoreGraphics", "Foundation"])
        #expect(BridgingHeader.umbrellaHeader(of: "VaultKit", below: root.appendingPathComponent("VaultKit"))?.lastPathComponent == "VaultKit.h")
        #expect(BridgingHeader.umbrellaHeader(of: "Other", below: root) == nil)
        #expect(BridgingHeader.frameworkImports(at: root.appendingPathComponent("missing.h")).isEmpty)
    }
}
