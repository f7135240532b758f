#if canImport(UIKit)
public import UIKit

extension RowImage {
    /// A picture from an image you made. (UIKit only: a terminal has no `UIImage`; a screen written
    /// once uses ``symbol(_:tint:size:)`` or ``asset(_:in:glyph:tint:size:)``.)
    ///
    /// ```swift
    /// avatar.image = RowImage(photo, glyph: "☺", size: .large)
    /// ```
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - glyph: What a terminal would draw instead, or `nil` for `•`.
    ///   - tint: The colour of a template image, or `nil` for the row's tint colour.
    ///   - size: How big it is drawn; ``Size/medium`` unless given.
    public init(_ image: UIImage, glyph: String? = nil, tint: RowActionTint? = nil, size: Size = .medium) {
        self.init(source: .platform(PlatformImage(image)), glyph: glyph, tint: tint, size: size)
    }

    /// The side of Settings' rounded square (``Size/icon``), and its corner radius.
    static let iconSide: CGFloat = 29
    static let iconCornerRadius: CGFloat = 7

    /// The image to draw: the symbol, the asset or the image — for ``Size/icon``, a symbol drawn
    /// in white on a rounded square of the tint (gray without one).
    ///
    /// - Parameter traits: The traits of the view that draws it (the asset's appearance, the
    ///   square's colour).
    @MainActor
    func uiImage(compatibleWith traits: UITraitCollection) -> UIImage? {
        let image: UIImage? =
            switch source {
            case .symbol(let name): UIImage(systemName: name, compatibleWith: traits)
            case .asset(let name, let bundlePath):
                UIImage(named: name, in: bundlePath.flatMap { Bundle(path: $0) }, compatibleWith: traits)
            case .platform(let platform): platform.object as? UIImage
            }
        guard size == .icon, let image, image.isSymbolImage else { return image }
        return Self.icon(with: image, background: tint.map { UIColor($0) } ?? .systemGray, traits: traits)
    }

    /// A symbol in white on a rounded square: Settings' icon.
    @MainActor
    private static func icon(with symbol: UIImage, background: UIColor, traits: UITraitCollection) -> UIImage {
        let side = iconSide
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: UIGraphicsImageRendererFormat(for: traits))
        let glyph = symbol.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 17, weight: .medium)) ?? symbol
        return renderer.image { _ in
            background.resolvedColor(with: traits).setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: side, height: side), cornerRadius: iconCornerRadius).fill()
            let white = glyph.withTintColor(.white, renderingMode: .alwaysOriginal)
            let inset: CGFloat = 5
            let box = side - 2 * inset
            let scale = min(box / max(white.size.width, 1), box / max(white.size.height, 1), 1)
            let size = CGSize(width: white.size.width * scale, height: white.size.height * scale)
            white.draw(in: CGRect(x: (side - size.width) / 2, y: (side - size.height) / 2, width: size.width, height: size.height))
        }.withRenderingMode(.alwaysOriginal)
    }

    /// The symbol configuration of the size (`nil`: the configuration's default, scaled with the
    /// text).
    var symbolConfiguration: UIImage.SymbolConfiguration? {
        switch size {
        case .small: UIImage.SymbolConfiguration(scale: .small)
        case .medium, .icon: nil
        case .large: UIImage.SymbolConfiguration(scale: .large)
        }
    }

    /// The largest the picture is drawn, in points.
    var maximumSide: CGFloat {
        switch size {
        case .small: 20
        case .medium, .icon: Self.iconSide
        case .large: 40
        }
    }

    /// Sets a content configuration's image properties for the picture: its size, its tint, and
    /// for ``Size/icon`` the rounded corners of an image that is not a symbol.
    ///
    /// - Parameter properties: The configuration's image properties.
    @MainActor
    func apply(to properties: inout UIListContentConfiguration.ImageProperties) {
        if let symbolConfiguration { properties.preferredSymbolConfiguration = symbolConfiguration }
        let side = maximumSide
        properties.maximumSize = CGSize(width: side, height: side)
        if size == .icon {
            // The square is a fixed bitmap: the room kept is its own size ("the reserved size only
            // affects the amount of space for the image", not the image's size).
            properties.reservedLayoutSize = CGSize(width: Self.iconSide, height: Self.iconSide)
        } else if size != .large {
            // Keys of a section line up whatever the width of each picture.
            let standard = UIListContentConfiguration.ImageProperties.standardDimension
            properties.reservedLayoutSize = CGSize(width: standard, height: standard)
        }
        if size == .icon { properties.cornerRadius = Self.iconCornerRadius }
        if let tint { properties.tintColor = UIColor(tint) }
    }
}

extension RowTextStyle {
    /// The colour of the text, or `nil` for the configuration's default.
    ///
    /// - Parameter tintColor: The view's tint colour.
    @MainActor
    func uiColor(tintColor: UIColor) -> UIColor? {
        switch color {
        case nil: nil
        case .primary: .label
        case .secondary: .secondaryLabel
        case .tint: tintColor
        case .destructive: .systemRed
        case .system(let tint): UIColor(tint)
        }
    }

    /// The font of the text, or `nil` for the default: bold with the font descriptor's bold
    /// trait, monospaced with the monospaced system font scaled by `UIFontMetrics`.
    ///
    /// - Parameters:
    ///   - textStyle: The Dynamic Type style of the text.
    ///   - traits: The traits to resolve it for.
    @MainActor
    func font(for textStyle: UIFont.TextStyle, compatibleWith traits: UITraitCollection) -> UIFont? {
        if isMonospaced {
            let standard = UITraitCollection(preferredContentSizeCategory: .large)
            let size = UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: standard).pointSize
            let font = UIFont.monospacedSystemFont(ofSize: size, weight: isBold ? .semibold : .regular)
            return UIFontMetrics(forTextStyle: textStyle).scaledFont(for: font, compatibleWith: traits)
        }
        guard isBold else { return nil }
        let font = UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traits)
        return font.fontDescriptor.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: 0) } ?? font
    }

    /// Sets a content configuration's text properties for the style.
    ///
    /// - Parameters:
    ///   - properties: The text properties.
    ///   - textStyle: The Dynamic Type style of the text.
    ///   - tintColor: The view's tint colour.
    ///   - traits: The traits to resolve the font for.
    @MainActor
    func apply(
        to properties: inout UIListContentConfiguration.TextProperties, textStyle: UIFont.TextStyle, tintColor: UIColor,
        traits: UITraitCollection
    ) {
        if let color = uiColor(tintColor: tintColor) { properties.color = color }
        if let font = font(for: textStyle, compatibleWith: traits) { properties.font = font }
    }

    /// Whether the style follows the view's tint colour.
    var followsTint: Bool { color == .tint }
}
#endif
