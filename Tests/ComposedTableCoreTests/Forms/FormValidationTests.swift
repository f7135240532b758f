import ComposedTableCore
import TestSupport
import Testing
import UIKitRules

@MainActor
struct FormValidationTests {
    /// Name (text, required), E-mail (text, required + e-mail), Terms (switch, must be on), Submit.
    @MainActor
    private final class SignUp {
        var name: InputCell<String>!
        var email: InputCell<String>!
        var terms: InputCell<Bool>!
        var submit: FormCell!
        lazy var screen = FormScreen(rowsOnScreen: 3) { [unowned self] screen in
            name = screen.add(InputCell("Name", "", takesFocus: true)).validate(.required("Enter your name."))
            email = screen.add(InputCell("E-mail", "", takesFocus: true)).validate(.required(), .email())
            screen.addSection("Legal")
            terms = screen.add(InputCell("Terms", false)).validate(.required("Accept the terms."))
            submit = screen.add(FormCell("Submit", action: { _ in })).enabledWhenValid()
        }
    }

    @Test func textRulesShowAtTheEndOfEditingThenFollowEveryChange() {
        let form = SignUp()
        _ = form.screen
        form.email.userSets("me@")
        expectEqual(form.email.validationMessage, nil, "text waits for the end of editing")
        form.email.formState.editingDidEnd()
        expectEqual(form.email.validationMessage, "Enter a valid e-mail address.")
        form.email.userSets("me@example.org")
        expectEqual(form.email.validationMessage, nil, "a fixed mistake stops showing while typing")
        form.email.userSets("me@x")
        expectEqual(form.email.validationMessage, nil, "no message shows: back to waiting for the end of editing")
    }

    @Test func aFieldOnlyPassedThroughShowsNoMessageUntilValidate() async {
        let form = SignUp()
        _ = form.screen
        form.name.formState.editingDidEnd()  // Tab into the empty name and on
        expectEqual(form.name.validationMessage, nil, "the user changed nothing")
        form.name.input = "Ada"  // code, not the user
        form.name.input = ""
        form.name.formState.editingDidEnd()
        expectEqual(form.name.validationMessage, nil, "changes made by code do not count as the user's")
        _ = await form.screen.core.validate()
        expectEqual(form.name.validationMessage, "Enter your name.", "validate() shows every message")
    }

    @Test func aKnownAsynchronousFailureKeepsTheFormInvalidUntilTheValueChanges() async {
        let taken = InputCell("User", "", takesFocus: true)
        let screen = FormScreen { screen in
            screen.add(taken).validate(.async("Taken.") { $0 != "admin" })
        }
        taken.userSets("admin")
        #expect(screen.core.isValid, "unknown until checked: the synchronous rules decide")
        let failures = await screen.core.validate()
        expectEqual(failures.map(\.message), ["Taken."])
        #expect(!screen.core.isValid, "a failure shown keeps the form invalid")
        taken.userSets("ada")
        #expect(screen.core.isValid, "a new value is unknown again")
        taken.formState.editingDidEnd()
        await settle()
        #expect(screen.core.isValid && taken.validationMessage == nil)
        taken.userSets("admin")
        taken.formState.editingDidEnd()
        await settle { taken.validationMessage != nil }
        #expect(!screen.core.isValid && taken.validationMessage == "Taken.", "the run on the end of editing counts too")
    }

    @Test func otherInputsShowOnChange() {
        let form = SignUp()
        _ = form.screen
        form.terms.userSets(true)
        form.terms.userSets(false)
        expectEqual(form.terms.validationMessage, "Accept the terms.")
        form.terms.userSets(true)
        expectEqual(form.terms.validationMessage, nil)
    }

    @Test func submitRulesWaitForValidate() async {
        let screen = FormScreen { _ in }
        let code = screen.add(InputCell("Code", "")).validate(.length(4...4), on: .submit)
        code.userSets("12")
        code.formState.editingDidEnd()
        expectEqual(code.validationMessage, nil)
        let failures = await screen.core.validate()
        expectEqual(failures.map(\.message), ["Between 4 and 4 characters."])
        code.userSets("1234")
        expectEqual(code.validationMessage, nil, "once shown, a change revalidates")
    }

    @Test func isValidCountsVisibleRowsAndTheSubmitButtonFollows() {
        let form = SignUp()
        var reported: [Bool] = []
        form.screen.core.onValidityChange = { reported.append($0) }
        let core = form.screen.core
        #expect(!core.isValid)
        expectEqual(form.submit.isEnabled, false)
        form.name.userSets("Ada")
        form.email.userSets("ada@example.org")
        #expect(!core.isValid)
        form.terms.userSets(true)
        #expect(core.isValid)
        #expect(form.submit.isEnabled)
        expectEqual(reported, [true])
        form.name.userSets(" ")
        #expect(!core.isValid)
        #expect(!form.submit.isEnabled)
        // A failing row that is hidden does not count; shown again, it does.
        core.change { $0.setCell(form.name, hidden: true) }
        #expect(core.isValid)
        #expect(form.submit.isEnabled, "the structural change is reported after it")
        core.change { $0.setSection($0.section(containing: form.terms)!, hidden: true) }
        core.change { $0.setCell(form.name, hidden: false) }
        #expect(!core.isValid)
        expectEqual(reported, [true, false, true, false])
        expectEqual(form.screen.violations, [])
    }

