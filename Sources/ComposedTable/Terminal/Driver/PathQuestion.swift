#if !canImport(UIKit)
import Foundation

/// The screen of `TerminalApp.choosePath`: the filter's screen (``FilterQuestion``) over the
/// entries of one folder, listed when it opens, and keys to go into a folder and out of it.
@MainActor
final class PathQuestion {
    private let title: String
    /// The screen, which keeps the filter, which keeps this question through its keys.
    private unowned let screen: ComposedTableViewController
    private let listing: PathListing
    private let allowsDirectories: Bool
    private let answer: @MainActor (String) -> Void
    private weak var filter: FilterQuestion?
    /// The folders opened on the way, as typed and as resolved, the one shown last.
    private var trail: [PathListing.Folder] = []
    private var entries: [PathListing.Entry] = []

    /// Makes `screen` the question's, showing `directory`.
    init(
        on screen: ComposedTableViewController, title: String, directory: String, listing: PathListing, allowsDirectories: Bool,
        answer: @escaping @MainActor (String) -> Void
    ) {
        self.title = title
        self.screen = screen
        self.listing = listing
        self.allowsDirectories = allowsDirectories
        self.answer = answer
        let filter = FilterQuestion(on: screen, options: [], placeholder: nil, rowCount: FilterQuestion.shownMatches) { [weak self] index in
            self?.pick(index)
        }
        self.filter = filter
        filter.keyHints = "↑↓ move · → open · ← up · ⏎ pick" + (allowsDirectories ? " · tab pick folder" : "") + " · esc cancel"
        filter.keys = { [self] key in handle(key) }
        open(listing.folder(directory), isStart: true)
    }

    /// The query field, edited from the start.
    var field: TextFieldCell? { filter?.field }

    private func handle(_ key: Key) -> Bool {
        guard let filter else { return false }
        switch key {
        case .right:
            if let index = filter.selectedOption, entries[index].isDirectory { pick(index) }
        case .left:
            goUp()
        case .backspace where filter.field.text.isEmpty:
            goUp()
        case .tab:
            if allowsDirectories, let index = filter.selectedOption, entries[index].isDirectory {
                answer(listing.path(of: entries[index], in: trail[trail.count - 1].path))
            }
        default:
            return false
        }
        return true
    }

    /// Enter: a folder opens, a file is the answer.
    private func pick(_ index: Int) {
        guard let folder = trail.last else { return }
        let entry = entries[index]
        let path = listing.path(of: entry, in: folder.path)
        if entry.isDirectory { open(listing.folder(path), isStart: false) } else { answer(path) }
    }

    private func goUp() {
        guard let folder = trail.last else { return }
        if trail.count > 1 {
            open(trail[trail.count - 2], isStart: false)
        } else {
            open(listing.folder(listing.parent(of: folder.path)), isStart: true)
        }
    }

    /// Lists a folder and shows it; a folder that cannot be listed leaves the one shown, and
    /// says why (the starting one shows no entries).
    private func open(_ folder: PathListing.Folder, isStart: Bool) {
        guard let filter else { return }
        switch listing.entries(of: folder.path) {
        case .success(let entries):
            // Back to a folder on the way (`..`, or a link that loops) cuts the trail there.
            if let earlier = trail.firstIndex(where: { $0.resolved == folder.resolved }) {
                trail.removeSubrange((earlier + 1)...)
            } else if isStart {
                trail = [folder]
            } else {
                trail.append(folder)
            }
            self.entries = entries
            filter.message = entries.isEmpty ? "empty folder" : nil
            screen.title = "\(title) in \(PathListing.shown(trail[trail.count - 1].path))"
            filter.replace(entries.map(\.shown))
        case .failure(let reason):
            let name = folder.path.split(separator: "/").last.map(String.init) ?? folder.path
            filter.message = "cannot open \(PathListing.shown(name)): \(reason.message)"
            if trail.isEmpty {
                trail = [folder]
                screen.title = "\(title) in \(PathListing.shown(folder.path))"
                filter.replace([])
            } else {
                filter.replace(entries.map(\.shown))
            }
        }
    }
}

/// How the path question lists folders and writes paths: with `FileManager`, one folder at a time.
struct PathListing {
    /// An entry of a folder: its name, and whether it is a folder (a link to one counts).
    struct Entry: Equatable {
        var name: String
        var isDirectory: Bool

        /// As listed: a folder's name ends with `/`.
        var shown: String { isDirectory ? name + "/" : name }
    }

    /// A folder: its path as the answer writes it, and as resolved (links followed), which tells
    /// when a link leads back to a folder already open.
    struct Folder {
        var path: String
        var resolved: String
    }

    /// Why a folder could not be listed.
    struct Failure: Error {
        var message: String
    }

    var showsHiddenFiles: Bool

    func folder(_ path: String) -> Folder {
        Folder(path: path, resolved: URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path)
    }

    /// The entries of a folder: folders first, then files, each by name, case-insensitively;
    /// names that start with `.` only when hidden files show.
    func entries(of path: String) -> Result<[Entry], Failure> {
        let manager = FileManager.default
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: path)
        } catch {
            return .failure(Failure(message: Self.reason(error)))
        }
        var entries: [Entry] = []
        for name in names where showsHiddenFiles || !name.hasPrefix(".") {
            var isDirectory: ObjCBool = false
            let exists = manager.fileExists(atPath: Self.join(path, name), isDirectory: &isDirectory)
            entries.append(Entry(name: name, isDirectory: exists && isDirectory.boolValue))
        }
        entries.sort { first, second in
            guard first.isDirectory == second.isDirectory else { return first.isDirectory }
            let order = first.name.lowercased().compare(second.name.lowercased())
            return order == .orderedSame ? first.name < second.name : order == .orderedAscending
        }
        return .success(entries)
    }

    func path(of entry: Entry, in directory: String) -> String { Self.join(directory, entry.name) }

    /// The folder above one, as a path written the same way: `a/b` → `a`, `a` → `.`, `.` → `..`,
    /// `..` → `../..`, `/a` → `/`, `/` → `/`.
    func parent(of directory: String) -> String {
        if directory == "/" { return "/" }
        if directory == "." { return ".." }
        let parts = directory.split(separator: "/", omittingEmptySubsequences: false)
        if parts.last == ".." { return directory + "/.." }
        guard parts.count > 1 else { return "." }
        let parent = parts.dropLast().joined(separator: "/")
        return parent.isEmpty ? "/" : parent
    }

    /// A starting folder as the paths begin: `.` for an empty one, trailing slashes left out.
    static func start(_ directory: String) -> String {
        var path = directory.isEmpty ? "." : directory
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// A path in a folder: `.` left out, so that a path from `.` is the name alone.
    static func join(_ directory: String, _ name: String) -> String {
        directory == "." ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// A folder as the title shows it: with a `/` at its end.
    static func shown(_ directory: String) -> String { directory.hasSuffix("/") ? directory : directory + "/" }

    /// What went wrong, in the system's words (`Permission denied`), without Foundation's wrapping.
    private static func reason(_ error: any Error) -> String {
        let error = error as NSError
        guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error else { return error.localizedDescription }
        let code = (underlying as? POSIXError)?.code.rawValue ?? Int32(truncatingIfNeeded: (underlying as NSError).code)
        guard (underlying as? POSIXError) != nil || (underlying as NSError).domain == NSPOSIXErrorDomain, let message = strerror(code)
        else {
            return error.localizedDescription
        }
        return String(cString: message)
    }
}
#endif
