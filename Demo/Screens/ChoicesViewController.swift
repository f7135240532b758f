import Foundation

#if canImport(UIKit)
import ComposedTable
#else
import ComposedTableTerminal
#endif

/// Choice screens, each in a line or two: a choice row, a searchable time-zone picker over
/// every time zone the platform knows, 100,000 options made as they show, a multiple choice,
/// options that load (and fail once), a menu, and a "Sign out?" confirmation.
final class ChoicesViewController: ComposedTableViewController {
    /// What the "City" loader does next: fail once, to show the error and Retry.
    private var cityLoads = 0

    override func compose() {
        title = "Choices"
        addSection(header: "Rows that choose", footer: "The options screen opens on the current value.")
        addChoice("Colour", from: ["Red", "Green", "Blue"], selection: "Red")
        addChoice(
            "Time zone", from: Self.timeZones, selection: TimeZone.current.identifier,
            optionTitle: { $0.replacingOccurrences(of: "_", with: " ") }, optionSubtitle: Self.offset)

        addSection(header: "Throwaway pickers", footer: "Type / to search a long list; case and accents do not matter.")
        let number = addCell(
            ActiveCell(key: "One of 100,000", value: "Option 50,000") { cell in
                cell.controller?.choose("100,000 options", from: Array(1...100_000), selection: 50_000, optionTitle: Self.optionName) {
                    cell.value = Self.optionName($0)
                }
            })
        number.accessory = .disclosureIndicator
        let channels = addCell(
            ActiveCell(key: "Notify by", value: "Mail") { cell in
                let current = Set(cell.value?.components(separatedBy: ", ") ?? [])
                cell.controller?.chooseMany("Notify by", from: ["Mail", "Messages", "Phone"], selections: current) { chosen in
                    cell.value = ["Mail", "Messages", "Phone"].filter(chosen.contains).joined(separator: ", ")
                }
            })
        channels.accessory = .disclosureIndicator
        let city = addCell(
            ActiveCell(key: "City", value: "Paris") { [weak self] cell in
                Task {
                    let chosen = await cell.controller?.choose(
                        "City", loading: { try await self?.loadCities() ?? [] }, selection: cell.value)
                    if let chosen { cell.value = chosen }
                }
            })
        city.accessory = .disclosureIndicator

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

    /// The cities, after a short wait; the first load fails.
    private func loadCities() async throws -> [ChoiceSection<String>] {
        cityLoads += 1
        try await Task.sleep(for: .milliseconds(600))
        if cityLoads == 1 { throw CityError.offline }
        return [
            ChoiceSection("Europe", options: ["Berlin", "Lisbon", "Paris", "Zürich"]),
            ChoiceSection("Elsewhere", options: ["Montréal", "São Paulo", "Tokyo"]),
        ]
    }

    private enum CityError: LocalizedError {
        case offline
        var errorDescription: String? { "The network is offline (the first load always fails, to show Retry)." }
    }

    /// Every time zone the platform knows; a few when it knows none (no tz database installed).
    static let timeZones: [String] = {
        let known = TimeZone.knownTimeZoneIdentifiers
        return known.isEmpty ? ["America/New_York", "Europe/Paris", "Asia/Tokyo", "UTC"] : known
    }()

    /// A time zone's offset from GMT now, such as "GMT+02:00".
    static func offset(_ identifier: String) -> String? {
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        let seconds = zone.secondsFromGMT()
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        let hours = String(minutes / 60)
        let rest = String(minutes % 60)
        return "GMT\(sign)\(hours.count < 2 ? "0" + hours : hours):\(rest.count < 2 ? "0" + rest : rest)"
    }

    /// "Option 1,234".
    static func optionName(_ number: Int) -> String {
        "Option " + number.formatted(.number.locale(Locale(identifier: "en_US")))
    }
}
