import ComposedTableCore
import Foundation
import TestSupport
import Testing
import UIKitRules

@testable import ComposedTable
@testable import ComposedTableDemoScreens

/// The demo's flows — the same ones the terminal tests drive — with every screen's controller
/// core watched by the fake table that keeps UIKit's rules: what the core asks of its surface
/// would be accepted by `UITableView`, and on screen the table shows the model's rows at the
/// core's heights.
@MainActor
struct UIKitRulesDemoTests {
    /// A terminal session whose every screen's core also reports to a UIKit-rules fake.
    @MainActor
    final class Harness {
        let session: TerminalSession
        private(set) var fakes: [(controller: ComposedTableViewController, fake: UIKitRulesSurface<ActiveCell, Never>)] = []
        private var step = 0
        /// When UIKit's animations end: at random points between events (seeded), as on a
        /// device where a batch animates for about 0.3 s while the user goes on.
        private var time = SplitMix64(seed: 21)

        init(root: ComposedTableViewController = DemoMenuViewController(), size: String = "44x14") throws {
            session = TerminalSession(rootViewController: root, size: try #require(TerminalSize(size)))
            settle()
        }

        /// The fake watching a screen of the stack, by position.
        func fake(at index: Int) -> UIKitRulesSurface<ActiveCell, Never> {
            let controller = session.navigationController.viewControllers[index]
            return fakes.first { $0.controller === controller }!.fake
        }

        /// Sends keys one by one; after each, what a run loop does: draw, lay out, check.
        func keys(_ script: String) throws {
            for step in try KeyScript(script).steps {
                switch step {
                case .key(let key): session.send(key)
                case .resize(let size): session.resize(to: size)
                }
                settle()
            }
        }

        /// Sends keys one by one and lets the main actor run what they started (an action's
        /// `Task`, an asynchronous rule) before the run loop's work.
        func keysAwaitingTasks(_ script: String) async throws {
            for step in try KeyScript(script).steps {
                switch step {
                case .key(let key): session.send(key)
                case .resize(let size): session.resize(to: size)
                }
                await session.settle()
                settle()
            }
        }

        /// Taps a row through the fake, as UIKit would: the row the table shows.
        func tap(_ path: RowPath, onScreen index: Int) {
            fake(at: index).tap(path)
            settle()
        }

        func settle() {
            step += 1
            for controller in session.navigationController.viewControllers where !fakes.contains(where: { $0.controller === controller }) {
                fakes.append((controller, UIKitRulesSurface(core: controller.core, wrapping: controller.core.surface)))
            }
            _ = session.screen  // draw: the terminal lays out and reports its size
            for (_, fake) in fakes {
                fake.step = step
                fake.completeAnimations(Int.random(in: 0...1, using: &time))
                fake.layoutIfNeeded()
                fake.checkConsistency()
            }
        }

        var violations: [String] { fakes.flatMap(\.fake.violations) }
    }

    @Test func settingsAsksBeforeTheBackButtonLeavesWithChangesByUIKitsRules() async throws {
        let harness = try Harness()
        try harness.keys("enter")  // Settings
        let fake = harness.fake(at: 1)
        #expect(!fake.guardsLeaving)
        #expect(fake.popGestureBegins)
        fake.tapBackButton()
        expectEqual(fake.leaveCount, 1, "nothing changed: the back button pops at once")
        #expect(fake.presentedAlert == nil)

        let changed = try Harness()
        try changed.keys("enter enter")  // Settings, Wi-Fi off
        let settings = changed.fake(at: 1)
        #expect(settings.guardsLeaving, "backAction asks, the sheet is modal")
        #expect(!settings.popGestureBegins, "a swipe cannot leave halfway through a question")
        settings.tapBackButton()
        expectEqual(settings.leaveCount, 0)
        expectEqual(settings.presentedAlert?.title, "Discard changes?")
        expectEqual(settings.presentedAlert?.actions.map(\.title), ["Save", "Discard", "Cancel"])
        settings.tapAlertAction(at: 2)  // Cancel
        #expect(settings.leaveCount == 0 && settings.guardsLeaving)
        settings.swipeSheetDown()
        settings.tapAlertAction(at: 0)  // Save: a task
        await changed.session.settle()
        expectEqual(settings.leaveCount, 1)
        #expect(!settings.guardsLeaving, "saved: the guards are down")
        #expect(changed.violations.isEmpty, "\(changed.violations)")
    }

