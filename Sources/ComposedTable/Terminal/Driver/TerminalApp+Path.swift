#if !canImport(UIKit)
import Foundation

// A path question, as gum's `file`: a file (or a folder) chosen by going through folders.
extension TerminalApp {
    /// Asks the user to choose a file — or a folder — by going through the folders from
    /// `directory`, inline below the prompt, and returns its path; a line such as
    /// `✔ File: Sources/App/main.swift` stays on the terminal.
    ///
    /// ```swift
    /// // main.swift of `pick-file`; in a script: file=$(pick-file) || exit
    /// import ComposedTable
    ///
    /// guard let file = await TerminalApp.choosePath("File", in: "Sources") else { TerminalApp.exit(1) }
    /// print(file)
    /// ```
    ///
    /// The entries of one folder show at a time, listed when it opens: folders first (with a `/`
    /// at their end), then files, each by name, case-insensitively. Typing filters them as
    /// ``filter(_:from:placeholder:)`` does. ↑ ↓ move; → or Enter opens a folder; ← (or
    /// Backspace on an empty query) goes to the folder above, also above `directory`; Enter on a
    /// file answers; Esc cancels. With `allowsDirectories`, Tab answers the folder selected. Links
    /// are followed; one that leads back to a folder open on the way goes back to it. A folder
    /// that cannot be read stays closed, and the hints say why. With `COMPOSEDTABLE_ACCESSIBLE=1`
    /// or `TERM=dumb` it lists a folder's entries in numbered lines after `..`; a number or a name
    /// typed whole opens a folder or answers a file (`.` answers the folder itself, with
    /// `allowsDirectories`).
    ///
    /// - Parameters:
    ///   - title: The question; `nil` asks without a title line, and the line that stays is the
    ///     answer alone (`✔ Green`).
    ///   - directory: The folder shown first, relative to the current directory or absolute.
    ///   - showsHiddenFiles: Whether entries whose name starts with `.` are listed.
    ///   - allowsDirectories: Whether a folder can be the answer.
    /// - Returns: The path: `directory` as given, then the names of the folders opened and of the
    ///   entry chosen (`Sources/App/main.swift`; from `.`, the names alone; `..` for each folder
    ///   above `directory`) — absolute when `directory` is. `nil` when the user cancelled or there
    ///   is no terminal. A name that is not UTF-8 shows, and is answered, with `�` in place of its
    ///   bytes. Ctrl-C ends the process as an interrupt does.
    /// - Complexity: Listing a folder is O(*n* log *n*) in its entries; nothing else is read.
    @MainActor
    public static func choosePath(
        _ title: String? = nil, in directory: String = ".", showsHiddenFiles: Bool = false, allowsDirectories: Bool = false
    ) async -> String? {
        await answer(
            question(
                title ?? "", path: directory, showsHiddenFiles: showsHiddenFiles, allowsDirectories: allowsDirectories,
                environment: .process))
    }

    @MainActor
    static func question(
        _ title: String, path directory: String, showsHiddenFiles: Bool, allowsDirectories: Bool, environment: Environment
    ) async -> Answer<String> {
        let listing = PathListing(showsHiddenFiles: showsHiddenFiles)
        let start = PathListing.start(directory)
        let summary: @MainActor (String) -> String = { "✔ " + labelled(title, $0) }
        if TerminalDisplay.chosen(.inline(lines: questionLines), variable: environment.variable) == .accessible {
            return await question(title, environment: environment, summary: summary) { host in
                pushFolder(start, title: title, listing: listing, allowsDirectories: allowsDirectories, on: host)
            }
        }
        return await question(title, environment: environment, summary: summary) { host in
            let screen = ComposedTableViewController(title: title)
            let path = PathQuestion(
                on: screen, title: title, directory: start, listing: listing, allowsDirectories: allowsDirectories
            ) { [weak host] path in
                host?.navigationController?.quit(returning: path)
            }
            host.navigationController?.pushViewController(screen, animated: false)
            path.field?.beginEditing()
        }
    }

    /// The accessible mode's screen of a folder: `..`, `.` when a folder can be the answer, then
    /// the entries, each a row whose title is its name; a folder pushes its own screen.
    @MainActor
    static func pushFolder(
        _ path: String, title: String, listing: PathListing, allowsDirectories: Bool, on screen: ComposedTableViewController
    ) {
        let folder = ComposedTableViewController(title: (title.isEmpty ? "" : "\(title) in ") + PathListing.shown(path))
        let open: @MainActor (String) -> Void = { [weak folder] path in
            guard let folder else { return }
            pushFolder(path, title: title, listing: listing, allowsDirectories: allowsDirectories, on: folder)
        }
        let answer: @MainActor (String) -> Void = { [weak folder] path in folder?.navigationController?.quit(returning: path) }
        folder.addCell(ActiveCell(key: "..") { _ in open(listing.parent(of: path)) })
        if allowsDirectories { folder.addCell(ActiveCell(key: ".") { _ in answer(path) }) }
        switch listing.entries(of: path) {
        case .success(let entries):
            for entry in entries {
                let entryPath = listing.path(of: entry, in: path)
                folder.addCell(ActiveCell(key: entry.shown) { _ in entry.isDirectory ? open(entryPath) : answer(entryPath) })
            }
        case .failure(let reason):
            folder.addCell(ActiveCell(key: "Cannot open \(PathListing.shown(path)): \(reason.message)"))
        }
        screen.navigationController?.pushViewController(folder, animated: false)
    }
}
#endif
