/// A picture a row, a section header or footer, a slider's end or a chosen option shows: an SF
/// Symbol, an image asset, or (UIKit only) a `UIImage`, with a tint and a size.
///
/// One value works on both platforms. UIKit draws the picture; a terminal draws a short text in
/// its place: the symbol's one-column glyph (``ActiveCell/systemImage`` lists them), the `glyph`
/// you give, or — for an asset or a `UIImage` without one — the neutral mark `•`, so that the keys
/// of a section still line up.
///
/// ```swift
/// let wifi = ActiveCell(key: "Wi-Fi", value: "Home")
/// wifi.image = .symbol("wifi", tint: .blue, size: .icon)        // Settings' rounded square
/// let logo = ActiveCell(key: "Account")
/// logo.image = .asset("CompanyLogo", glyph: "◆")                 // the asset on UIKit, ◆ in a terminal
/// ```
public struct RowImage: Hashable, Sendable {
    /// How big the picture is drawn on UIKit.
    ///
    /// A terminal draws every size as the same glyph; ``icon`` draws it in its tint colour.
    public enum Size: Hashable, Sendable {
        /// Smaller than the text beside it (a symbol's small scale; at most 20 points).
        case small
        /// The size of the text beside it (a symbol scaled with the body font; at most 29 points).
        /// The default.
        case medium
        /// Larger than the text beside it (a symbol's large scale; at most 40 points).
        case large
        /// Settings' icon: the picture in white on a 29-point rounded square of its ``tint``
        /// (gray without one).
        case icon
    }

    /// Where the picture comes from.
    package enum Source: Hashable, Sendable {
        /// An SF Symbol, by name.
        case symbol(String)
        /// An image asset, by name, in a bundle (by path; `nil` for the main bundle).
        case asset(String, bundlePath: String?)
        /// A platform image (a `UIImage`).
        case platform(PlatformImage)
    }

    package let source: Source

    /// What a terminal draws instead of the picture — a glyph or a short text — or `nil` for the
    /// default: a symbol's glyph, else `•`.
    public var glyph: String?

    /// The picture's colour (a symbol's, a template asset's; the square's for ``Size/icon``), or
    /// `nil` for the row's tint colour (a header's and footer's secondary colour).
    public var tint: RowActionTint?

    /// How big the picture is drawn; ``Size/medium`` unless set.
    public var size: Size

    package init(source: Source, glyph: String?, tint: RowActionTint?, size: Size) {
        self.source = source
        self.glyph = glyph
        self.tint = tint
        self.size = size
    }

    /// An SF Symbol, by name.
    ///
    /// ```swift
    /// volume.minimumValueImage = .symbol("speaker.fill")
    /// ```
    ///
    /// - Parameters:
    ///   - name: The symbol's name, such as `"wifi"` (UIKit's `UIImage(systemName:)`).
    ///   - tint: Its colour, or `nil` for the row's tint colour.
    ///   - size: How big it is drawn; ``Size/medium`` unless given.
    /// - Returns: The picture.
    public static func symbol(_ name: String, tint: RowActionTint? = nil, size: Size = .medium) -> RowImage {
        RowImage(source: .symbol(name), glyph: nil, tint: tint, size: size)
    }

    /// The SF Symbol's name, when the picture is a symbol; else `nil`.
    package var systemName: String? {
        if case .symbol(let name) = source { return name }
        return nil
    }

    /// The asset's name, when the picture is an image asset; else `nil`.
    package var assetName: String? {
        if case .asset(let name, _) = source { return name }
        return nil
    }

    /// The same picture in another colour.
    ///
    /// - Parameter tint: The colour, or `nil` for the row's tint colour.
    /// - Returns: The tinted picture.
    public func tinted(_ tint: RowActionTint?) -> RowImage {
        var image = self
        image.tint = tint
        return image
    }

    /// The same picture at another size.
    ///
    /// - Parameter size: How big it is drawn.
    /// - Returns: The resized picture.
    public func sized(_ size: Size) -> RowImage {
        var image = self
        image.size = size
        return image
    }
}

/// A platform image kept by identity in a ``RowImage``: a `UIImage` on UIKit. Images are
/// immutable, so sharing one across actors is safe.
package final class PlatformImage: Hashable, @unchecked Sendable {
    package let object: AnyObject

    package init(_ object: AnyObject) {
        self.object = object
    }

    package static func == (lhs: PlatformImage, rhs: PlatformImage) -> Bool {
        lhs.object === rhs.object
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(object))
    }
}
