// swift-tools-version: 6.0
// The benchmarks, a package of their own so that the library's manifest builds only the library,
// its demo and its tests. From this folder: `swift run -c release ComposedTableBenchmarks`
// (README.md here). It builds the library from `..` into its own `.build`.
import PackageDescription

/// Upcoming language features enabled for every Swift target, as in the library's manifest.
let upcomingFeatures: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// The `-package-name` SwiftPM compiles the library's modules with. The benchmarks measure the
/// engine through `package` declarations of ComposedTableCore, which only a module compiled with
/// the same package name sees. SwiftPM derives it from the library's folder, whose name is whatever
/// the clone was called: the package identity (the folder's name, a `.git` suffix dropped,
/// lowercased) made a C99 identifier (a character other than a letter, a digit or `_`, and a
/// leading digit, become `_`). Non-ASCII letters are kept, as SwiftPM keeps most of them; a folder
/// whose name has other non-ASCII characters may need renaming.
let libraryPackageName: String = {
    // `Context.packageDirectory` is `<clone>/Benchmarks`; the library is `..`.
    var identity = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "")
    if identity.hasSuffix(".git") { identity.removeLast(4) }
    var name = ""
    for (index, scalar) in identity.lowercased().unicodeScalars.enumerated() {
        let isASCIIWordCharacter = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
        let isKept = scalar.isASCII ? isASCIIWordCharacter : scalar.properties.isAlphabetic
        name.unicodeScalars.append(isKept && !(index == 0 && ("0"..."9").contains(scalar)) ? scalar : "_")
    }
    return name
}()

let package = Package(
    name: "ComposedTableBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ComposedTable", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "ComposedTableBenchmarks",
            dependencies: [
                // ComposedTable re-exports ComposedTableCore (`@_exported public import`): the
                // engine comes with it, and the library needs no product for its engine.
                .product(name: "ComposedTable", package: "ComposedTable"),
                "HeapStatistics",
            ],
            // Not this package's own package name (SwiftPM passes none when `packageAccess` is
            // false): the library's, given by hand.
            packageAccess: false,
            swiftSettings: [.unsafeFlags(["-package-name", libraryPackageName])]
        ),
        // The C heap's bytes in use, for the minimal cell object beside the memory goal.
        .target(name: "HeapStatistics"),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "HeapStatistics" {
    target.swiftSettings = (target.swiftSettings ?? []) + upcomingFeatures
}
