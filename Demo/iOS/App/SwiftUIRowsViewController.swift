import ComposedTable
import SwiftUI

/// What only UIKit has, beside the shared screens: a SwiftUI view as a row (`HostingCell`). A
/// counter keeps its count while it scrolls away, and grows a line when the count passes 3. A
/// row with a swipe action and no deletion, for the UI tests' swipes.
final class SwiftUIRowsViewController: ComposedTableViewController {
    override func compose() {
        title = "SwiftUI rows"
        addSection(header: "SwiftUI", footer: "A SwiftUI view as a row: it keeps its state and its height follows it.")
        addCell(HostingCell(key: "Counter") { GalleryCounter() })
        addSection(header: "Swipe")
        let note = addCell(ActiveCell(key: "Note"))
        note.leadingSwipeActions = [
            SwipeAction("Pin", systemImage: "pin", tint: .indigo) { cell in cell.value = cell.value == nil ? "Pinned" : nil }
        ]
    }
}

/// A SwiftUI row's content: a count with its own state, and a line that appears past 3.
struct GalleryCounter: View {
    @State private var count = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Stepper("Taps: \(count)", value: $count, in: 0...10)
            if count > 3 {
                Text("More than three: this row grew, and the table followed.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
    }
}
