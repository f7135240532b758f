// swift-tools-version: 5.9
// An app package: double-click to open in Xcode (or Swift Playgrounds) on a Mac, then run.

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "ComposedTableDemo",
    platforms: [.iOS("16.0")],
    products: [
        .iOSApplication(
            name: "ComposedTable Demo",
            targets: ["ComposedTableDemoApp"],
            bundleIdentifier: "org.composedtable.demo",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .note),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [
                .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ],
    dependencies: [
        .package(name: "ComposedTable", path: "../../..")
    ],
    targets: [
        .executableTarget(
            name: "ComposedTableDemoApp",
            dependencies: [
                .product(name: "ComposedTable", package: "ComposedTable"),
                .product(name: "ComposedTableDemoScreens", package: "ComposedTable"),
            ],
            path: "Sources"
        )
    ],
    swiftLanguageVersions: [.version("6")]
)