    @Test func settingsWiFiOffThenTapsFindTheRowsTheTableShows() throws {
        let harness = try Harness()
        try harness.keys("enter")  // Settings
        let settings = harness.fake(at: 1)
        let screen = try #require(harness.session.navigationController.topViewController as? SettingsViewController)
        expectEqual(settings.shownCells.map(\.count), [3, 3, 3, 2, 1])
        harness.tap(RowPath(section: 0, row: 0), onScreen: 1)  // Wi-Fi off: one batch hides two rows
        expectEqual(settings.shownCells.map(\.count), [1, 3, 3, 2, 1])
        expectEqual(settings.batchCount, 1)
        expectEqual(screen.settings.values.wifi, false, "the switch is bound to the model")
        harness.tap(RowPath(section: 1, row: 1), onScreen: 1)  // Low Power Mode: Auto-Lock disabled in place
        #expect(screen.settings.values.lowPowerMode)
        #expect(settings.batchCount == 1 && settings.reloadCount == 0, "enabling is no change of rows")
        #expect(!screen.core.composition.cell(at: RowPath(section: 1, row: 2)).isEnabled, "Auto-Lock follows Low Power Mode")
        harness.tap(RowPath(section: 2, row: 1), onScreen: 1)  // Dark: the radio group moves its checkmark
        expectEqual(screen.settings.values.appearance, "Dark")
        expectEqual(screen.core.composition.cells(inSection: 2).map(\.accessory), [.none, .checkmark, .none])
        harness.tap(RowPath(section: 3, row: 0), onScreen: 1)  // the disabled row: nothing
        harness.tap(RowPath(section: 4, row: 0), onScreen: 1)  // Sign Out
        harness.tap(RowPath(section: 0, row: 0), onScreen: 1)  // Wi-Fi on again
        expectEqual(settings.shownCells.map(\.count), [3, 3, 3, 2, 1])
        #expect(harness.session.screen.text.contains("Wi-Fi"))
        expectEqual(harness.violations, [])
    }

    @Test func wiFiToggledTwiceWithinOneAnimationShowsTheSameRowsAgainByUIKitsRules() throws {
        let harness = try Harness()
        try harness.keys("enter")  // Settings
        let settings = harness.fake(at: 1)
        settings.completeAnimations()
        // Off and on again before the first batch's animation ended (within ~0.3 s on a device).
        settings.tap(RowPath(section: 0, row: 0))
        settings.tap(RowPath(section: 0, row: 0))
        expectEqual(settings.animationsInFlight.count, 2)
        expectEqual(settings.shownCells.map(\.count), [3, 3, 3, 2, 1])
        // The two rows hidden by the first batch are inserted by the second while they animate
        // out: the case the simulator's real-table test checks for blank rows.
        expectEqual(settings.reappearancesWhileAnimatingOut.count, 2)
        settings.completeAnimations()
        harness.settle()
        expectEqual(harness.violations, [])
    }

    @Test func aChoiceRowHiddenByASwitchAndItsMessagesKeepUIKitsRules() throws {
        let screen = ServerViewController()  // the sample of Forms and validation (FieldsAndChoicesTests.swift)
        let harness = try Harness(root: screen, size: "40x12")
        let fake = harness.fake(at: 0)
        fake.completeAnimations()
        expectEqual(fake.shownCells.map(\.count), [4])
        fake.tap(RowPath(section: 0, row: 2))  // Sync off: the choice row goes, as one batch
        #expect(fake.shownCells.map(\.count) == [3] && !screen.server.syncs)
        fake.tap(RowPath(section: 0, row: 2))  // on again while the row animates out
        fake.completeAnimations()
        harness.settle()
        expectEqual(fake.shownCells.map(\.count), [4])
        let every = screen.core.composition.cell(at: RowPath(section: 0, row: 3))
        expectEqual(fake.shownCells[0][3], ObjectIdentifier(every))
        every.validationMessages = ["Every 5 minutes drains the battery.", "Sync uses mobile data."]
        harness.settle()
        expectEqual(fake.shownCells[0].count, 4, "the messages change the row in place")
        expectEqual(harness.session.screen.line(5), "  ⚠ Every 5 minutes drains the battery.")
        expectEqual(harness.session.screen.line(6), "  ⚠ Sync uses mobile data.")
        expectEqual(harness.violations, [])
    }

