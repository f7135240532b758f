#if canImport(UIKit)
public import UIKit

/// UIKit's base of ``ActiveCell``: a `UITableViewCell`. Not for subclassing: subclass
/// ``ActiveCell``.
@_documentation(visibility: internal)
@MainActor
open class ActiveCellBase: UITableViewCell {
    /// Creates the base: a cell of the default style, not reused; ``ActiveCell`` calls it.
    package init() {
        super.init(style: .default, reuseIdentifier: nil)
    }

    /// Creates the base from a storyboard or nib.
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The button a menu row's `UIMenu` opens from, once the row showed its menu.
    var menuAnchor: UIButton?

    /// `UITableViewCell`'s `image` (deprecated since iOS 3), made unavailable with a message that
    /// points to ``ActiveCell/image``, a `RowImage`: without it, `cell.image = UIImage(…)` reports
    /// only UIKit's "APIs deprecated as of iOS 7 and earlier are unavailable in Swift". It forwards
    /// to UIKit's, so that what UIKit reads through `-image` is unchanged (deprecated as UIKit's
    /// is, so that forwarding to it warns of nothing).
    @available(
        *, unavailable,
        message: "ActiveCell.image is a RowImage: write cell.image = RowImage(uiImage), or .symbol(\"name\") for an SF Symbol"
    )
    @available(iOS, deprecated: 3.0)
    open override var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }
}

/// What a UIKit row changes in the content it draws by default, for a cell whose class is declared
/// once for both platforms: its UIKit file adopts it in an extension, and ``ActiveCell``'s default
/// content — what `makeContentConfiguration(for:)` returns unless overridden — ends with it, so that
/// a subclass's override starting from `super` starts from it. (An extension cannot override
/// `makeContentConfiguration(for:)`: it returns a Swift structure, so it is not `@objc`.)
@MainActor
protocol UIKitContentCell: ActiveCell {
    /// Changes the default content for a state (a button centres its title).
    ///
    /// - Parameters:
    ///   - content: The default content, for the row's ``ActiveCell/contentStyle``.
    ///   - state: The cell's configuration state.
    func adjustDefaultContent(_ content: inout UIListContentConfiguration, for state: UICellConfigurationState)
}

/// A UIKit row whose controls VoiceOver reads instead of the cell: its UIKit file adopts it and
/// gives them the row's description. A control keeps what it says itself right (a `UISwitch` its
/// state, a `UITextField` its text or placeholder, a `UISlider` that it adjusts): it gets only what
/// it cannot know.
@MainActor
protocol UIKitAccessibleControls: ActiveCell {
    /// Gives the row's description to its controls.
    ///
    /// - Parameters:
    ///   - description: The row's ``ActiveCell/accessibility``.
    ///   - label: Its label as read, with the row's validation message.
    func applyAccessibility(_ description: RowAccessibility, label: String)
}

extension ActiveCell {
    // MARK: - The platform's part of a change

    /// The key, value or image changed: the row draws it again.
    func contentDidChange() {
        setNeedsUpdateConfiguration()
    }

    /// The accessory, its text or the detail action changed.
    func accessoryDidChange() {
        updateAccessory()
    }

    /// The content style or the validation message changed: applied now, so that the table
    /// measures the row with its new content, and the row's height follows.
    func layoutDidChange() {
        setNeedsUpdateConfiguration()
        layoutIfNeeded()
        controller?.core.rowContentDidChange(of: self)
    }

    /// The row is drawn dimmed, and its detail button follows.
    func enabledDidChange() {
        setNeedsUpdateConfiguration()
        detailButton?.isEnabled = isEnabled
    }

