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
            _ = screen.addLazySection(header: nil, footer: nil, count: count, remakesRows: list == .remakingSection) { index in
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

#if canImport(Glibc)
import Foundation

/// The engine's memory per row, beside an `Array` of the same objects: the peak resident set
/// (`VmHWM`) of a fresh process that makes N cells and then composes them (or appends them to an
/// `Array`), less its peak once the cells exist and the structure's code is resident
/// (``RowMemoryBenchmark/warmUp(_:)``), divided by N; and the engine's own count of its
/// storage (`engineByteCount`). Each figure is the range over three processes. Run with
/// `swift run -c release ComposedTableBenchmarks engine-memory [rows…]`.
enum EngineMemoryBenchmark {
    static let goal = 32.0

    /// The process's peak resident set, in bytes.
    static func peakResidentBytes() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        return kilobytes * 1_024
    }

    /// In a fresh process: prints the peak bytes per row of `rows` cells composed (`engine`) or
    /// appended to an `Array` (`array`), and the engine's own bytes per row.
    static func child(rows: Int, kind: String) {
        let cells = (0..<rows).map { BenchCell(index: $0) }
        RowMemoryBenchmark.warmUp(kind)
        let before = peakResidentBytes()
        var engineBytes = 0
        if kind == "array" {
            var array: [BenchCell] = []
            for cell in cells { array.append(cell) }
            blackHole(array)
        } else {
            let composition = composed(cells)
            engineBytes = composition.engineByteCount
            blackHole(composition)
        }
        let peak = peakResidentBytes()
        print(Double(peak - before) / Double(rows), Double(engineBytes) / Double(rows))
    }

    /// Runs `child` in a new process and reads its two figures.
    static func measure(rows: Int, kind: String) -> (peak: Double, engine: Double) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["engine-memory", "child", "\(rows)", kind]
        let pipe = Pipe()
        process.standardOutput = pipe
        try? process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let figures = output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        return figures.count == 2 ? (figures[0], figures[1]) : (.nan, .nan)
    }

    static func run(arguments: [String]) {
        if arguments.first == "child", arguments.count == 3, let rows = Int(arguments[1]) {
            child(rows: rows, kind: arguments[2])
            return
        }
        let requested = arguments.compactMap { Int($0) }
        let sizes = requested.isEmpty ? [1_000, 100_000, 1_000_000, 10_000_000] : requested
        print("Engine memory per row (bytes): peak RSS of a fresh process composing N cells, beside an Array of the")
        print("same objects; and the engine's own storage (engineByteCount). Range over 3 processes; goal ≤ 32 B at 1M.")
        print(pad("rows", 11) + pad("engine peak", 14) + pad("Array peak", 13) + pad("engineByteCount", 17))
        var met = true
        for rows in sizes {
            let engine = (0..<3).map { _ in measure(rows: rows, kind: "engine") }
            let array = (0..<3).map { _ in measure(rows: rows, kind: "array") }
            func range(_ values: [Double]) -> String {
                let (low, high) = (values.min()!, values.max()!)
                return low == high ? format(low, digits: 1) : "\(format(low, digits: 1))–\(format(high, digits: 1))"
            }
            if rows == 1_000_000 { met = engine.map(\.peak).max()! <= goal }
            print(
                pad("\(rows)", 11) + pad(range(engine.map(\.peak)), 14) + pad(range(array.map(\.peak)), 13)
                    + pad(range(engine.map(\.engine)), 17))
        }
        if sizes.contains(1_000_000) {
            print((met ? "met:    " : "MISSED: ") + "engine peak memory ≤ 32 bytes per row at 1M rows")
        }
    }
}
#endif
