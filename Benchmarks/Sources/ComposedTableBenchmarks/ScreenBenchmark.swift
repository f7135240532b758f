#if !canImport(UIKit)
import ComposedTable

/// Tab and a frame in the terminal backend at two table sizes, with hidden rows present: both
/// must cost what is on screen (and the rows Tab walks), not the size of the table.
enum ScreenBenchmark {
    /// Nanoseconds per Tab (one field to the next, one row apart) and per frame (a full
    /// `ScreenBuffer` of an 80×24 terminal), best of several runs.
    @MainActor
    static func run(rows: Int) -> (tab: Double, frame: Double) {
        let screen = ComposedTableViewController(title: "Rows")
        var fields: [TextFieldCell] = []
        for index in 0..<rows {
            if index % 2 == 0 {
                fields.append(screen.addCell(TextFieldCell(key: "Field \(index)")))
            } else {
                let hidden = screen.addCell(ActiveCell(key: "Hidden \(index)"))
                if index % 4 == 1 { screen.setCell(hidden, hidden: true) }
            }
        }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 80, rows: 24))
        blackHole(session.screen)  // composes, lays out and builds the row maps once
        let tabs = 40
        let tab = measure(operations: tabs) {
            session.send(.enter)  // edit the first field
            for _ in 0..<tabs { session.send(.tab) }
            session.send(.escape)
            session.send(.home)
        }
        let frames = 50
        let frame = measure(operations: frames) {
            for _ in 0..<frames { blackHole(session.screen) }
        }
        precondition(fields.count > tabs, "the table has more fields than the benchmark tabs through")
        return (tab, frame)
    }
}
#endif
