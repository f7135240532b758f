public import Foundation

extension RowImage {
    /// An image asset, by name: UIKit's `UIImage(named:in:compatibleWith:)`.
    ///
    /// A terminal has no pictures: it draws `glyph` — a one-column character or a short text —
    /// or, without one, the neutral mark `•`, so that keys still line up with the rows around it.
    ///
    /// ```swift
    /// account.image = .asset("Avatar", glyph: "☺", size: .large)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The asset's name.
    ///   - bundle: The bundle that holds it (a package's `.module`), or `nil` for the main bundle.
    ///   - glyph: What a terminal draws instead, or `nil` for `•`.
    ///   - tint: The colour of a template image, or `nil` for the row's tint colour.
    ///   - size: How big it is drawn; ``Size/medium`` unless given.
    /// - Returns: The picture.
    public static func asset(
        _ name: String, in bundle: Bundle? = nil, glyph: String? = nil, tint: RowActionTint? = nil, size: Size = .medium
    ) -> RowImage {
        RowImage(source: .asset(name, bundlePath: bundle?.bundlePath), glyph: glyph, tint: tint, size: size)
    }
}
