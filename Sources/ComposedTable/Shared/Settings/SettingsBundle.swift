public import Foundation

/// The settings of a `Settings.bundle` — `Root.plist` and its child panes — as screens of rows
/// whose values live in `UserDefaults`: the screens the Settings app shows, inside an app or in a
/// terminal tool.
///
/// Loading a bundle reads its property lists, checks them, and registers the `DefaultValue` of
/// every keyed specifier in the defaults, so the app reads them before the screen was ever shown.
/// ``makeScreen()`` makes the root pane's screen; a child pane (`PSChildPaneSpecifier`) pushes
/// its own. Each change the user makes is written to the defaults at once and shown on every
/// screen of the bundle, and a screen shows the defaults again whenever
/// `UserDefaults.didChangeNotification` is posted — by Foundation on Apple systems for a change
/// anywhere in the app; on Linux, where Foundation does not post it, by the code that changed
/// them — and, on iOS, when the app becomes active again (after the Settings app changed them).
///
/// ```swift
/// // At launch, so that the app reads the defaults; then, in the app's settings:
/// let url = Bundle.main.url(forResource: "Settings", withExtension: "bundle")!
/// let settings = try SettingsBundle(contentsOf: url)
/// navigationController?.pushViewController(settings.makeScreen(), animated: true)
/// ```
///
/// The same call runs in a terminal tool, with the property lists in a folder and the values in
/// Foundation's `UserDefaults` (on Linux, a property list of its own):
///
/// ```swift
/// let settings = try SettingsBundle(contentsOf: URL(fileURLWithPath: "Settings.bundle"),
///                                   defaults: UserDefaults(suiteName: "org.example.tool")!)
/// await TerminalApp.main(name: "tool-settings") { settings.makeScreen() }
/// ```
///
/// Every specifier of the *Settings Application Schema Reference* is shown: groups with
/// `FooterText`, toggles (`TrueValue`, `FalseValue`), text fields (`IsSecure`, `KeyboardType`,
/// `AutocapitalizationType`, `AutocorrectionType` — the last two on UIKit only), sliders,
/// multi-values (`Titles`, `ShortTitles`, `Values`, `DisplaySortedByTitle`), radio groups, title
/// values (`Titles`, `Values`) and child panes (`File`). Titles are looked up in the bundle's
/// `StringsTable` (`LANGUAGE.lproj/TABLE.strings`) in the user's preferred languages, and
/// specifiers whose `SupportedUserInterfaceIdioms` leave out the device's (`Phone` or `Pad`; a
/// terminal counts as `Phone`) are left out.
///
/// Input the property lists get wrong never stops the program: a specifier that cannot be shown
/// as it says — an unknown type, `Titles` and `Values` of different lengths, a slider whose
/// minimum is not below its maximum, a child pane whose file is missing — shows as a title row,
/// dimmed, and a value of the wrong type in the defaults shows the `DefaultValue`; each is
/// reported once, in ``problems``.
@MainActor
public final class SettingsBundle {
    /// What the property lists or the defaults got wrong, in the order found, each once: a
    /// specifier shown dimmed or as a title row, a value in the defaults not shown. Loading finds
    /// those of the property lists; the screens add those of the defaults as they show them.
    ///
    /// ```swift
    /// for problem in settings.problems { print("Settings.bundle: \(problem)") }
    /// ```
    public private(set) var problems: [Error] = []

    let defaults: UserDefaults
    /// The panes read, by file name without `.plist`.
    private(set) var panes: [String: SettingsPane] = [:]
    /// The root pane's file name without `.plist`: `Root` in a bundle.
    private let rootPane: String
    /// The screens made, to show each write on all of them.
    private var screens: [() -> SettingsPaneViewController?] = []

