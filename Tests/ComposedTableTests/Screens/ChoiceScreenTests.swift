import Dispatch
import TestSupport
import Testing

@testable import ComposedTable

/// An error with a message, for loading that fails.
private struct OfflineError: Error, CustomStringConvertible {
    var description: String { "The network is offline." }
}

extension TerminalSession {
    /// Sends keys, letting the main actor's waiting work run before the first and after each.
    func press(_ keys: Key...) async {
        await settle()
        for key in keys {
            send(key)
            await settle()
        }
    }
}

@MainActor
struct ChoiceScreenTests {
    private let size = TerminalSize(columns: 30, rows: 8)

    /// A root screen with one row whose action runs `open` with the row.
    private func root(_ open: @escaping @MainActor (ActiveCell) -> Void) -> (ComposedTableViewController, ActiveCell) {
        let root = ComposedTableViewController(title: "Profile")
        let row = root.addCell(ActiveCell(key: "Colour", value: "Green") { open($0) })
        return (root, row)
    }

    @Test func aChoiceOpensOnTheCurrentValueAndWritesTheChoiceBack() {
        let (root, colour) = root { cell in
            cell.controller?.choose("Colour", from: ["Red", "Green", "Blue"], selection: cell.value) { cell.value = $0 }
        }
        let session = TerminalSession(rootViewController: root, size: size)
        session.send(.enter)
        #expect(
            session.screen.text == """
                ‹ Profile   Colour
                  Red
                › Green                      ✓
                  Blue



                ↑↓ move · ⏎ select · ← back ·…
                """)
        session.send(.down)
        session.send(.enter)
        expectEqual(session.navigationController.viewControllers.count, 1, "a single choice pops itself")
        expectEqual(colour.value, "Blue")
        expectEqual(session.screen.line(1), "› Colour                  Blue")
    }

    @Test("a choice opens on its current value, last of 10,000, however the value was made")
    func aChoiceOpensOnItsCurrentValueAmongManyOptions() {
        let long = (0..<10_000).map { "Option number \($0), a long title" }
        let short = (0..<10_000).map { "Opt \($0)" }
        let cases: [(options: [String], selection: String)] = [
            (long, long[9_999]),  // the very same string
            (long, String(decoding: Array(long[9_999].utf8), as: UTF8.self)),  // equal, stored apart
            (long, long[5_000]),
            (short, "Opt \(9_999)"),  // short: stored inline
            (["Kelvin", "\u{212A}", "Ohm"], "K"),  // equal by Unicode's rules, never the same string
        ]
        for (options, selection) in cases {
            let (root, _) = root { cell in
                cell.controller?.choose("Pick", from: ChoiceOptions(options), selection: selection) { _ in }
            }
            let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 50, rows: 8))
            session.send(.enter)
            let lines = session.screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let current = lines.first { $0.hasPrefix("›") } ?? ""
            let title = options.first { $0 == selection } ?? "?"
            #expect(current.hasPrefix("› " + title) && current.hasSuffix("✓"), "\(selection): \(lines)")
            expectEqual(lines.filter { $0.hasSuffix("✓") }.count, 1, "\(selection): one option checked")
            if options.count > 8 {
                // Centred, unless it is the last option: then on the last line of rows.
                let index = lines.firstIndex(of: current) ?? 0
                let expected = title == options.last ? 6...6 : 3...5
                #expect(expected.contains(index), "\(selection): the current value is centred (line \(index))")
            }
        }
    }

    @Test func awaitingAChoiceAnswersTheOptionOrNilOnBack() async {
        var answers: [String?] = []
        let (root, _) = root { cell in
            Task {
                answers.append(await cell.controller?.choose("Colour", from: ["Red", "Green"], selection: nil))
            }
        }
        let session = TerminalSession(rootViewController: root, size: size)
        await session.press(.enter)
        expectEqual(session.screen.line(1), "› Red", "with nothing chosen the screen opens on the first option")
        await session.press(.down, .enter)
        await session.press(.enter, .left)
        expectEqual(answers, ["Green", nil])
        expectEqual(session.navigationController.viewControllers.count, 1)
    }

    @Test func aMultipleChoiceTogglesAndAnswersWhenTheUserGoesBack() async {
        var answer: Set<String>?
        let (root, _) = root { cell in
            Task {
                answer = await cell.controller?.chooseMany("Notify by", from: ["Mail", "Messages", "Phone"], selections: ["Phone"])
            }
        }
        let session = TerminalSession(rootViewController: root, size: size)
        await session.press(.enter)
        expectEqual(session.screen.line(3), "› Phone                      ✓", "it opens on the first checked option")
        await session.press(.home, .enter, .end, .enter)
        #expect(
            session.screen.text == """
                ‹ Profile Notify by
                  Mail                       ✓
                  Messages
                › Phone



                space check · ← done · esc ca…
                """)
        expectEqual(answer, nil, "no answer while the screen shows")
        await session.press(.left)
        expectEqual(answer, ["Mail"], "← keeps what is checked")
    }

    @Test func escInAMultipleChoicePutsTheChecksBackAndTellsNothingChanged() async {
        var told: [Set<String>] = []
        var awaited: Set<String>?
        let (root, _) = root { cell in
            cell.controller?.chooseMany("Notify by", from: ["Mail", "Messages", "Phone"], selections: ["Phone"]) { told.append($0) }
        }
        let session = TerminalSession(rootViewController: root, size: size)
        await session.press(.enter)
        expectEqual(session.screen.line(7), "space check · ← done · esc ca…", "the hints say how to keep or cancel")
        await session.press(.home, .enter, .end, .enter, .escape)
        expectEqual(session.navigationController.viewControllers.count, 1, "it leaves")
        #expect(told.isEmpty, "the closure hears nothing: nothing changed")
        let task = Task { await root.chooseMany("Notify by", from: ["Mail", "Phone"], selections: ["Phone"]) }
        await session.settle()
        await session.press(.home, .enter, .escape)
        awaited = await task.value
        expectEqual(awaited, ["Phone"], "the async form returns the selections it was given")
        await session.press(.enter, .home, .character(" "), .left)
        expectEqual(told, [["Mail", "Phone"]], "Space checks; ← keeps it")
    }

    @Test func sectionsSubtitlesAndDisabledOptions() {
        struct Plan: Hashable {
            var name: String
            var price: String
            var isAvailable = true
        }
        let plans = [
            Plan(name: "Free", price: "0 €"), Plan(name: "Pro", price: "9 €"), Plan(name: "Team", price: "29 €", isAvailable: false),
        ]
        var chosen: Plan?
        let (root, _) = root { cell in
            cell.controller?.choose(
                "Plan",
                from: .sections(
                    [
                        ChoiceSection(header: "Personal", options: Array(plans[0...1])),
                        ChoiceSection(header: "Business", options: [plans[2]], footer: "Soon."),
                    ],
                    title: \.name, subtitle: \.price, isEnabled: \.isAvailable),
                selection: plans[1]
            ) { chosen = $0 }
        }
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 30, rows: 16))
        session.send(.enter)
        #expect(
            session.screen.text == """
                ‹ Profile    Plan
                 Personal
                  Free
                  0 €
                › Pro                        ✓
                  9 €

                 Business
                  Team
                  29 €
                  Soon.




                ↑↓ move · ⏎ select · ← back ·…
                """)
        session.send(.end)
        session.send(.enter)
        expectEqual(chosen, nil, "a disabled option cannot be chosen")
        expectEqual(session.navigationController.viewControllers.count, 2)
        session.send(.home)
        session.send(.enter)
        expectEqual(chosen?.name, "Free")
    }

    @Test func optionsThatLoadShowLoadingThenAnErrorWithRetryThenTheOptions() async {
        var attempts = 0
        var answer: String?
        let (root, _) = root { cell in
            Task {
                answer = await cell.controller?.choose(
                    "City",
                    from: .loading {
                        attempts += 1
                        await Task.yield()
                        if attempts == 1 { throw OfflineError() }
                        return [ChoiceSection(options: ["Berlin", "Paris"])]
                    }, selection: "Paris")
            }
        }
        let session = TerminalSession(rootViewController: root, size: size)
        session.send(.enter)
        await Task.yield()
        #expect(session.screen.line(4).hasSuffix(" Loading…"), "the screen's loading state (a spinner, then Loading…)")
        await session.settle()
        #expect(
            session.screen.text == """
                ‹ Profile    City

                               ⚠
                         Couldn’t Load
                    The network is offline.

                           [ Retry ]
                ⏎ Retry · ← back · ? keys
                """)
        await session.press(.enter)
        expectEqual(attempts, 2)
        expectEqual(session.screen.line(1), "  Berlin")
        expectEqual(session.screen.line(2), "› Paris                      ✓", "loaded, it moves to the current choice")
        await session.press(.up, .enter)
        expectEqual(answer, "Berlin")
    }

    @Test func aChoiceWithAClosureLoadsItsOptionsToo() async {
        var chosen: [String] = []
        let (root, _) = root { cell in
            cell.controller?.choose("City", from: .loading { [ChoiceSection(options: ["Berlin", "Paris"])] }, selection: "Paris") {
                chosen.append($0)
            }
        }
        let session = TerminalSession(rootViewController: root, size: size)
        session.send(.enter)
        await session.settle()
        expectEqual(session.screen.line(2), "› Paris                      ✓", "loaded, it opens on the current choice")
        await session.press(.up, .enter)
        expectEqual(chosen, ["Berlin"])
        expectEqual(session.navigationController.viewControllers.count, 1, "the screen popped")
    }

    /// `.loading` over a list, as the README writes it: the options load, not in sections.
    @Test func optionsThatLoadAsAListNeedNoSections() async {
        func cities() async throws -> [String] {
            await Task.yield()
            return ["Berlin", "Paris"]
        }
        var answer: String?
        let (root, _) = root { cell in
            Task { answer = await cell.controller?.choose("City", from: .loading { try await cities() }, selection: nil) }
        }
        let session = TerminalSession(rootViewController: root, size: size)
        session.send(.enter)
        await session.settle()
        expectEqual(session.screen.line(1), "› Berlin", "loaded, the list opens on its first option")
        expectEqual(session.screen.line(2), "  Paris")
        await session.press(.down, .enter)
        await session.settle()
        expectEqual(answer, "Paris")
    }

    @Test func aRefreshOfOptionsThatLoadKeepsTheUserOnTheirOption() async {
        var loads = 0
        let (root, _) = root { cell in
            Task {
                _ = await cell.controller?.choose(
                    "City",
                    from: .loading {
                        loads += 1
                        await Task.yield()
                        return [ChoiceSection(options: ["Berlin", "Paris", "Rome", "Oslo"])]
                    }, selection: "Paris")
            }
        }
        let session = TerminalSession(rootViewController: root, size: size)
        session.send(.enter)
        await session.settle()
        #expect(session.screen.text.contains("› Paris"), "loaded, it opens on the current choice")
        await session.press(.down, .down)
        #expect(session.screen.text.contains("› Oslo"))
        await session.press(.character("r"))  // the options load again
        await session.settle()
        expectEqual(loads, 2)
        #expect(session.screen.text.contains("› Oslo"), "the refresh moved the user back to the current choice")
        await session.press(.enter)
        expectEqual(session.navigationController.viewControllers.count, 1, "Enter chose the option the user was on")
    }

    @Test func optionsThatLoadOnAnotherThreadAreWaitedForUntilTheyShow() async {
        var reply: CheckedContinuation<Void, Never>?
        let (root, _) = root { cell in
            Task {
                _ = await cell.controller?.choose(
                    "City",
                    from: .loading {
                        await withCheckedContinuation { reply = $0 }  // answered from another thread
                        return [ChoiceSection(options: ["Berlin", "Paris"])]
                    }, selection: "Paris")
            }
        }
        let session = TerminalSession(rootViewController: root, size: size)
        await session.press(.enter)
        #expect(session.screen.line(4).hasSuffix(" Loading…") && reply != nil, "settle() waits for no other thread")
        var polls = 0
        // A long timeout: other tests running in parallel can hold the main actor for a while.
        let loaded = await session.settle(timeout: .seconds(60)) { session in
            polls += 1
            if polls == 3, let answer = reply {
                reply = nil
                DispatchQueue.global().async { answer.resume() }  // the server answers, elsewhere
            }
            return session.screen.text.contains("Berlin")
        }
        #expect(loaded && polls > 3, "it kept letting the main actor run until the options showed")
        expectEqual(session.screen.line(2), "› Paris                      ✓")
        var checks = 0
        let never = await session.settle(timeout: .milliseconds(30)) {
            checks += 1
            return $0.screen.text.contains("Rome")
        }
        #expect(!never, "false when the timeout passes first")
        // At most one check per millisecond of the timeout (each waits a millisecond), and one
        // more at the start: it stops at the deadline, however long a loaded machine makes it.
        #expect(checks <= 32, "and it does not go on after its timeout (\(checks) checks)")
    }

    @Test func aChoiceThatStaysOpenMovesTheCheckAndTellsEachChoice() async {
        var told: [String] = []
        let (root, tone) = root { cell in
            cell.controller?.choose(
                "Ringtone", from: ChoiceOptions((1...30).map { "Tone \($0)" }, searchable: false), selection: "Tone 2", popsOnChoice: false
            ) { told.append($0) }
        }
        let session = TerminalSession(rootViewController: root, size: size)
        await session.press(.enter, .up, .enter)
        expectEqual(session.navigationController.viewControllers.count, 2, "the screen stays open")
        #expect(
            session.screen.text == """
                ‹ Profile  Ringtone
                › Tone 1                     ✓
                  Tone 2
                  Tone 3
                  Tone 4
                  Tone 5
                  Tone 6
                ↑↓ move · ⏎ select…  ↓ 24 more
                """)
        // Tone 1 leaves the screen (its row is let go) and comes back unchecked.
        await session.press(.end, .enter, .home)
        expectEqual(told, ["Tone 1", "Tone 30"])
        expectEqual(session.screen.line(1), "› Tone 1", "the check moved to Tone 30")
        await session.press(.end)
        expectEqual(session.screen.line(6), "› Tone 30                    ✓")
        await session.press(.left)
        expectEqual(session.navigationController.viewControllers.count, 1)
        expectEqual(told, ["Tone 1", "Tone 30"], "going back tells nothing more")
        expectEqual(tone.value, "Green", "the app decides what a choice changes")
    }

    @Test func aMultipleChoiceInSectionsShowsTheirHeadersAndAnswersOnBack() async {
        var answer: Set<String>?
        let (root, _) = root { cell in
            cell.controller?.chooseMany(
                "Alerts",
                from: .sections([
                    ChoiceSection(header: "Sounds", options: ["Chime", "Bell"]), ChoiceSection(header: "Vibrations", options: ["Pulse"]),
                ]), selections: ["Bell"]
            ) { answer = $0 }
        }
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 30, rows: 10))
        await session.press(.enter, .down, .enter)
        #expect(
            session.screen.text == """
                ‹ Profile   Alerts
                 Sounds
                  Chime
                  Bell                       ✓

                 Vibrations
                › Pulse                      ✓


                space check · ← done · esc ca…
                """)
        expectEqual(answer, nil, "answered when the screen leaves")
        await session.press(.left)
        expectEqual(answer, ["Bell", "Pulse"])
        let awaited = Task { await root.chooseMany("Alerts", from: .sections([ChoiceSection(options: ["A", "B"])]), selections: []) }
        await session.press(.enter, .left)
        await expectEqual(awaited.value, ["A"])
    }

    @Test func aMultipleChoiceThatLoadsKeepsItsChecksAcrossARefreshAndAnswersOnBack() async {
        var loads = 0
        var answer: Set<String>?
        let (root, _) = root { cell in
            Task {
                answer = await cell.controller?.chooseMany(
                    "Tags",
                    from: .loading {
                        loads += 1
                        await Task.yield()
                        if loads == 1 { throw OfflineError() }
                        return [
                            ChoiceSection(header: "Recent", options: ["swift", "ios"]), ChoiceSection(header: "All", options: ["linux"]),
                        ]
                    }, selections: ["ios"])
            }
        }
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 30, rows: 10))
        session.send(.enter)
        await session.settle()
        #expect(session.screen.text.contains("Couldn’t Load"))
        await session.press(.enter)  // Retry
        await session.settle()
        #expect(session.screen.text.contains("› ios                        ✓"), "loaded, it opens on the checked option")
        await session.press(.down, .down, .enter, .character("r"))
        await session.settle()
        expectEqual(loads, 3)
        #expect(session.screen.text.contains("› linux                      ✓"), "a refresh keeps what the user checked")
        await session.press(.left)
        expectEqual(answer, ["ios", "linux"])
    }

    @Test func leavingAMultipleChoiceWhileItLoadsAnswersTheSelectionsAsTheyWere() async {
        var answer: Set<String>?
        let gate = Gate()
        let (root, _) = root { cell in
            Task {
                answer = await cell.controller?.chooseMany(
                    "Tags",
                    from: .loading {
                        await gate.wait()
                        return [ChoiceSection(options: ["swift"])]
                    }, selections: ["ios"])
            }
        }
        let session = TerminalSession(rootViewController: root, size: size)
        await session.press(.enter, .left)
        gate.open()
        await session.settle()
        expectEqual(answer, ["ios"])
    }

    @Test func noOptionsSaySo() {
        let (root, _) = root { cell in
            cell.controller?.choose("Colour", from: ChoiceOptions([String]()), selection: nil) { _ in }
        }
        let session = TerminalSession(rootViewController: root, size: size)
        session.send(.enter)
        expectEqual(session.screen.line(1), "› No options")
    }

    @Test func aPoppedChoiceScreenItsCellsAndItsLoadingTaskAreReleased() async {
        weak var weakScreen: ComposedTableViewController?
        var answer: String?? = .none
        var wasCancelled = false
        let (root, _) = root { cell in
            Task {
                answer = .some(
                    await cell.controller?.choose(
                        "City",
                        from: .loading {
                            do {
                                try await Task.sleep(for: .seconds(3600))
                            } catch {
                                wasCancelled = true
                                throw error
                            }
                            return [ChoiceSection(options: ["Berlin"])]
                        }, selection: nil))
            }
        }
        let session = TerminalSession(rootViewController: root, size: size)
        await session.press(.enter)
        weakScreen = session.navigationController.topViewController
        expectEqual(weakScreen?.title, "City")
        await session.press(.left)
        for _ in 0..<20 where !wasCancelled { try? await Task.sleep(for: .milliseconds(5)) }
        expectEqual(answer, .some(nil), "going back answers nil")
        #expect(wasCancelled, "and cancels the loading")
        #expect(weakScreen == nil, "the screen, its rows and its session are released")
    }

    @Test func aChoiceScreenWithItsOptionsIsReleasedAfterAChoice() async {
        weak var weakScreen: ComposedTableViewController?
        weak var weakOption: ActiveCell?
        let (root, _) = root { cell in
            cell.controller?.choose("Colour", from: ["Red", "Green"], selection: "Red") { cell.value = $0 }
        }
        let session = TerminalSession(rootViewController: root, size: size)
        session.send(.enter)
        weakScreen = session.navigationController.topViewController
        _ = session.screen
        weakOption = weakScreen?.cursorCell
        expectEqual(weakOption?.key, "Red")
        session.send(.enter)
        #expect(weakScreen == nil)
        #expect(weakOption == nil)
    }

    @Test func aChoiceFromAScreenThatLeftAnswersNilAtOnce() async {
        let root = ComposedTableViewController(title: "Root")
        let screen = ComposedTableViewController(title: "Profile")
        let session = TerminalSession(rootViewController: root, size: size)
        session.navigationController.pushViewController(screen, animated: true)
        session.navigationController.popViewController(animated: true)
        // An action's task that runs after the user went back.
        let answer = await screen.choose("Colour", from: ["Red"], selection: "Red")
        expectEqual(answer, nil)
        expectEqual(session.navigationController.viewControllers.count, 1, "nothing was pushed")
        let checked = await screen.chooseMany("Notify by", from: ["Mail"], selections: ["Mail"])
        expectEqual(checked, ["Mail"], "a multiple choice answers what was checked")
    }

    @Test func choosingFromAScreenOutsideANavigationControllerIsAMisuse() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                ComposedTableViewController(title: "Alone").choose("Colour", from: ["Red"], selection: nil) { _ in }
            }
        }
        expectMisuse(result, "ComposedTable: choose(…) was called on a screen that is in no navigation controller")
    }
}

