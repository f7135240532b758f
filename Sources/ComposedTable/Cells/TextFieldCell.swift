#if canImport(UIKit)
public import UIKit

/// A row with a label and a text field.
///
/// The return key moves to the next text field in the table's focus chain (visible order,
/// skipping hidden and disabled rows) and reads "Next"; on the last field it reads "Done" and ends
/// editing. Selecting the row starts editing.
///
/// ```swift
/// let email = TextFieldCell(key: "Email", placeholder: "name@example.com", keyboardType: .emailAddress,
///                           textContentType: .emailAddress) { cell, text in
///     submit.isEnabled = !text.isEmpty
/// }
/// ```
@MainActor
open class TextFieldCell: ActiveCell, UITextFieldDelegate {
    /// The text field, for appearance and input traits beyond the initialiser's.
    public let textField = UITextField()
    private let label = UILabel()
    private let stack = UIStackView()

    /// Called after every edit, with the cell and the new text.
    open var onChange: (@MainActor (TextFieldCell, String) -> Void)?

    /// The text. Setting it does not call ``onChange``.
    open var text: String {
        get { textField.text ?? "" }
        set { textField.text = newValue }
    }

    /// The text shown while the field is empty.
    open var placeholder: String? {
        get { textField.placeholder }
        set { textField.placeholder = newValue }
    }

    /// The field's text, for the plain-text rendering; the key is the label.
    open override var value: String? {
        get { text }
        set { text = newValue ?? "" }
    }

    /// Creates a text field row.
    ///
    /// - Parameters:
    ///   - key: The label before the field.
    ///   - text: The initial text.
    ///   - placeholder: The text shown while the field is empty.
    ///   - isSecure: Whether the text is hidden (passwords).
    ///   - keyboardType: The keyboard to show.
    ///   - textContentType: What the text is, for AutoFill; `nil` for none.
    ///   - onChange: Called after every edit with the cell and the new text.
    public init(
        key: String, text: String = "", placeholder: String? = nil, isSecure: Bool = false,
        keyboardType: UIKeyboardType = .default, textContentType: UITextContentType? = nil,
        onChange: (@MainActor (TextFieldCell, String) -> Void)? = nil
    ) {
        self.onChange = onChange
        super.init(key: key, value: nil, style: .value1, action: nil)
        textField.text = text
        textField.placeholder = placeholder
        textField.isSecureTextEntry = isSecure
        textField.keyboardType = keyboardType
        textField.textContentType = textContentType
        setUpLayout()
    }

    /// Creates a text field row from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpLayout()
    }

    private func setUpLayout() {
        selectionStyle = .none
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.setContentHuggingPriority(.required, for: .horizontal)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        textField.font = .preferredFont(forTextStyle: .body)
        textField.adjustsFontForContentSizeCategory = true
        textField.textAlignment = .natural
        textField.clearButtonMode = .whileEditing
        textField.delegate = self
        textField.addAction(UIAction { [weak self] _ in self?.textDidChange() }, for: .editingChanged)
        stack.addArrangedSubview(label)
        stack.addArrangedSubview(textField)
        stack.spacing = 12
        stack.alignment = .firstBaseline
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    // MARK: - Drawing

    open override func updateConfiguration(using state: UICellConfigurationState) {
        // A custom layout instead of a content configuration: label and field side by side.
        label.text = key
        textField.accessibilityLabel = key  // VoiceOver: "Email, text field", not the placeholder
        label.textColor = state.isDisabled ? .tertiaryLabel : .label
        // At accessibility text sizes the label takes the whole width: the field goes below it.
        let isLarge = state.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        stack.axis = isLarge ? .vertical : .horizontal
        stack.alignment = isLarge ? .fill : .firstBaseline
        stack.spacing = isLarge ? 4 : 12
        label.numberOfLines = isLarge ? 0 : 1
        textField.isEnabled = !state.isDisabled
        textField.textColor = state.isDisabled ? .tertiaryLabel : .label
    }

    // MARK: - Behaviour

    /// A text field row belongs in the focus chain.
    open override var takesTextFocus: Bool { true }

    /// Selecting the row starts editing.
    open override var hasAction: Bool { true }

    /// Starts editing (then runs ``ActiveCell/action``, if any).
    open override func performAction() {
        beginEditing()
        action?(self)
    }

    /// Starts editing: the table scrolls the row on screen first, then the field becomes first
    /// responder. A hidden or disabled field does not take focus; a field whose screen is not
    /// showing takes it when the screen appears.
    public func beginEditing() {
        if let controller {
            controller.core.focus(self)
        } else {
            takeFocus()
        }
    }

    /// Makes the text field first responder: the surface's part of ``beginEditing()``.
    func takeFocus() {
        textField.becomeFirstResponder()
    }

    private func textDidChange() {
        onChange?(self, text)
    }

    // MARK: - UITextFieldDelegate

    open func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        textField.returnKeyType = controller?.core.hasFocusableCell(after: self) == true ? .next : .done
        // Core's focus rule: a visible, enabled field.
        return controller?.core.composition.isFocusable(self) ?? isEnabled
    }

    open func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let controller {
            controller.core.focusNext(after: self)
        } else {
            textField.resignFirstResponder()
        }
        return false
    }
}
#endif
