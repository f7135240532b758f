#if canImport(UIKit)
public import UIKit

extension TextFieldCell: UIKitAccessibleControls {
    /// Lays the row out around the text field, which shows the text and the cell's input traits
    /// and reports its edits.
    func setUpTextField(text: String) {
        selectionStyle = .none
        textField.text = text
        composition.textSetByCode(text)
        for trait in TextFieldTrait.allCases { textFieldTraitDidChange(trait) }
        textField.font = .preferredFont(forTextStyle: .body)
        textField.adjustsFontForContentSizeCategory = true
        textField.textAlignment = .natural
        textField.clearButtonMode = .whileEditing
        textField.delegate = self
        textField.addAction(UIAction { [weak self] _ in self?.userDidEdit() }, for: .editingChanged)
        installFormLayout(trailing: textField, below: nil, trailingFills: true)
    }

    /// The text field holds the text, marked text included.
    var textFieldText: String { textField.text ?? "" }

    /// Code set the text: the field shows it, and Core's composition accepts it as it is. The
    /// typing undo history no longer fits the text, so it is forgotten.
    func storeTextFieldText(_ text: String, replacing old: String) {
        textField.text = text
        composition.textSetByCode(text)
        if text != old { textField.forgetTypingUndoHistory() }
    }

    /// The placeholder, secure entry, keyboard or content type changed: the text field follows
    /// that trait only.
    func textFieldTraitDidChange(_ trait: TextFieldTrait) {
        switch trait {
        case .placeholder:
            textField.placeholder = placeholder
        case .isSecure:
            textField.isSecureTextEntry = isSecure
        case .keyboardType:
            textField.keyboardType = UIKeyboardType(keyboardType)
        case .textContentType:
            textField.textContentType = textContentType.map { UITextContentType(rawValue: $0.rawValue) }
        }
    }

    // MARK: - Drawing

    /// The field shows the text: no value text beside the key.
    override var displayedValue: String? { nil }

    override func updateControls(for state: UICellConfigurationState) {
        textField.isEnabled = !state.isDisabled
        textField.textColor = state.isDisabled ? .tertiaryLabel : .label
    }

    /// VoiceOver: "Email, text field", not the placeholder; with the validation message. The
    /// field reads its text (never a secure one's) or its placeholder itself.
    func applyAccessibility(_ description: RowAccessibility, label: String) {
        textField.accessibilityLabel = label
    }

    // MARK: - Focus

    /// Makes the text field first responder: the surface's part of ``beginEditing()``.
    override func takeFocus() {
        textField.becomeFirstResponder()
    }

    /// ``beginEditing()`` outside a table: the text field becomes first responder at once.
    func focusTextField() {
        takeFocus()
    }

    /// The text field resigns first responder; its delegate ends the edit.
    func endTextFieldEditing() {
        guard textField.isFirstResponder else { return }
        textField.resignFirstResponder()
    }

    /// Puts back the text editing began with (reported as the user's change when it differs),
    /// then ends editing.
    func cancelTextFieldEditing() {
        guard textField.isFirstResponder, let original = textAtBeginEditing else { return }
        // What the observers last heard of: marked text being composed was never reported.
        let reported = composition.acceptedText
        if !text.utf8.elementsEqual(original.utf8) || !reported.utf8.elementsEqual(original.utf8) {
            textField.text = original
            composition.textSetByCode(original)
            textField.forgetTypingUndoHistory()
            if !reported.utf8.elementsEqual(original.utf8) {
                userDidChange(original, edit: onEdit == nil ? nil : TextEdit(from: reported, to: original))
            }
        }
        textField.resignFirstResponder()
    }

    // MARK: - Edits

    /// An edit of the user's: Core's composition says whether it is provisional (marked text),
    /// accepted (reported) or refused at its commit (the accepted text comes back).
    private func userDidEdit() {
        let reported = composition.acceptedText
        let outcome = composition.textDidChange(
            text, isMarked: textField.markedTextRange != nil, keyboard: keyboardType
        ) { proposed in shouldChange?(self, proposed) ?? true }
        switch outcome {
        case .provisional:
            return  // the row reports the text once the user commits it
        case .refused(let accepted):
            // Put back by code (replacing it as an edit would report it again): the typing undo
            // history holds the refused composition, and is forgotten.
            textField.text = accepted
            textField.forgetTypingUndoHistory()
        case .accepted(let text):
            userDidChange(text, edit: onEdit == nil ? nil : TextEdit(from: reported, to: text))
        }
    }
}

