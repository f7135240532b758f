// swift-tools-version: 6.0
import PackageDescription

/// Upcoming language features enabled for every target.
let upcomingFeatures: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "ComposedTable",
    platforms: [
        // What a check covers: the UIKit backend is type-checked for iOS 16 (Scripts/ios-typecheck)
        // and built for the iOS simulator (.github/workflows/apple.yml); the terminal backend is
        // tested on Linux and macOS. tvOS lacks UISwitch and inset grouped tables, and nothing
        // checks visionOS or Mac Catalyst, so they are not claimed.
        .iOS(.v16),
        .macOS(.v13),
    ],
    products: [
        // The one module users import: UIKit screens where UIKit exists, terminal screens elsewhere.
        .library(name: "ComposedTable", targets: ["ComposedTable"]),
        // The demo's screens, for the iOS demo app in Demo/iOS; not part of the API.
        .library(name: "ComposedTableDemoScreens", targets: ["ComposedTableDemoScreens"]),
        .executable(name: "composed-table-demo", targets: ["composed-table-demo"]),
    ],
    targets: [
        .target(
            name: "ComposedTableCore",
            // `Double.rounded(_:)` calls into libm, which Linux links only when asked.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The module users import. `Shared/` declares the public API once; `UIKit/` (every file
        // inside `#if canImport(UIKit)`) and `Terminal/` (inside `#if !canImport(UIKit)`) add
        // what differs per platform.
        .target(
            name: "ComposedTable",
            dependencies: ["ComposedTableCore"]
        ),
        // The demo screens, written once: UIKit on UIKit platforms, the terminal elsewhere. They
        // see the public API only (no package access), as an app does: what they need is public.
        .target(
            name: "ComposedTableDemoScreens",
            dependencies: ["ComposedTable"],
            path: "Demo/Screens",
            packageAccess: false
        ),
        .executableTarget(
            name: "composed-table-demo",
            dependencies: ["ComposedTableDemoScreens", "ComposedTable"],
            path: "Demo/Terminal"
        ),
        // The benchmarks are a package of their own, Benchmarks/, depending on this one by path.
        // A fake UITableView that keeps UIKit's rules, for the tests; not a product.
        .target(
            name: "UIKitRules",
            dependencies: ["ComposedTableCore"],
            path: "Tests/UIKitRules"
        ),
        // Helpers both test targets use (a seeded generator, misuse messages, a gate); not a
        // product. It imports Testing, from the toolchain, without its macros.
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "ComposedTableCoreTests",
            dependencies: ["ComposedTableCore", "UIKitRules", "TestSupport"]
        ),
        .testTarget(
            name: "ComposedTableTests",
            dependencies: ["ComposedTable", "ComposedTableDemoScreens", "UIKitRules", "TestSupport"],
            // `openpty`, for the interactive loop's tests: in libutil before glibc 2.34.
            linkerSettings: [.linkedLibrary("util", .when(platforms: [.linux]))]
        ),
        // The checks on a real UITableView, for the iOS simulator only (every file inside
        // `#if canImport(UIKit)`: elsewhere the target is empty). Run with the shared scheme
        // `ComposedTableUIKitTests` (.swiftpm/xcode/xcshareddata/xcschemes), which builds no
        // terminal test target for iOS. Not TestSupport: it imports Testing's exit tests, which
        // iOS lacks.
        .testTarget(
            name: "ComposedTableUIKitTests",
            dependencies: ["ComposedTable", "ComposedTableCore", "ComposedTableDemoScreens", "UIKitRules"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + upcomingFeatures
}
