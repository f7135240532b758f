import Foundation
import TestSupport
import Testing

@testable import ComposedTable

// README:begin (the sample of number bindings, formatting and a choice's conditions in *Forms and validation*)
final class ServerSettings {
    var port = 8080
    var phone = ""
    var syncs = true
    var interval = "15 min"
}

final class ServerViewController: ComposedTableViewController {
    let server = ServerSettings()

    override func compose() {
        addCell(TextFieldCell(key: "Port", keyboardType: .numberPad)).bind(to: server, \.port)
        let phone = addCell(TextFieldCell(key: "Phone", keyboardType: .phonePad)).bind(to: server, \.phone)
        phone.inputFormat = .pattern("(###) ###-####")  // typing 5551234567 shows (555) 123-4567
        let sync = addCell(SwitchCell(key: "Sync")).bind(to: server, \.syncs)
        addChoice("Every", from: ["5 min", "15 min", "1 hour"], selection: "15 min").bind(to: server, \.interval)
            .visible(when: sync) { $0 }
            .validate(.custom("Every 5 minutes drains the battery.") { $0 != "5 min" })
    }
}
// README:end

/// Fields and choices: number bindings, choice sections with headers, a choice row's
/// conditions and rules, formatting while typing, several messages per row, the
/// end-editing-then-change trigger, and the terminal's field and button layout — on exact
/// screens.
@MainActor
struct FieldsAndChoicesTests {
    /// A server's settings, to bind number fields to.
    final class Server {
        var port = 8080
        var timeout: Int?
        var ratio = 2.5
        var limit: Double? = 1.5
    }

    // MARK: - The article's sample