    @Test func theEditableListsEditButtonReachesReorderingByUIKitsRules() throws {
        let harness = try Harness(root: EditableListViewController())
        let list = harness.fake(at: 0)
        let screen = try #require(harness.session.navigationController.topViewController as? EditableListViewController)
        expectEqual(list.dragRow(from: RowPath(section: 0, row: 0), to: RowPath(section: 0, row: 2)), nil)
        expectEqual(list.violations.count, 1, "outside edit mode UIKit shows no reorder control")
        try harness.keys("e")  // the Edit button: setEditing(true, animated: true)
        #expect(list.isEditing)
        list.tap(RowPath(section: 0, row: 1))  // no selection in edit mode
        expectEqual(list.selectedRow, nil)
        expectEqual(list.dragRow(from: RowPath(section: 0, row: 0), to: RowPath(section: 1, row: 1)), RowPath(section: 1, row: 1))
        harness.settle()
        expectEqual(screen.log, ["moved Milk [0, 0]→[1, 1]"])
        expectEqual(list.violations.count, 1)
    }

    @Test func rowsWithoutOptionsOrWithAPinnedNumberKeepUIKitsRulesUntilTheirDataComes() throws {
        let screen = ComposedTableViewController(title: "Data")
        let segmented = screen.addCell(SegmentedCell(key: "Range", segments: []) { _, _ in Issue.record("no change") })
        let picker = screen.addCell(PickerCell(key: "Size", options: [], presentation: .keyboard))
        let grid = screen.addCell(GridCell(key: "Colour", options: []))
        let stepper = screen.addCell(StepperCell(key: "Guests", number: 3, in: 2...2))
        let slider = screen.addCell(SliderCell(key: "Volume", number: 1, in: 0...0))
        let harness = try Harness(root: screen)
        let fake = harness.fake(at: 0)
        expectEqual(fake.shownCells.map(\.count), [5])
        for row in 0..<5 { harness.tap(RowPath(section: 0, row: row), onScreen: 0) }
        #expect(picker.controller?.editingCell == nil, "an empty picker takes no focus")
        #expect(!stepper.steppedNumber.controlIsEnabled(rowIsEnabled: stepper.isEnabled), "UIKit's stepper is disabled")
        expectEqual(stepper.steppedNumber.stepperControlRange, 2...3, "and keeps a valid range")
        #expect(!slider.steppedNumber.controlIsEnabled(rowIsEnabled: slider.isEnabled))
        // The data comes: the rows take the user, and the grid grows (a batch UIKit accepts).
        segmented.onChange = nil
        segmented.segments = ["Day", "Week"]
        picker.options = ["S", "M"]
        grid.options = (0..<9).map { GridOption("\($0)") }
        stepper.range = 0...10
        slider.range = 0...1
        harness.settle()
        #expect(picker.takesTextFocus && stepper.steppedNumber.controlIsEnabled(rowIsEnabled: true))
        harness.tap(RowPath(section: 0, row: 0), onScreen: 0)
        // It goes again.
        grid.options = []
        picker.options = []
        harness.settle()
        #expect(!picker.takesTextFocus && grid.selectedIndex == nil)
        expectEqual(harness.violations, [])
    }

    @Test func aSizeChangeMeasuresTheFractionRowAgain() throws {
        let harness = try Harness()
        try harness.keys("enter")
        let settings = harness.fake(at: 1)
        let before = settings.shownHeights[3][1]
        try harness.keys("resize:60x30")
        #expect(settings.shownHeights[3][1] != before, "Storage is 15 % of the visible height")
        expectEqual(harness.violations, [])
    }

    @Test func thePickerWritesBackAndTheRowIsDeselectedOnReturn() throws {
        let harness = try Harness()
        try harness.keys("down enter")  // Profile; the cursor starts on Colour, the first selectable row
        try harness.keys("enter")  // Colour: pushes the picker
        let profile = harness.fake(at: 1)
        expectEqual(harness.session.navigationController.viewControllers.count, 3)
        #expect(profile.deselections.isEmpty, "stays selected while the picker shows")
        try harness.keys("down enter")  // Green: written back, popped
        expectEqual(harness.session.navigationController.viewControllers.count, 2)
        expectEqual(profile.deselections.map(\.path), [RowPath(section: 0, row: 1)], "deselected on return")
        #expect(harness.session.screen.text.contains("Green"))
        expectEqual(harness.violations, [])
    }

    @Test func aHeightChangedWhileCoveredShowsOnReturn() throws {
        let harness = try Harness()
        try harness.keys("down enter enter")  // Profile, then the picker over it
        let profile = harness.session.navigationController.viewControllers[1]
        let name = profile.core.composition.cell(at: RowPath(section: 0, row: 0))
        name.height = .fixed(132)
        try harness.keys("left")
        expectEqual(harness.fake(at: 1).shownHeights[0][0], 132)
        #expect(harness.session.screen.text.contains("Name"))
        expectEqual(harness.violations, [])
    }

