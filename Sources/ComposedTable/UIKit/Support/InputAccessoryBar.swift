#if canImport(UIKit)
import UIKit

/// The bar above the keyboard of every focusable row: previous / next field, and done.
///
/// Previous and next follow Core's focus chain (visible order across sections, skipping hidden
/// and disabled rows) through the row's controller; each is disabled at its end of the chain.
/// The bar refers to its row weakly: the row owns it as its input accessory view.
@MainActor
final class InputAccessoryBar: UIToolbar {
    private weak var row: ActiveCell?
    private var previousItem = UIBarButtonItem()
    private var nextItem = UIBarButtonItem()

    /// Creates the bar of a row.
    ///
    /// - Parameter row: The focusable row whose input views show the bar.
    init(row: ActiveCell) {
        self.row = row
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        previousItem = UIBarButtonItem(
            title: nil, image: UIImage(systemName: "chevron.up"),
            primaryAction: UIAction { [weak self] _ in self?.row?.focusPreviousField() }, menu: nil)
        previousItem.accessibilityLabel = String(localized: "Previous field")
        nextItem = UIBarButtonItem(
            title: nil, image: UIImage(systemName: "chevron.down"),
            primaryAction: UIAction { [weak self] _ in self?.row?.focusNextField() }, menu: nil)
        nextItem.accessibilityLabel = String(localized: "Next field")
        let done = UIBarButtonItem(
            systemItem: .done,
            primaryAction: UIAction { [weak self] _ in self?.row?.endTextFocus() })
        items = [previousItem, .fixedSpace(8), nextItem, .flexibleSpace(), done]
        sizeToFit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Enables previous and next from the row's place in the focus chain; call it when the row
    /// takes focus (the chain may have changed since).
    func update() {
        previousItem.isEnabled = row?.hasPreviousField ?? false
        nextItem.isEnabled = row?.hasNextField ?? false
    }
}
#endif
