import ComposedTableCore
import TestSupport
import Testing

@testable import ComposedTable
@testable import ComposedTableDemoScreens

/// The shared-API tour (`Demo/Screens/SharedAPITour.swift`) runs in the terminal: every symbol a
/// screen may use on both backends builds here, and the screen works — not only compiles.
@MainActor
struct SharedAPITourTests {
    @Test func theTourComposesRunsItsMutationsAndValidates() async throws {
        let tour = SharedAPITourViewController()
        let session = TerminalSession(rootViewController: tour, size: TerminalSize(columns: 60, rows: 40))
        #expect(session.screen.line(0).contains("Tour"))
        #expect(session.screen.text.contains("Delete All"), "a button's title is its key")
        #expect(!tour.isValid, "the terms are not accepted")
        tour.mutate()
        expectEqual(session.screen.size, TerminalSize(columns: 60, rows: 40))
        let failures = await tour.validate()
        expectEqual(failures.map(\.message), ["Accept."], "only the terms fail: the bound name is valid")
        expectEqual(tour.model.name, "Ada", "bound fields show the model's values")
        await tour.editRows()
        tour.recompose()
        #expect(tour.core.composition.numberOfSections > 0)
        tour.reset()
        expectEqual(tour.core.composition.numberOfSections, 0)
    }

    @Test func theToursEditObserversKeepTheirCopiesOfTheText() throws {
        let tour = SharedAPITourViewController()
        let session = TerminalSession(rootViewController: tour, size: TerminalSize(columns: 60, rows: 40))
        _ = session.screen
        let cells = tour.core.composition.sections.flatMap { tour.core.composition.allCells(in: $0) }
        let notes = try #require(cells.compactMap { $0 as? TextViewCell }.first { $0.key == "Notes" })
        notes.beginEditing()
        session.send(.paste("one\ntwo"))
        session.send(.home)
        session.send(.character("¡"))
        session.send(.backspace)
        session.send(.character("T"))
        #expect(notes.text == "one\nTtwo" && tour.model.notes == notes.text)
        let name = try #require(cells.compactMap { $0 as? TextFieldCell }.first { $0.key == "Name" })
        name.beginEditing()
        session.send(.character("!"))
        expectEqual(tour.model.nameEdits, [TextEdit(range: 3..<3, replacement: "!")], "after “Ada”")
    }

    @Test func theToursScreenFeaturesRunAndReleaseTheScreen() async throws {
        weak var weakTour: SharedAPITourViewController?
        do {
            let tour = SharedAPITourViewController()
            let session = TerminalSession(rootViewController: tour, size: TerminalSize(columns: 50, rows: 20))
            tour.tourScreens()
            #expect(session.screen.line(1) == " Tour" && session.screen.line(2) == " Every symbol")
            let last = try #require(tour.core.composition.lastSection)
            #expect(tour.isSectionCollapsed(last) && tour.core.composition.allCells(in: last).map(\.key) == ["Inside"])
            await session.run(try KeyScript("end"))
            #expect(session.screen.text.contains("▸ Collapsible") && !session.screen.text.contains("Inside"))
            await session.settle()
            #expect(!tour.isRefreshing)
            weakTour = tour
        }
        #expect(weakTour == nil)
    }

