#if canImport(UIKit)
public import UIKit

extension TextViewCell: UIKitAccessibleControls {
    /// Lays the row out with the text view below the key, its placeholder over it, and makes the
    /// text view report its edits.
    func setUpTextView(text: String) {
        selectionStyle = .none
        textView.text = text
        composition.textSetByCode(text)
        placeholderLabel.text = placeholder
        // Scrolling disabled: the text view's intrinsic height is its text's, so the row sizes
        // itself to it.
        textView.isScrollEnabled = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.backgroundColor = .clear
        textView.textContainerInset = .zero
        textView.textContainer.lineFragmentPadding = 0
        textView.delegate = self
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

    /// The text view holds the text.
    var textViewText: String { textView.text ?? "" }

    /// Code set the text: the text view shows it, and the row's height follows. The typing undo
    /// history no longer fits the text, so it is forgotten (`forgetTypingUndoHistory()`).
    func storeTextViewText(_ text: String, replacing old: String) {
        textView.text = text
        composition.textSetByCode(text)
        if text != old { textView.forgetTypingUndoHistory() }
        textViewTextDidChange()
    }

    /// The placeholder label, and VoiceOver's hint of an empty text, follow ``placeholder``.
    func textViewPlaceholderDidChange() {
        placeholderLabel.text = placeholder
        updateAccessibility()
    }

    // MARK: - Drawing

    /// The text view shows the text: no value text beside the key.
    override var displayedValue: String? { nil }

    override func updateControls(for state: UICellConfigurationState) {
        textView.isEditable = !state.isDisabled
        textView.textColor = state.isDisabled ? .tertiaryLabel : .label
    }

    /// The text view reads its text itself; an empty text's placeholder (a label VoiceOver does
    /// not reach) is its hint.
    func applyAccessibility(_ description: RowAccessibility, label: String) {
        textView.accessibilityLabel = label
        textView.accessibilityHint = description.hint
    }

    // MARK: - Focus

    /// Makes the text view first responder: the surface's part of ``beginEditing()``.
    override func takeFocus() {
        textView.becomeFirstResponder()
    }

    /// ``beginEditing()`` outside a table: the text view becomes first responder at once.
    func focusTextView() {
        takeFocus()
    }

    // MARK: - Growing with the text

    /// Shows or hides the placeholder and, when the text's height changed, has the table measure
    /// the row again (Core's `rowContentDidChange(of:)`), so that the row grows with its text.
    private func textViewTextDidChange() {
        let wasEmpty = !placeholderLabel.isHidden
        placeholderLabel.isHidden = !textView.text.isEmpty
        if wasEmpty != textView.text.isEmpty { updateAccessibility() }  // the hint comes or goes
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
}

extension TextViewCell: UITextViewDelegate {
    /// Core's focus rule: a visible, enabled row; the bar's buttons follow the focus chain.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        guard mayTakeFocus else { return false }
        // Made when the row first takes focus, not with the row (see `TextFieldCell`'s).
        if textView.inputAccessoryView !== inputAccessoryBar { textView.inputAccessoryView = inputAccessoryBar }
        inputAccessoryBar.update()
        return true
    }

    /// Tells Core's validation that editing ended (rules that run on the end of editing run).
    public func textViewDidEndEditing(_ textView: UITextView) {
        // A composition ended without a change of the text reported nothing yet.
        if textView.markedTextRange == nil, text != composition.acceptedText { textViewDidChange(textView) }
        if controller?.alertSurface?.isGivingFocusBack(to: textView) == true { return }  // a reload's bounce
        formState.editingDidEnd()
    }

    /// Grows the row, and reports the user's edit — once committed: marked text (a Japanese,
    /// Chinese or Korean composition) is provisional, as in a text field.
    public func textViewDidChange(_ textView: UITextView) {
        textViewTextDidChange()
        let previous = composition.acceptedText
        let outcome = composition.textDidChange(text, isMarked: textView.markedTextRange != nil, keyboard: .default) { _ in true }
        guard case .accepted(let text) = outcome else { return }
        userDidChange(text, edit: onEdit == nil ? nil : TextEdit(from: previous, to: text))
    }
}
#endif
