import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The README's samples are regions of demo screens (the first: `Demo/Screens/ProfileViewController.swift`), which the iOS check
/// type-checks and the demo runs: keep the README's copy identical.
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

    /// Every sample the README marks with `<!-- sample: PATH -->` on the line before its code
    /// block is the `// README:begin` … `// README:end` region of that demo file, after the
    /// file's imports (`import ComposedTable` first).
    @Test func everyMarkedReadmeSampleIsItsDemoScreen() throws {
        let readme = try Self.read("README.md")
        var checked: [String] = []
        var rest = readme[...]
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
            #expect(sample == header + "\n\n" + source[regionStart.upperBound..<regionEnd.lowerBound], "README sample of \(path)")
            checked.append(path)
            rest = rest[sampleEnd.upperBound...]
        }
        #expect(
            checked == [
                "Demo/Screens/ProfileViewController.swift", "Demo/Screens/MessageViewController.swift",
                "Demo/Screens/SettingsViewController.swift", "Demo/Screens/ChoicesViewController.swift",
            ], "the profile first, then a screen with its own initialiser, the settings and the choices samples")
    }
}
