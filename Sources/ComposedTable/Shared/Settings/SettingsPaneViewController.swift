import Foundation

/// The screen of one settings pane: a row per specifier, built with the public API (cells,
/// choices, `choose`), its values read from the defaults and written back at each change.
final class SettingsPaneViewController: ComposedTableViewController {
    private let pane: SettingsPane
    private let bundle: SettingsBundle
    /// What shows the defaults again, one per keyed row.
    private var refreshers: [@MainActor () -> Void] = []
    private var observer: SettingsObserver?

    init(pane: SettingsPane, bundle: SettingsBundle) {
        self.pane = pane
        self.bundle = bundle
        super.init(title: pane.title)
    }

    required init?(coder: NSCoder) { nil }

    override func compose() {
        refreshers = []
        var needsSection = true  // rows before the first group, and after a radio group, get one
        for item in pane.items {
            if item.kind == .group && !item.isBroken {
                addSection(header: item.title.isEmpty ? nil : item.title, footer: item.footer)
                needsSection = false
            } else if item.kind == .radioGroup && !item.isBroken, let key = item.key {
                addRadioGroup(item, key: key)
                needsSection = true
            } else {
                if needsSection { addSection() }
                needsSection = false
                addRow(item)
            }
        }
        observer = SettingsObserver { [weak self] in self?.showDefaults() }
    }

    /// Shows the defaults as they are now.
    func showDefaults() {
        for refresher in refreshers { refresher() }
    }

    /// Keeps what shows a row's value, and shows it.
    private func track(_ refresher: @escaping @MainActor () -> Void) {
        refreshers.append(refresher)
        refresher()
    }

    // MARK: - Rows

    private func addRow(_ item: SettingsItem) {
        let bundle = bundle
        let key = item.key ?? ""  // every kind but a group and a child pane has one, when not broken
        guard !item.isBroken else {
            let cell = addCell(ActiveCell(key: item.title))
            cell.isEnabled = false
            return
        }
        switch item.kind {
        case .toggle:
            let cell = addCell(
                SwitchCell(key: item.title) { _, isOn in
                    bundle.write((isOn ? item.trueValue : item.falseValue) ?? isOn, forKey: key)
                })
            track { [unowned self, weak cell] in cell?.isOn = self.isOn(item) }
        case .textField:
            let cell = addCell(
                TextFieldCell(key: item.title, isSecure: item.plist["IsSecure"] as? Bool ?? false, keyboardType: keyboard(item)) {
                    _, text in bundle.write(text, forKey: key)
                })
            cell.applySettingsTextTraits(item.plist)
            track { [unowned self, weak cell] in
                let text = self.stored(item, as: "a string") { $0 is String } as? String ?? ""
                if cell?.text != text { cell?.text = text }
            }
        case .slider:
            let range = (settingsNumber(item.plist["MinimumValue"]) ?? 0)...(settingsNumber(item.plist["MaximumValue"]) ?? 1)
            let cell = addCell(
                SliderCell(key: item.title, number: range.lowerBound, in: range) { _, number in bundle.write(number, forKey: key) })
            track { [unowned self, weak cell] in
                cell?.number = settingsNumber(self.stored(item, as: "a number") { settingsNumber($0) != nil }) ?? range.lowerBound
            }
        case .multiValue:
            let cell = addCell(
                ActiveCell(key: item.title) { cell in
                    let current = bundle.value(of: item).flatMap { value in item.values.firstIndex { settingsValue($0, equals: value) } }
                    let options = ChoiceOptions(Array(item.values.indices)) { item.titles[$0] }
                    cell.controller?.choose(item.title, from: options, selection: current) {
                        bundle.write(item.values[$0], forKey: key)
                    }
                })
            cell.accessory = .disclosureIndicator
            track { [unowned self, weak cell] in cell?.value = item.title(of: self.choice(item), short: true) }
        case .titleValue:
            let cell = addCell(ActiveCell(key: item.title))
            track { [unowned self, weak cell] in
                let value = self.stored(item, as: "a value") { _ in true }
                cell?.value = item.title(of: value) ?? value.map { "\($0)" }
            }
        case .childPane(let file):
            let cell = addCell(
                ActiveCell(key: item.title) { cell in
                    guard let screen = bundle.screen(for: file) else { return }
                    cell.controller?.navigationController?.pushViewController(screen, animated: true)
                })
            cell.isEnabled = bundle.panes[file] != nil  // reported when it was read
            cell.accessory = cell.isEnabled ? .disclosureIndicator : .none
        case .group, .radioGroup, .unknown:
            break
        }
    }

    private func addRadioGroup(_ item: SettingsItem, key: String) {
        let bundle = bundle
        let options = item.titles.indices.map { SettingsOption(index: $0, title: item.titles[$0]) }
        let header = item.title.isEmpty ? nil : item.title
        let group = addChoices(options, selection: nil, header: header, footer: item.footer, title: \.title) { _, option in
            bundle.write(item.values[option.index], forKey: key)
        }
        track { [unowned self, weak group] in
            let current = self.choice(item)
            group?.selection = current.flatMap { value in options.first { settingsValue(item.values[$0.index], equals: value) } }
        }
    }

    // MARK: - Values

    /// The value in the defaults when it is of the kind asked, else the default value; a value
    /// of another kind is reported.
    private func stored(_ item: SettingsItem, as kind: String, accepts: (Any) -> Bool) -> Any? {
        guard let key = item.key, let value = bundle.defaults.object(forKey: key) else { return item.defaultValue }
        if accepts(value) { return value }
        bundle.report(
            SettingsBundle.Error(
                "\(pane.file), \(item.place): the defaults hold “\(value)” for \(key), not \(kind); the row shows the default value."))
        return item.defaultValue
    }

    /// Whether a toggle is on: its value is `TrueValue`, or `true` when it has none.
    private func isOn(_ item: SettingsItem) -> Bool {
        guard let on = item.trueValue else { return stored(item, as: "a Boolean") { $0 is Bool } as? Bool ?? false }
        let off = item.falseValue ?? false
        let value = stored(item, as: "TrueValue or FalseValue") { settingsValue($0, equals: on) || settingsValue($0, equals: off) }
        return value.map { settingsValue($0, equals: on) } ?? false
    }

    /// The value of a multi-value or radio group, when it is one of its values.
    private func choice(_ item: SettingsItem) -> Any? {
        stored(item, as: "one of its Values") { value in item.values.contains { settingsValue($0, equals: value) } }
    }

    private func keyboard(_ item: SettingsItem) -> KeyboardType {
        switch item.plist["KeyboardType"] as? String {
        case "NumbersAndPunctuation": .numbersAndPunctuation
        case "NumberPad": .numberPad
        case "URL": .URL
        case "EmailAddress": .emailAddress
        default: .default
        }
    }
}

/// An option of a radio group: its place among the values, and its title.
struct SettingsOption: Hashable {
    let index: Int
    let title: String
}

extension SettingsBundle {
    /// The value of an item in the defaults, or its default value, unchecked.
    func value(of item: SettingsItem) -> Any? {
        item.key.flatMap { defaults.object(forKey: $0) } ?? item.defaultValue
    }
}