    /// The cell's traits with the row's (``accessibility``): a button, selected when checked —
    /// the checkmark a custom accessory view draws (with a detail button) is an image VoiceOver
    /// does not read — and dimmed when disabled.
    open override var accessibilityTraits: UIAccessibilityTraits {
        // Declared nonisolated by the SDK; VoiceOver asks on the main thread.
        get {
            let traits = super.accessibilityTraits
            return MainActor.assumeIsolated { traits.union(accessibility.cellTraits) }
        }
        set { super.accessibilityTraits = newValue }
    }

    /// The cell's custom actions with the row's detail action ("More Info"), after those UIKit
    /// makes of the swipe actions.
    open override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get {
            let actions = super.accessibilityCustomActions
            return MainActor.assumeIsolated {
                guard accessibility.actions.contains(.detail) else { return actions }
                let detail = UIAccessibilityCustomAction(name: RowAccessibility.Action.detail.name) { [weak self] _ in
                    self?.performDetailAction()
                    return true
                }
                return (actions ?? []) + [detail]
            }
        }
        set { super.accessibilityCustomActions = newValue }
    }

    /// Gives the row's description (``accessibility``) to what VoiceOver reads: the cell that
    /// draws the row's list content, or in a row of controls the controls
    /// (`UIKitAccessibleControls`). A cell with content of its own (a `HostingCell`'s SwiftUI
    /// view) keeps that content's. The traits and custom actions are read from the description
    /// when asked.
    func updateAccessibility() {
        if let controls = self as? any UIKitAccessibleControls {
            let description = accessibility
            controls.applyAccessibility(description, label: spokenLabel(description))
        } else if contentConfiguration is UIListContentConfiguration {
            readAsRow(accessibility)
        }
    }

    /// The cell reads the row: its label, value and hint.
    func readAsRow(_ description: RowAccessibility) {
        accessibilityLabel = spokenLabel(description)
        accessibilityValue = description.spokenValue
        accessibilityHint = description.hint
    }

    /// The label VoiceOver reads: the description's, with the validation message.
    private func spokenLabel(_ description: RowAccessibility) -> String {
        guard let validationMessage else { return description.label }
        return "\(description.label), \(validationMessage)"
    }

    // MARK: - Drawing

    /// What ``makeContentConfiguration(for:)`` returns unless overridden.
    func defaultContentConfiguration(for state: UICellConfigurationState) -> UIListContentConfiguration {
        var content: UIListContentConfiguration =
            switch contentStyle {
            case .value1: .valueCell()
            case .subtitle: .subtitleCell()
            case .value2, .plain: .cell()
            }
        content = content.updated(for: state)
        content.text = key
        content.secondaryText = value
        content.image = displayedImage(for: state)
        image?.apply(to: &content.imageProperties)
        let traits = state.traitCollection
        keyStyle.apply(to: &content.textProperties, textStyle: .body, tintColor: tintColor, traits: traits)
        valueStyle.apply(
            to: &content.secondaryTextProperties, textStyle: contentStyle == .subtitle ? .subheadline : .body, tintColor: tintColor,
            traits: traits)
        if state.isDisabled {
            content.textProperties.color = .tertiaryLabel
            content.secondaryTextProperties.color = .tertiaryLabel
            content.imageProperties.tintColor = .tertiaryLabel
        }
        if let matched = (self as? OptionCell)?.matchedCharacters, !matched.isEmpty, contentStyle != .value2 {
            let text = content.textProperties
            content.attributedText = Self.highlighting(matched, of: key, font: text.font, color: text.resolvedColor(), tint: tintColor)
        }
        if contentStyle == .value2 {
            content.attributedText = value2Text(for: state)
            content.secondaryText = nil
        }
        (self as? any UIKitContentCell)?.adjustDefaultContent(&content, for: state)
        return content
    }

    /// The key with the characters a search matched (an ``OptionCell``'s
    /// ``OptionCell/matchedCharacters``, which Core decides) bold in the tint colour, the rest in
    /// the text's font and colour: as `TerminalApp.filter` highlights them in a terminal.
    package static func highlighting(_ matched: [Int], of key: String, font: UIFont, color: UIColor, tint: UIColor) -> NSAttributedString {
        let text = NSMutableAttributedString(string: key, attributes: [.font: font, .foregroundColor: color])
        let bold = UIFont(descriptor: font.fontDescriptor.withSymbolicTraits(.traitBold) ?? font.fontDescriptor, size: font.pointSize)
        let characters = Set(matched)
        for (offset, index) in key.indices.enumerated() where characters.contains(offset) {
            text.addAttributes([.font: bold, .foregroundColor: tint], range: NSRange(index..<key.index(after: index), in: key))
        }
        return text
    }

    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isDisabled = !isEnabled
        return state
    }

    open override func updateConfiguration(using state: UICellConfigurationState) {
        if let formLayout {
            formLayout.apply(
                key: key, value: displayedValue, image: image, keyStyle: keyStyle, valueStyle: valueStyle,
                validationMessage: validationMessage, state: state, tintColor: tintColor)
            updateControls(for: state)
        } else {
            var content = makeContentConfiguration(for: state)
            if let validationMessage {
                // A second paragraph of the primary text: VoiceOver reads it with the key.
                let text = NSMutableAttributedString(attributedString: content.attributedText ?? NSAttributedString(string: key))
                text.append(Self.validationText(validationMessage, traits: state.traitCollection))
                content.attributedText = text
            }
            contentConfiguration = content
        }
        sizeAccessoryView()
        updateAccessibility()
    }

    /// The image drawn before the key: ``image``'s, for the state's traits.
    func displayedImage(for state: UICellConfigurationState) -> UIImage? {
        image?.uiImage(compatibleWith: state.traitCollection)
    }

    /// The value text beside the key in a ``formLayout``: ``value``; a cell whose control shows
    /// the value (a text field) says `nil`.
    @objc(ct_displayedValue) var displayedValue: String? { value }

    /// The line under the key that shows a validation message: red, footnote.
    static func validationText(_ message: String, traits: UITraitCollection) -> NSAttributedString {
        NSAttributedString(
            string: "\n" + message,
            attributes: [
                .font: UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traits),
                .foregroundColor: UIColor.systemRed,
            ])
    }

    /// The key and value of the `.value2` style: the key right-aligned in a narrow column (a
    /// third of the row at most), the value after it; lines of the value that wrap start under
    /// its first line. At accessibility text sizes the value goes under the key.
    private func value2Text(for state: UICellConfigurationState) -> NSAttributedString {
        let traits = state.traitCollection
        let keyFont = UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traits)
        let boldKeyFont = keyFont.fontDescriptor.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: 0) } ?? keyFont
        let valueFont = UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: traits)
        let keyColor: UIColor = state.isDisabled ? .tertiaryLabel : keyStyle.uiColor(tintColor: tintColor) ?? tintColor
        let valueColor: UIColor = state.isDisabled ? .tertiaryLabel : valueStyle.uiColor(tintColor: tintColor) ?? .label
        let keyAttributes: [NSAttributedString.Key: Any] = [.font: boldKeyFont, .foregroundColor: keyColor]
        let valueAttributes: [NSAttributedString.Key: Any] = [.font: valueFont, .foregroundColor: valueColor]
        if traits.preferredContentSizeCategory.isAccessibilityCategory {
            let text = NSMutableAttributedString(string: key, attributes: keyAttributes)
            if let value { text.append(NSAttributedString(string: "\n" + value, attributes: valueAttributes)) }
            return text
        }
        var column = UIFontMetrics(forTextStyle: .footnote).scaledValue(for: 80, compatibleWith: traits)
        if contentView.bounds.width > 0 { column = min(column, contentView.bounds.width / 3) }
        let gap: CGFloat = 6
        // NSTextTab: tab alignments "are absolute, not based on the line sweep direction", while a
        // tab's location "is relative to the back margin" (from the right in right-to-left text).
        // The key ends at the column's inner edge and the value starts after it: in right-to-left
        // text those are a left and a right tab. The paragraph's direction is the row's, not the
        // first letter's (a Latin key in a Hebrew interface).
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let paragraph = NSMutableParagraphStyle()
        paragraph.baseWritingDirection = isRightToLeft ? .rightToLeft : .leftToRight
        paragraph.tabStops = [
            NSTextTab(textAlignment: isRightToLeft ? .left : .right, location: column),
            NSTextTab(textAlignment: isRightToLeft ? .right : .left, location: column + gap),
        ]
        paragraph.headIndent = column + gap
        let text = NSMutableAttributedString(string: "\t" + key + "\t", attributes: keyAttributes)
        text.append(NSAttributedString(string: value ?? "", attributes: valueAttributes))
        text.addAttribute(.paragraphStyle, value: paragraph, range: NSRange(location: 0, length: text.length))
        return text
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if contentStyle == .value2 || keyStyle.followsTint || valueStyle.followsTint { setNeedsUpdateConfiguration() }
    }

    // MARK: - Accessory

    /// A control a subclass shows as the accessory (a switch); `nil` for none.
    @objc(ct_accessoryControl) var accessoryControl: UIView? { nil }

    /// The label of ``accessoryText``.
    static func makeAccessoryLabel() -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        return label
    }

    /// Shows ``accessory``, ``accessoryText``, ``detailAction``'s button and a subclass's
    /// control: the system accessory types when they suffice, else one custom view.
    func updateAccessory() {
        defer { updateAccessibility() }  // the value reads the accessory text
        var views: [UIView] = []
        if let accessoryText {
            accessoryLabel.text = accessoryText
            views.append(accessoryLabel)
        }
        if let control = accessoryControl { views.append(control) }
        detailButton = nil
        // UITableViewCell.AccessoryType has no checkmark with a detail button: that pair is drawn
        // as a custom view too, so neither is lost.
        let checkmarkImage = accessory == .checkmark ? (self as? OptionCell)?.checkmarkImage : nil
        let needsCustomView = !views.isEmpty || (accessory == .checkmark && (detailAction != nil || checkmarkImage != nil))
        if !needsCustomView {
            accessoryView = nil
            accessoryType =
                switch (accessory, detailAction != nil) {
                case (.none, false), (.toggle, false): .none
                case (.none, true), (.toggle, true): .detailButton
                case (.disclosureIndicator, false): .disclosureIndicator
                case (.disclosureIndicator, true): .detailDisclosureButton
                case (.checkmark, _): .checkmark
                }
            return
        }
        if detailAction != nil {
            // A custom accessory view hides the system detail button, and the table no longer
            // reports its taps: the row draws its own.
            let button = UIButton(type: .detailDisclosure)
            button.isEnabled = isEnabled
            button.addAction(UIAction { [weak self] _ in self?.performDetailAction() }, for: .primaryActionTriggered)
            detailButton = button
            views.append(button)
        }
        switch accessory {
        case .disclosureIndicator: views.append(Self.glyph("chevron.forward", color: .tertiaryLabel))
        case .checkmark:
            if let checkmarkImage {
                let view = UIImageView(image: checkmarkImage.uiImage(compatibleWith: traitCollection))
                view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body)
                    .applying(checkmarkImage.symbolConfiguration ?? UIImage.SymbolConfiguration(scale: .default))
                view.tintColor = checkmarkImage.tint.map { UIColor($0) } ?? tintColor
                views.append(view)
            } else {
                views.append(Self.glyph("checkmark", color: tintColor))
            }
        case .none, .toggle: break
        }
        if views.count == 1 {
            accessoryView = views[0]
        } else {
            let stack = UIStackView(arrangedSubviews: views)
            stack.spacing = 8
            stack.alignment = .center
            accessoryView = stack
        }
        sizeAccessoryView()
    }

    /// Sizes a custom accessory view to its content: the table lays it out by its frame.
    func sizeAccessoryView() {
        guard let accessoryView, accessoryView !== accessoryControl else { return }
        accessoryView.frame.size = accessoryView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }

    private static func glyph(_ name: String, color: UIColor) -> UIImageView {
        let view = UIImageView(image: UIImage(systemName: name))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .footnote, scale: .default)
        view.tintColor = color
        return view
    }

    /// Runs ``detailAction`` when Core's policy allows (the row is visible and enabled): the
    /// table's detail button and the row's own both land here.
    func performDetailAction() {
        controller?.core.didTapDetailButton(of: self) { detailAction?(self) }
    }

    // MARK: - Control rows

    /// Lays the row out around controls instead of a content configuration.
    ///
    /// - Parameters:
    ///   - trailing: The control beside the key when it fits, else below it.
    ///   - below: The control below the key.
    ///   - trailingFills: Whether the trailing control takes the row's free width.
    func installFormLayout(trailing: UIView?, below: UIView?, trailingFills: Bool = false) {
        formLayout = FormRowLayout(in: contentView, trailing: trailing, below: below, trailingFills: trailingFills)
    }

    /// Updates a row's controls for a state (enabled, colours); called after the
    /// ``formLayout`` is applied.
    ///
    /// - Parameter state: The cell's configuration state.
    @objc(ct_updateControlsForState:) func updateControls(for state: UICellConfigurationState) {}

    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        // The table measures at its width: place the trailing control for that width first.
        let accessoryWidth = accessoryView?.frame.width ?? 0
        formLayout?.place(
            forWidth: targetSize.width - accessoryWidth,
            margins: contentView.directionalLayoutMargins.leading
                + contentView.directionalLayoutMargins.trailing, traits: traitCollection)
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }

    open override func layoutSubviews() {
        formLayout?.place(
            forWidth: contentView.bounds.width,
            margins: contentView.directionalLayoutMargins.leading
                + contentView.directionalLayoutMargins.trailing, traits: traitCollection)
        super.layoutSubviews()
    }

    // MARK: - Focus

    /// Makes the row's editor first responder: the surface's part of Core's focus ("scroll the
    /// row on screen, then focus it"). Rows that take text focus override it.
    @objc(ct_takeFocus) func takeFocus() {}

    /// Asks Core for focus: it scrolls the row on screen first, then calls ``takeFocus()``. A
    /// hidden or disabled row does not take focus; a row whose screen is not showing takes it
    /// when the screen appears.
    func requestFocus() {
        if let controller {
            controller.core.focus(self)
        } else {
            takeFocus()
        }
    }

    /// Gives focus to the previous row of Core's focus chain (the accessory bar's button).
    func focusPreviousField() {
        controller?.core.focusPrevious(before: self)
    }

    /// Gives focus to the next row of Core's focus chain, or ends editing after the last one.
    func focusNextField() {
        if let controller {
            controller.core.focusNext(after: self)
        } else {
            endTextFocus()
        }
    }

    /// Whether the row may take focus now, by Core's focus rule (visible and enabled; outside a
    /// table, enabled): what every editor of the row asks before it becomes first responder.
    var mayTakeFocus: Bool {
        controller?.core.composition.isFocusable(self) ?? isEnabled
    }

    /// Ends editing in the row (the accessory bar's Done).
    @objc(ct_endTextFocus) func endTextFocus() {
        endEditing(true)
    }

    /// Whether a row comes before this one in Core's focus chain.
    var hasPreviousField: Bool {
        guard let core = controller?.core else { return false }
        return core.composition.isFocusable(self) && core.composition.focusableCell(before: self) != nil
    }

    /// Whether a row comes after this one in Core's focus chain.
    var hasNextField: Bool {
        guard let core = controller?.core else { return false }
        return core.composition.isFocusable(self) && core.hasFocusableCell(after: self)
    }
}
#endif
