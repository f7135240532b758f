import Foundation
import TestSupport
import Testing

@testable import ComposedTable
@testable import ComposedTableDemoScreens

/// The accessible mode, driven by typed lines against the demo's screens: the exact transcript a
/// screen reader reads.
@MainActor
struct AccessibleTerminalTests {
    /// What the driver wrote, with each answer echoed after its prompt as a terminal shows it.
    final class Transcript {
        var text = ""
        var answers: ArraySlice<String>
        init(_ answers: [String]) { self.answers = answers[...] }
    }

    /// Runs a screen with typed answers until the screens end, or the answers do (the end of
    /// input).
    private func run(_ root: ComposedTableViewController, _ answers: [String]) async -> (
        outcome: InteractiveTerminal.Outcome, text: String, navigation: NavigationController
    ) {
        let transcript = Transcript(answers)
        let navigation = NavigationController(rootViewController: root)
        let terminal = AccessibleTerminal(
            navigationController: navigation,
            readLine: {
                guard let answer = transcript.answers.popFirst() else { return nil }
                transcript.text += answer + "\n"
                return answer
            },
            write: { transcript.text += $0 })
        let outcome = await terminal.run()
        return (outcome, transcript.text, navigation)
    }

    @Test func aSwitchTogglesABadAnswerIsToldAndQuittingAsksAboutUnsavedChanges() async {
        let screen = SettingsViewController()
        let result = await run(screen, ["1", "3", "x", "4", "q", "?", "7", "1"])
        expectEqual(result.outcome, .quit)
        let saved = screen.settings.saved
        #expect(!saved.wifi && saved.lowPowerMode && saved.appearance == "Light", "Save ran, with what was chosen")
        #expect(
            result.text == """

                Settings
                Wi-Fi
                1. Wi-Fi: on (switch)
                Network: Home
                2. Ask to Join: off (switch)
                Known networks are joined automatically.
                Display
                3. Brightness: 60 % (0-1)
                4. Low Power Mode: off (switch)
                5. Auto-Lock (min): 2 (1-10)
                Appearance
                6. Light
                7. Dark
                8. Automatic (current)
                General
                Software Update: Managed (unavailable)
                Storage: 42 GB free
                9. Sign Out
                Signed in as stephan@example.com.
                Choose 1-9, q quit, ? help: 1

                Settings
                Wi-Fi
                1. Wi-Fi: off (switch)
                Known networks are joined automatically.
                Display
                2. Brightness: 60 % (0-1)
                3. Low Power Mode: off (switch)
                4. Auto-Lock (min): 2 (1-10)
                Appearance
                5. Light
                6. Dark
                7. Automatic (current)
                General
                Software Update: Managed (unavailable)
                Storage: 42 GB free
                8. Sign Out
                Signed in as stephan@example.com.
                Choose 1-8, q quit, ? help: 3

                Settings
                Wi-Fi
                1. Wi-Fi: off (switch)
                Known networks are joined automatically.
                Display
                2. Brightness: 60 % (0-1)
                3. Low Power Mode: on (switch)
                Auto-Lock (min): 2 (1-10) (unavailable)
                Appearance
                4. Light
                5. Dark
                6. Automatic (current)
                General
                Software Update: Managed (unavailable)
                Storage: 42 GB free
                7. Sign Out
                Signed in as stephan@example.com.
                Choose 1-7, q quit, ? help: x
                “x” is not an answer here: choose a number from 1 to 7, or ? for help.
                Choose 1-7, q quit, ? help: 4
                4. Light (current)
                6. Automatic
                Choose 1-7, q quit, ? help: q

                Discard changes?
                “Settings” has changes that are not saved.
                1. Save
                2. Discard
                3. Cancel
                Choose 1-3, ? help: ?
                Commands:
                  a number   choose that row (its title works too): runs it, toggles a switch, or asks for a value
                  b, back    go back (asks first when there are unsaved changes)
                  q, quit    quit (asks first when there are unsaved changes)
                  r          write the screen again
                  /TEXT      filter a long list that has a search (/ alone clears it)
                  empty line done, on a list of options
                  ?          these commands
                When a row asks for a value, an empty line keeps it; for a text, a lone space empties it.
                Choose 1-3, ? help: 7
                “7” is not an answer here: choose a number from 1 to 3, or ? for help.
                Choose 1-3, ? help: 1
                """
                + "\n")
    }

    @Test func aChoiceScreenIsPushedAndPickedBackGoesBackAndAnAlertAsks() async {
        let result = await run(ChoicesViewController(), ["1", "b", "1", "2", "b", "7", "1", "q"])
        expectEqual(result.outcome, .quit)
        // The current time zone depends on the machine.
        let text = result.text.replacing(/Time zone: [^\n]*/, with: "Time zone: …")
        #expect(
            text == """

                Choices
                Rows that choose
                1. Colour: Red
                2. Time zone: …
                The options screen opens on the current value.
                Throwaway pickers
                3. One of 100,000: Option 50,000
                4. Notify by: Mail
                5. City: Paris
                Type / to search a long list; case and accents do not matter.
                Menus and alerts
                6. Sort by: Date
                Account: Signed in
                7. Sign Out
                Choose 1-7, q quit, ? help: 1

                Colour
                1. Red (current)
                2. Green
                3. Blue
                Choose 1-3, b back, q quit, ? help: b

                Choices
                Rows that choose
                1. Colour: Red
                2. Time zone: …
                The options screen opens on the current value.
                Throwaway pickers
                3. One of 100,000: Option 50,000
                4. Notify by: Mail
                5. City: Paris
                Type / to search a long list; case and accents do not matter.
                Menus and alerts
                6. Sort by: Date
                Account: Signed in
                7. Sign Out
                Choose 1-7, q quit, ? help: 1

                Colour
                1. Red (current)
                2. Green
                3. Blue
                Choose 1-3, b back, q quit, ? help: 2

                Choices
                Rows that choose
                1. Colour: Green
                2. Time zone: …
                The options screen opens on the current value.
                Throwaway pickers
                3. One of 100,000: Option 50,000
                4. Notify by: Mail
                5. City: Paris
                Type / to search a long list; case and accents do not matter.
                Menus and alerts
                6. Sort by: Date
                Account: Signed in
                7. Sign Out
                Choose 1-7, q quit, ? help: b
                This is the first screen: nothing to go back to.
                Choose 1-7, q quit, ? help: 7

                Sign out?
                You can sign in again.
                1. Sign Out
                2. Cancel
                Choose 1-2, ? help: 1

                Choices
                Rows that choose
                1. Colour: Green
                2. Time zone: …
                The options screen opens on the current value.
                Throwaway pickers
                3. One of 100,000: Option 50,000
                4. Notify by: Mail
                5. City: Paris
                Type / to search a long list; case and accents do not matter.
                Menus and alerts
                6. Sort by: Date
                Account: Signed out
                7. Sign Out
                Choose 1-7, q quit, ? help: q
                """
                + "\n")
    }

    @Test func aFieldIsTypedValidationSaysWhyADateIsAskedAgainAndQuitDiscards() async {
        let result = await run(
            FormViewController(), ["2", "not-an-email", "3", "short", "4", "2030-02-30", "17 May", "1990-05-17", "6", "9", "3", "q", "1"])
        expectEqual(result.outcome, .quit)
        #expect(result.navigation.discardedChanges, "Discard was chosen")
        #expect(
            result.text == """

                Sign Up
                Account
                1. Username: empty (text) — Required
                2. Email: empty (text) — name@example.com
                3. Password: empty (password) — 8 characters or more
                Your e-mail address stays private.
                About You
                4. Birthday: 1 Jan 2000 (date)
                5. Height (cm): empty (text) — Optional
                6. Country: Germany (one of 4)
                7. Phone: empty (text) — Optional
                8. About: empty (text, 1 line) — A few words about you
                Plan
                9. Plan: Free (one of Free, Pro, Team)
                10. E-mails a week: 1 (0-7)
                11. I accept the terms: off (switch)
                Create Account (unavailable)
                By creating an account you accept the terms.
                Choose 1-11, q quit, ? help: 2
                Email [empty]: not-an-email
                2. Email: not-an-email (text)
                   Error: Enter a valid e-mail address.
                Choose 1-11, q quit, ? help: 3
                Password [empty]: short
                3. Password: hidden (password)
                   Error: At least 8 characters.
                Choose 1-11, q quit, ? help: 4
                Birthday (YYYY-MM-DD) [2000-01-01]: 2030-02-30
                “2030-02-30” is not a day that exists: type it like 2000-01-01.
                Birthday (YYYY-MM-DD) [2000-01-01]: 17 May
                “17 May” is not a date as YYYY-MM-DD: type it like 2000-01-01.
                Birthday (YYYY-MM-DD) [2000-01-01]: 1990-05-17
                4. Birthday: 17 May 1990 (date)
                Choose 1-11, q quit, ? help: 6
                1. Germany (current)
                2. Japan
                3. Kenya
                4. United States
                Country: choose 1-4, empty keeps [Germany]: 9
                “9” is not an option: choose a number from 1 to 4.
                Country: choose 1-4, empty keeps [Germany]: 3
                6. Country: Kenya (one of 4)
                Choose 1-11, q quit, ? help: q

                Discard changes?
                “Sign Up” has changes that are not saved.
                1. Discard
                2. Keep Editing
                Choose 1-2, ? help: 1
                """
                + "\n")
    }

    @Test func everyKindOfRowTakesItsTypedAnswerThroughItsKeys() async throws {
        let form = FormViewController()
        let result = await run(
            form, ["9", "3", "10", "30", "11", "x", "7", "8", "two words", "1", "Ann", "1", "", "5", "181", "7", "5551234567"])
        expectEqual(result.outcome, .endOfInput)
        let cells = form.composition.visibleCells.map(\.cell)
        let plan = try #require(cells.compactMap { $0 as? SegmentedCell }.first)
        expectEqual(plan.selectedSegment, "Team", "the segment, by ← →")
        let seats = try #require(cells.compactMap { $0 as? StepperCell }.first)
        expectEqual(seats.number, 30, "Team shows Seats; its number typed, stepped to by → from 3")
        let slider = try #require(cells.compactMap { $0 as? SliderCell }.first)
        expectEqual(slider.number, 7)
        let about = try #require(cells.compactMap { $0 as? TextViewCell }.first)
        expectEqual(about.text, "two words")
        let fields = form.textFields
        expectEqual(fields[0].text, "Ann", "an empty answer keeps the text")
        expectEqual(fields[3].text, "181.0", "the number field formats what was typed, as when typed")
        expectEqual(fields[4].text, "(555) 123-4567", "the phone pattern formats it too")
        #expect(
            result.text.contains("“x” is not a number: type one from 0 to 7.\nE-mails a week (0-7) [1]: 7\n11. E-mails a week: 7 (0-7)\n"))
        #expect(result.text.contains("Plan: choose 1-3, empty keeps [Free]: 3\n\nSign Up\n"), "a row appeared: the whole screen again")
        #expect(result.text.contains("\n9. Plan: Team (one of Free, Pro, Team)\n10. Seats: 3 (2-50)\n"))
        #expect(result.text.contains("Seats (2-50) [3]: 30\n"))
        #expect(result.text.contains("\n1. Username: Ann (text)\n"))
        #expect(result.text.contains("Username [Ann]: \nNo change.\n"), "an empty answer keeps the text")
    }

    @Test func aLoneSpaceEmptiesATextAndAnEmptyLineEndsAMultipleChoice() async {
        let choices = ChoicesViewController()
        let result = await run(choices, ["4", "2", "3", "1", "", "3", "/49,99", "11", "q"])
        expectEqual(result.outcome, .quit)
        #expect(result.text.contains("Choose 1-3, b back, q quit, ? help: 2\n2. Messages (current)\n"), "a toggle writes what changed")
        #expect(result.text.contains("4. Notify by: Messages, Phone"), "an empty line is done: back with the choices")
        #expect(result.text.contains("200. Option 200\n… and 99800 more rows: type /TEXT to filter\n"), "a long list is cut")
        #expect(result.text.contains("Filtered by “49,99”\n1. Option 4,999\n2. Option 49,990\n"), "best first: 4999 in a run, at a start")
        #expect(result.text.contains("3. One of 100,000: Option 49,999\n"))
        let form = FormViewController()
        let emptied = await run(form, ["1", "Ann", "1", " "])
        expectEqual(form.textFields[0].text, "")
        #expect(
            emptied.text.hasSuffix(
                "Username [Ann]:  \n1. Username: empty (text) — Required\n   Error: Choose a username.\nChoose 1-11, q quit, ? help: "))
    }

    @Test func theEnvironmentTurnsItOn() {
        #expect(AccessibleTerminal.isRequested(environment: ["COMPOSEDTABLE_ACCESSIBLE": "1"]))
        #expect(AccessibleTerminal.isRequested(environment: ["COMPOSEDTABLE_ACCESSIBLE": "yes", "TERM": "xterm"]))
        #expect(AccessibleTerminal.isRequested(environment: ["TERM": "dumb"]))
        #expect(!AccessibleTerminal.isRequested(environment: ["TERM": "dumb", "COMPOSEDTABLE_ACCESSIBLE": "0"]), "0 wins over TERM=dumb")
        #expect(!AccessibleTerminal.isRequested(environment: ["TERM": "xterm-256color"]))
        #expect(!AccessibleTerminal.isRequested(environment: [:]))
        #expect(
            AccessibleTerminal.isRequested(environment: ["COMPOSEDTABLE_ACCESSIBLE": "maybe", "TERM": "dumb"]),
            "an unknown value: TERM decides")
    }

    @Test func theEndOfInputEndsIt() async {
        let result = await run(SettingsViewController(), [])
        expectEqual(result.outcome, .endOfInput)
        #expect(result.text.hasPrefix("\nSettings\nWi-Fi\n1. Wi-Fi: on (switch)\n"))
        #expect(result.text.hasSuffix("Choose 1-9, q quit, ? help: "))
    }

    @Test func noTypedLineStopsTheProcess() async {
        // Random answers — numbers in and out of range, commands, dates, junk — on every screen
        // of the demo's three: each run ends, by quitting or by the end of input.
        let words = [
            "1", "2", "3", "4", "5", "7", "9", "11", "0", "-1", "999999999999999999999", "b", "back", "q", "", " ", "?", "r", "/",
            "/Opt", "x", "2000-02-30", "1999-12-31", "12:30", "1e309", "nan", "👍🏽", "\u{1B}[A", "0.5",
        ]
        var generator = SplitMix64(seed: 23)
        for round in 0..<30 {
            let screens: [ComposedTableViewController] = [SettingsViewController(), ChoicesViewController(), FormViewController()]
            let answers = (0..<40).map { _ in words.randomElement(using: &generator)! }
            let result = await run(screens[round % 3], answers)
            #expect([.quit, .endOfInput].contains(result.outcome))
        }
    }
}
