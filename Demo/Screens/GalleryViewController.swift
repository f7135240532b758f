import ComposedTable

/// Grid rows, laid out by Core's `GridLayout` on both backends: a colour-swatch picker whose
/// choice a preview row follows, and an icon picker. (A SwiftUI row is UIKit's only: the iOS app
/// adds a screen of its own for it, `SwiftUIRowsViewController`.)
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
    }
}
