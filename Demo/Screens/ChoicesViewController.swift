// The sample of the DocC article *Throwaway pickers*, from `README:begin` to `README:end`: it runs
// in the terminal demo, is type-checked against UIKit, and a test keeps the article's copy identical.
import ComposedTable

// README:begin
final class ChoicesViewController: ComposedTableViewController {
    override func compose() {
        title = "Choices"
        addSection(header: "Rows that choose", footer: "The options screen opens on the current value.")
        addChoice("Colour", from: ["Red", "Green", "Blue"], selection: "Red")
        // Every time zone the platform knows, searchable (/ in a terminal), made as they show.
        addChoice("Time zone", from: Zones.all, selection: Zones.current, optionSubtitle: Zones.offset)

        addSection(header: "Throwaway pickers", footer: "Type / to search a long list; case and accents do not matter.")
        var number = 50_000  // the current choice: the list opens on it
        addCell(
            ActiveCell(key: "One of 100,000", value: optionName(number)) { cell in
                let options = ChoiceOptions(Array(1...100_000), title: optionName)
                cell.controller?.choose("100,000 options", from: options, selection: number) {
                    number = $0
                    cell.value = optionName($0)
                }
            }
        ).accessory = .disclosureIndicator
        addCell(
            ActiveCell(key: "Notify by", value: "Mail") { cell in
                let channels = ["Mail", "Messages", "Phone"]
                let current = Set(cell.value?.components(separatedBy: ", ") ?? [])
                cell.controller?.chooseMany("Notify by", from: ChoiceOptions(channels), selections: current) { chosen in
                    cell.value = channels.filter(chosen.contains).joined(separator: ", ")
                }
            }
        ).accessory = .disclosureIndicator
        addCell(
            ActiveCell(key: "City", value: "Paris") { cell in
                Task {  // the loading state, then the options — or the error and Retry (the first load fails)
                    if let city = await cell.controller?.choose("City", from: .loading(Cities.load), selection: cell.value) {
                        cell.value = city
                    }
                }
            }
        ).accessory = .disclosureIndicator

        addSection(header: "Menus and alerts")
        addMenu("Sort by", from: ["Date", "Name", "Size"], selection: "Date")
        let account = addCell(ActiveCell(key: "Account", value: "Signed in"))
        addCell(
            ButtonCell(title: "Sign Out", isDestructive: true) { cell in
                Task {
                    guard let controller = cell.controller else { return }
                    if await controller.confirm(
                        "Sign out?", message: "You can sign in again.", action: "Sign Out", role: .destructive, from: cell)
                    {
                        account.value = "Signed out"
                    }
                }
            })
    }
}
// README:end

/// "Option 1,234".
private func optionName(_ number: Int) -> String {
    "Option " + number.formatted(.number.locale(Locale(identifier: "en_US")))
}

/// The time zones the platform knows, and their offsets.
private enum Zones {
    /// Every time zone the platform knows; a few when it knows none (no tz database installed).
    static let all: [String] = {
        let known = TimeZone.knownTimeZoneIdentifiers
        return known.isEmpty ? ["America/New_York", "Europe/Paris", "Asia/Tokyo"] : known
    }()

    /// The current time zone when the list has it (Linux's `Etc/UTC` is not listed), else Paris.
    static var current: String {
        all.contains(TimeZone.current.identifier) ? TimeZone.current.identifier : all.contains("Europe/Paris") ? "Europe/Paris" : all[0]
    }

    /// A time zone's offset from GMT now, such as "GMT+02:00".
    static func offset(_ identifier: String) -> String? {
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        let seconds = zone.secondsFromGMT()
        let minutes = abs(seconds) / 60
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "GMT\(seconds < 0 ? "-" : "+")\(twoDigits(minutes / 60)):\(twoDigits(minutes % 60))"
    }
}

/// Cities that load after a short wait; the first load fails, to show the error and Retry.
@MainActor
private enum Cities {
    private static var loads = 0

    static func load() async throws -> [ChoiceSection<String>] {
        loads += 1
        try await Task.sleep(for: .milliseconds(600))
        if loads == 1 { throw Offline() }
        return [
            ChoiceSection(header: "Europe", options: ["Berlin", "Lisbon", "Paris", "Zürich"]),
            ChoiceSection(header: "Elsewhere", options: ["Montréal", "São Paulo", "Tokyo"]),
        ]
    }

    private struct Offline: LocalizedError {
        var errorDescription: String? { "The network is offline (the first load always fails, to show Retry)." }
    }
}
