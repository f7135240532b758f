import ComposedTable
import Foundation

// README:begin
/// The demo's `Settings.bundle` as screens: `Demo/Settings.bundle` has every kind of specifier,
/// a child pane and German titles. The iOS app ships it, so the Settings app shows it too.
@MainActor
func makeSettingsBundleScreen() -> ComposedTableViewController {
    // An app ships the bundle (Bundle.main); the terminal demo reads it beside its sources.
    let url =
        Bundle.main.url(forResource: "Settings", withExtension: "bundle")
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Settings.bundle")
    do {
        let settings = try SettingsBundle(contentsOf: url)  // values in UserDefaults.standard, as the Settings app's
        return settings.makeScreen()  // settings.problems: what the property lists got wrong (nothing here)
    } catch {
        return ReadingViewController(title: "Settings.bundle", text: "\(error)")  // the bundle is missing or malformed
    }
}
// README:end