@MainActor
struct ChoiceRowTests {
    final class Profile {
        var colour = "Green"
    }

    @Test func aChoiceRowShowsTheChoicePushesTheOptionsAndWritesBack() {
        let profile = Profile()
        var changes: [String] = []
        let screen = ComposedTableViewController(title: "Profile")
        let choice = screen.addChoice("Colour", from: ["Red", "Green", "Blue"], selection: "Red").onChange { changes.append($0) }
            .bind(to: profile, \.colour)
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 6))
        expectEqual(session.screen.line(1), "› Colour               Green >", "bound: the row shows the model's value")
        session.send(.enter)
        expectEqual(session.screen.line(0), "‹ Profile   Colour")
        expectEqual(session.screen.line(2), "› Green                      ✓")
        session.send(.down)
        session.send(.enter)
        expectEqual(session.screen.line(1), "› Colour                Blue >")
        expectEqual(choice.selection, "Blue")
        expectEqual(profile.colour, "Blue", "written back to the model")
        expectEqual(changes, ["Blue"])
        choice.selection = "Red"
        expectEqual(session.screen.line(1), "› Colour                 Red >")
        expectEqual(changes, ["Blue"], "onChange follows the user only")
    }

    @Test func aChoiceRowIsReleasedWithItsScreen() {
        weak var weakChoice: ChoiceRow<String, ActiveCell>?
        weak var weakScreen: ComposedTableViewController?
        do {
            let screen = ComposedTableViewController(title: "Profile")
            weakChoice = screen.addChoice("Colour", from: ["Red", "Green"], selection: "Red")
            weakScreen = screen
            let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 6))
            session.send(.enter)
            session.send(.enter)
            expectEqual(weakChoice?.selection, "Red")
        }
        #expect(weakScreen == nil)
        #expect(weakChoice == nil)
    }
}

