#if canImport(UIKit)
public import UIKit

/// A row with a label and a text field.
///
/// The return key moves to the next field in the table's focus chain (visible order, skipping
/// hidden and disabled rows) and reads "Next"; on the last field it reads "Done" and ends
/// editing. The bar above the keyboard has previous / next / done buttons that follow the same
/// chain. Selecting the row starts editing.
///
/// ```swift
/// let email = TextFieldCell(key: "Email", placeholder: "name@example.com", keyboardType: .emailAddress,
///                           textContentType: .emailAddress) { cell, text in
///     submit.isEnabled = !text.isEmpty
/// }
/// email.onEndEditing = { cell in
///     cell.validationMessage = cell.text.contains("@") ? nil : "Enter an e-mail address."
/// }
/// ```
///
/// Numeric keyboards (`.numberPad`, `.decimalPad`, `.phonePad`, `.asciiCapableNumberPad`) also
/// filter what is typed or pasted, the same rule as the terminal's. As an ``InputRow`` its
/// ``input`` is ``text``.
@MainActor
open class TextFieldCell: ActiveCell, InputRow, UITextFieldDelegate {
    /// The text field, for appearance and input traits beyond the cell's properties.
    public let textField = UITextField()

    /// Called after every edit by the user, with the cell and the new text. While a multistage
    /// keyboard (Japanese, Chinese) composes, the provisional text is not reported: the committed
    /// text is.
    open var onChange: (@MainActor (TextFieldCell, String) -> Void)?

    /// Called when the field starts editing, with the cell.
    ///
    /// ```swift
    /// amount.onBeginEditing = { cell in cell.validationMessage = nil }
    /// ```
    open var onBeginEditing: (@MainActor (TextFieldCell) -> Void)?

    /// Called when the field ends editing (focus moved on, Done, or the screen went away), with
    /// the cell: the moment to validate a finished entry.
    ///
    /// ```swift
    /// email.onEndEditing = { cell in cell.validationMessage = cell.text.isEmpty ? "Required." : nil }
    /// ```
    open var onEndEditing: (@MainActor (TextFieldCell) -> Void)?

    /// Called when the user presses the return key, with the cell, before focus moves to the
    /// next field (or editing ends on the last one).
    ///
    /// ```swift
    /// password.onReturn = { cell in signIn() }
    /// ```
    open var onReturn: (@MainActor (TextFieldCell) -> Void)?

    /// Decides whether a user edit is applied: called with the cell and the proposed whole text
    /// (after the keyboard filter); `false` rejects the edit — the text stays as it was and
    /// ``onChange`` is not called. `nil` accepts every edit. While a multistage keyboard composes
    /// (marked text), it is not asked; the committed text is, and a refused one is undone.
    ///
    /// ```swift
    /// code.shouldChange = { _, proposed in proposed.count <= 6 }
    /// ```
    open var shouldChange: (@MainActor (TextFieldCell, String) -> Bool)?

    /// The text. Setting it does not call ``onChange``; it notifies ``inputObservers``
    /// (`byUser` false) when the text changes.
    open var text: String {
        get { textField.text ?? "" }
        set {
            let old = text
            textField.text = newValue
            composition.textSetByCode(newValue)
            inputObservers.reportCodeChange(from: old, to: newValue)
        }
    }

    /// The value the row edits: ``text``.
    public var input: String {
        get { text }
        set { text = newValue }
    }

    /// Called after every change of ``text``: by the user (before ``onChange``) or by code.
    public let inputObservers = InputObservers<String>()

    /// The text shown while the field is empty.
    open var placeholder: String? {
        get { textField.placeholder }
        set { textField.placeholder = newValue }
    }

    /// Whether the text is hidden (passwords).
    open var isSecure: Bool {
        get { textField.isSecureTextEntry }
        set { textField.isSecureTextEntry = newValue }
    }

    /// The keyboard the field shows. Numeric kinds also filter what is typed or pasted.
    open var keyboardType: UIKeyboardType {
        get { textField.keyboardType }
        set { textField.keyboardType = newValue }
    }

    /// What the text is, for AutoFill and the QuickType bar; `nil` for none.
    open var textContentType: UITextContentType? {
        get { textField.textContentType }
        set { textField.textContentType = newValue }
    }

    /// Makes the field a number field: once editing ends, its text is the number it reads,
    /// written in this format (`NumberFormat.normalized(_:)`: `"1234.5"` becomes `"€1,234.50"`);
    /// `nil` (the default) leaves the text as typed. Pair it with a numeric ``keyboardType`` and
    /// a `.number(in:format:)` rule.
    ///
    /// ```swift
    /// let price = addCell(TextFieldCell(key: "Price", keyboardType: .decimalPad))
    /// price.numberFormat = .currency(code: "EUR")
    /// ```
    open var numberFormat: NumberFormat?

    /// The number the text reads as in ``numberFormat`` (a plain number when it is `nil`), or
    /// `nil` when it reads as none. Setting it writes the number in that format (`nil` empties the
    /// field); it does not call ``onChange``.
    public var number: Double? {
        get { (numberFormat ?? .number).number(from: text) }
        set { text = newValue.map { (numberFormat ?? .number).string(from: $0) } ?? "" }
    }

