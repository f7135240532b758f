/// A row that is one option of a choice, with a checkmark when it is the chosen one (`✓` in a
/// terminal).
///
/// Checking is the action's job — a picker usually writes the choice back and pops:
///
/// ```swift
/// for colour in ["Red", "Green", "Blue"] {
///     picker.addCell(OptionCell(key: colour, isChecked: colour == current) { option in
///         colourCell.value = colour
///         option.controller?.navigationController?.popViewController(animated: true)
///     })
/// }
/// ```
///
/// It is a `CheckableRow`: Core's radio groups and multiple choice check and uncheck it.
@MainActor
open class OptionCell: ActiveCell, CheckableRow {
    /// Whether the option is the chosen one: a checkmark shows.
    public var isChecked: Bool {
        didSet { accessory = isChecked ? .checkmark : .none }
    }

    /// The picture shown instead of the checkmark while the option is checked, or `nil` for the
    /// checkmark.
    ///
    /// UIKit shows it as the row's accessory view (in its `RowImage.tint`, else the row's tint
    /// colour); a terminal draws its glyph where `✓` would be. VoiceOver still reads the row as
    /// selected.
    ///
    /// ```swift
    /// option.checkmarkImage = .symbol("star.fill", tint: .yellow)   // ★ in a terminal
    /// ```
    public var checkmarkImage: RowImage? {
        didSet { if checkmarkImage != oldValue { accessoryDidChange() } }
    }

    /// The characters of ``key`` (their offsets) a choice screen's search matched: drawn bold in
    /// the accent colour in a terminal, bold in the tint colour on UIKit; empty for none.
    package var matchedCharacters: [Int] = [] {
        didSet { if matchedCharacters != oldValue { contentDidChange() } }
    }

    /// Creates an option row.
    ///
    /// - Parameters:
    ///   - key: The option's text.
    ///   - value: Secondary text, or `nil` for none.
    ///   - isChecked: Whether it is the chosen option.
    ///   - action: What choosing it does.
    public init(key: String, value: String? = nil, isChecked: Bool = false, action: (@MainActor (ActiveCell) -> Void)? = nil) {
        self.isChecked = isChecked
        super.init(key: key, value: value, style: .value1, action: action)
        accessory = isChecked ? .checkmark : .none
    }

    /// Creates an option row from a storyboard or nib on UIKit, not checked. In a terminal it
    /// returns `nil`.
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        self.isChecked = false
        super.init(coder: coder)
    }
}
