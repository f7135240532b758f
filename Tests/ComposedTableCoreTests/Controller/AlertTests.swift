import TestSupport
import Testing
import UIKitRules

@testable import ComposedTableCore

/// Core's alert decisions: the order, the start, cancelling, resolving once; and the queue of a
/// screen through the UIKit-rules fake (one presentation at a time, only in a window, dismissed
/// when the screen leaves).
@MainActor
struct AlertTests {
    // MARK: - AlertPresentation

    @Test func theCancelActionShowsLastAndAnAlertWithoutActionsGetsAnOKCancel() {
        let alert = AlertPresentation(
            Alert(title: "T", actions: [.cancel("Keep"), .default("A"), .destructive("B")]))
        expectEqual(alert.actions.map(\.title), ["A", "B", "Keep"])
        expectEqual(alert.cancelIndex, 2)
        let empty = AlertPresentation(Alert(title: "Saved"))
        expectEqual(empty.actions, [.cancel("OK")])
        #expect(empty.cancelIndex == 0 && empty.cursor == 0 && empty.canCancel)
        let noCancel = AlertPresentation(Alert(title: "T", actions: [.default("A"), .default("B")]))
        expectEqual(noCancel.cancelIndex, nil)
    }

    @Test func theCursorStartsOnTheFirstOrdinaryActionElseCancelNeverOnADestructiveOne() {
        func start(_ actions: [AlertAction], style: Alert.Style = .alert) -> (cursor: String, preferred: String?) {
            let alert = AlertPresentation(Alert(title: "T", style: style, actions: actions))
            return (alert.actions[alert.cursor].title, alert.preferredIndex.map { alert.actions[$0].title })
        }
        #expect(start([.destructive("Delete"), .default("Archive"), .cancel()]) == ("Archive", "Archive"))
        #expect(start([.destructive("Delete"), .cancel()]) == ("Cancel", nil), "a destructive question starts on Cancel")
        #expect(start([.destructive("Delete"), .destructive("Erase")]) == ("Delete", nil), "never preferred")
        #expect(start([.default("A", isEnabled: false), .default("B"), .cancel()]) == ("B", "B"))
        #expect(start([.default("A"), .cancel()], style: .actionSheet) == ("A", nil), "action sheets have no preferred action")
        #expect(start([.default("A", isEnabled: false), .cancel()]) == ("Cancel", nil))
    }

    @Test func movesSkipDisabledActionsAndStopAtTheEnds() {
        let alert = AlertPresentation(
            Alert(title: "T", actions: [.default("A"), .default("B", isEnabled: false), .default("C"), .cancel()]))
        expectEqual(alert.cursor, 0)
        alert.moveCursor(by: 1)
        expectEqual(alert.cursor, 2, "B is disabled")
        alert.moveCursor(by: 5)
        expectEqual(alert.cursor, 3)
        alert.moveCursor(by: -1)
        expectEqual(alert.cursor, 2)
        alert.moveCursor(by: Int.min)
        expectEqual(alert.cursor, 0)
        alert.moveCursor(by: -1)
        expectEqual(alert.cursor, 0)
        alert.moveCursor(by: Int.max)
        expectEqual(alert.cursor, 3)
    }

    @Test func aDigitOrALetterJumpsToAnEnabledAction() {
        let alert = AlertPresentation(
            Alert(
                title: "T",
                actions: [.default("Save"), .default("Share", isEnabled: false), .destructive("Delete"), .default("send"), .cancel()]))
        #expect(alert.jump(to: "d") && alert.cursor == 2)
        #expect(alert.jump(to: "S") && alert.cursor == 3, "the next one from the cursor, case ignored; Share is disabled")
        #expect(alert.jump(to: "s") && alert.cursor == 0, "again: it cycles")
        #expect(!alert.jump(to: "2") && alert.cursor == 0, "a digit of a disabled action")
        #expect(alert.jump(to: "5") && alert.cursor == 4)
        #expect(!alert.jump(to: "9") && !alert.jump(to: "0") && !alert.jump(to: "q") && !alert.jump(to: "?"))
        expectEqual(alert.cursor, 4)
    }

