import Foundation
import TestSupport
import Testing

@testable import ComposedTable

/// The path question (`TerminalApp.choosePath`): a folder listed when it opens, folders first;
/// hidden files on request; → and ← through folders, a link that loops back; the filter; a file,
/// or a folder, as the answer; a folder gone before it opens; Esc; and the accessible mode.
@Suite(.timeLimit(.minutes(10)))
struct PathQuestionTests {
    @Test func aFolderListsFoldersFirstThenFilesByNameAndHiddenOnesOnRequest() throws {
        let tree = try PathTree()
        defer { tree.remove() }
        let listing = PathListing(showsHiddenFiles: false)
        try expectEqual(listing.entries(of: tree.path).get().map(\.shown), ["alpha/", "Zeta/", "A.md", "b.txt"])
        let hidden = PathListing(showsHiddenFiles: true)
        try expectEqual(hidden.entries(of: tree.path).get().map(\.shown), [".config/", "alpha/", "Zeta/", ".hidden", "A.md", "b.txt"])
        #expect(
            try listing.entries(of: tree.path + "/alpha").get().map(\.shown) == ["back/", "deep/", "c.txt"], "a link to a folder is one")
        // A name that is not UTF-8 shows, with `�` for its bytes: nothing traps.
        let odd = Array((tree.path + "/Zeta/odd").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF), 0]
        let descriptor = odd.withUnsafeBufferPointer { creat($0.baseAddress!, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        try expectEqual(listing.entries(of: tree.path + "/Zeta").get().map(\.shown), ["inner.txt", "odd\u{FFFD}"])
        guard case .failure(let failure) = listing.entries(of: tree.path + "/gone") else {
            Issue.record("a missing folder is listed")
            return
        }
        expectEqual(failure.message, "No such file or directory")
    }

    @Test func pathsAreWrittenAsTheStartingFolderWas() {
        let listing = PathListing(showsHiddenFiles: false)
        #expect(
            ["a/b", "a", ".", "..", "../..", "/a", "/", "/a/b"].map(listing.parent) == [
                "a", ".", "..", "../..", "../../..", "/", "/", "/a",
            ])
        #expect(PathListing.join(".", "x") == "x" && PathListing.join("a", "x") == "a/x" && PathListing.join("/", "x") == "/x")
        #expect(PathListing.start("") == "." && PathListing.start("src//") == "src" && PathListing.start("/") == "/")
    }

    @Test func foldersOpenAndCloseTheFilterNarrowsAndEnterAnswersAFile() async {
        await #expect(processExitsWith: .success) { await inOwnProcess { try await Questions().pathGoesThroughFolders() } }
    }

    @Test func aFolderIsTheAnswerWhenAllowedAndAFolderGoneSaysSo() async {
        await #expect(processExitsWith: .success) { await inOwnProcess { try await Questions().pathChoosesAFolder() } }
    }

    @MainActor @Test func theAccessibleModeListsAFolderInNumberedLines() async throws {
        let tree = try PathTree()
        defer { tree.remove() }
        let lines = LineTerminal("alpha\n1\n5\n")  // alpha/ by name, .. by number, b.txt by number
        let answer = await TerminalApp.question(
            "File", path: tree.path, showsHiddenFiles: false, allowsDirectories: false, environment: lines.environment)
        expectEqual(answer.value, tree.path + "/b.txt")
        #expect(lines.written.contains("File in \(tree.path)/\n1. ..\n2. alpha/\n3. Zeta/\n4. A.md\n5. b.txt\n"))
        #expect(lines.written.contains("File in \(tree.path)/alpha/\n1. ..\n2. back/\n3. deep/\n4. c.txt\n"))
        #expect(!lines.written.contains("\u{1B}"), "no drawing")
        let folder = LineTerminal("3\n.\n")
        let chosen = await TerminalApp.question(
            "Folder", path: tree.path, showsHiddenFiles: false, allowsDirectories: true, environment: folder.environment)
        expectEqual(chosen.value, tree.path + "/alpha", "`.` answers the folder shown")
    }
}

/// A folder of files for a test, in the temporary folder: `alpha/` (`back/` a link to the tree,
/// `deep/`, `c.txt`), `Zeta/` (`inner.txt`), `A.md`, `b.txt`, `.hidden`, `.config/`.
struct PathTree {
    let path: String

