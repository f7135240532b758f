// The README's settings sample, from `README:begin` to `README:end`: it runs in the terminal
// demo, is type-checked against UIKit, and a test keeps the README's copy identical.
import ComposedTable

// README:begin
/// What the settings screen edits. Its rows are bound to these properties: each change the user
/// makes is written here, and the rows show what is here when the screen opens.
final class DeviceSettings {
    struct Values: Equatable {
        var wifi = true
        var askToJoin = false
        var brightness = 0.6
        var lowPowerMode = false
        var autoLockMinutes = 2
        var appearance = "Automatic"
    }
    var values = Values()
    /// What was saved last: where an app reads from and writes to disk.
    private(set) var saved = Values()
    /// How many times the settings were saved.
    private(set) var saveCount = 0

    func save() {
        saved = values
        saveCount += 1
    }

    func revert() { values = saved }
}

final class SettingsViewController: ComposedTableViewController {
    let settings = DeviceSettings()

    override func compose() {
        title = "Settings"
        tracksUnsavedChanges = true  // leaving after a change asks: Save, Discard or Cancel
        onSave = { [settings] in settings.save() }  // runs once every row's rules pass
        onDiscard = { [unowned self] in  // bindings wrote each change: put the saved values back
            settings.revert()
            recompose()  // the rows show the saved values when the screen opens again
        }

        addSection(header: "Wi-Fi", footer: "Known networks are joined automatically.")
        let wifi = addCell(SwitchCell(key: "Wi-Fi")).bind(to: settings, \.values.wifi)
        addCell(ActiveCell(key: "Network", value: "Home")).visible(when: wifi) { $0 }
        addCell(SwitchCell(key: "Ask to Join")).bind(to: settings, \.values.askToJoin).visible(when: wifi) { $0 }

        addSection(header: "Display")
        addCell(SliderCell(key: "Brightness", number: 0.6)).bind(to: settings, \.values.brightness)
        let lowPower = addCell(SwitchCell(key: "Low Power Mode")).bind(to: settings, \.values.lowPowerMode)
        addCell(StepperCell(key: "Auto-Lock (min)", number: 2, in: 1...10))
            .bind(to: settings, \.values.autoLockMinutes)
            .enabled(when: lowPower) { !$0 }  // Low Power Mode locks after 30 seconds
        addChoices(["Light", "Dark", "Automatic"], selection: nil, header: "Appearance").bind(to: settings, \.values.appearance)

        addSection(header: "General")
        let update = addCell(ActiveCell(key: "Software Update", value: "Managed"))
        update.isEnabled = false  // managed by the organisation: dimmed, never runs an action
        let storage = addCell(ActiveCell(key: "Storage", value: "42 GB free"))
        storage.height = .fraction(0.15)  // a custom height: 15 % of the visible height

        addSection(footer: "Signed in as stephan@example.com.")
        addCell(
            ButtonCell(title: "Sign Out", isDestructive: true) { cell in
                cell.key = "Signed Out"
                cell.isEnabled = false
            })
    }
}
// README:end