    @Test func theResultComesOnceAfterTheHandlerAndLaterCallsAreIgnored() {
        var events: [String] = []
        let alert = AlertPresentation(
            Alert(title: "T", actions: [.default("A") { events.append("A") }, .cancel { events.append("cancel") }])
        ) { index in events.append("result \(index.map(String.init) ?? "nil")") }
        #expect(alert.choose(at: 0))
        #expect(!alert.choose(at: 0) && !alert.choose(at: 1) && !alert.cancel())
        alert.dismiss()
        expectEqual(events, ["A", "result 0"])
        #expect(alert.isResolved && alert.chosenAction == .default("A") && !alert.canCancel)
    }

    @Test func cancellingChoosesTheCancelActionClosesAnActionSheetWithoutOneAndNotAnAlert() {
        var results: [Int?] = []
        let alert = AlertPresentation(Alert(title: "T", actions: [.default("A"), .cancel()])) { results.append($0) }
        #expect(alert.cancel() && results == [1])
        let sheet = AlertPresentation(Alert(title: "T", style: .actionSheet, actions: [.default("A")])) { results.append($0) }
        #expect(sheet.canCancel && sheet.cancel())
        #expect(results == [1, nil] && sheet.chosenAction == nil)
        let question = AlertPresentation(Alert(title: "T", actions: [.default("A"), .default("B")])) { results.append($0) }
        #expect(!question.canCancel && !question.cancel() && !question.isResolved)
        let disabledCancel = AlertPresentation(
            Alert(title: "T", style: .actionSheet, actions: [.default("A"), AlertAction("No", role: .cancel, isEnabled: false)]))
        #expect(!disabledCancel.canCancel && !disabledCancel.cancel())
        expectEqual(results, [1, nil])
    }

    @Test func aDisabledActionCannotBeChosenAndDismissRunsNoHandler() {
        var handled = 0
        var results: [Int?] = []
        let alert = AlertPresentation(
            Alert(title: "T", actions: [.default("A", isEnabled: false) { handled += 1 }, .cancel { handled += 1 }])
        ) { results.append($0) }
        #expect(!alert.choose(at: 0) && !alert.isResolved)
        alert.dismiss()
        #expect(handled == 0 && results == [nil] && alert.isResolved)
    }

    @Test func actionsAreEqualByTitleRoleAndEnabledStateNotHandler() {
        expectEqual(AlertAction.destructive("Delete") { print("x") }, AlertAction("Delete", role: .destructive))
        #expect(AlertAction.default("Delete") != AlertAction.destructive("Delete"))
        #expect(AlertAction.default("A", isEnabled: false) != AlertAction.default("A"))
        expectEqual(AlertAction.cancel(), AlertAction("Cancel", role: .cancel))
    }

