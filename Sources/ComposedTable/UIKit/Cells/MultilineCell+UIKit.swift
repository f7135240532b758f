#if canImport(UIKit)
import UIKit

extension MultilineCell: UIKitContentCell {
    /// The text on as many lines as it needs, wrapped at word boundaries, aligned as
    /// ``textAlignment`` says: natural, centred, or — which the list configuration cannot say —
    /// at the row's trailing edge through the paragraph's alignment.
    func adjustDefaultContent(_ content: inout UIListContentConfiguration, for state: UICellConfigurationState) {
        content.textProperties.numberOfLines = 0
        content.textProperties.lineBreakMode = .byWordWrapping
        switch textAlignment {
        case .leading:
            content.textProperties.alignment = .natural
        case .center:
            content.textProperties.alignment = .center
        case .trailing:
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
            paragraph.lineBreakMode = .byWordWrapping
            content.attributedText = NSAttributedString(string: text, attributes: [.paragraphStyle: paragraph])
        }
    }
}
#endif
