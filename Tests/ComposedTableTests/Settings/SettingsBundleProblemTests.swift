import Foundation
import TestSupport
import Testing

@testable import ComposedTable

/// What a settings bundle gets wrong never stops the program: the root's problems throw, with
/// the file and what is wrong; a specifier's show as a dimmed title row and are reported once;
/// a value of the wrong kind in the defaults shows the default value and is reported once.
@MainActor
struct SettingsBundleProblemTests {
    /// Loads `files` and returns the bundle's problems and its screen's session.
    func load(_ files: [String: Data], _ body: (SettingsBundle, TerminalSession, UserDefaults, URL) throws -> Void) throws {
        try withFolder(files) { folder, defaults in
            let settings = try SettingsBundle(contentsOf: folder, defaults: defaults)
            let session = TerminalSession(rootViewController: settings.makeScreen(), size: TerminalSize(columns: 60, rows: 12))
            try body(settings, session, defaults, folder)
        }
    }

    /// The message of the error thrown when `url` is loaded.
    func loadingError(_ url: URL) -> String? {
        do {
            try withSuite { _ = try SettingsBundle(contentsOf: url, defaults: $0) }
            return nil
        } catch {
            return "\(error)"
        }
    }

    // MARK: - The root: thrown

    @Test func aMissingBundleAMissingRootAMalformedRootAndARootWithoutSpecifiersThrow() throws {
        let nowhere = URL(fileURLWithPath: "/nonexistent/Settings.bundle")
        expectEqual(loadingError(nowhere), "/nonexistent/Settings.bundle: no such settings bundle or property list.")
        try withFolder(["Other.plist": plist([])]) { folder, _ in
            expectEqual(loadingError(folder), "\(folder.path)/Root.plist does not exist.")
        }
        try withFolder(["Root.plist": Data("<plist><dict><key>Preference".utf8)]) { folder, _ in
            expectEqual(loadingError(folder), "\(folder.path)/Root.plist is not a property list of a dictionary.")
        }
        let noSpecifiers = try PropertyListSerialization.data(fromPropertyList: ["Title": "Tool"], format: .xml, options: 0)
        try withFolder(["Root.plist": noSpecifiers]) { folder, _ in
            expectEqual(loadingError(folder), "\(folder.path)/Root.plist has no PreferenceSpecifiers array.")
        }
    }

    // MARK: - A specifier: a dimmed title row, reported once