    @Test func theFormValidatesShowsMessagesInPlaceAndSubmits() async throws {
        let harness = try Harness(size: "44x9")
        try harness.keys("down down enter")  // Sign-up form, a short terminal
        let form = harness.fake(at: 1)
        try await harness.keysAwaitingTasks("tab type:admin tab type:ada@ tab type:short enter")
        expectEqual(form.reloadCount, 0, "messages come and go as batches that measure their rows")
        expectEqual(form.shownHeights[0].count, 3)
        try await harness.keysAwaitingTasks("up up enter backspace backspace backspace backspace backspace type:ada tab")
        try await harness.keysAwaitingTasks("type:example.org tab type:enough enter")
        try await harness.keysAwaitingTasks("end up space down enter")  // accept the terms, Create Account
        let controller = harness.session.navigationController.topViewController
        #expect(controller.isValid)
        #expect(
            controller.core.composition.footer(inSection: 3)?.title == "Welcome! Your account is ready.",
            "submitted: the footer changed in place")
        expectEqual(form.reloadCount, 0)
        expectEqual(harness.violations, [])
    }

    @Test func theDynamicListInsertsAndRemovesRowsAsBatches() throws {
        let harness = try Harness()
        try harness.keys("down down down enter")  // Dynamic list
        try harness.keys("enter enter enter")  // three items
        let list = harness.fake(at: 1)
        expectEqual(list.shownCells.map(\.count), [4])
        harness.tap(RowPath(section: 0, row: 1), onScreen: 1)  // removes Item 2
        expectEqual(list.shownCells.map(\.count), [3])
        expectEqual(list.batchCount, 4)
        expectEqual(harness.violations, [])
    }

    @Test func choicesSearchPickLoadAndConfirmByUIKitsRules() async throws {
        let harness = try Harness(size: "44x14")
        try harness.keys("end enter")  // Choices
        try harness.keys("down enter")  // Time zone: a lazily made, searchable list
        let zones = harness.fake(at: 2)
        let picker = harness.session.navigationController.topViewController
        #expect(picker.search != nil)
        try harness.keys("/ type:paris")  // hundreds of rows go: a reload (more than 100 changes)
        expectEqual(zones.shownCells.map(\.count), [1])
        try harness.keys("esc")  // cleared: a reload again
        expectEqual(zones.shownCells.map(\.count), [Zones.count])
        try harness.keys("/ type:tokyo enter")  // chosen at once: popped, written back
        expectEqual(harness.session.navigationController.viewControllers.count, 2)
        #expect(harness.session.screen.text.contains("Asia/Tokyo"))
        try await harness.keysAwaitingTasks("down down down enter")  // City: Loading…
        try await Task.sleep(for: .milliseconds(700))
        try await harness.keysAwaitingTasks("")  // the error and Retry
        #expect(harness.session.screen.text.contains("Retry"))
        try await harness.keysAwaitingTasks("enter")
        try await Task.sleep(for: .milliseconds(700))
        try await harness.keysAwaitingTasks("enter left")  // the loaded options; back
        expectEqual(harness.violations, [])
    }

    @Test func typingInThe100000OptionPickerReloadsLargeNarrowingsAndAnimatesSmallOnes() async throws {
        let harness = try Harness(size: "44x14")
        try harness.keys("end enter")  // Choices
        try harness.keys("down down enter")  // One of 100,000
        let picker = harness.fake(at: 2)
        expectEqual(picker.shownCells.map(\.count), [100_000])
        let batches = picker.batchCount
        let reloads = picker.reloadCount
        // The first key shows a screenful at once: 99,936 rows go — a reload, not a batch UIKit
        // would freeze on. The other matches come in the next turns.
        try harness.keys("/ type:9")
        expectEqual(picker.shownCells.map(\.count), [64])
        #expect(picker.batchCount == batches && picker.reloadCount > reloads)
        // Matching folds "99,9" to "999", and matches its digits in order: 856 options, once the
        // next turns scanned them all.
        try await harness.keysAwaitingTasks("type:9,9")
        expectEqual(picker.shownCells.map(\.count), [856])
        let batchesBefore = picker.batchCount
        try harness.keys("type:9")  // "9999": 810 rows go, more than 100
        expectEqual(picker.shownCells.map(\.count), [46])
        expectEqual(picker.batchCount, batchesBefore)
        let reloadsBefore = picker.reloadCount
        try harness.keys("type:9")  // "99999": 45 rows go, animated (the one that stays keeps its order)
        expectEqual(picker.shownCells.map(\.count), [1])
        #expect(
            picker.batchCount > batchesBefore && picker.reloadCount == reloadsBefore,
            "batches \(batchesBefore) → \(picker.batchCount), reloads \(reloadsBefore) → \(picker.reloadCount)")
        expectEqual(harness.violations, [])
    }

    /// The number of time zones the demo lists.
    private enum Zones {
        static var count: Int {
            let known = TimeZone.knownTimeZoneIdentifiers
            return known.isEmpty ? 3 : known.count
        }
    }
}

