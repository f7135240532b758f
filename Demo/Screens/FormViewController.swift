// The whole sign-up form of the DocC article *Forms and validation* (`README:begin` to `README:end`
// marks it): it runs in the terminal demo and is type-checked against UIKit.
import ComposedTable

// README:begin
/// A stand-in for a server that knows which usernames are taken.
@MainActor
enum Accounts {
    static let taken: Set<String> = ["admin", "stephan"]

    /// Whether a username is free; asynchronous, as a server call would be.
    static func isAvailable(_ username: String) async -> Bool {
        await Task.yield()
        return !taken.contains(username.lowercased())
    }
}

final class FormViewController: ComposedTableViewController {
    override func compose() {
        title = "Sign Up"
        tracksUnsavedChanges = true  // leaving a filled-in form asks: Discard or Keep Editing
        addSection(header: "Account", footer: "Your e-mail address stays private.")
        addCell(TextFieldCell(key: "Username", placeholder: "Required", textContentType: .username))
            .validate(.required("Choose a username."), .async("That username is taken.", Accounts.isAvailable))
        addCell(TextFieldCell(key: "Email", placeholder: "name@example.com", keyboardType: .emailAddress))
            .validate(.required("Enter your e-mail address."), .email())
        addCell(TextFieldCell(key: "Password", placeholder: "8 characters or more", isSecure: true))
            .validate(.required("Choose a password."), .length(8...), on: .change)

        addSection(header: "About You")
        addCell(DatePickerCell(key: "Birthday", date: Date(timeIntervalSince1970: 946_728_000), mode: .date))
            .validate(.custom("You need to be 13 or older.") { $0 < Date.now.addingTimeInterval(-13 * 365.25 * 86_400) })
        let height = addCell(TextFieldCell(key: "Height (cm)", placeholder: "Optional", keyboardType: .decimalPad))
        height.numberFormat = .decimal(fractionDigits: 1)  // "180" reads back as "180.0" once typed
        height.validate(.number(in: 50...250, format: .decimal(fractionDigits: 1)))
        addCell(PickerCell(key: "Country", options: ["Germany", "Japan", "Kenya", "United States"]))
        let phone = addCell(TextFieldCell(key: "Phone", placeholder: "Optional", keyboardType: .phonePad))
        phone.inputFormat = .pattern("(###) ###-####")  // 5551234567 shows as (555) 123-4567 while typed
        addCell(TextViewCell(key: "About", placeholder: "A few words about you"))

        addSection(header: "Plan")
        let plan = addCell(SegmentedCell(key: "Plan", segments: ["Free", "Pro", "Team"]))
        addCell(StepperCell(key: "Seats", number: 3, in: 2...50)).visible(when: plan) { $0 == 2 }
        addCell(SliderCell(key: "E-mails a week", number: 1, in: 0...7, step: 1))

        let submit = addSection(footer: "By creating an account you accept the terms.")
        addCell(SwitchCell(key: "I accept the terms")).validate(.required("Accept the terms to go on."))
        addCell(
            ButtonCell(title: "Create Account") { cell in
                Task {
                    guard let controller = cell.controller, await controller.validate().isEmpty else { return }
                    controller.setFooter("Welcome! Your account is ready.", for: submit)
                    controller.hasUnsavedChanges = false  // sent: nothing left to lose
                }
            }
        ).enabledWhenValid()
    }
}
// README:end
