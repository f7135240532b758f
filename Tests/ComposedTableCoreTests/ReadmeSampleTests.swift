import ComposedTableCore
import TestSupport
import Testing

/// The engine sample of `Docs/Architecture.md`, kept compiling and true here.
@MainActor
struct ReadmeSampleTests {
    final class Cell: RowContent {
        let key: String
        var value: String?
        var accessory: RowAccessory = .none
        init(_ key: String, _ value: String? = nil) {
            self.key = key
            self.value = value
        }
    }

    @Test func theReadmeSampleDoesWhatItSays() {
        // --- README sample begins
        let settings = Composition<Cell, Never>()
        settings.addSection(header: "Network", footer: "Changes apply at once.")
        settings.addCell(Cell("Wi-Fi", "Home"))
        let proxy = Cell("Proxy", "Off")
        settings.addCell(proxy)
        settings.addCell(Cell("VPN"))

        // After display: hide a row and get the exact UITableView batch update.
        let update = settings.setCell(proxy, hidden: true)
        print(update)  // TableUpdate(-rows [0, 1])
        print(settings.plainText())
        // [Network]
        //   Wi-Fi: Home
        //   VPN
        //   (Changes apply at once.)
        // --- README sample ends
        expectEqual(update, TableUpdate(deletedRows: [RowPath(section: 0, row: 1)]))
        expectEqual(update.description, "TableUpdate(-rows [0, 1])")
        expectEqual(settings.plainText(), "[Network]\n  Wi-Fi: Home\n  VPN\n  (Changes apply at once.)")
        #expect(update.isValid(rowCountsBefore: [3], rowCountsAfter: settings.rowCounts))
    }
}