    init() throws {
        let manager = FileManager.default
        path = manager.temporaryDirectory.path + "/path-question-" + UUID().uuidString
        for folder in ["alpha/deep", "Zeta", ".config"] {
            try manager.createDirectory(atPath: path + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["alpha/c.txt", "Zeta/inner.txt", "A.md", "b.txt", ".hidden"] {
            #expect(manager.createFile(atPath: path + "/" + file, contents: Data("x".utf8)))
        }
        try manager.createSymbolicLink(atPath: path + "/alpha/back", withDestinationPath: "..")
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

extension Questions {
    func pathGoesThroughFolders() async throws {
        let tree = try PathTree()
        defer { tree.remove() }
        #expect(FileManager.default.changeCurrentDirectoryPath(tree.path), "this process's own: paths from `.`")
        let terminal = try PseudoTerminal(size: TerminalSize(columns: 80, rows: 12))
        let task = Task {
            await TerminalApp.question(
                "File", path: ".", showsHiddenFiles: false, allowsDirectories: false, environment: environment(terminal))
        }
        await terminal.wait { terminal.output.contains("esc cancel") }
        #expect(
            shown(terminal).text
                == "$ tool\n? File in ./\n› Type to filter\n  alpha/\n  Zeta/\n  A.md\n  b.txt\n4/4 · ↑↓ move · → open · ← up · ⏎ pick",
            "cut at 40 columns")
        terminal.type("\u{1B}[C")  // → opens alpha/
        await terminal.wait { shown(terminal).text.contains("in alpha/") }
        #expect(shown(terminal).text.contains("? File in alpha/\n› Type to filter\n  back/\n  deep/\n  c.txt\n3/3"))
        terminal.type("\r")  // Enter opens back/, a link to the tree: back to it, not deeper
        await terminal.wait { shown(terminal).text.contains("in ./") }
        terminal.type("\r")
        await terminal.wait { shown(terminal).text.contains("in alpha/") }
        terminal.type("\u{1B}[D")  // ← goes up
        await terminal.wait { shown(terminal).text.contains("in ./") }
        terminal.type("\u{1B}[C")
        await terminal.wait { shown(terminal).text.contains("in alpha/") }
        terminal.type("\u{7F}")  // Backspace on an empty query goes up too
        await terminal.wait { shown(terminal).text.contains("in ./") }
        terminal.type("bt")
        await terminal.wait { shown(terminal).text.contains("› bt\n") }
        #expect(shown(terminal).text.contains("› bt\n  b.txt\n1/4"), "the filter narrows the folder's entries")
        terminal.type("\r")
        let answer = await task.value
        expectEqual(answer.value, "b.txt")
        expectEqual(shown(terminal).text, "$ tool\n✔ File: b.txt")
        #expect(!terminal.isRaw, "the terminal restored")
    }

    func pathChoosesAFolder() async throws {
        let tree = try PathTree()
        defer { tree.remove() }
        let terminal = try PseudoTerminal(size: TerminalSize(columns: 80, rows: 12))
        let task = Task {
            await TerminalApp.question(
                "Folder", path: tree.path + "/", showsHiddenFiles: true, allowsDirectories: true, environment: environment(terminal))
        }
        await terminal.wait { terminal.output.contains("esc cancel") }
        #expect(shown(terminal).text.contains("  .config/\n  alpha/\n  Zeta/\n  .hidden\n  A.md\n  b.txt\n6/6"), "hidden on request")
        #expect(terminal.output.contains("tab pick folder"), "the hints say how")
        terminal.type("\u{1B}[B\u{1B}[B\t")  // ↓ ↓ to Zeta/, Tab answers it
        await expectEqual(task.value.value, tree.path + "/Zeta", "absolute, as the start was")
        // A folder removed between its listing and its opening stays closed, and the hints say why.
        terminal.takeOutput()
        let before = terminal.output.count
        let cancelled = Task {
            await TerminalApp.question(
                "Folder", path: tree.path, showsHiddenFiles: false, allowsDirectories: true, environment: environment(terminal))
        }
        await terminal.wait { terminal.output.dropFirst(before).contains("esc cancel") }
        try FileManager.default.removeItem(atPath: tree.path + "/alpha")
        terminal.type("\r")
        await terminal.wait { terminal.output.contains("cannot open alpha/: No such file or directory") }
        #expect(shown(terminal).text.contains("  alpha/\n  Zeta/\n  A.md\n  b.txt\ncannot open alpha/"), "the folder shown stays")
        terminal.type("\u{1B}")
        let answer = await cancelled.value
        #expect(answer.value == nil && answer.status == 1)
        #expect(shown(terminal).text.hasSuffix("✘ Folder: cancelled"))
        #expect(!terminal.isRaw, "the terminal restored")
    }
}