    @Test func validateReturnsFailuresInOrderAndFocusesTheFirst() async {
        let form = SignUp()
        let core = form.screen.core
        form.name.userSets("Ada")
        let failures = await core.validate()
        expectEqual(failures.map { $0.row === form.email }, [true, false])
        expectEqual(failures.map(\.message), ["Required.", "Accept the terms."])
        expectEqual(failures.map(\.path), [RowPath(section: 0, row: 1), RowPath(section: 1, row: 0)])
        expectEqual(form.email.validationMessage, "Required.")
        expectEqual(form.terms.validationMessage, "Accept the terms.")
        expectEqual(form.name.validationMessage, nil)
        #expect(form.screen.fake.cellWithFocus === form.email)
        expectEqual(form.screen.violations, [])
    }

    @Test func validateScrollsToAFirstFailureThatTakesNoFocus() async {
        let screen = FormScreen(rowsOnScreen: 2) { screen in
            for index in 0..<6 { screen.add(FormCell("Filler \(index)")) }
        }
        let terms = screen.add(InputCell("Terms", false)).validate(.required())
        #expect(!screen.fake.isRowOnScreen(RowPath(section: 0, row: 6)))
        let failures = await screen.core.validate()
        expectEqual(failures.count, 1)
        #expect(screen.fake.isRowOnScreen(RowPath(section: 0, row: 6)))
        #expect(screen.fake.cellWithFocus == nil)
        terms.userSets(true)
        #expect(await screen.core.validate().isEmpty)
    }

    @Test func hiddenRowsAreNotValidated() async {
        let form = SignUp()
        form.screen.core.change { $0.setCell(form.email, hidden: true) }
        let failures = await form.screen.core.validate()
        expectEqual(failures.map(\.message), ["Enter your name.", "Accept the terms."])
        expectEqual(form.email.validationMessage, nil)
    }

    @Test func aNewerAsynchronousRunWinsOverAnOlderOne() async {
        let screen = FormScreen { _ in }
        var pending: [String: CheckedContinuation<Bool, Never>] = [:]
        let name = screen.add(InputCell("User name", "")).validate(
            .async("Taken.") { name in await withCheckedContinuation { pending[name] = $0 } }, on: .change)
        name.userSets("bob")
        await settle()
        name.userSets("bobby")
        await settle { pending.count == 2 }
        expectEqual(Set(pending.keys), ["bob", "bobby"])
        pending["bobby"]?.resume(returning: true)
        await settle()
        expectEqual(name.validationMessage, nil)
        pending["bob"]?.resume(returning: false)
        await settle()
        expectEqual(name.validationMessage, nil, "the older run's late answer is ignored")
        #expect(screen.core.isValid, "asynchronous rules do not count in isValid")
        name.userSets("alice")
        await settle()
        pending["alice"]?.resume(returning: false)
        await settle { name.validationMessage != nil }
        expectEqual(name.validationMessage, "Taken.")
    }

    @Test func validateAwaitsAsynchronousRules() async {
        let screen = FormScreen { _ in }
        let name = screen.add(InputCell("User name", "admin")).validate(
            .required(),
            .async("Taken.") { name in
                await Task.yield()
                return name != "admin"
            })
        let failures = await screen.core.validate()
        expectEqual(failures.map(\.message), ["Taken."])
        expectEqual(name.validationMessage, "Taken.")
    }

    @Test func rulesAddUpOnASecondCall() {
        let screen = FormScreen { _ in }
        let field = screen.add(InputCell("Code", "abc")).validate(.required(), on: .change)
        #expect(screen.core.isValid)
        field.validate(.length(4...))
        #expect(!screen.core.isValid)
        field.userSets("abcd")
        #expect(screen.core.isValid)
    }

    @Test func rowsAndTheTableAreReleased() {
        weak var weakCore: TableController<FormCell, Never>?
        weak var weakName: InputCell<String>?
        weak var weakSubmit: FormCell?
        do {
            let form = SignUp()
            _ = form.screen
            form.name.userSets("x")
            weakCore = form.screen.core
            weakName = form.name
            weakSubmit = form.submit
        }
        #expect(weakCore == nil)
        #expect(weakName == nil)
        #expect(weakSubmit == nil)
    }
}