    /// Loads a `Settings.bundle` and registers the default values of its specifiers.
    ///
    /// `url` is the bundle's folder (its `Root.plist` is read) or one property list (read as the
    /// root; its child panes and `.lproj` folders are beside it). Every child pane reachable from
    /// the root is read now; each `Key` with a `DefaultValue` is registered in `defaults` (the
    /// registration domain: nothing is written to disk).
    ///
    /// ```swift
    /// let settings = try SettingsBundle(contentsOf: url, defaults: UserDefaults(suiteName: "group.org.example")!)
    /// let dark = UserDefaults(suiteName: "group.org.example")!.bool(forKey: "dark_mode")  // the plist's default
    /// ```
    ///
    /// - Parameters:
    ///   - url: A `Settings.bundle` folder, or a settings property list.
    ///   - defaults: Where the values are read and written; `.standard` unless you pass a suite.
    /// - Throws: ``Error`` when the root property list is missing, is not a property list, or has
    ///   no `PreferenceSpecifiers` array. Problems of a specifier or a child pane do not throw:
    ///   they are in ``problems``.
    /// - Complexity: O(*n*) in the specifiers of every pane, plus reading the files.
    public convenience init(contentsOf url: URL, defaults: UserDefaults = .standard) throws {
        try self.init(contentsOf: url, defaults: defaults, languages: Locale.preferredLanguages, idiom: settingsIdiom())
    }

    /// Loads a bundle for the languages and idiom given (tests choose them).
    init(contentsOf url: URL, defaults: UserDefaults, languages: [String], idiom: String) throws {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        let folder = isFolder.boolValue ? url : url.deletingLastPathComponent()
        let rootName = isFolder.boolValue ? "Root" : url.deletingPathExtension().lastPathComponent
        self.defaults = defaults
        rootPane = rootName
        guard exists else { throw Error("\(url.path): no such settings bundle or property list.") }
        var reader = SettingsReader(folder: folder, languages: languages, idiom: idiom)
        let root = try reader.pane(named: rootName, title: "Settings")
        panes[rootName] = root
        var queue = [root]  // the panes whose child panes are still to read, breadth first
        while !queue.isEmpty {
            let pane = queue.removeFirst()
            for item in pane.items {
                guard case .childPane(let file) = item.kind, panes[file] == nil, !item.isBroken else { continue }
                do {
                    let child = try reader.pane(named: file, title: item.title)
                    panes[file] = child
                    queue.append(child)
                } catch {
                    let reason = "\(error)".dropLast()  // without its full stop
                    reader.problems.append(Error("\(pane.file), \(item.place): \(reason); shown as a title row."))
                }
            }
        }
        defaults.register(defaults: reader.defaultValues)
        for problem in reader.problems { report(problem) }
    }

    /// Makes the screen of the root pane: its title is the property list's `Title`, or
    /// "Settings". Each call makes a new screen; the screens share this bundle's defaults.
    ///
    /// ```swift
    /// navigationController?.pushViewController(settings.makeScreen(), animated: true)
    /// ```
    ///
    /// - Returns: The root pane's screen; its child pane rows push theirs.
    /// - Complexity: O(1); the rows are made when the screen is first shown, O(*n*) in its
    ///   specifiers.
    public func makeScreen() -> ComposedTableViewController {
        screen(for: rootPane) ?? ComposedTableViewController(title: "Settings")
    }

    /// The screen of a pane, or `nil` when it could not be read.
    func screen(for file: String) -> ComposedTableViewController? {
        guard let pane = panes[file] else { return nil }
        let screen = SettingsPaneViewController(pane: pane, bundle: self)
        screens.append { [weak screen] in screen }
        return screen
    }

    /// Adds a problem unless it is known.
    func report(_ problem: Error) {
        guard !problems.contains(where: { $0.description == problem.description }) else { return }
        problems.append(problem)
    }

    /// Writes a value the user chose, and shows it on every screen of the bundle.
    func write(_ value: Any, forKey key: String) {
        defaults.set(value, forKey: key)
        screens.removeAll { $0() == nil }
        for screen in screens { screen()?.showDefaults() }
    }

    /// Why a settings bundle could not be loaded, or what of it could not be shown.
    public struct Error: Swift.Error, CustomStringConvertible {
        /// What is wrong, and where: the file, the specifier (its place and title) and what
        /// shows instead, for example `Root.plist, item 9 “Theme”: Titles has 3 entries but
        /// Values has 2; shown as a title row.`
        public let description: String

        init(_ description: String) { self.description = description }
    }
}
