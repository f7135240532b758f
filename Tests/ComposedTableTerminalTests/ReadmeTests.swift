import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The README's main sample is `Demo/Screens/ProfileViewController.swift`, which the iOS check
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

    @Test func theReadmeSampleIsTheDemosProfileScreen() throws {
        let readme = try Self.read("README.md")
        let source = try Self.read("Demo/Screens/ProfileViewController.swift")
        let sampleStart = try #require(readme.firstRange(of: "```swift\n"))
        let sampleEnd = try #require(readme[sampleStart.upperBound...].firstRange(of: "\n```"))
        let sample = String(readme[sampleStart.upperBound..<sampleEnd.lowerBound])
        let regionStart = try #require(source.firstRange(of: "// README:begin\n"))
        let regionEnd = try #require(source.firstRange(of: "\n// README:end"))
        #expect(sample == "import ComposedTable\n\n" + source[regionStart.upperBound..<regionEnd.lowerBound])
    }
}