    @Test func thePreferredActionIsWhereTheCursorStartsUnlessDisabledOrDestructive() {
        func start(_ actions: [AlertAction], preferred: Int?, style: Alert.Style = .alert) -> (cursor: String, preferred: String?) {
            let alert = AlertPresentation(Alert(title: "T", style: style, actions: actions, preferredAction: preferred))
            return (alert.actions[alert.cursor].title, alert.preferredIndex.map { alert.actions[$0].title })
        }
        let menu: [AlertAction] = [.default("Small"), .default("Medium"), .default("Large"), .cancel()]
        #expect(start(menu, preferred: 2, style: .actionSheet) == ("Large", nil), "a menu opens on its checked option")
        #expect(start(menu, preferred: 2) == ("Large", "Large"), "UIKit's preferredAction for the alert style")
        #expect(
            start([.cancel("Keep"), .default("A"), .default("B")], preferred: 2) == ("B", "B"), "given before the cancel action moved last")
        #expect(start([.cancel("Keep"), .default("A")], preferred: 0) == ("Keep", "Keep"), "the cancel action, wherever it was given")
        #expect(start([.default("A"), .default("B", isEnabled: false), .cancel()], preferred: 1) == ("A", "A"), "never a disabled one")
        #expect(start([.destructive("Delete"), .cancel()], preferred: 0) == ("Cancel", nil), "never a destructive one")
        #expect(start(menu, preferred: nil, style: .actionSheet) == ("Small", nil))
    }

    // MARK: - Misuse

    @Test func twoCancelActionsOrNoEnabledActionAreRefused() async {
        var result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = AlertPresentation(Alert(title: "T", actions: [.cancel(), .default("A"), .cancel("Close")]))
            }
        }
        expectMisuse(
            result,
            "ComposedTable: present(_:from:) was given an Alert with 2 cancel actions (\"Cancel\", \"Close\"); an alert can have only one action with the cancel role, as UIKit's UIAlertController requires. Give the others the default role."
        )
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = AlertPresentation(Alert(title: "T", actions: [.default("A", isEnabled: false), .destructive("B", isEnabled: false)]))
            }
        }
        expectMisuse(
            result,
            "ComposedTable: present(_:from:) was given an Alert whose every action is disabled (\"A\", \"B\"); the user could not close it. Enable one of them."
        )
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = AlertPresentation(Alert(title: "T")).choose(at: 1)
            }
        }
        expectMisuse(result, "ComposedTable: AlertPresentation.choose(at:) was given index 1; the alert has 1 actions.")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = AlertPresentation(Alert(title: "T", actions: [.default("A"), .cancel()], preferredAction: 2))
            }
        }
        expectMisuse(
            result,
            "ComposedTable: present(_:from:) was given an Alert whose preferredAction is 2; it has 2 actions (\"A\", \"Cancel\"). Give the index of one of its actions, or nil."
        )
    }

    // MARK: - The queue, through the UIKit-rules fake

    @MainActor
    private final class Screen: AlertPresenting {
        typealias AlertSource = Row
        let core = TableController<Row, Never>()
        let fake: UIKitRulesSurface<Row, Never>
        let first = Row("First")
        let hidden = Row("Hidden")
        var alertQueue: AlertQueue { core.alertQueue }

        init(appear: Bool = true) {
            fake = UIKitRulesSurface(core: core)
            core.composer = { [unowned self] in
                core.change { $0.addCell(first) }
                core.change { $0.addCell(hidden) }
                core.change { $0.setCell(hidden, hidden: true) }
            }
            if appear { fake.appear() }
        }

        /// The closure form, called from synchronous code.
        func presentNow(_ alert: Alert) {
            presentAlert(alert)
        }
    }

    @Test func oneAlertShowsAtATimeInTheOrderPresented() {
        let screen = Screen()
        var log: [String] = []
        screen.presentAlert(Alert(title: "One", actions: [.default("A") { log.append("A") }]))
        screen.presentAlert(Alert(title: "Two", actions: [.default("B") { log.append("B") }]))
        expectEqual(screen.fake.presentedAlerts.map(\.alert.title), ["One"])
        expectEqual(screen.alertQueue.count, 2)
        screen.fake.tapAlertAction(at: 0)
        expectEqual(screen.fake.presentedAlerts.map(\.alert.title), ["One", "Two"], "the next shows once the first is resolved")
        screen.fake.tapAlertAction(at: 0)
        #expect(log == ["A", "B"] && screen.alertQueue.count == 0)
        expectEqual(screen.fake.violations, [])
    }

    @Test func anAlertWaitsForItsScreenToShowAndPointsAtAVisibleRowOnly() {
        let screen = Screen(appear: false)
        screen.presentAlert(Alert(title: "Early", style: .actionSheet, actions: [.default("A")]), from: screen.first)
        #expect(screen.fake.presentedAlerts.isEmpty, "not before the screen shows")
        screen.fake.appear()
        expectEqual(screen.fake.presentedAlerts.count, 1)
        #expect(screen.fake.presentedAlerts.first?.anchor === screen.first)
        screen.fake.tapAlertAction(at: 0)
        screen.fake.coverByPush()
        screen.presentAlert(Alert(title: "Covered", style: .actionSheet, actions: [.default("A")]), from: screen.hidden)
        expectEqual(screen.fake.presentedAlerts.count, 1, "not while covered by a push")
        screen.fake.returnFromPush()
        expectEqual(screen.fake.presentedAlerts.map(\.alert.title), ["Early", "Covered"])
        #expect(screen.fake.presentedAlerts.last?.anchor == nil, "a hidden row anchors nothing: the table does")
        expectEqual(screen.fake.violations, [])
    }

    @Test func leavingDismissesTheShownAndWaitingAlertsWithoutHandlersAndResolvesTheAwaitingTask() async {
        let screen = Screen()
        var handled = 0
        // The closure form, from synchronous code (in async code, `present` is the async form).
        screen.presentNow(Alert(title: "Shown", actions: [.default("A") { handled += 1 }, .cancel { handled += 1 }]))
        screen.presentNow(Alert(title: "Waiting", actions: [.default("B") { handled += 1 }]))
        let confirmation = Task { @MainActor in await screen.confirmAlert("Sure?") }
        await Task.yield()
        expectEqual(screen.alertQueue.count, 3)
        screen.core.viewDidLeave()
        await expectEqual(confirmation.value, false)
        #expect(handled == 0 && screen.alertQueue.count == 0)
        expectEqual(screen.fake.hiddenAlerts.map(\.title), ["Shown"], "only the alert on screen is taken down")
        expectEqual(screen.fake.violations, [])
        // Presented after leaving, an alert is dismissed at once: nobody is there to answer.
        screen.presentNow(Alert(title: "Gone"))
        #expect(screen.alertQueue.count == 0 && screen.fake.presentedAlerts.last?.alert.title == "Shown")
        // After leaving, the screen can come back (pushed again) and present again.
        screen.core.viewWillAppear()
        screen.presentNow(Alert(title: "Again"))
        expectEqual(screen.fake.presentedAlerts.last?.alert.title, "Again")
        screen.core.viewDidLeave()
        expectEqual(screen.fake.hiddenAlerts.map(\.title), ["Shown", "Again"])
    }

    @Test func theAsyncFormReturnsTheChosenActionAfterItsHandler() async {
        let screen = Screen()
        var handled = false
        let delete = AlertAction.destructive("Delete") { handled = true }
        let choice = Task { @MainActor in await screen.presentAlert(Alert(title: "Delete?", actions: [delete, .cancel()])) }
        await Task.yield()
        expectEqual(screen.fake.presentedAlert?.actions.map(\.title), ["Delete", "Cancel"])
        screen.fake.tapAlertAction(at: 0)
        #expect(await choice.value == delete && handled)
        let confirmation = Task { @MainActor in await screen.confirmAlert("Delete?", action: "Delete", role: .destructive) }
        await Task.yield()
        expectEqual(screen.fake.presentedAlert?.cursor, 1, "a destructive confirmation starts on Cancel")
        screen.fake.presentedAlert?.cancel()  // a tap outside: the cancel action
        await expectEqual(confirmation.value, false)
        var confirmed = 0
        screen.confirmAlert("Sign out?", action: "Sign Out") { confirmed += 1 }
        screen.fake.tapAlertAction(at: 0)
        expectEqual(confirmed, 1)
    }

    @Test func theHandlerRunsBeforeTheNextAlertShowsAndAPushInItMakesTheNextWait() {
        let screen = Screen()
        var log: [String] = []
        screen.presentAlert(
            Alert(
                title: "One",
                actions: [
                    // The fake keeps every alert it presented, and the alert its handler:
                    // a strong capture of the screen would keep the screen, its core and the fake.
                    .default("Open") { [unowned screen] in
                        log.append("Open: \(screen.alertQueue.current == nil ? "no current" : "current")")
                        screen.fake.coverByPush()  // the handler pushes a screen
                    }
                ]))
        screen.presentAlert(Alert(title: "Two"))
        screen.fake.tapAlertAction(at: 0)
        expectEqual(log, ["Open: no current"], "the queue's current is cleared before the handler")
        expectEqual(screen.fake.presentedAlerts.map(\.alert.title), ["One"], "not over the pushed screen")
        expectEqual(screen.alertQueue.count, 1)
        screen.fake.returnFromPush()
        expectEqual(screen.fake.presentedAlerts.map(\.alert.title), ["One", "Two"], "when the screen shows again")
        expectEqual(screen.fake.violations, [])
    }

    @Test func anAlertThatWentAwayWithoutAChoiceCountsAsDismissed() async {
        let screen = Screen()
        var handled = 0
        let gone = Task { @MainActor in
            await screen.presentAlert(Alert(title: "Gone", actions: [.default("A") { handled += 1 }, .cancel()]))
        }
        await Task.yield()
        expectEqual(screen.fake.presentedAlert?.title, "Gone")
        screen.fake.alertVanishes()  // the sheet it was presented over was dismissed by someone else
        screen.presentNow(Alert(title: "Next"))
        #expect(await gone.value == nil && handled == 0, "resolved as dismissed, no handler")
        expectEqual(screen.fake.presentedAlerts.map(\.alert.title), ["Gone", "Next"], "the next one is not stuck behind it")
        #expect(screen.fake.hiddenAlerts.isEmpty, "nothing to take off the screen")
        // When the screen shows again, too.
        screen.fake.alertVanishes()
        screen.fake.coverByPush()
        expectEqual(screen.alertQueue.count, 1)
        screen.fake.returnFromPush()
        expectEqual(screen.alertQueue.count, 0, "found gone when the screen showed")
        screen.presentNow(Alert(title: "Last"))
        expectEqual(screen.fake.presentedAlerts.map(\.alert.title), ["Gone", "Next", "Last"])
        expectEqual(screen.fake.violations, [])
    }

    @Test func anAwaitedAlertAnswersNilWhenTheCoreIsReleased() async {
        /// A screen whose controller core can go while a task awaits its alert.
        final class Host: AlertPresenting {
            typealias AlertSource = Row
            var core: TableController<Row, Never>? = TableController()
            var alertQueue: AlertQueue { core!.alertQueue }
        }
        let host = Host()
        weak let core = host.core
        let answer = Task { @MainActor in await host.presentAlert(Alert(title: "Never shown")) }
        await Task.yield()
        expectEqual(host.alertQueue.count, 1, "waiting for the screen to show")
        host.core = nil
        #expect(core == nil, "the core, its queue and the alert are released")
        await expectEqual(answer.value, nil, "the task does not hang")
    }

    @Test func theInitialRowIsRevealedWhenTheScreenIsAppearingBeforeItShows() {
        let core = TableController<Row, Never>()
        let fake = UIKitRulesSurface(core: core)
        fake.rowsOnScreen = 8
        let options = (0..<40).map { Row("Option \($0)") }
        options[30].accessory = .checkmark
        core.composer = { [unowned core] in for option in options { core.change { $0.addCell(option) } } }
        core.viewDidLoad()
        core.viewWillAppear()
        expectEqual(fake.firstRowOnScreen, 0, "not in its window yet")
        fake.isInWindow = true
        fake.layoutIfNeeded()
        core.viewIsAppearing()
        expectEqual(fake.firstRowOnScreen, 23, "the checked option is on screen before the transition")
        fake.scrollRowOnScreen(RowPath(section: 0, row: 0))
        core.viewDidAppear()
        expectEqual(fake.firstRowOnScreen, 0, "once: viewDidAppear does not scroll again")
        expectEqual(fake.violations, [])
    }

    @Test func confirmRefusesTheCancelRole() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Host: AlertPresenting {
                    typealias AlertSource = Row
                    let core = TableController<Row, Never>()
                    var alertQueue: AlertQueue { core.alertQueue }
                }
                Host().confirmAlert("Leave?", action: "Stay", role: .cancel) {}
            }
        }
        expectMisuse(
            result,
            "ComposedTable: confirm(_:message:action:role:cancel:from:) was given role .cancel for the confirming action \"Stay\"; it is .default or .destructive (the cancel action is added for you)."
        )
    }
}
