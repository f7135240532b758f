#if !canImport(UIKit)
import ComposedTable

import HeapStatistics

/// Memory after scrolling a 100,000-option list end to end in an 80×24 terminal: the option cells
/// made and the heap held, once the list is open (its first frame) and once Page Down has reached
/// its last option, a frame drawn after each page (about 4,550 of them). Three lists:
/// - the choice screen of `choose(_:from:selection:…)`, whose options are let go off screen;
/// - the same options in a lazy section that remakes its rows (the choice screen's section,
///   without its search and session);
/// - the baseline, what choice screens were: the same section keeping every row it made.
/// Each figure is the range over three runs; the heap is glibc's `mallinfo2` in use, less what it
/// was before the screen opened.
enum MemoryBenchmark {
    struct Figures {
        var cellsOpen: Int
        var cellsEnd: Int
        var bytesOpen: Int
        var bytesEnd: Int
        var pages: Int
    }

    enum List: CaseIterable {
        case choiceScreen, remakingSection, keepingSection

        var name: String {
            switch self {
            case .choiceScreen: "choose(…), rows let go"
            case .remakingSection: "section, rows remade"
            case .keepingSection: "section, rows kept (was)"
            }
        }
    }

    static let count = 100_000

    @MainActor
    static func run() {
        print("Memory after scrolling 100,000 options end to end (80×24 terminal, Page Down to the last option,")
        print("a frame after each page): option cells made and heap held, once open and at the end. Range over 3 runs.")
        print(
            "list".padding(28) + pad("pages", 8) + pad("cells open", 12) + pad("cells at end", 14) + pad("heap open KB", 14)
                + pad("heap at end KB", 16))
        for list in List.allCases {
            let runs = (0..<3).map { _ in measure(list) }
            func range(_ key: (Figures) -> Int, divisor: Int = 1) -> String {
                let values = runs.map { (key($0) + divisor / 2) / divisor }
                let (low, high) = (values.min()!, values.max()!)
                return low == high ? "\(low)" : "\(low)–\(high)"
            }
            print(
                list.name.padding(28) + pad(range(\.pages), 8) + pad(range(\.cellsOpen), 12) + pad(range(\.cellsEnd), 14)
                    + pad(range(\.bytesOpen, divisor: 1024), 14) + pad(range(\.bytesEnd, divisor: 1024), 16))
        }
    }

    @MainActor
    static func measure(_ list: List) -> Figures {
        let options = (0..<count).map { "Option \($0)" }
        let root = ComposedTableViewController(title: "Root")
        root.addCell(ActiveCell(key: "Open"))
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 80, rows: 24))
        blackHole(session.screen)
        let before = Int(heap_statistics_bytes_in_use())
        switch list {
        case .choiceScreen:
            root.choose("Options", from: options, selection: options.first, searchable: true) { _ in }
        case .remakingSection, .keepingSection:
            let screen = ComposedTableViewController(title: "Options")
            let chosen = options[0]
            screen.addLazySection(header: nil, footer: nil, count: count, remakesRows: list == .remakingSection) { index in
                OptionCell(key: options[index], isChecked: options[index] == chosen) { _ in }
            }
            root.navigationController?.pushViewController(screen, animated: false)
        }
        blackHole(session.screen)
        let screen = session.navigationController.topViewController
        let cellsOpen = screen.core.composition.count
        let bytesOpen = Int(heap_statistics_bytes_in_use()) - before
        var pages = 0
        while screen.cursorRowPath?.row != count - 1, pages < 2 * count {
            session.send(.pageDown)
            blackHole(session.screen)
            pages += 1
        }
        let figures = Figures(
            cellsOpen: cellsOpen, cellsEnd: screen.core.composition.count, bytesOpen: bytesOpen,
            bytesEnd: Int(heap_statistics_bytes_in_use()) - before, pages: pages)
        session.navigationController.popViewController(animated: false)
        return figures
    }
}
#endif
