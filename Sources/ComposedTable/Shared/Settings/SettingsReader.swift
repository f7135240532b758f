import Foundation

/// One pane of a settings bundle: a property list's specifiers, checked and localised.
struct SettingsPane {
    /// The file's name, `Root.plist`, for problems.
    let file: String
    /// The screen's title.
    let title: String
    let items: [SettingsItem]
}

/// One specifier, checked: what a row needs, with its titles localised.
struct SettingsItem {
    enum Kind: Equatable {
        case group, toggle, textField, slider, multiValue, radioGroup, titleValue
        case childPane(file: String)
        case unknown
    }

    let kind: Kind
    /// The specifier's place for problems: `item 9 “Theme”`.
    let place: String
    let title: String
    let key: String?
    let defaultValue: Any?
    let footer: String?
    /// Multi-values, radio groups and title values: the values, their titles and short titles.
    let values: [Any]
    let titles: [String]
    let shortTitles: [String]
    /// A toggle's values for on and off, when they are not `true` and `false`.
    let trueValue: Any?
    let falseValue: Any?
    /// The specifier as read, for the keys of a text field and a slider.
    let plist: [String: Any]
    /// Whether the specifier could not be shown as it says: it shows as a dimmed title row.
    let isBroken: Bool

    /// The title of a value (a short title when asked and given), or `nil` for none of them.
    func title(of value: Any?, short: Bool = false) -> String? {
        guard let value, let index = values.firstIndex(where: { settingsValue($0, equals: value) }) else { return nil }
        return short && index < shortTitles.count ? shortTitles[index] : titles[index]
    }
}

/// Whether two property list values are the same (a number read back may be of another type).
func settingsValue(_ one: Any, equals other: Any) -> Bool {
    if let one = one as? String, let other = other as? String { return one == other }
    if one is String || other is String { return false }
    if let one = one as? NSNumber, let other = other as? NSNumber { return one == other }
    return (one as? AnyHashable) == (other as? AnyHashable)
}

/// Reads the panes of a bundle's folder, keeping the problems of their specifiers.
struct SettingsReader {
    let folder: URL
    let languages: [String]
    let idiom: String
    var problems: [SettingsBundle.Error] = []
    /// The `DefaultValue` of every `Key` read, whatever the idiom.
    var defaultValues: [String: Any] = [:]