    @Test func theToursAlertsShowOneAtATimeAndAnswer() async throws {
        let tour = SharedAPITourViewController()
        let session = TerminalSession(rootViewController: tour, size: TerminalSize(columns: 50, rows: 20))
        tour.presentAlerts(
            from: try #require(session.navigationController.topViewController.cursorRowPath.map(tour.core.composition.cell(at:))))
        #expect(tour.presentedViewController == nil, "the editor was presented and dismissed")
        #expect(session.screen.text.contains("Delete “Notes”?") && session.screen.text.contains("Later"))
        await session.run(try KeyScript("down enter"))  // Delete
        #expect(session.screen.text.contains("Sign out?"))
        await session.run(try KeyScript("esc"))  // Stay
        #expect(session.screen.text.contains("Saved"))
        await session.run(try KeyScript("enter enter"))  // OK, then OK to "Leave?"
        expectEqual(tour.alertAnswers, ["delete", "ok", "leave"])
        expectEqual(tour.alertQueue.count, 0)
    }

    @Test func theToursChoicesPushAnswerAndFilter() async throws {
        let root = ComposedTableViewController(title: "Root")
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 50, rows: 20))
        let tour = SharedAPITourViewController()
        session.navigationController.pushViewController(tour, animated: false)
        tour.chooseEverything(from: try #require(tour.cursorRowPath.map(tour.core.composition.cell(at:))))
        // The closure form pushed its screen; the task's awaited one goes on top of it.
        await session.settle()
        expectEqual(session.navigationController.viewControllers.count, 4)
        await session.run(try KeyScript("down enter"))  // Blue, in sections
        #expect(session.screen.line(0).hasSuffix("Notify by"))
        await session.run(try KeyScript("left"))  // back: Mail stays checked
        await session.run(try KeyScript("enter"))  // Paris, loaded
        await session.run(try KeyScript("down enter left"))  // Alerts in sections: Blue and Red
        await session.run(try KeyScript("enter left"))  // Tags, loaded: swift; then four closure forms
        await session.run(try KeyScript("enter left"))  // Mail checked: 1
        await session.run(try KeyScript("enter"))  // Blue, the current choice
        await session.run(try KeyScript("enter left"))  // Alerts in sections: Red
        await session.run(try KeyScript("down enter"))  // Tone, which stays open: Blue
        #expect(session.screen.line(0).hasSuffix("Tone"))
        await session.run(try KeyScript("left enter"))  // back; Red, the first closure form's choice
        expectEqual(tour.choiceAnswers, ["Blue", "Mail", "Paris", "Blue+Red", "swift", "1", "Blue", "alerts Red", "Blue", "Red"])
        #expect(session.navigationController.topViewController === tour)
        tour.search?.update("7")
        let numbers = tour.core.composition.sections.last!
        #expect(tour.core.composition.isLazy(numbers))
        expectEqual(tour.core.composition.numberOfRows(inSection: tour.core.composition.visibleIndex(of: numbers)!), 1)
    }

    @Test func theTourAndEveryCellAreReleasedAfterAPop() async throws {
        weak var weakTour: SharedAPITourViewController?
        weak var weakModel: TourModel?
        var weakCells: [() -> AnyObject?] = []
        do {
            let root = ComposedTableViewController(title: "Root")
            let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 60, rows: 40))
            let tour = SharedAPITourViewController()
            session.navigationController.pushViewController(tour, animated: false)
            await session.run(try KeyScript("tab type:Bob tab down enter down enter"))
            _ = await tour.validate()
            for section in 0..<tour.core.composition.numberOfSections {
                for cell in tour.core.composition.cells(inSection: section) { weakCells.append { [weak cell] in cell } }
            }
            weakTour = tour
            weakModel = tour.model
            _ = session.navigationController.popViewController(animated: false)
            await session.settle()
        }
        #expect(weakTour == nil, "no binding, condition, rule or choice group keeps the controller")
        #expect(weakModel == nil, "bindings hold the model weakly")
        #expect(!weakCells.isEmpty && weakCells.allSatisfy { $0() == nil }, "every cell is released")
    }

    @Test(arguments: ["settings", "form"])
    func aDemoScreenAndItsCellsAreReleasedAfterAPop(screen: String) async throws {
        weak var weakScreen: ComposedTableViewController?
        var weakCells: [() -> AnyObject?] = []
        do {
            let session = TerminalSession(rootViewController: ComposedTableViewController(), size: TerminalSize(columns: 60, rows: 30))
            let pushed: ComposedTableViewController = screen == "settings" ? SettingsViewController() : FormViewController()
            session.navigationController.pushViewController(pushed, animated: false)
            // Use it: switches, the radio group, the stepper; or fields, a rule, the plan.
            await session.run(try KeyScript("enter down down down space down right end up enter tab type:x tab"))
            for section in 0..<pushed.core.composition.numberOfSections {
                for cell in pushed.core.composition.cells(inSection: section) { weakCells.append { [weak cell] in cell } }
            }
            weakScreen = pushed
            _ = session.navigationController.popViewController(animated: false)
            await session.settle()
        }
        #expect(weakScreen == nil)
        #expect(weakCells.count > 8 && weakCells.allSatisfy { $0() == nil })
    }
}
