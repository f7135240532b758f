#if canImport(UIKit)
import ComposedTable
#else
import ComposedTableTerminal
#endif

/// A small form: text fields chained by next and previous, and a submit button that is enabled
/// only when every field is filled.
final class FormViewController: ComposedTableViewController {
    private let fields = [
        TextFieldCell(key: "Name", placeholder: "Your name"),
        TextFieldCell(key: "Email", placeholder: "name@example.com"),
        TextFieldCell(key: "Password", placeholder: "Required", isSecure: true),
    ]
    private let submit = ButtonCell(title: "Create Account")

    override func compose() {
        title = "Sign Up"
        let section = addSection(header: "Account", footer: "Every field is needed.")
        for field in fields {
            // `weak self`: the controller owns the fields, so a strong capture would be a cycle.
            field.onChange = { [weak self] _, _ in self?.updateSubmit() }
            addCell(field)
        }
        addSection()
        submit.action = { cell in
            cell.controller?.setFooter("Welcome! Your account is ready.", for: section)
        }
        addCell(submit)
        updateSubmit()
    }

    private func updateSubmit() {
        submit.isEnabled = fields.allSatisfy { !$0.text.isEmpty }
    }
}