extension TextFieldCell: UITextFieldDelegate {
    /// Core's focus rule: a visible, enabled field; the return key and the bar's buttons follow
    /// the focus chain.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard mayTakeFocus else { return false }
        textField.returnKeyType = hasNextField ? .next : .done
        // The previous / next / done bar is made when the field first takes focus, not with the
        // row: a form of many fields that are never edited makes none. UIKit reads
        // `inputAccessoryView` as the field becomes first responder, which is after this.
        if textField.inputAccessoryView !== inputAccessoryBar { textField.inputAccessoryView = inputAccessoryBar }
        inputAccessoryBar.update()
        return true
    }

    /// Calls ``onBeginEditing``.
    public func textFieldDidBeginEditing(_ textField: UITextField) {
        if controller?.alertSurface?.isGivingFocusBack(to: textField) == true { return }  // editing goes on
        textAtBeginEditing = text
        onBeginEditing?(self)
    }

    /// Applies the rules to a composition the end of editing committed, normalizes a number
    /// field's text, tells Core's validation, then calls ``onEndEditing``.
    public func textFieldDidEndEditing(_ textField: UITextField) {
        // Ending editing commits marked text; apply the rules if no edit event reported it.
        if composition.isComposing { userDidEdit() }
        if controller?.alertSurface?.isGivingFocusBack(to: textField) == true { return }  // a reload's bounce
        // Core's rule: a number field shows what it read, formatted ("1234.5" → "€1,234.50").
        if let normalized = numberFormat?.normalized(text), normalized != text { text = normalized }
        textAtBeginEditing = nil
        formState.editingDidEnd()
        onEndEditing?(self)
    }

    /// Filters an edit by the keyboard's rule and asks ``shouldChange``; marked text passes.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        // Multistage input (Japanese, Chinese, Korean keyboards) edits provisional marked text:
        // filtering or refusing it would break the composition. The rules run on the committed
        // text instead (`userDidEdit`). UITextInput.markedTextRange: "Marked text is provisionally
        // inserted text that requires user confirmation; it occurs in multistage text input."
        if textField.markedTextRange != nil || isApplyingEdit { return true }
        // The range is in UTF-16 units and may cut a composed character (an emoji sequence, an
        // autocorrection): NSString replaces any valid range, where `Range(_:in:)` would fail.
        let current = (textField.text ?? "") as NSString
        guard range.location != NSNotFound, NSMaxRange(range) <= current.length else { return false }
        let filter = keyboardType
        let remaining = filter.filtersByText ? current.replacingCharacters(in: range, with: "") : ""
        let insertion = filter.admittedText(string, into: remaining)
        var proposed = current.replacingCharacters(in: range, with: insertion)
        // Core's rule, as on the terminal: the whole text formatted, the caret after the same
        // digits; an edit the format undoes changes nothing.
        var formattedCaret: Int?
        if let inputFormat, proposed != current as String {
            let typedCaret = range.location + (insertion as NSString).length
            let (formatted, caret) = inputFormat.apply(to: proposed, utf16Caret: typedCaret)
            if formatted == current as String { return false }
            if formatted != proposed || caret != typedCaret {
                proposed = formatted
                formattedCaret = caret
            }
        }
        // As on the terminal, `shouldChange` is asked only about an edit that changes the text.
        if proposed != current as String, let shouldChange, !shouldChange(self, proposed) {
            // A refused paste stays in the typing undo history (openradar 32508213).
            textField.forgetTypingUndoHistory()
            return false
        }
        if let formattedCaret {
            let whole = NSRange(location: 0, length: current.length)
            applyAdmittedText(proposed, in: whole, proposed: proposed, current: current as String, caret: formattedCaret)
            return false
        }
        guard insertion != string else { return true }
        applyAdmittedText(insertion, in: range, proposed: proposed, current: current as String)
        return false
    }

    /// Part of an insertion was filtered out, or the ``inputFormat`` changed the text (then the
    /// whole text is replaced and `caret` is where the format put it): applies the admitted part
    /// as an edit of the field's (`UITextInput.replace(_:withText:)`, which, unlike setting `text`, goes through
    /// the field's text input as typing does), keeps the caret after it, and reports it once.
    ///
    /// The refused original may still sit in the typing undo history (openradar 32508213: undo
    /// after a refused paste throws an `NSRangeException`), so the history is forgotten.
    private func applyAdmittedText(
        _ insertion: String, in range: NSRange, proposed: String, current: String, caret formattedCaret: Int? = nil
    ) {
        if let start = textField.position(from: textField.beginningOfDocument, offset: range.location),
            let end = textField.position(from: start, offset: range.length),
            let textRange = textField.textRange(from: start, to: end)
        {
            // UIKit may ask this delegate again about the admitted text: it passes as it is.
            isApplyingEdit = true
            textField.replace(textRange, withText: insertion)
            isApplyingEdit = false
        } else {
            textField.text = proposed
        }
        // The caret after the admitted part, as typing leaves it (or where the format put it).
        let caret = formattedCaret ?? range.location + (insertion as NSString).length
        if let position = textField.position(from: textField.beginningOfDocument, offset: caret) {
            textField.selectedTextRange = textField.textRange(from: position, to: position)
        }
        textField.forgetTypingUndoHistory()
        // `replace(_:withText:)` may have sent `.editingChanged` (reported then): not twice.
        if proposed != current, composition.acceptedText != proposed { userDidEdit() }
    }

    /// Calls ``onReturn``, then moves focus to the next field (or ends editing on the last).
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        onReturn?(self)
        focusNextField()
        return false
    }
}
#endif
