#if canImport(UIKit)
import UIKit

extension ButtonCell: UIKitContentCell {
    /// The title centred, in the tint colour or red (dimmed when disabled, as every row).
    func adjustDefaultContent(_ content: inout UIListContentConfiguration, for state: UICellConfigurationState) {
        content.textProperties.alignment = .center
        if !state.isDisabled {
            content.textProperties.color = isDestructive ? .systemRed : tintColor
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsUpdateConfiguration()
    }
}
#endif
