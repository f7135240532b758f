// The lazy goal: a choice screen of 100,000 options (a lazy section) opens on its first or its
// last option, draws a frame and answers a search key within 2× of one of 100 options.
import ComposedTable

@MainActor
enum ChoiceBenchmark {
    /// A terminal session whose root screen opens a searchable choice screen of `count` options.
    @MainActor
    final class Chooser {
        let options: [String]
        let root = ComposedTableViewController(title: "Root")
        let session: TerminalSession

        init(count: Int) {
            options = (0..<count).map { "Option \($0)" }
            root.addCell(ActiveCell(key: "Open"))
            session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 80, rows: 24))
            blackHole(session.screen)
        }

        /// Opens the choice screen on `selection` and draws it.
        func open(on selection: String?) {
            root.choose("Options", from: ChoiceOptions(options, searchable: true), selection: selection) { _ in }
            blackHole(session.screen)
        }

        /// Closes the choice screen.
        func close() {
            session.navigationController.popViewController(animated: false)
        }

        /// One round: nanoseconds to open the screen on the first option and draw it, the same on
        /// the last option, and for the first search key (`/` not timed) and its frame. Closing is
        /// not timed.
        func round(_ costs: inout [String: Double], prefix: String) {
            costs[prefix + "first"] = cpuNanoseconds { open(on: options.first) }
            close()
            costs[prefix + "last"] = cpuNanoseconds { open(on: options.last) }
            // What any picker pays to find the current value among its options, for the detail line.
            costs[prefix + "scan"] = cpuNanoseconds { blackHole(options.firstIndex(of: options[options.count - 1])) }
            session.send(.character("/"))
            costs[prefix + "search"] = cpuNanoseconds {
                session.send(.character("9"))
                blackHole(session.screen)
            }
            precondition(session.navigationController.topViewController.core.search?.query == "9", "the search key did not arrive")
            close()
        }
    }

    static func goals(_ report: GoalReport) {
        report.section("Lazy: a choice screen of 100,000 options ÷ one of 100")
        let small = Chooser(count: 100)
        let large = Chooser(count: 100_000)
        let runs = measureRuns(rounds: 5) { _, costs in
            small.round(&costs, prefix: "small ")
            large.round(&costs, prefix: "large ")
        }
        let figures = [
            ("first", "opens on its first option and draws"), ("last", "opens on its last option and draws"),
            ("search", "answers the first search key and draws"),
        ]
        for (key, name) in figures {
            let scan =
                key != "last"
                ? "" : "; finding the value alone, `[String].firstIndex(of:)` " + microseconds(figure(runs) { $0["large scan"]! })
            report.check(
                "\(name), 100k ÷ 100", figure(runs) { $0["large " + key]! / $0["small " + key]! }, atMost: 2,
                detail: "at 100 " + microseconds(figure(runs) { $0["small " + key]! }) + ", at 100k "
                    + microseconds(figure(runs) { $0["large " + key]! }) + scan)
        }
    }
}
