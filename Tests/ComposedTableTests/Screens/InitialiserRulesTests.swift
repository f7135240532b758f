import TestSupport
import Testing

@testable import ComposedTable
@testable import ComposedTableDemoScreens

/// A screen with a stored property and its own designated initialiser, written once
/// (`Demo/Screens/MessageViewController.swift`, also type-checked for iOS): it runs in a terminal,
/// pushed from another screen, composed once, and drawn with its title.
@MainActor
struct InitialiserRulesTests {
    @Test func aScreenWithItsOwnDesignatedInitialiserIsPushedAndDrawn() throws {
        let message = InboxViewController.Message(sender: "Ada", subject: "Lunch on Friday?")
        let menu = ComposedTableViewController(title: "Mail")
        let screen = MessageViewController(message: message)
        menu.addCell(
            ActiveCell(key: "Open") { [weak screen] cell in
                guard let screen else { return }
                cell.controller?.navigationController?.pushViewController(screen, animated: true)
            })
        let session = TerminalSession(rootViewController: menu, size: TerminalSize(columns: 40, rows: 10))
        session.run(try KeyScript("enter"))
        let text = session.screen.text
        #expect(text.contains("Lunch on Friday?"), "the title set by super.init(title:)")
        #expect(text.contains("Ada"))
        expectEqual(screen.composeCount, 1)
        expectEqual(screen.message.sender, "Ada")

        session.run(try KeyScript("left enter"))
        expectEqual(screen.composeCount, 1, "shown again, not composed again")
    }

    @Test func theDesignatedInitialiserSetsTheTitleAndAnUntitledScreenHasNone() {
        expectEqual(ComposedTableViewController(title: "Colour").title, "Colour")
        expectEqual(ComposedTableViewController().title, nil)
    }

    /// A subclass's designated initialiser that calls `super.init()` — `init(title:)`'s default
    /// in a terminal — links and runs (it failed to link when `init()` was a convenience
    /// initialiser overriding the base's), and one that calls `super.init(title:)` still does; a
    /// subclass's own `init()` needs no `override` (`OneImport/TripViewController.swift`).
    @Test func aSubclassCallsSuperInitOrSuperInitTitle() throws {
        let untitled = CounterViewController(start: 3)
        expectEqual(untitled.title, nil)
        untitled.title = "Counter"
        let titled = GreetingViewController(name: "Ada")
        expectEqual(titled.title, "Hello, Ada")

        let session = TerminalSession(rootViewController: untitled, size: TerminalSize(columns: 40, rows: 10))
        #expect(session.screen.text.contains("Counter"))
        #expect(session.screen.text.contains("Count"))
        #expect(session.screen.text.contains("3"))
        untitled.navigationController?.pushViewController(titled, animated: false)
        #expect(session.screen.text.contains("Hello, Ada"))
        #expect(session.screen.text.contains("Wave"))
        expectEqual(untitled.composeCount, 1)
        expectEqual(titled.composeCount, 1)
    }
}

/// A subclass whose designated initialiser calls `super.init()`.
private final class CounterViewController: ComposedTableViewController {
    let start: Int
    private(set) var composeCount = 0

    init(start: Int) {
        self.start = start
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func compose() {
        composeCount += 1
        addCell(ActiveCell(key: "Count", value: "\(start)"))
    }
}

/// A subclass whose designated initialiser calls `super.init(title:)`.
private final class GreetingViewController: ComposedTableViewController {
    let name: String
    private(set) var composeCount = 0

    init(name: String) {
        self.name = name
        super.init(title: "Hello, \(name)")
    }

    required init?(coder: NSCoder) { nil }

    override func compose() {
        composeCount += 1
        addCell(ActiveCell(key: "Wave"))
    }
}