    @Test func theArticleSampleIsThisFilesAndWorks() throws {
        let path = Self.root + "/Sources/ComposedTable/ComposedTable.docc/FormsAndValidation.md"
        let article = try String(contentsOfFile: path, encoding: .utf8)
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let start = try #require(source.firstRange(of: "// README:begin"))
        let regionStart = try #require(source[start.upperBound...].firstRange(of: "\n")).upperBound
        let regionEnd = try #require(source.firstRange(of: "\n// README:end")).lowerBound
        #expect(article.contains("```swift\n" + source[regionStart..<regionEnd] + "\n```"), "the article's sample")

        let screen = ServerViewController()
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 8))
        #expect(
            session.screen.text.components(separatedBy: "\n")[1...4] == [
                "› Port   8080", "  Phone", "  Sync                    [on]", "  Every               15 min >",
            ])
        session.run(try KeyScript("down type:5551234567 enter"))
        #expect(screen.server.phone == "(555) 123-4567" && session.screen.line(2) == "› Phone  (555) 123-4567")
        session.run(try KeyScript("down space"))
        #expect(!screen.server.syncs && session.screen.line(4) == "", "the choice hides with Sync off")
        session.run(try KeyScript("up up enter type:x enter"))
        expectEqual(screen.server.port, 8080, "a number pad takes no letter; the port stays a number")
    }

    private static let root = String(#filePath.split(separator: "/Tests/").first!)

    // MARK: - Number bindings

    @Test func anIntFieldShowsDigitsWritesNumbersAndKeepsTheModelOnText() throws {
        let server = Server()
        let list = ComposedTableViewController(title: "Form")
        let port = list.addCell(TextFieldCell(key: "Port", keyboardType: .numberPad)).bind(to: server, \.port)
        list.addCell(ActiveCell(key: "Below"))
        let session = TerminalSession(rootViewController: list, size: TerminalSize(columns: 40, rows: 8))
        expectEqual(session.screen.line(1), "› Port  8080", "digits only, no grouping")
        session.run(try KeyScript("enter backspace backspace backspace backspace type:443"))
        expectEqual(server.port, 443, "each change that reads as a number is written")
        session.run(try KeyScript("type:x"))
        expectEqual(port.text, "443", "a number pad filters letters")
        port.keyboardType = .default
        session.run(try KeyScript("type:a enter"))
        expectEqual(server.port, 443, "text that reads as no number leaves the model as it was")
        expectEqual(session.screen.line(1), "› Port  443a")
        expectEqual(session.screen.line(2), "  ⚠ Enter a whole number.", "the message shows when editing ends")
        #expect(!list.isValid)
        session.run(try KeyScript("enter backspace"))
        expectEqual(session.screen.line(2), "  Below", "fixed: the message goes as the user types")
        #expect(list.isValid && server.port == 443)
        server.port = 22
        port.text = ""
        expectEqual(server.port, 22, "a whole-number property cannot be empty: it keeps its number")
    }

    @Test("A Persian user types a port in their digits: the field keeps them, the model gets the number")
    func aNumberPadTakesLocaleDigits() throws {
        let server = Server()
        let list = ComposedTableViewController(title: "Form")
        let port = list.addCell(TextFieldCell(key: "Port", keyboardType: .numberPad)).bind(to: server, \.port)
        let session = TerminalSession(rootViewController: list, size: TerminalSize(columns: 40, rows: 8))
        session.run(try KeyScript("enter backspace backspace backspace backspace type:۴۴۳"))
        expectEqual(port.text, "۴۴۳")
        expectEqual(server.port, 443)
        #expect(list.isValid)
    }

    @Test func optionalAndDoubleFieldsReadWithTheFieldsNumberFormat() throws {
        let server = Server()
        let list = ComposedTableViewController(title: "Form")
        let timeout = list.addCell(TextFieldCell(key: "Timeout", placeholder: "none")).bind(to: server, \.timeout)
        let ratio = list.addCell(TextFieldCell(key: "Ratio")).bind(to: server, \.ratio)
        let limit = list.addCell(TextFieldCell(key: "Limit"))
        limit.numberFormat = NumberFormat.decimal(fractionDigits: 2).suffix(" s").locale(Locale(identifier: "en_US"))
        limit.bind(to: server, \.limit)
        let session = TerminalSession(rootViewController: list, size: TerminalSize(columns: 40, rows: 8))
        expectEqual(session.screen.line(1), "› Timeout  none", "nil shows as an empty field")
        expectEqual(session.screen.line(2), "  Ratio    2.5")
        expectEqual(session.screen.line(3), "  Limit    1.50 s", "in the field's number format")
        timeout.text = "30"
        expectEqual(server.timeout, 30)
        timeout.text = " "
        expectEqual(server.timeout, nil, "empty text writes nil to an optional")
        timeout.text = "2.5"
        expectEqual(server.timeout, nil, "a fraction is no whole number")
        ratio.text = "0.75"
        expectEqual(server.ratio, 0.75)
        ratio.text = "abc"
        expectEqual(server.ratio, 0.75)
        limit.text = "3.25 s"
        expectEqual(server.limit, 3.25)
        limit.text = ""
        expectEqual(server.limit, nil)
        #expect(!list.isValid, "the ratio's text is no number")
        _ = session
    }

    // MARK: - Choice sections

    @Test func aChoiceAmongNumbersBindsAWholeNumberPropertyAsItsOwnType() {
        final class Timer { var minutes = 15 }
        let timer = Timer()
        let screen = ComposedTableViewController(title: "Timer")
        // The options are Ints, as the property: not a slider's Double written back rounded.
        screen.addChoice("Every", from: [5, 15, 60], selection: 15).bind(to: timer, \.minutes)
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 4))
        expectEqual(session.screen.line(1), "› Every                   15 >")
        session.send(.enter)
        session.send(.down)
        session.send(.enter)
        expectEqual(timer.minutes, 60)
        expectEqual(session.screen.line(1), "› Every                   60 >")
    }

    @Test func choiceSectionsWithHeadersShowOnTheChoiceScreen() {
        let root = ComposedTableViewController(title: "Server")
        var chosen: String?
        root.addCell(
            ActiveCell(key: "Region") { cell in
                cell.controller?.choose(
                    "Region",
                    from: .sections([
                        ChoiceSection(header: "Europe", options: ["Paris", "Berlin"]),
                        ChoiceSection(header: "America", options: ["Toronto"], footer: "Slower from Europe."),
                    ]), selection: "Berlin"
                ) { chosen = $0 }
            })
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 30, rows: 12))
        session.send(.enter)
        #expect(
            session.screen.text == """
                ‹ Server    Region
                 Europe
                  Paris
                › Berlin                     ✓

                 America
                  Toronto
                  Slower from Europe.



                ↑↓ move · ⏎ select · ← back ·…
                """)
        session.send(.end)
        session.send(.enter)
        expectEqual(chosen, "Toronto")
    }

    @Test func chooseManyShowsItsSectionsHeaders() {
        let root = ComposedTableViewController(title: "Alerts")
        var chosen: Set<String>?
        root.addCell(
            ActiveCell(key: "Notify by") { cell in
                cell.controller?.chooseMany(
                    "Notify by",
                    from: .sections([
                        ChoiceSection(header: "Instant", options: ["Push", "SMS"]),
                        ChoiceSection(header: "Later", options: ["E-mail"]),
                    ]), selections: ["SMS"]
                ) { chosen = $0 }
            })
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 30, rows: 10))
        session.send(.enter)
        expectEqual(session.screen.line(1), " Instant")
        expectEqual(session.screen.line(3), "› SMS                        ✓", "the cursor on the first checked option")
        expectEqual(session.screen.line(5), " Later")
        expectEqual(session.screen.line(6), "  E-mail")
        session.send(.end)
        session.send(.enter)
        session.send(.left)
        expectEqual(chosen, ["SMS", "E-mail"])
    }

    // MARK: - A choice row's conditions and rules

    @Test func aChoiceRowHidesEnablesAndValidatesLikeAnyRow() throws {
        let list = ComposedTableViewController(title: "Sync")
        let sync = list.addCell(SwitchCell(key: "Sync", isOn: false))
        let locked = list.addCell(SwitchCell(key: "Locked", isOn: false))
        let every = list.addChoice("Every", from: [5, 15, 60], selection: 15)
            .visible(when: sync) { $0 }
            .enabled(when: locked) { !$0 }
            .validate(.custom("Every 5 minutes drains the battery.") { $0 != 5 })
        list.addCell(ActiveCell(key: "Below"))
        let session = TerminalSession(rootViewController: list, size: TerminalSize(columns: 30, rows: 8))
        expectEqual(session.screen.line(3), "  Below", "hidden while Sync is off")
        sync.isOn = true
        expectEqual(session.screen.line(3), "  Every                   15 >")
        locked.isOn = true
        #expect(every.row?.isEnabled == false && !every.isEnabled)
        #expect(session.screen.style(atRow: 3, column: 2).contains(.dim))
        locked.isOn = false
        every.selection = 5
        expectEqual(session.screen.line(4), "  ⚠ Every 5 minutes drains th…", "a choice validates on change")
        #expect(!list.isValid)
        every.selection = 60
        #expect(session.screen.line(4) == "  Below" && list.isValid)
        sync.isOn = false
        expectEqual(session.screen.line(3), "  Below")
    }

    // MARK: - Formatting while typing

    @Test("An amount that fills from the right keeps the caret at its end: four Backspaces, then 12, read 0.12")
    func anAmountFillingFromTheRightKeepsTheCaretAtTheEnd() throws {
        let amount = TextFieldCell(key: "Amount", text: "12.34", keyboardType: .numberPad)
        let cents: @Sendable (String) -> String = { text in
            let cents = Int(text.filter(\.isNumber).suffix(9)) ?? 0
            return "\(cents / 100)." + (cents % 100 < 10 ? "0" : "") + "\(cents % 100)"
        }
        amount.inputFormat = TextInputFormat(significant: { $0.isNumber }, cents)
        let session = makeSession([amount])
        session.run(try KeyScript("enter end backspace backspace backspace backspace"))
        expectEqual(amount.text, "0.00")
        session.run(try KeyScript("type:12"))
        expectEqual(amount.text, "0.12")
        session.run(try KeyScript("type:5"))
        expectEqual(amount.text, "1.25")
        #expect(TextInputFormat.pattern("(###)").apply(to: "(12", caret: 3) == ("(12", 3), "a pattern: counted from the start")
    }

    @Test func aPhoneNumberIsFormattedAsItIsTypedWithTheCaretAfterTheSameDigits() throws {
        var changes: [String] = []
        let phone = TextFieldCell(key: "Phone", keyboardType: .phonePad) { _, text in changes.append(text) }
        phone.inputFormat = .pattern("(###) ###-####")
        let session = makeSession([phone])
        session.run(try KeyScript("type:5551234567"))
        expectEqual(session.screen.line(1), "› Phone  (555) 123-4567")
        expectEqual(changes.prefix(5), ["(5", "(55", "(555", "(555) 1", "(555) 12"])
        expectEqual(phone.text, "(555) 123-4567")
        session.run(try KeyScript("type:8"))
        expectEqual(phone.text, "55512345678", "a digit beyond the pattern is kept: the digits show alone")
        expectEqual(changes.count, 11)
        session.run(try KeyScript("backspace"))
        expectEqual(phone.text, "(555) 123-4567", "formatted again once it fits")
        // The caret after the 3rd digit; Backspace removes the 3rd digit, not a separator.
        session.run(try KeyScript("home right right right right backspace"))
        expectEqual(phone.text, "(551) 234-567")
        session.run(try KeyScript("type:9"))
        expectEqual(phone.text, "(559) 123-4567", "typed where the caret was, after the 2nd digit")
        #expect(session.screen.style(atRow: 1, column: 13).contains(.reverse), "the caret on the ')' after the 3rd digit")
        session.run(try KeyScript("esc"))
        expectEqual(phone.text, "", "Esc goes back to the text editing began with")
        expectEqual(TextInputFormat.pattern("#### ####").format("1234x5678"), "1234 5678")
        // A pasted number with its country code: nothing dropped (a tmux tester saw the 1 taken
        // as the area code's and the last digit lost).
        expectEqual(TextInputFormat.pattern("(###) ###-####").format("+1 (555) 123-4567"), "15551234567")
        let upper = TextInputFormat { $0.uppercased() }
        #expect(upper.apply(to: "ab", caret: 1) == ("AB", 1))
        // UIKit's caret is in UTF-16 units: a pasted emoji (2 units) is dropped, the caret stays
        // after the digit it followed.
        #expect(TextInputFormat.pattern("(###) ###").apply(to: "👍12", utf16Caret: 3) == ("(12", 2))
        #expect(TextInputFormat { "→" + $0.filter(\.isNumber) }.apply(to: "a1b2", utf16Caret: 4) == ("→12", 3))
    }

    // MARK: - Several messages, and the trigger

    @Test func everyFailingRuleShowsItsOwnLine() throws {
        let list = ComposedTableViewController(title: "Sign up")
        let password = list.addCell(TextFieldCell(key: "Password", isSecure: true))
            .validate(
                .length(8...), .custom("Include a digit.") { $0.contains(where: \.isNumber) }, on: .change,
                reporting: .everyFailure)
        list.addCell(ActiveCell(key: "Below"))
        let session = TerminalSession(rootViewController: list, size: TerminalSize(columns: 40, rows: 8))
        session.run(try KeyScript("type:abc"))
        #expect(
            session.screen.text.components(separatedBy: "\n")[1...4] == [
                "› Password  •••",
                "  ⚠ At least 8 characters.",
                "  ⚠ Include a digit.",
                "  Below",
            ])
        expectEqual(password.validationMessages, ["At least 8 characters.", "Include a digit."])
        expectEqual(password.validationMessage, "At least 8 characters.\nInclude a digit.")
        session.run(try KeyScript("type:1"))
        expectEqual(session.screen.line(3), "  Below")
        password.validationMessages = []
        expectEqual(password.validationMessage, nil)
    }

    @Test func endEditingThenChangeWaitsForTheFirstEndOfEditingThenChecksEveryChange() throws {
        let list = ComposedTableViewController(title: "Sign up")
        let name = list.addCell(TextFieldCell(key: "Name")).validate(.length(3...), on: .endEditingThenChange)
        list.addCell(TextFieldCell(key: "Other"))
        let session = TerminalSession(rootViewController: list, size: TerminalSize(columns: 40, rows: 8))
        session.run(try KeyScript("type:A"))
        expectEqual(name.validationMessage, nil, "not while typing the first time")
        session.run(try KeyScript("tab"))
        expectEqual(session.screen.line(2), "  ⚠ At least 3 characters.")
        session.run(try KeyScript("up type:da"))
        expectEqual(name.validationMessage, nil, "fixed as it is typed")
        session.run(try KeyScript("backspace"))
        expectEqual(name.validationMessage, "At least 3 characters.", "and broken again as it is typed")
        _ = name
    }

    // MARK: - The terminal's field and button layout

    @Test func anEmptyFieldLeavesItsKeyTheWholeRowAndShowsItsPlaceholderWhileEditing() throws {
        let long = TextFieldCell(key: "Preferred name for letters", placeholder: "optional")
        let session = makeSession([long], columns: 34)
        expectEqual(session.screen.line(1), "› Preferred name for letters  opt…", "the key keeps its width while empty")
        session.run(try KeyScript("enter"))
        expectEqual(session.screen.line(1), "› Preferred name for letters  opt…", "the placeholder shows while editing")
        #expect(session.screen.style(atRow: 1, column: 30).contains(.reverse), "the caret on the placeholder")
        let short = TextFieldCell(key: "Email", placeholder: "name@example.com")
        let second = makeSession([short])
        second.run(try KeyScript("enter"))
        expectEqual(second.screen.line(1), "› Email  name@example.com", "a field being edited shows its placeholder")
        #expect(second.screen.style(atRow: 1, column: 9).contains(.reverse))
        #expect(second.screen.style(atRow: 1, column: 10).contains(.dim))
        second.run(try KeyScript("type:a"))
        expectEqual(second.screen.line(1), "› Email  a")
        session.run(try KeyScript("type:Ada"))
        expectEqual(session.screen.line(1), "› Preferr…letters  Ada", "with text, the key takes half the row, cut in its middle")
    }

    @Test func aButtonTitleWithLineBreaksDrawsOneCentredLineEach() {
        let button = ButtonCell(title: "Sign Out\nstephan@example.com", isDestructive: true)
        let session = makeSession([button, ActiveCell(key: "Below")], columns: 30)
        #expect(
            session.screen.text.components(separatedBy: "\n")[1...3] == [
                "›           Sign Out",
                "      stephan@example.com",
                "  Below",
            ])
        #expect(session.screen.style(atRow: 2, column: 6).contains(.red))
    }
}