    /// Reads `NAME.plist`.
    ///
    /// - Throws: When the file is missing, is no property list, or has no specifiers.
    mutating func pane(named name: String, title: String) throws -> SettingsPane {
        let file = name + ".plist"
        let url = folder.appendingPathComponent(file)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SettingsBundle.Error("\(url.path) does not exist.")
        }
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            throw SettingsBundle.Error("\(url.path) is not a property list of a dictionary.")
        }
        guard let specifiers = plist["PreferenceSpecifiers"] as? [Any] else {
            throw SettingsBundle.Error("\(url.path) has no PreferenceSpecifiers array.")
        }
        let strings = (plist["StringsTable"] as? String).map(strings(table:)) ?? [:]
        func localised(_ text: String) -> String { strings[text] ?? text }
        var items: [SettingsItem] = []
        for (index, specifier) in specifiers.enumerated() {
            guard let specifier = specifier as? [String: Any] else {
                problems.append(.init("\(file), item \(index + 1): not a dictionary; left out."))
                continue
            }
            if let key = specifier["Key"] as? String, let value = specifier["DefaultValue"] { defaultValues[key] = value }
            if let idioms = specifier["SupportedUserInterfaceIdioms"] as? [String], !idioms.contains(idiom) { continue }
            items.append(item(specifier, file: file, index: index, localised: localised))
        }
        return SettingsPane(file: file, title: (plist["Title"] as? String).map(localised) ?? title, items: items)
    }

    /// Checks one specifier; a problem makes it a broken item, reported.
    private mutating func item(_ plist: [String: Any], file: String, index: Int, localised: (String) -> String) -> SettingsItem {
        let type = plist["Type"] as? String ?? "(none)"
        let title = (plist["Title"] as? String).map(localised) ?? ""
        let place = "item \(index + 1)" + (title.isEmpty ? "" : " “\(title)”")
        let kinds: [String: SettingsItem.Kind] = [
            "PSGroupSpecifier": .group, "PSToggleSwitchSpecifier": .toggle, "PSTextFieldSpecifier": .textField,
            "PSSliderSpecifier": .slider, "PSMultiValueSpecifier": .multiValue, "PSRadioGroupSpecifier": .radioGroup,
            "PSTitleValueSpecifier": .titleValue,
        ]
        var kind = kinds[type] ?? .unknown
        let values = plist["Values"] as? [Any] ?? []
        let titles = (plist["Titles"] as? [Any] ?? []).map { localised("\($0)") }
        let shortTitles = (plist["ShortTitles"] as? [Any] ?? []).map { localised("\($0)") }
        var problem: String?
        let key = plist["Key"] as? String
        if type == "PSChildPaneSpecifier" {
            if let file = plist["File"] as? String { kind = .childPane(file: file) } else { problem = "a child pane without File" }
        } else if kind == .unknown {
            problem = "unknown type \(type)"
        } else if kind != .group, key == nil {
            problem = "\(type) without Key"
        } else if [.multiValue, .radioGroup].contains(kind) && values.isEmpty {
            problem = "\(type) without Values"
        } else if titles.count != values.count && (!titles.isEmpty || kind != .titleValue) {
            problem = "Titles has \(titles.count) entries but Values has \(values.count)"
        } else if !shortTitles.isEmpty && shortTitles.count != values.count {
            problem = "ShortTitles has \(shortTitles.count) entries but Values has \(values.count)"
        } else if kind == .slider {
            let minimum = settingsNumber(plist["MinimumValue"]) ?? 0
            let maximum = settingsNumber(plist["MaximumValue"]) ?? 1
            if minimum >= maximum { problem = "MinimumValue \(minimum) is not below MaximumValue \(maximum)" }
        }
        if let problem { problems.append(.init("\(file), \(place): \(problem); shown as a title row.")) }
        var order = Array(values.indices)
        if plist["DisplaySortedByTitle"] as? Bool == true, titles.count == values.count {
            order.sort { titles[$0].localizedStandardCompare(titles[$1]) == .orderedAscending }
        }
        return SettingsItem(
            kind: kind, place: place, title: title, key: key, defaultValue: plist["DefaultValue"],
            footer: (plist["FooterText"] as? String).map(localised), values: order.map { values[$0] },
            titles: titles.count == values.count ? order.map { titles[$0] } : titles,
            shortTitles: shortTitles.count == values.count ? order.map { shortTitles[$0] } : shortTitles,
            trueValue: plist["TrueValue"], falseValue: plist["FalseValue"], plist: plist, isBroken: problem != nil)
    }

    /// The strings of `TABLE.strings` in the first preferred language that has them, then
    /// English and `Base`; empty when none has them.
    private func strings(table: String) -> [String: String] {
        var names: [String] = []
        for language in languages + ["en", "Base"] {
            let base = String(language.prefix { $0 != "-" && $0 != "_" })
            names += [language, language.replacingOccurrences(of: "-", with: "_"), base]
        }
        for name in names {
            let url = folder.appendingPathComponent("\(name).lproj/\(table).strings")
            if let data = FileManager.default.contents(atPath: url.path),
                let strings = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
            {
                return strings
            }
        }
        return [:]
    }
}

/// A number from a property list or the defaults (an integer, a real, an `NSNumber`), or `nil`.
func settingsNumber(_ value: Any?) -> Double? {
    guard let value, !(value is String) else { return nil }
    return (value as? NSNumber)?.doubleValue
}
