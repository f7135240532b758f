import Foundation
import TestSupport
import Testing

@testable import ComposedTable
@testable import ComposedTableDemoScreens

/// A settings bundle's screens from the sample `Demo/Settings.bundle` (every specifier and key):
/// the rows, the defaults registered, the values written when driven with keys, the localised
/// titles, the child pane, and a change made elsewhere shown.
@MainActor
struct SettingsBundleTests {
    static let sample = URL(fileURLWithPath: String(#filePath.split(separator: "/Tests/").first!) + "/Demo/Settings.bundle")
    static let size = TerminalSize(columns: 50, rows: 30)

    /// The sample's screen in a session, in English on a phone.
    static func session(_ settings: SettingsBundle) -> TerminalSession {
        TerminalSession(rootViewController: settings.makeScreen(), size: size)
    }

    /// The screen's lines in `range`, trailing spaces removed.
    static func lines(_ session: TerminalSession, _ range: Range<Int>) -> [String] {
        range.map { session.screen.line($0) }
    }

    @Test func everySpecifierShowsAsItsRowWithTheDefaultValues() throws {
        try withSuite { defaults in
            let settings = try SettingsBundle(contentsOf: Self.sample, defaults: defaults, languages: ["en"], idiom: "Phone")
            let session = Self.session(settings)
            #expect(
                Self.lines(session, 0..<23) == [
                    "                     Settings",
                    " Account",
                    "› Name      Ada",
                    "  Password",
                    "  Email",
                    "  Used to sign in.",
                    "",
                    " Display",
                    "  Dark Mode                                  [off]",
                    "  Sync                                        [on]",
                    "    ━━━━━━━━━━━━━━━━━━━●──────────────────  50 %",
                    "  Theme                                   System >",
                    "  Text Size                               Medium >",
                    "",
                    " Start Page",
                    "  Inbox                                          ✓",
                    "  Today",
                    "  Archive",
                    "  Shown when the app opens.",
                    "",
                    "  Version                                    1.0",
                    "  Plan                                       Pro",
                    "  Advanced                                       >",
                ])
            #expect(!session.screen.text.contains("Split View"), "an iPad-only specifier is left out on a phone")
            #expect(settings.problems.isEmpty)
        }
    }

    @Test func aSpecifierForThePadShowsOnThePad() throws {
        try withSuite { defaults in
            let settings = try SettingsBundle(contentsOf: Self.sample, defaults: defaults, languages: ["en"], idiom: "Pad")
            expectEqual(Self.session(settings).screen.line(22), "  Split View                                  [on]")
        }
    }

    @Test func loadingRegistersTheDefaultValuesOfEveryPaneAndWritesNothing() throws {
        try withSuite { defaults in
            _ = try SettingsBundle(contentsOf: Self.sample, defaults: defaults, languages: ["en"], idiom: "Phone")
            expectEqual(defaults.string(forKey: "name"), "Ada")
            #expect(defaults.object(forKey: "password") == nil, "no DefaultValue, nothing registered")
            expectEqual(defaults.object(forKey: "dark_mode") as? Bool, false)
            expectEqual(defaults.string(forKey: "sync"), "YES")
            expectEqual(defaults.double(forKey: "brightness"), 0.5)
            expectEqual(defaults.string(forKey: "theme"), "system")
            expectEqual(defaults.integer(forKey: "text_size"), 14)
            expectEqual(defaults.string(forKey: "start_page"), "inbox")
            expectEqual(defaults.string(forKey: "version"), "1.0")
            expectEqual(defaults.object(forKey: "split_view") as? Bool, true, "registered whatever the idiom")
            // The child pane's, read at once.
            expectEqual(defaults.string(forKey: "server"), "example.org")
            expectEqual(defaults.integer(forKey: "timeout"), 30)
            expectEqual(defaults.object(forKey: "logging") as? Bool, true)
            expectEqual(defaults.dictionaryRepresentation()["server"] as? String, "example.org")
        }
    }

    @Test func switchesFieldsAndSlidersWriteTheDefaults() throws {
        try withSuite { defaults in
            let settings = try SettingsBundle(contentsOf: Self.sample, defaults: defaults, languages: ["en"], idiom: "Phone")
            let session = Self.session(settings)
            session.run(try KeyScript("enter space type:Lovelace enter"))
            expectEqual(defaults.string(forKey: "name"), "Ada Lovelace")
            session.run(try KeyScript("down enter type:secret enter"))
            expectEqual(defaults.string(forKey: "password"), "secret")
            #expect(session.screen.line(3).hasPrefix("› Password  ••••••"), "IsSecure hides the text")
            session.run(try KeyScript("down down space"))
            expectEqual(defaults.object(forKey: "dark_mode") as? Bool, true)
            session.run(try KeyScript("down space"))
            expectEqual(defaults.string(forKey: "sync"), "NO", "FalseValue is written, not false")
            expectEqual(session.screen.line(9), "› Sync                                       [off]")
            session.run(try KeyScript("space"))
            expectEqual(defaults.string(forKey: "sync"), "YES")
            session.run(try KeyScript("down right right"))
            expectEqual(defaults.double(forKey: "brightness"), 0.6)
            #expect(session.screen.line(10).hasSuffix("60 %"))
        }
    }

    @Test func theKeyboardTypeOfAFieldFiltersWhatIsTyped() throws {
        // EmailAddress takes every character; the sample has no number pad, so one is written here.
        try withFolder([
            "Root.plist": plist([
                ["Type": "PSTextFieldSpecifier", "Title": "PIN", "Key": "pin", "KeyboardType": "NumberPad"]
            ])
        ]) { folder, defaults in
            let settings = try SettingsBundle(contentsOf: folder, defaults: defaults)
            Self.session(settings).run(try KeyScript("enter type:12ab3 enter"))
            expectEqual(defaults.string(forKey: "pin"), "123")
        }
    }

    @Test func multiValuesPushTheirTitlesAndWriteTheValue() throws {
        try withSuite { defaults in
            let settings = try SettingsBundle(contentsOf: Self.sample, defaults: defaults, languages: ["en"], idiom: "Phone")
            let session = Self.session(settings)
            session.run(try KeyScript("down down down down down down enter"))
            #expect(
                Self.lines(session, 0..<5) == [
                    "‹ Settings            Theme",
                    "  Light",
                    "  Dark",
                    "› As the System                                  ✓",
                    "",
                ])
            session.run(try KeyScript("up enter"))
            expectEqual(defaults.string(forKey: "theme"), "dark")
            expectEqual(session.screen.line(11), "› Theme                                     Dark >", "the short title")
            // DisplaySortedByTitle: the titles in order, the values with them.
            session.run(try KeyScript("down enter"))
            expectEqual(Self.lines(session, 1..<4), ["  Large", "› Medium                                         ✓", "  Small"])
            session.run(try KeyScript("up enter"))
            expectEqual(defaults.object(forKey: "text_size") as? Int, 18)
            expectEqual(session.screen.line(12), "› Text Size                                Large >")
        }
    }