/// A screen's loading state by UIKit's rules: what the table shows in place of its rows
/// (the loading configuration, a load's error with Retry, the empty state, the rows) follows the
/// core at every step, and the loads' batches and refresh control keep UIKit's rules.
@MainActor
struct UIKitRulesLoadingTests {
    struct Offline: Error, CustomStringConvertible {
        var description: String { "The network is offline." }
    }

    /// Lets the main actor run the screen's tasks, then what a run loop does: lay out, check.
    private func settle(_ session: TerminalSession, _ fake: UIKitRulesSurface<ActiveCell, Never>) async {
        await session.settle()
        _ = session.screen
        fake.layoutIfNeeded()
        fake.checkConsistency()
    }

    @Test func theInboxLoadsFailsOnceAndRetryLoadsItByUIKitsRules() async throws {
        let inbox = InboxViewController()
        inbox.loadDuration = .zero
        let session = TerminalSession(rootViewController: inbox, size: TerminalSize(columns: 50, rows: 14))
        let fake = UIKitRulesSurface(core: inbox.core, wrapping: inbox.core.surface)
        fake.layoutIfNeeded()
        expectEqual(fake.shownContent, .loading, "the loading configuration, not the empty state")
        await settle(session, fake)
        #expect(
            fake.shownContent == .loadFailed(title: "Couldn’t Load", message: "The mail server did not answer. Try again.", button: "Retry")
        )
        fake.tapContentUnavailableButton()  // Retry
        expectEqual(fake.shownContent, .loading)
        await settle(session, fake)
        expectEqual(fake.shownContent, .rows)
        expectEqual(fake.shownCells.map(\.count), [2, 0], "Today's two messages; Earlier collapsed")
        #expect(
            fake.shownContentHistory == [
                .loading, .loadFailed(title: "Couldn’t Load", message: "The mail server did not answer. Try again.", button: "Retry"),
                .loading, .rows,
            ])
        expectEqual(fake.violations, [])
    }

    @Test func aPullRunsTheLoadAgainAndLeavingCancelsItByUIKitsRules() async throws {
        var loads = 0
        var wasCancelled = false
        let root = ComposedTableViewController(title: "Menu")
        root.addCell(ActiveCell(key: "Plugins"))
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 30, rows: 7))
        let screen = ComposedTableViewController(title: "Plugins")
        screen.emptyState = EmptyState(title: "No Plugins")
        screen.loadAction = { [unowned screen] in
            loads += 1
            if loads == 3 {
                do {
                    try await Task.sleep(for: .seconds(3600))
                } catch {
                    wasCancelled = true
                    throw error
                }
            }
            screen.reset()
            if loads == 2 { screen.addCell(ActiveCell(key: "Git")) }
        }
        session.navigationController.pushViewController(screen, animated: false)
        let fake = UIKitRulesSurface(core: screen.core, wrapping: screen.core.surface)
        await settle(session, fake)
        #expect(loads == 1 && fake.shownContent == .empty(title: "No Plugins", button: nil), "loaded, nothing: the empty state")
        fake.pullToRefresh()
        #expect(loads == 1 && screen.isLoading && fake.shownContent == .loading, "the pull runs the load: loading again")
        await settle(session, fake)
        #expect(loads == 2 && fake.shownContent == .rows && fake.shownCells.map(\.count) == [1])
        #expect(!fake.isRefreshControlSpinning && fake.refreshEvents.last?.isRefreshing == false)
        fake.pullToRefresh()
        await settle(session, fake)
        #expect(loads == 3 && screen.isRefreshing && fake.shownContent == .rows, "the rows stay while it refreshes")
        _ = session.navigationController.popViewController(animated: false)
        let ended = await session.settle { _ in wasCancelled && !screen.isRefreshing }
        #expect(ended, "leaving cancels the load, and the refresh control stops")
        #expect(!screen.isLoading && screen.core.existingAlertQueue?.count ?? 0 == 0, "a cancellation is no error")
        expectEqual(fake.violations, [])
    }
}
