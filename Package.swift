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
        .iOS(.v16),
        .tvOS(.v16),
        .macCatalyst(.v16),
        .visionOS(.v1),
        .macOS(.v13),
    ],
    products: [
        .library(name: "ComposedTable", targets: ["ComposedTable"]),
        .library(name: "ComposedTableCore", targets: ["ComposedTableCore"]),
        .library(name: "ComposedTableTerminal", targets: ["ComposedTableTerminal"]),
    ],
    targets: [
        .target(
            name: "ComposedTableCore",
            // `Double.rounded(_:)` calls into libm, which Linux links only when asked.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The UIKit backend; every file is inside `#if canImport(UIKit)`.
        .target(
            name: "ComposedTable",
            dependencies: ["ComposedTableCore"]
        ),
        // The terminal backend; every file is inside `#if !canImport(UIKit)`.
        .target(
            name: "ComposedTableTerminal",
            dependencies: ["ComposedTableCore"]
        ),
        .executableTarget(
            name: "ComposedTableBenchmarks",
            dependencies: ["ComposedTableCore"]
        ),
        .testTarget(
            name: "ComposedTableCoreTests",
            dependencies: ["ComposedTableCore"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + upcomingFeatures
}