    /// The field's text, for the plain-text rendering (bullets when secure, as on the terminal);
    /// the key is the label.
    open override var value: String? {
        get { TextInput.shown(text, isSecure: isSecure) }
        set { text = newValue ?? "" }
    }

    /// Creates a text field row.
    ///
    /// - Parameters:
    ///   - key: The label before the field.
    ///   - text: The initial text.
    ///   - placeholder: The text shown while the field is empty.
    ///   - isSecure: Whether the text is hidden (passwords).
    ///   - keyboardType: The keyboard to show; numeric kinds also filter input.
    ///   - textContentType: What the text is, for AutoFill; `nil` for none.
    ///   - onChange: Called after every edit by the user with the cell and the new text.
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
        composition.textSetByCode(text)
        textField.font = .preferredFont(forTextStyle: .body)
        textField.adjustsFontForContentSizeCategory = true
        textField.textAlignment = .natural
        textField.clearButtonMode = .whileEditing
        textField.delegate = self
        textField.inputAccessoryView = inputAccessoryBar
        textField.addAction(UIAction { [weak self] _ in self?.userDidEdit() }, for: .editingChanged)
        installFormLayout(trailing: textField, below: nil, trailingFills: true)
    }

    // MARK: - Drawing

    /// The field shows the text: no value text beside the key.
    override var displayedValue: String? { nil }

    override func updateControls(for state: UICellConfigurationState) {
        // VoiceOver: "Email, text field", not the placeholder; with the validation message.
        textField.accessibilityLabel = accessibleKey
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
        requestFocus()
    }

    /// Makes the text field first responder: the surface's part of ``beginEditing()``.
    override func takeFocus() {
        textField.becomeFirstResponder()
    }

    /// Multistage input (marked text, UIKit's input state the terminal does not have): Core
    /// decides what an edit comes to — provisional, accepted, or refused at its commit.
    private var composition = TextComposition(text: "")

    private func userDidEdit() {
        let outcome = composition.textDidChange(
            text, isMarked: textField.markedTextRange != nil, keyboard: KeyboardType(keyboardType)
        ) { proposed in shouldChange?(self, proposed) ?? true }
        switch outcome {
        case .provisional:
            return  // the row reports the text once the user commits it
        case .refused(let accepted):
            textField.text = accepted
        case .accepted(let text):
            inputObservers.notify(text, byUser: true)
            onChange?(self, text)
        }
    }

    // MARK: - UITextFieldDelegate

    open func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        textField.returnKeyType = hasNextField ? .next : .done
        inputAccessoryBar.update()
        // Core's focus rule: a visible, enabled field.
        return mayTakeFocus
    }

    open func textFieldDidBeginEditing(_ textField: UITextField) {
        onBeginEditing?(self)
    }

    open func textFieldDidEndEditing(_ textField: UITextField) {
        // Ending editing commits marked text; apply the rules if no edit event reported it.
        if composition.isComposing { userDidEdit() }
        // Core's rule: a number field shows what it read, formatted ("1234.5" → "€1,234.50").
        if let normalized = numberFormat?.normalized(text), normalized != text { text = normalized }
        formState.editingDidEnd()
        onEndEditing?(self)
    }

    open func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        // Multistage input (Japanese, Chinese, Korean keyboards) edits provisional marked text:
        // filtering or refusing it would break the composition. The rules run on the committed
        // text instead (`userDidEdit`). UITextInput.markedTextRange: "Marked text is provisionally
        // inserted text that requires user confirmation; it occurs in multistage text input."
        if textField.markedTextRange != nil { return true }
        // The range is in UTF-16 units and may cut a composed character (an emoji sequence, an
        // autocorrection): NSString replaces any valid range, where `Range(_:in:)` would fail.
        let current = (textField.text ?? "") as NSString
        guard range.location != NSNotFound, NSMaxRange(range) <= current.length else { return false }
        let filter = KeyboardType(keyboardType)
        let remaining = filter.filtersByText ? current.replacingCharacters(in: range, with: "") : ""
        let insertion = filter.admittedText(string, into: remaining)
        let proposed = current.replacingCharacters(in: range, with: insertion)
        // As on the terminal, `shouldChange` is asked only about an edit that changes the text.
        if proposed != current as String, let shouldChange, !shouldChange(self, proposed) { return false }
        guard insertion != string else { return true }
        // Part of the insertion was filtered out: apply the admitted part ourselves, keep the
        // caret after it, and report the edit as the field would have.
        textField.text = proposed
        let caret = range.location + (insertion as NSString).length
        if let position = textField.position(from: textField.beginningOfDocument, offset: caret) {
            textField.selectedTextRange = textField.textRange(from: position, to: position)
        }
        if proposed != current as String { userDidEdit() }
        return false
    }

    open func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        onReturn?(self)
        focusNextField()
        return false
    }
}
#endif
