#if canImport(UIKit)
public import UIKit

/// A row with a multi-line text that grows with its text: notes, an address, a message.
///
/// The key is on top, the text below it; the row grows (and shrinks) a line at a time while the
/// user types — return inserts a line break. The bar above the keyboard has previous / next /
/// done buttons that follow the table's focus chain, which the row belongs to. Selecting the row
/// starts editing.
///
/// ```swift
/// addCell(TextViewCell(key: "Notes", placeholder: "Anything we should know?") { cell, text in
///     order.notes = text
/// })
/// ```
///
/// As an ``InputRow`` its ``input`` is ``text``.
@MainActor
open class TextViewCell: ActiveCell, InputRow, UITextViewDelegate {
    /// The text view, for appearance and input traits; read and set the text with ``text``.
    public let textView = UITextView()
    private let placeholderLabel = UILabel()
    /// The text view's height last reported to the table.
    private var lastHeight: CGFloat = 0

    /// Called after every edit by the user, with the cell and the new text.
    open var onChange: (@MainActor (TextViewCell, String) -> Void)?

    /// The text. Setting it does not call ``onChange``; it notifies ``inputObservers``
    /// (`byUser` false) when the text changes, and the row's height follows.
    open var text: String {
        get { textView.text ?? "" }
        set {
            let old = text
            textView.text = newValue
            textDidChange()
            inputObservers.reportCodeChange(from: old, to: newValue)
        }
    }

    /// The text shown while the text is empty.
    open var placeholder: String? {
        get { placeholderLabel.text }
        set { placeholderLabel.text = newValue }
    }

    /// The value the row edits: ``text``.
    public var input: String {
        get { text }
        set { text = newValue }
    }

    /// Called after every change of ``text``: by the user (before ``onChange``) or by code.
    public let inputObservers = InputObservers<String>()

    /// The text, for the plain-text rendering; the key is the label.
    open override var value: String? {
        get { text }
        set { text = newValue ?? "" }
    }

    /// Creates a multi-line text row.
    ///
    /// - Parameters:
    ///   - key: The label above the text.
    ///   - text: The initial text; empty unless you say otherwise.
    ///   - placeholder: The text shown while the text is empty, or `nil` for none.
    ///   - onChange: Called after every edit by the user with the cell and the new text.
    public init(
        key: String, text: String = "", placeholder: String? = nil, onChange: (@MainActor (TextViewCell, String) -> Void)? = nil
    ) {
        self.onChange = onChange
        super.init(key: key, value: nil, style: .value1, action: nil)
        textView.text = text
        placeholderLabel.text = placeholder
        setUp()
    }

    /// Creates a multi-line text row from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        selectionStyle = .none
        // Scrolling disabled: the text view's intrinsic height is its text's, so the row sizes
        // itself to it.
        textView.isScrollEnabled = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.backgroundColor = .clear
        textView.textContainerInset = .zero
        textView.textContainer.lineFragmentPadding = 0
        textView.delegate = self
        textView.inputAccessoryView = inputAccessoryBar
        placeholderLabel.font = .preferredFont(forTextStyle: .body)
        placeholderLabel.adjustsFontForContentSizeCategory = true
        placeholderLabel.textColor = .placeholderText
        placeholderLabel.numberOfLines = 0
        placeholderLabel.isAccessibilityElement = false
        placeholderLabel.translatesAutoresizingMaskIntoConstraints = false
        textView.addSubview(placeholderLabel)
        NSLayoutConstraint.activate([
            placeholderLabel.leadingAnchor.constraint(equalTo: textView.leadingAnchor),
            placeholderLabel.topAnchor.constraint(equalTo: textView.topAnchor),
            placeholderLabel.widthAnchor.constraint(equalTo: textView.widthAnchor),
        ])
        placeholderLabel.isHidden = !textView.text.isEmpty
        installFormLayout(trailing: nil, below: textView)
    }

    // MARK: - Drawing

    /// The text view shows the text: no value text beside the key.
    override var displayedValue: String? { nil }

    override func updateControls(for state: UICellConfigurationState) {
        textView.isEditable = !state.isDisabled
        textView.textColor = state.isDisabled ? .tertiaryLabel : .label
        textView.accessibilityLabel = accessibleKey
        // The placeholder is what VoiceOver reads as the hint of an empty text.
        textView.accessibilityHint = textView.text.isEmpty ? placeholder : nil
    }

    // MARK: - Behaviour

    /// A text view row belongs in the focus chain.
    open override var takesTextFocus: Bool { true }

    /// Selecting the row starts editing.
    open override var hasAction: Bool { true }

    /// Starts editing (then runs ``ActiveCell/action``, if any).
    open override func performAction() {
        beginEditing()
        action?(self)
    }

    /// Starts editing: the table scrolls the row on screen first, then the text view becomes
    /// first responder. A hidden or disabled row does not take focus.
    public func beginEditing() {
        requestFocus()
    }

    override func takeFocus() {
        textView.becomeFirstResponder()
    }

    /// Shows or hides the placeholder and, when the text's height changed, has the table measure
    /// the row again (Core's `rowContentDidChange(of:)`), so that the row grows with its text.
    private func textDidChange() {
        placeholderLabel.isHidden = !textView.text.isEmpty
        textView.accessibilityHint = textView.text.isEmpty ? placeholder : nil
        let width = textView.bounds.width
        guard width > 0 else { return }
        let height = textView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        guard abs(height - lastHeight) > 0.5 else { return }
        let isFirstMeasure = lastHeight == 0
        lastHeight = height
        textView.invalidateIntrinsicContentSize()
        guard !isFirstMeasure else { return }
        controller?.core.rowContentDidChange(of: self)
        keepCaretOnScreen()
    }

    /// After the row grew, scrolls the table so that the caret stays visible: with scrolling
    /// disabled the text view has nothing to scroll, and the new line can end up under the
    /// keyboard. `UIScrollView.scrollRectToVisible(_:animated:)` does nothing when it is visible.
    private func keepCaretOnScreen() {
        guard textView.isFirstResponder, let range = textView.selectedTextRange, let tableView = controller?.tableView else {
            return
        }
        let caret = textView.caretRect(for: range.end)
        guard !caret.isNull, !caret.isInfinite else { return }
        tableView.scrollRectToVisible(textView.convert(caret, to: tableView).insetBy(dx: 0, dy: -8), animated: true)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if lastHeight == 0, textView.bounds.width > 0 {
            lastHeight = textView.sizeThatFits(CGSize(width: textView.bounds.width, height: .greatestFiniteMagnitude)).height
        }
    }

    // MARK: - UITextViewDelegate

    /// Core's focus rule: a visible, enabled row; the bar's buttons follow the focus chain.
    open func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        inputAccessoryBar.update()
        return mayTakeFocus
    }

    /// Tells Core's validation that editing ended (rules that run on the end of editing run).
    open func textViewDidEndEditing(_ textView: UITextView) {
        formState.editingDidEnd()
    }

    /// Reports the user's edit and grows the row.
    open func textViewDidChange(_ textView: UITextView) {
        textDidChange()
        inputObservers.notify(text, byUser: true)
        onChange?(self, text)
    }
}
#endif
