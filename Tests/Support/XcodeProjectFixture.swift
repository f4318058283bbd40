import Foundation

/// An Xcode project as Xcode writes one (trimmed), for the tests of the project reader
/// (`XcodeProjectTests`) and of `--swift DIR` with a project (`PreviewCommandTests`).
public enum XcodeProjectFixture {
    /// A project as Xcode writes one (trimmed): an app target whose group is `App/`, a stale copy in
    /// `Old/` that no target compiles, a widget extension, a framework target the app depends on, a
    /// local package, and an Xcode 16 synchronized folder with one file excepted.
    public static let pbxproj = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {

        /* Begin PBXBuildFile section */
        		B001 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F001 /* AppDelegate.swift */; };
        		B002 /* FeedViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = F002 /* FeedViewController.swift */; };
        		B003 /* Widget.swift in Sources */ = {isa = PBXBuildFile; fileRef = F003 /* Widget.swift */; };
        		B004 /* Store.swift in Sources */ = {isa = PBXBuildFile; fileRef = F004 /* Store.swift */; };
        		B005 /* Info.plist */ = {isa = PBXBuildFile; fileRef = F006 /* Info.plist */; };
        		B006 /* rows.json in Resources */ = {isa = PBXBuildFile; fileRef = F007 /* rows.json */; };
        		B007 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = V001 /* Main.storyboard */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        		F001 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        		F002 /* FeedViewController.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = FeedViewController.swift; sourceTree = "<group>"; };
        		F003 /* Widget.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Widget.swift; sourceTree = "<group>"; };
        		F004 /* Store.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Kit/Store.swift; sourceTree = SOURCE_ROOT; };
        		F005 /* FeedViewController copy.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "FeedViewController copy.swift"; sourceTree = "<group>"; };
        		F006 /* Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>"; };
        		F007 /* rows.json */ = {isa = PBXFileReference; lastKnownFileType = text.json; path = rows.json; sourceTree = "<group>"; };
        		F008 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        		V001 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F008 /* Base */, ); name = Main.storyboard; sourceTree = "<group>"; };
        		P001 /* Feed.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = Feed.app; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        		S001 /* Screens */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E001 /* exceptions */, ); path = Screens; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        		E001 /* exceptions */ = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Draft.swift, ); target = T001 /* Feed */; };
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXGroup section */
        		G000 = {isa = PBXGroup; children = (G001 /* App */, G002 /* Old */, G003 /* Widget */, S001 /* Screens */, P001, ); sourceTree = "<group>"; };
        		G001 /* App */ = {isa = PBXGroup; children = (F001, F002, F006, F007, V001, ); path = App; sourceTree = "<group>"; };
        		G002 /* Old */ = {isa = PBXGroup; children = (F005, ); path = Old; sourceTree = "<group>"; };
        		G003 /* Widget */ = {isa = PBXGroup; children = (F003, F004, ); path = Widget; sourceTree = "<group>"; };
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		T001 /* Feed */ = {isa = PBXNativeTarget; buildPhases = (SP01 /* Sources */, RS01 /* Resources */, ); dependencies = (D001, ); fileSystemSynchronizedGroups = (S001 /* Screens */, ); name = Feed; packageProductDependencies = (PP01 /* Core */, ); productName = Feed; productReference = P001; productType = "com.apple.product-type.application"; };
        		T002 /* FeedWidget */ = {isa = PBXNativeTarget; buildPhases = (SP02 /* Sources */, ); dependencies = (); name = FeedWidget; productType = "com.apple.product-type.app-extension"; };
        		T003 /* Kit */ = {isa = PBXNativeTarget; buildPhases = (SP03 /* Sources */, ); dependencies = (); name = Kit; productType = "com.apple.product-type.framework"; };
        /* End PBXNativeTarget section */

        		D001 = {isa = PBXTargetDependency; target = T003 /* Kit */; targetProxy = X001; };
        		PP01 /* Core */ = {isa = XCSwiftPackageProductDependency; package = L001; productName = Core; };
        		L001 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Core; };
        		SP01 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B001, B002, B005, ); };
        		RS01 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B006, B007, ); };
        		SP02 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B003, ); };
        		SP03 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B004, ); };
        		R001 /* Project object */ = {isa = PBXProject; mainGroup = G000; packageReferences = (L001, ); targets = (T001, T002, T003, ); };
        	};
        	rootObject = R001 /* Project object */;
        }

        """

    /// A second project, `Modules/Account/Account.xcodeproj`: one framework target, Account, compiling
    /// `Modules/Account/Session.swift` — for a workspace whose app links `Account.framework` only
    /// through its Frameworks phase (`withLinkedAccount`).
    public static let accountPbxproj = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objectVersion = 56;
        	objects = {
        		AB01 = {isa = PBXBuildFile; fileRef = AF01; };
        		AF01 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Session.swift; sourceTree = "<group>"; };
        		AP01 = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Account.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        		AG00 = {isa = PBXGroup; children = (AF01, AP01, ); sourceTree = "<group>"; };
        		AT01 = {isa = PBXNativeTarget; buildPhases = (AS01, ); dependencies = (); name = Account; productReference = AP01; productType = "com.apple.product-type.framework"; };
        		AS01 = {isa = PBXSourcesBuildPhase; files = (AB01, ); };
        		AR01 = {isa = PBXProject; mainGroup = AG00; targets = (AT01, ); };
        	};
        	rootObject = AR01;
        }

        """

    /// `pbxproj` with the app target linking `Account.framework` in a Frameworks phase (no target dependency).
    public static var withLinkedAccount: String {
        pbxproj
            .replacingOccurrences(of: "T001 /* Feed */ = {isa = PBXNativeTarget; buildPhases = (SP01 /* Sources */, RS01 /* Resources */, );",
                                  with: "T001 /* Feed */ = {isa = PBXNativeTarget; buildPhases = (SP01 /* Sources */, RS01 /* Resources */, FW01, );")
            .replacingOccurrences(of: "/* End PBXBuildFile section */", with: """
                		BF01 = {isa = PBXBuildFile; fileRef = FR01; };
                		FR01 = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; path = Account.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                		FW01 = {isa = PBXFrameworksBuildPhase; files = (BF01, ); };
                /* End PBXBuildFile section */
                """)
    }

    /// `pbxproj` with the app target's Debug configuration naming a bridging header,
    /// `$(SRCROOT)/App/Feed-Bridging-Header.h`.
    public static var withBridgingHeader: String {
        pbxproj
            .replacingOccurrences(of: "productReference = P001; productType = \"com.apple.product-type.application\"; };",
                                  with: "productReference = P001; productType = \"com.apple.product-type.application\"; buildConfigurationList = CL01; };")
            .replacingOccurrences(of: "/* End PBXBuildFile section */", with: """
                		CL01 = {isa = XCConfigurationList; buildConfigurations = (BC01, BC02, ); };
                		BC01 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
                		BC02 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_OBJC_BRIDGING_HEADER = "$(SRCROOT)/App/$(TARGET_NAME)-Bridging-Header.h"; }; name = Debug; };
                /* End PBXBuildFile section */
                """)
    }

    /// `pbxproj` with the app target linking product ChipKit of a remote package at `url`, as Xcode writes
    /// the reference (the requirement `upToNextMajorVersion` from 1.0.0), beside two references it does
    /// not link: a pinned revision (as Sileo's project pins Evander) and a branch.
    public static func withRemotePackage(url: String) -> String {
        pbxproj
            .replacingOccurrences(of: "packageProductDependencies = (PP01 /* Core */, );", with: "packageProductDependencies = (PP01 /* Core */, PP02 /* ChipKit */, );")
            .replacingOccurrences(of: "packageReferences = (L001, );", with: "packageReferences = (L001, RP01, RP02, RP03, );")
            .replacingOccurrences(of: "/* End PBXBuildFile section */", with: """
                /* End PBXBuildFile section */

                /* Begin XCRemoteSwiftPackageReference section */
                		RP01 /* XCRemoteSwiftPackageReference "ChipKit" */ = {
                			isa = XCRemoteSwiftPackageReference;
                			repositoryURL = "\(url)";
                			requirement = {
                				kind = upToNextMajorVersion;
                				minimumVersion = 1.0.0;
                			};
                		};
                		RP02 /* XCRemoteSwiftPackageReference "Evander" */ = {
                			isa = XCRemoteSwiftPackageReference;
                			repositoryURL = "https://github.com/elihwyma/Evander";
                			requirement = {
                				kind = revision;
                				revision = 0059e74d91e8574bee454e748ea6cc188e8b43db;
                			};
                		};
                		RP03 /* XCRemoteSwiftPackageReference "LNZTreeView" */ = {
                			isa = XCRemoteSwiftPackageReference;
                			repositoryURL = "https://github.com/elihwyma/LNZTreeView";
                			requirement = {
                				branch = master;
                				kind = branch;
                			};
                		};
                /* End XCRemoteSwiftPackageReference section */

                /* Begin XCSwiftPackageProductDependency section */
                		PP02 /* ChipKit */ = {
                			isa = XCSwiftPackageProductDependency;
                			package = RP01 /* XCRemoteSwiftPackageReference "ChipKit" */;
                			productName = ChipKit;
                		};
                /* End XCSwiftPackageProductDependency section */
                """)
    }

    /// The local package `Packages/Core`: product Core, made of target Core, which imports CoreUI.
    public static let corePackage = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Core",
            platforms: [.iOS(.v16)],
            products: [.library(name: "Core", targets: ["Core"])],
            targets: [
                .target(name: "Core", dependencies: ["CoreUI"]),
                .target(name: "CoreUI"),
                .testTarget(name: "CoreTests", dependencies: ["Core"]),
            ]
        )

        """

    /// The project and its files in a fresh folder.
    public static func makeProject(contents: [String: String] = [:], pbxproj: String = pbxproj) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcodeproject-\(UUID().uuidString)")
        for file in ["App/AppDelegate.swift", "App/FeedViewController.swift", "Old/FeedViewController copy.swift", "Widget/Widget.swift",
                     "Kit/Store.swift", "Screens/Home.swift", "Screens/Detail/Detail.swift", "Screens/Draft.swift",
                     "Packages/Core/Package.swift", "Packages/Core/Sources/Core/Core.swift", "Packages/Core/Sources/CoreUI/CoreUI.swift"] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((contents[file] ?? (file.hasSuffix("Package.swift") ? corePackage : "import UIKit\n")).utf8).write(to: url)
        }
        let project = root.appendingPathComponent("Feed.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(pbxproj.utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        return root
    }

}
