#if canImport(UIKit)
import UIKit

extension MultilineCell: UIKitContentCell {
    /// The text on as many lines as it needs, wrapped at word boundaries.
    func adjustDefaultContent(_ content: inout UIListContentConfiguration, for state: UICellConfigurationState) {
        content.textProperties.numberOfLines = 0
        content.textProperties.lineBreakMode = .byWordWrapping
    }
}
#endif
