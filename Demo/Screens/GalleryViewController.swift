import ComposedTable

/// Grid rows, laid out by Core's `GridLayout` on both backends: a colour-swatch picker whose
/// choice a preview row follows, an icon picker, and days of the week, any number of them
/// selected. (A SwiftUI row is UIKit's only: the iOS app adds a screen of its own for it,
/// `SwiftUIRowsViewController`.)
final class GalleryViewController: ComposedTableViewController {
    static let colours: [GridOption] = [
        .swatch("Red", SwatchColor(hex: 0xFF3B30)), .swatch("Orange", SwatchColor(hex: 0xFF9500)),
        .swatch("Yellow", SwatchColor(hex: 0xFFCC00)), .swatch("Green", SwatchColor(hex: 0x34C759)),
        .swatch("Blue", SwatchColor(hex: 0x007AFF)), .swatch("Purple", SwatchColor(hex: 0xAF52DE)),
    ]

    static let icons: [GridOption] = [
        .symbol("Star", systemImage: "star"), .symbol("Heart", systemImage: "heart"), .symbol("Bolt", systemImage: "bolt"),
        .symbol("Moon", systemImage: "moon"), .symbol("Flag", systemImage: "flag"), .symbol("Globe", systemImage: "globe"),
    ]

    static let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].map { GridOption($0) }

    override func compose() {
        title = "Gallery"
        addSection(header: "Colour", footer: "The preview follows the swatch you pick.")
        let preview = ActiveCell(key: "Preview", value: "Blue")
        addCell(
            GridCell(key: "", options: Self.colours, itemsPerRow: 6, selectedIndex: 4) { cell, index in
                preview.value = cell.options[index].title
            })
        addCell(preview)

        addSection(header: "Icon")
        addCell(GridCell(key: "Icon", options: Self.icons, itemsPerRow: 3, selectedIndex: 0))

        addSection(header: "Alarm", footer: "Select as many days as you like.")
        addCell(GridCell(key: "Repeat", options: Self.days, itemsPerRow: 7, selectedIndices: [0, 2, 4]))
    }
}