    @Test func anUnknownTypeIsATitleRowReportedOnce() throws {
        let key = "volume.\(UUID().uuidString)"
        try load([
            "Root.plist": plist([
                ["Type": "PSVolumeSpecifier", "Title": "Volume", "Key": key, "DefaultValue": 3],
                ["Type": "PSToggleSwitchSpecifier", "Title": "Mute", "Key": "mute.\(key)"],
            ]).replacingOccurrences(of: "</array>", with: "<string>Loud</string></array>")
        ]) { settings, session, defaults, _ in
            expectEqual(session.screen.line(1), "  Volume")
            #expect(session.screen.style(atRow: 1, column: 2).contains(.dim), "dimmed: it does nothing")
            expectEqual(session.screen.line(2), "› Mute                                                 [off]", "the cursor skips it")
            session.run(try KeyScript("space"))  // a write: every screen shows the defaults again
            _ = TerminalSession(rootViewController: settings.makeScreen(), size: TerminalSize(columns: 60, rows: 12))
            #expect(
                settings.problems.map(\.description) == [
                    "Root.plist, item 1 “Volume”: unknown type PSVolumeSpecifier; shown as a title row.",
                    "Root.plist, item 3: not a dictionary; left out.",
                ])
            #expect(!session.screen.text.contains("Loud"))
            expectEqual(defaults.integer(forKey: key), 3, "its default is registered all the same")
        }
    }

    @Test func titlesAndValuesOfDifferentLengthsAreReported() throws {
        let key = "theme.\(UUID().uuidString)"
        try load([
            "Root.plist": plist([
                [
                    "Type": "PSMultiValueSpecifier", "Title": "Theme", "Key": key, "Titles": ["Light", "Dark", "Auto"],
                    "Values": ["l", "d"],
                ],
                [
                    "Type": "PSRadioGroupSpecifier", "Title": "Size", "Key": "size.\(key)", "Titles": ["S"], "Values": ["s"],
                    "ShortTitles": ["s", "m"],
                ],
                ["Type": "PSTitleValueSpecifier", "Title": "Plan", "Key": "plan.\(key)", "Titles": ["Free", "Pro"], "Values": ["free"]],
                ["Type": "PSMultiValueSpecifier", "Title": "Empty", "Key": "empty.\(key)"],
            ])
        ]) { settings, session, _, _ in
            #expect(
                (1...4).map(session.screen.line) == ["› Theme", "  Size", "  Plan", "  Empty"],
                "no row to work with: the cursor rests on the first")
            #expect((1...4).allSatisfy { session.screen.style(atRow: $0, column: 2).contains(.dim) })
            #expect(
                settings.problems.map(\.description) == [
                    "Root.plist, item 1 “Theme”: Titles has 3 entries but Values has 2; shown as a title row.",
                    "Root.plist, item 2 “Size”: ShortTitles has 2 entries but Values has 1; shown as a title row.",
                    "Root.plist, item 3 “Plan”: Titles has 2 entries but Values has 1; shown as a title row.",
                    "Root.plist, item 4 “Empty”: PSMultiValueSpecifier without Values; shown as a title row.",
                ])
        }
    }

    @Test func aSliderWhoseMinimumIsNotBelowItsMaximumIsReported() throws {
        try load([
            "Root.plist": plist([
                ["Type": "PSSliderSpecifier", "Key": "a.\(UUID().uuidString)", "MinimumValue": 5, "MaximumValue": 5],
                ["Type": "PSSliderSpecifier", "Title": "Speed", "Key": "b.\(UUID().uuidString)", "MinimumValue": 2.5, "MaximumValue": 1],
                ["Type": "PSSliderSpecifier", "Title": "Fine", "Key": "c.\(UUID().uuidString)", "MinimumValue": 1, "MaximumValue": 2],
            ])
        ]) { settings, session, _, _ in
            expectEqual(session.screen.line(2), "  Speed")
            #expect(session.screen.line(3).hasPrefix("› Fine  ●──"), "a good slider after them works")
            #expect(
                settings.problems.map(\.description) == [
                    "Root.plist, item 1: MinimumValue 5.0 is not below MaximumValue 5.0; shown as a title row.",
                    "Root.plist, item 2 “Speed”: MinimumValue 2.5 is not below MaximumValue 1.0; shown as a title row.",
                ])
        }
    }

    @Test func aChildPaneWithoutItsFileIsReportedAndOpensNothing() throws {
        try load([
            "Root.plist": plist([
                ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "More"],
                ["Type": "PSChildPaneSpecifier", "Title": "Broken", "File": "Broken"],
                ["Type": "PSChildPaneSpecifier", "Title": "Nameless"],
                ["Type": "PSToggleSwitchSpecifier", "Title": "Keyless"],
            ]),
            "Broken.plist": Data("not a plist".utf8),
        ]) { settings, session, _, folder in
            expectEqual((1...4).map(session.screen.line), ["› More", "  Broken", "  Nameless", "  Keyless"])
            #expect((1...4).allSatisfy { session.screen.style(atRow: $0, column: 2).contains(.dim) })
            session.run(try KeyScript("enter"))
            #expect(session.screen.line(0).hasSuffix("Settings"), "nothing pushed")
            // In the order found: the root's specifiers, then its child panes.
            #expect(
                settings.problems.map(\.description) == [
                    "Root.plist, item 3 “Nameless”: a child pane without File; shown as a title row.",
                    "Root.plist, item 4 “Keyless”: PSToggleSwitchSpecifier without Key; shown as a title row.",
                    "Root.plist, item 1 “More”: \(folder.path)/More.plist does not exist; shown as a title row.",
                    "Root.plist, item 2 “Broken”: \(folder.path)/Broken.plist is not a property list of a dictionary; shown as a title row.",
                ])
        }
    }

    // MARK: - The defaults: the default value shown, reported once

    @Test func aValueOfTheWrongKindInTheDefaultsShowsTheDefaultValue() throws {
        let key = UUID().uuidString
        try load([
            "Root.plist": plist([
                ["Type": "PSToggleSwitchSpecifier", "Title": "Dark", "Key": "dark.\(key)", "DefaultValue": true],
                ["Type": "PSTextFieldSpecifier", "Title": "Name", "Key": "name.\(key)", "DefaultValue": "Ada"],
                [
                    "Type": "PSSliderSpecifier", "Title": "Level", "Key": "level.\(key)", "DefaultValue": 2, "MinimumValue": 0,
                    "MaximumValue": 4,
                ],
                [
                    "Type": "PSMultiValueSpecifier", "Title": "Size", "Key": "size.\(key)", "DefaultValue": "m", "Titles": ["S", "M"],
                    "Values": ["s", "m"],
                ],
                ["Type": "PSToggleSwitchSpecifier", "Title": "Sync", "Key": "sync.\(key)", "TrueValue": "on", "FalseValue": "off"],
            ])
        ]) { settings, session, defaults, _ in
            defaults.set("yes", forKey: "dark.\(key)")
            defaults.set(42, forKey: "name.\(key)")
            defaults.set("high", forKey: "level.\(key)")
            defaults.set("xl", forKey: "size.\(key)")
            defaults.set(true, forKey: "sync.\(key)")
            NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: defaults)
            let again = TerminalSession(rootViewController: settings.makeScreen(), size: TerminalSize(columns: 60, rows: 12))
            expectEqual(again.screen.line(1), "› Dark                                                  [on]")
            expectEqual(again.screen.line(2), "  Name  Ada")
            #expect(again.screen.line(3).hasSuffix("●─────────────────────     2"))
            expectEqual(again.screen.line(4), "  Size                                                   M >")
            expectEqual(again.screen.line(5), "  Sync                                                 [off]")
            again.run(try KeyScript("down space"))  // a write refreshes both screens: nothing reported twice
            #expect(
                settings.problems.map(\.description) == [
                    "Root.plist, item 1 “Dark”: the defaults hold “yes” for dark.\(key), not a Boolean; the row shows the default value.",
                    "Root.plist, item 2 “Name”: the defaults hold “42” for name.\(key), not a string; the row shows the default value.",
                    "Root.plist, item 3 “Level”: the defaults hold “high” for level.\(key), not a number; the row shows the default value.",
                    "Root.plist, item 4 “Size”: the defaults hold “xl” for size.\(key), not one of its Values; the row shows the default value.",
                    "Root.plist, item 5 “Sync”: the defaults hold “true” for sync.\(key), not TrueValue or FalseValue; the row shows the default value.",
                ])
            _ = session
        }
    }

    // MARK: - Registration

    @Test func theDefaultValuesOfEveryPaneAreRegisteredAndNothingIsWritten() throws {
        let key = UUID().uuidString
        try withFolder([
            "Root.plist": plist([
                ["Type": "PSToggleSwitchSpecifier", "Title": "On", "Key": "on.\(key)", "DefaultValue": true],
                ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "More"],
                ["Type": "PSToggleSwitchSpecifier", "Key": "tv.\(key)", "DefaultValue": 7, "SupportedUserInterfaceIdioms": ["TV"]],
            ]),
            "More.plist": plist([
                ["Type": "PSTextFieldSpecifier", "Title": "Host", "Key": "host.\(key)", "DefaultValue": "example.org"],
                ["Type": "PSChildPaneSpecifier", "Title": "Back to the root", "File": "Root"],  // a cycle is read once
            ]),
        ]) { folder, defaults in
            #expect(defaults.object(forKey: "host.\(key)") == nil)
            let settings = try SettingsBundle(contentsOf: folder, defaults: defaults)
            expectEqual(defaults.object(forKey: "on.\(key)") as? Bool, true)
            expectEqual(defaults.string(forKey: "host.\(key)"), "example.org", "a child pane's, before it is shown")
            expectEqual(defaults.integer(forKey: "tv.\(key)"), 7, "for another idiom: not shown, registered")
            #expect(settings.problems.isEmpty)
        }
    }
}
