/// What a screen reader says of a row, computed once from the row (``ActiveCell/accessibility``):
/// UIKit gives it to the element VoiceOver focuses, and the terminal's accessible mode writes it
/// as the row's line (`Wi-Fi: on (switch)`).
struct RowAccessibility: Equatable {
    /// How the row behaves, as VoiceOver's traits say it.
    struct Traits: OptionSet, Hashable {
        let rawValue: Int
        /// Selecting the row does something (a row with an action, a button row).
        static let button = Traits(rawValue: 1 << 0)
        /// The row is the chosen one (a checkmark).
        static let selected = Traits(rawValue: 1 << 1)
        /// The row is disabled.
        static let dimmed = Traits(rawValue: 1 << 2)
        /// Swipes up and down change the value (a stepper, a slider).
        static let adjustable = Traits(rawValue: 1 << 3)
    }

    /// Whether an expanding row shows its picker.
    enum Expansion: String, Equatable {
        case expanded, collapsed
    }

    /// An action VoiceOver offers in its Actions rotor.
    enum Action: Equatable {
        /// The row's ``ActiveCell/detailAction``.
        case detail
        /// A swipe action, or the row's Delete: UIKit's table offers these itself.
        case row(String)

        /// The action's name, as read.
        var name: String {
            switch self {
            case .detail: "More Info"
            case .row(let title): title
            }
        }
    }

    /// What the row is: its key.
    var label: String
    /// What the row holds, or `nil` for nothing (an empty text).
    var value: String?
    var traits: Traits = []
    /// What is read after a pause: an empty text's placeholder.
    var hint: String?
    var actions: [Action] = []
    /// An expanding row's state; `nil` for a row that does not expand.
    var expansion: Expansion?
    /// The kind of control, as the terminal's line ends: `switch`, `text`, `1-10`. UIKit applies
    /// none of it: its controls' own traits say what they are.
    var kind: String?

    /// An expanding row: a tap opens or closes it.
    fileprivate mutating func expand(_ isExpanded: Bool) {
        expansion = isExpanded ? .expanded : .collapsed
        traits.insert(.button)
    }

    /// A number as a person writes it: `5`, `0.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension ActiveCell {
    /// What a screen reader says of the row, from its state now.
    var accessibility: RowAccessibility {
        var description = RowAccessibility(label: key, value: value?.nonEmpty)
        if !isEnabled { description.traits.insert(.dimmed) }
        if accessory == .checkmark { description.traits.insert(.selected) }
        if isEnabled {  // a disabled row runs none of its actions
            if detailAction != nil { description.actions.append(.detail) }
            // In the order of the row's action sheet in a terminal (Core's `rowActionsAlert`).
            let deletion = onDelete == nil ? [] : [deleteConfirmation?.action ?? "Delete"]
            let titles = leadingSwipeActions.map(\.title) + trailingSwipeActions.map(\.title) + deletion
            description.actions += titles.map(RowAccessibility.Action.row)
        }
        describeControl(in: &description)
        return description
    }

    /// The parts of ``accessibility`` that depend on the kind of row.
    private func describeControl(in description: inout RowAccessibility) {
        func range(_ range: ClosedRange<Double>) -> String {
            "\(RowAccessibility.number(range.lowerBound))-\(RowAccessibility.number(range.upperBound))"
        }
        func choice(_ selected: String?, placeholder: String?, hasOptions: Bool) -> String {
            hasOptions ? selected ?? placeholder ?? "none" : OptionSelection.noOptionsText
        }
        switch self {
        case let toggle as SwitchCell:
            (description.value, description.kind) = (toggle.isOn ? "on" : "off", "switch")
        case let field as TextFieldCell:
            description.value = field.text.isEmpty ? nil : field.isSecure ? "hidden" : field.text
            description.hint = field.text.isEmpty ? field.placeholder : nil
            description.kind = field.isSecure ? "password" : "text"
        case let view as TextViewCell:
            let lineCount = view.text.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
            description.hint = view.text.isEmpty ? view.placeholder : nil
            description.kind = "text, \(lineCount) line\(lineCount == 1 ? "" : "s")"
        case let stepper as StepperCell:
            description.traits.insert(.adjustable)
            description.kind = range(stepper.range)
        case let slider as SliderCell:
            description.traits.insert(.adjustable)
            description.kind = range(slider.range)
        case let segmented as SegmentedCell:
            let segments = segmented.segments
            description.value = choice(segmented.selectedSegment, placeholder: nil, hasOptions: !segments.isEmpty)
            description.kind = "one of \(segments.joined(separator: ", "))"
        case let picker as PickerCell:
            description.value = choice(value, placeholder: picker.placeholder, hasOptions: picker.acceptsUser)
            description.kind = "one of \(picker.options.count)"
            if picker.presentation == .expanding { description.expand(picker.isExpanded) }
        case let date as DatePickerCell:
            description.value = date.shownValue ?? "none"
            description.kind = "date"
            if date.presentation == .expanding { description.expand(date.isExpanded) }
        case let grid as GridCell:
            description.value = choice(value, placeholder: nil, hasOptions: !grid.options.isEmpty)
        case is ButtonCell:
            description.traits.insert(.button)
        default:
            if let accessoryText = accessoryText?.nonEmpty {
                description.value = [description.value, accessoryText].compactMap { $0 }.joined(separator: ", ")
            }
            if hasAction { description.traits.insert(.button) }
        }
    }
}

extension String {
    /// The text, or `nil` when it is empty.
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
