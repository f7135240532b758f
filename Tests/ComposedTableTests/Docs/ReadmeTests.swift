import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import TestSupport
#endif

/// The samples of the README and the DocC articles are regions of demo screens (the first:
/// `Demo/Screens/ProfileViewController.swift`), which the iOS check type-checks and the demo runs:
/// keep the documents' copies identical.
struct ReadmeTests {
    private static let root = String(#filePath.split(separator: "/Tests/").first!)

    private static func read(_ path: String) throws -> String {
        let file = try #require(fopen(root + "/" + path, "r"), "cannot open \(path)")
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count == 0 { break }
            bytes += buffer.prefix(count)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Every sample the README or a DocC article marks with `<!-- sample: PATH -->` on the line
    /// before its code block is the `// README:begin` … `// README:end` region of that demo file,
    /// after the file's imports (`import ComposedTable` first).
    @Test(arguments: [
        ("README.md", ["Demo/Screens/ProfileViewController.swift", "Demo/Screens/SettingsViewController.swift"]),
        ("Sources/ComposedTable/ComposedTable.docc/BuildingASettingsScreen.md", ["Demo/Screens/SettingsViewController.swift"]),
        ("Sources/ComposedTable/ComposedTable.docc/SettingsFromASettingsBundle.md", ["Demo/Screens/SettingsBundleScreen.swift"]),
        ("Sources/ComposedTable/ComposedTable.docc/OneScreenTwoPlatforms.md", ["Demo/Screens/MessageViewController.swift"]),
        ("Sources/ComposedTable/ComposedTable.docc/ThrowawayPickers.md", ["Demo/Screens/ChoicesViewController.swift"]),
    ])
    func everyMarkedSampleIsItsDemoScreen(document: String, samples: [String]) throws {
        let text = try Self.read(document)
        var checked: [String] = []
        var rest = text[...]
        while let marker = rest.firstRange(of: "<!-- sample: ") {
            let pathEnd = try #require(rest[marker.upperBound...].firstRange(of: " -->\n```swift\n"))
            let path = String(rest[marker.upperBound..<pathEnd.lowerBound])
            let sampleEnd = try #require(rest[pathEnd.upperBound...].firstRange(of: "\n```"))
            let sample = String(rest[pathEnd.upperBound..<sampleEnd.lowerBound])
            let source = try Self.read(path)
            let regionStart = try #require(source.firstRange(of: "// README:begin\n"), "no README region in \(path)")
            let regionEnd = try #require(source.firstRange(of: "\n// README:end"))
            // The file's imports, `import ComposedTable` first, head the sample: a screen has no `#if`.
            let imports = source[..<regionStart.lowerBound].split(separator: "\n").filter { $0.hasPrefix("import ") }
            #expect(imports.first == "import ComposedTable", "\(path) imports ComposedTable first")
            let header = imports.joined(separator: "\n")
            let region = source[regionStart.upperBound..<regionEnd.lowerBound]
            #expect(sample == header + "\n\n" + region, "\(document): the sample of \(path)")
            checked.append(path)
            rest = rest[sampleEnd.upperBound...]
        }
        #expect(checked == samples, "the samples of \(document), in order")
    }
}
