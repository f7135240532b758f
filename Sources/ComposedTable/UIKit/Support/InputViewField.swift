#if canImport(UIKit)
import UIKit

/// A value that looks like a field and shows a picker where the keyboard goes when it takes
/// focus: the `.keyboard` presentation of ``DatePickerCell`` and ``PickerCell``.
///
/// It is a responder with its own input view and input accessory view, as `UIResponder`
/// documents for custom input (it redeclares `inputView` and `inputAccessoryView`); the system
/// shows the picker and the previous / next / done bar when it becomes first responder and hides
/// them when it resigns. Tapping it asks its row for focus.
@MainActor
final class InputViewField: UIControl {
    /// The text shown: the formatted value.
    let label = UILabel()
    /// Whether the field may take focus: its row asks Core's focus rule (visible, enabled).
    var mayTakeFocus: @MainActor () -> Bool = { true }
    /// Called when the field takes (`true`) or loses (`false`) focus.
    var onFocusChange: (@MainActor (Bool) -> Void)?
    /// The bar shown above the picker (the row's previous / next / done bar).
    var accessoryBar: UIView?
    private let picker: UIView

    /// Creates a field that shows a picker.
    ///
    /// - Parameter picker: The view shown where the keyboard goes.
    init(picker: UIView) {
        self.picker = picker
        super.init(frame: .zero)
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        label.textAlignment = .natural
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
            label.topAnchor.constraint(equalTo: topAnchor),
            label.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        isAccessibilityElement = true
        accessibilityTraits = .actsAsButton
        updateColor()
    }

    required init?(coder: NSCoder) {
        self.picker = UIView()
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { label.intrinsicContentSize }
    override var inputView: UIView? { picker }
    override var inputAccessoryView: UIView? { accessoryBar }
    override var canBecomeFirstResponder: Bool { isEnabled && mayTakeFocus() }
    override var isEnabled: Bool {
        didSet { updateColor() }
    }

    override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        if became {
            updateColor()
            onFocusChange?(true)
        }
        return became
    }

    override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned {
            updateColor()
            onFocusChange?(false)
        }
        return resigned
    }

    /// The value in the secondary colour; in the tint colour while its picker shows, as the
    /// system's date field does; dimmed when disabled.
    private func updateColor() {
        label.textColor = !isEnabled ? .tertiaryLabel : isFirstResponder ? tintColor : .secondaryLabel
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColor()
    }
}
#endif
