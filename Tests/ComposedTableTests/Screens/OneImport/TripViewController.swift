// This file imports only ComposedTable: every Foundation type a screen names in the package's
// API — `Date`, `Locale`, `TimeZone`, `Calendar`, `URL`, `Bundle`, `NSCoder` — must come with it.
// It is compiled on Linux with the tests (`OneImportTests`) and for iOS by `Scripts/ios-typecheck`.
import ComposedTable

/// A screen as an app writes it with one import: a date in a time zone and calendar, an amount in
/// a locale, a link, and a subclass with the initialisers of both platforms.
final class TripViewController: ComposedTableViewController {
    var departure = Date(timeIntervalSince1970: 1_800_000_000)
    let link = URL(string: "https://example.com/trip")!

    init() {
        super.init(title: "Trip")
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func compose() {
        addSection(header: "When")
        let date = addCell(DatePickerCell(key: "Departs", date: departure, mode: .date))
        date.timeZone = TimeZone(identifier: "UTC")!
        date.calendar = Calendar(identifier: .gregorian)
        date.locale = Locale(identifier: "en_US_POSIX")
        let fare = addCell(TextFieldCell(key: "Fare", text: "12.5"))
        fare.numberFormat = NumberFormat(.decimal(fractionDigits: 2), locale: Locale(identifier: "en_US_POSIX"))
        addCell(ActiveCell(key: "Link", value: link.host ?? ""))
        addCell(ActiveCell(key: "Bundle", value: Bundle.main.bundleIdentifier == nil ? "none" : "main"))
    }
}