    @Test func aRadioGroupWritesTheValueOfTheOptionChosen() throws {
        try withSuite { defaults in
            let settings = try SettingsBundle(contentsOf: Self.sample, defaults: defaults, languages: ["en"], idiom: "Phone")
            let session = Self.session(settings)
            session.run(try KeyScript("down down down down down down down down down enter"))
            expectEqual(defaults.string(forKey: "start_page"), "today")
            expectEqual(Self.lines(session, 15..<18), ["  Inbox", "› Today                                          ✓", "  Archive"])
        }
    }

    @Test func aChildPaneIsPushedWithItsOwnRows() throws {
        try withSuite { defaults in
            let settings = try SettingsBundle(contentsOf: Self.sample, defaults: defaults, languages: ["en"], idiom: "Phone")
            let session = Self.session(settings)
            session.run(try KeyScript("end enter"))
            #expect(
                Self.lines(session, 0..<6) == [
                    "‹ Settings           Advanced",
                    " Network",
                    "› Server  example.org",
                    "  Timeout  ━━━━━━━━━━━━━━━●─────────────────    30",
                    "  Logging                                     [on]",
                    "",
                ])
            session.run(try KeyScript("down down space"))
            expectEqual(defaults.object(forKey: "logging") as? Bool, false)
            session.run(try KeyScript("left"))
            expectEqual(session.screen.line(0), "                     Settings")
        }
    }

    @Test func aChildPaneLeftIsReleased() throws {
        try withSuite { defaults in
            let settings = try SettingsBundle(contentsOf: Self.sample, defaults: defaults, languages: ["en"], idiom: "Phone")
            let session = Self.session(settings)
            weak var advanced: ComposedTableViewController?
            session.run(try KeyScript("end enter"))
            advanced = session.navigationController.topViewController
            expectEqual(advanced?.title, "Advanced")
            session.run(try KeyScript("down down space left"))  // a write shows on every screen made so far
            #expect(advanced == nil, "its rows' closures and the bundle do not keep it")
            session.run(try KeyScript("home down down down space"))  // a write after it left: the screens alive show it
            expectEqual(defaults.object(forKey: "dark_mode") as? Bool, true)
            expectEqual(session.screen.line(8), "› Dark Mode                                   [on]")
        }
    }

    @Test func titlesComeFromTheStringsTableOfThePreferredLanguage() throws {
        try withSuite { defaults in
            let settings = try SettingsBundle(contentsOf: Self.sample, defaults: defaults, languages: ["de-CH", "en"], idiom: "Phone")
            let session = Self.session(settings)
            let text = session.screen.text
            for title in [
                "Konto", "Zum Anmelden.", "Passwort", "Anzeige", "Dunkelmodus", "Design", "Textgröße", "Startseite", "Eingang",
                "Beim Öffnen der App gezeigt.", "Erweitert",
            ] {
                #expect(text.contains(title), "\(title)")
            }
            expectEqual(session.screen.line(12), "  Textgröße                               Mittel >")
            session.run(try KeyScript("down down down down down down down enter"))
            #expect(
                Self.lines(session, 0..<4) == [
                    "‹ Settings          Textgröße", "  Groß", "  Klein", "› Mittel                                         ✓",
                ])
            // Advanced.plist has no StringsTable: its titles are not looked up.
            session.run(try KeyScript("left end enter"))
            expectEqual(session.screen.line(1), " Network")
        }
    }

    @Test func aWriteShowsOnEveryScreenOfTheBundle() throws {
        try withSuite { defaults in
            let settings = try SettingsBundle(contentsOf: Self.sample, defaults: defaults, languages: ["en"], idiom: "Phone")
            let first = Self.session(settings)
            let second = Self.session(settings)
            second.run(try KeyScript("down down down space"))  // Dark Mode, on the other screen
            expectEqual(first.screen.line(8), "  Dark Mode                                   [on]")
        }
    }

    @Test func aScreenShowsChangesMadeElsewhereWhenTheyAreAnnounced() async throws {
        let name = "org.composedtable.tests.settings.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: name))
        defer { defaults.removePersistentDomain(forName: name) }
        let settings = try SettingsBundle(contentsOf: Self.sample, defaults: defaults, languages: ["en"], idiom: "Phone")
        let session = Self.session(settings)
        defaults.set("light", forKey: "theme")
        defaults.set("Grace", forKey: "name")
        defaults.set("free", forKey: "plan")
        expectEqual(session.screen.line(2), "› Name      Ada", "nothing said yet (Linux Foundation posts no notification)")
        // Foundation posts it on Apple systems; on Linux the code that changed the defaults does.
        NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: defaults)
        let shown = await session.settle { $0.screen.line(2) == "› Name      Grace" }
        #expect(shown)
        expectEqual(session.screen.line(11), "  Theme                                    Light >")
        expectEqual(session.screen.line(21), "  Plan                                      Free")
        expectEqual(defaults.persistentDomain(forName: name)?.count, 3, "the registered defaults are not written")
    }

    @Test func theDemoMenuOpensTheSampleBundleAndItsChildPane() throws {
        // The demo keeps its values in a suite of its own, which runs of the demo change: only
        // the rows are checked.
        let session = TerminalSession(rootViewController: DemoMenuViewController(), size: Self.size)
        session.run(try KeyScript("end up enter"))
        #expect(
            Self.lines(session, 0..<3) == [
                "‹ ComposedTable      Settings", " Account", "› Name      " + (session.screen.line(2).dropFirst(12)),
            ])
        #expect(session.screen.text.contains("Start Page"))
        session.run(try KeyScript("end enter"))
        expectEqual(Self.lines(session, 0..<2), ["‹ Settings           Advanced", " Network"])
    }

    @Test func aPropertyListsURLIsReadAsTheRootWithItsChildPanesBesideIt() throws {
        try withSuite { defaults in
            let settings = try SettingsBundle(
                contentsOf: Self.sample.appendingPathComponent("Advanced.plist"), defaults: defaults, languages: ["en"], idiom: "Phone")
            expectEqual(Self.session(settings).screen.line(1), " Network")
            expectEqual(defaults.string(forKey: "server"), "example.org")
            expectEqual(Self.session(settings).screen.line(0), "                     Settings")
        }
    }
}

/// Runs `body` with a defaults suite of its own, removed afterwards.
@MainActor
func withSuite(_ body: (UserDefaults) throws -> Void) throws {
    let name = "org.composedtable.tests.settings.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: name))
    defer { defaults.removePersistentDomain(forName: name) }
    try body(defaults)
}

/// Runs `body` with a folder of files (name → contents) and a defaults suite, both removed
/// afterwards.
@MainActor
func withFolder(_ files: [String: Data], _ body: (URL, UserDefaults) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, contents) in files {
        try contents.write(to: folder.appendingPathComponent(name))
    }
    try withSuite { try body(folder, $0) }
}

/// A settings property list of these specifiers.
func plist(_ specifiers: [[String: Any]]) -> Data {
    try! PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": specifiers], format: .xml, options: 0)
}

extension Data {
    /// The text, as UTF-8, with a replacement made.
    func replacingOccurrences(of target: String, with replacement: String) -> Data {
        Data(String(decoding: self, as: UTF8.self).replacingOccurrences(of: target, with: replacement).utf8)
    }
}