@MainActor
struct ChoiceSearchAndMenuTests {
    private let zones = ["Europe/Zürich", "America/New_York", "America/Montréal", "Asia/Tokyo"] + (0..<30).map { "Zone \($0)" }

    @Test func aLongChoiceNarrowsAsTheUserTypesIgnoringCaseAndAccentsAndClears() throws {
        let screen = ComposedTableViewController(title: "Settings")
        let zone = screen.addChoice("Time zone", from: zones, selection: "Asia/Tokyo")
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 34, rows: 8))
        session.send(.enter)
        #expect(
            session.screen.text == """
                ‹ Settings  Time zone
                  Europe/Zürich
                  America/New_York
                  America/Montréal
                › Asia/Tokyo                     ✓
                  Zone 0
                  Zone 1
                ↑↓ move · ⏎ select · ←…  ↓ 28 more
                """)
        session.run(try KeyScript("/ type:ZUR"))
        #expect(
            session.screen.text == """
                ‹ Settings  Time zone
                / ZUR
                › Europe/Zürich




                type to search · ⏎ pick · ↓ list…
                """)
        session.run(try KeyScript("backspace backspace backspace type:america space type:mont"))
        expectEqual(session.screen.line(1), "/ america mont")
        expectEqual(session.screen.line(2), "› America/Montréal")
        expectEqual(session.screen.line(3), "")
        session.run(try KeyScript("esc"))
        expectEqual(session.screen.line(3), "› America/Montréal", "cleared: every option, the cursor where the user was")
        expectEqual(session.screen.line(4), "  Asia/Tokyo                     ✓")
        session.run(try KeyScript("/ type:tokyo down enter"))
        expectEqual(zone.selection, "Asia/Tokyo", "↓ goes to the list keeping the filter, Enter picks there")
        session.send(.enter)
        session.run(try KeyScript("/ type:new space type:yo enter"))
        expectEqual(zone.selection, "America/New_York")
        expectEqual(session.navigationController.viewControllers.count, 1)
    }

    /// As fzf: the first key over many options shows a screenful of matches at once, the rest
    /// arrive in the main actor's next turns; a match far down shows at once too, and "No results"
    /// only once every option was read.
    @Test func aSearchOverManyOptionsShowsTheFirstMatchesAtOnceAndTheRestInTheNextTurns() async {
        let screen = ComposedTableViewController(title: "Settings")
        let options = (0..<30_000).map { "Option \($0)" }
        screen.addChoice("Option", from: options, selection: "Option 0")
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 34, rows: 8))
        session.send(.enter)
        for key in "/9" { session.send(.character(key)) }
        let composition = session.navigationController.topViewController.core.composition
        #expect(composition.numberOfRows(inSection: 0) == 64 && session.screen.line(2) == "› Option 9")
        await session.settle()
        expectEqual(composition.numberOfRows(inSection: 0), options.filter { $0.contains("9") }.count)
        expectEqual(session.screen.line(2), "› Option 9")
        session.send(.escape)
        for key in "/29999" { session.send(.character(key)) }
        #expect(session.screen.line(2) == "› Option 29999" && composition.numberOfRows(inSection: 0) == 1)
        session.send(.character("0"))
        expectEqual(session.screen.line(2), "  No results for “299990”")
    }

    /// As `filter`: a query's letters in order anywhere, the best match first (here not the list's
    /// order), the letters matched bold in the accent colour.
    @Test func aSearchFindsLettersInOrderRanksTheBestFirstAndHighlightsThem() throws {
        let screen = ComposedTableViewController(title: "Settings")
        let cities = ["Newark", "Sydney", "New York", "Norwalk"] + (0..<30).map { "Zone \($0)" }
        screen.addChoice("City", from: cities, selection: "Sydney")
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 34, rows: 8))
        session.send(.enter)
        session.run(try KeyScript("/ type:nwyk"))
        expectEqual((2...3).map { session.screen.line($0) }, ["› New York", ""], "n…w…y…k: New York alone")
        session.run(try KeyScript("esc / type:nk"))
        expectEqual((2...5).map { session.screen.line($0) }, ["› Newark", "  Norwalk", "  New York", ""], "the closer n…k first")
        let bold = (0..<9).filter { session.screen.style(atRow: 3, column: $0).isSuperset(of: [.bold, .accent]) }
        expectEqual(bold, [2, 8], "N and k of Norwalk")
        session.run(try KeyScript("esc"))
        #expect(!session.screen.style(atRow: 3, column: 2).contains(.bold), "no query: no highlight")
    }

    /// A lazy list of 100,000 options answers a key with a screenful, ranked, making only the rows
    /// it draws.
    @Test func aSearchOverALazyListMakesOnlyTheRowsItDraws() async {
        let screen = ComposedTableViewController(title: "Settings")
        screen.addChoice("Option", from: (0..<100_000).map { "Option \($0)" }, selection: "Option 50000")
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 34, rows: 8))
        session.send(.enter)
        for key in "/99" { session.send(.character(key)) }
        let composition = session.navigationController.topViewController.core.composition
        #expect(session.screen.line(2) == "› Option 99" && composition.count < 20, "\(composition.count) rows made")
        await session.settle()
        #expect(session.screen.line(2) == "› Option 99" && composition.count < 20, "\(composition.count) rows made")
    }

    @Test func aShortChoiceHasNoSearch() throws {
        let screen = ComposedTableViewController(title: "Settings")
        screen.addChoice("Colour", from: ["Red", "Green"], selection: "Red")
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 40, rows: 6))
        session.send(.enter)
        #expect(session.navigationController.topViewController.search == nil)
        session.run(try KeyScript("/"))
        expectEqual(session.screen.line(1), "› Red                                  ✓", "/ does nothing")
    }

    @Test func aMenuRowOffersItsOptionsInAModalListAndKeepsTheChoiceOnCancel() throws {
        let screen = ComposedTableViewController(title: "Settings")
        var changes: [String] = []
        let sort = screen.addMenu("Sort by", from: ["Date", "Name", "Size"], selection: "Name").onChange { changes.append($0) }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 34, rows: 10))
        session.send(.enter)
        #expect(
            session.screen.text == """
                             Settings
                › Sor┌──────────────────────┐ Name
                     │ Sort by              │
                     │                      │
                     │   Date               │
                     │ › Name ✓             │
                     │   Size               │
                     │   Cancel             │
                     └──────────────────────┘
                ↑↓ move · ⏎ choose · esc cancel ·…
                """)
        session.send(.escape)
        expectEqual(sort.selection, "Name")
        #expect(changes.isEmpty)
        session.send(.enter)
        session.run(try KeyScript("down enter"))  // from Name, the current option
        expectEqual(sort.selection, "Size")
        expectEqual(changes, ["Size"])
        expectEqual(session.screen.line(1), "› Sort by                     Size")
    }
}
