// swift-tools-version:6.0
// A package outside Layoutshot that uses it as its users will: depends on the LayoutshotTesting
// product and asserts layout snapshots in XCTest and in Swift Testing. Layoutshot's own test suite
// builds and tests it (Tests/CLITests/ClientPackageTests.swift) with CI set, so it never records.
import PackageDescription

let package = Package(
    name: "ClientPackage",
    dependencies: [.package(name: "Layoutshot", path: "../../..")],
    targets: [
        .testTarget(name: "ClientTests", dependencies: [.product(name: "LayoutshotTesting", package: "Layoutshot")],
                    exclude: ["__Snapshots__"]),
    ]
)
