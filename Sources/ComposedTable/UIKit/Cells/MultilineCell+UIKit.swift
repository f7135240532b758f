#if canImport(UIKit)
public import UIKit

/// A read-only row of text of any length, as tall as its text.
///
/// ```swift
/// addCell(MultilineCell(text: licenseText))
/// ```
@MainActor
open class MultilineCell: ActiveCell {
    /// The text; the row resizes when it changes.
    open var text: String {
        get { key }
        set { key = newValue }
    }

    /// Creates a text row.
    ///
    /// - Parameter text: The text, any length; line breaks are kept.
    public init(text: String) {
        super.init(key: text, value: nil, style: .plain, action: nil)
    }

    /// Creates a text row from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func makeContentConfiguration(for state: UICellConfigurationState) -> UIListContentConfiguration {
        var content = super.makeContentConfiguration(for: state)
        content.textProperties.numberOfLines = 0
        content.textProperties.lineBreakMode = .byWordWrapping
        return content
    }
}
#endif
