/// One item of a grid row (`GridCell` on both backends): a colour swatch, a symbol, or a title.
///
/// The title names the item everywhere: VoiceOver reads it, the plain-text rendering and a
/// terminal show it. UIKit draws a swatch as a circle of its colour and a symbol as the SF
/// Symbol; a terminal draws a symbol's glyph before the title, and a swatch by its title.
///
/// ```swift
/// let colours: [GridOption] = [.swatch("Red", SwatchColor(hex: 0xFF3B30)), .swatch("Blue", SwatchColor(hex: 0x007AFF))]
/// let icons: [GridOption] = [.symbol("Star", systemImage: "star"), .symbol("Heart", systemImage: "heart")]
/// ```
public struct GridOption: Hashable, Sendable {
    /// The name of the item.
    public var title: String
    /// The name of an SF Symbol the item shows, or `nil` for none.
    public var systemImage: String?
    /// The colour the item shows as a swatch, or `nil` for none.
    public var color: SwatchColor?

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - title: The name of the item.
    ///   - systemImage: The name of an SF Symbol to show, or `nil` for none.
    ///   - color: A colour to show as a swatch, or `nil` for none.
    public init(_ title: String, systemImage: String? = nil, color: SwatchColor? = nil) {
        self.title = title
        self.systemImage = systemImage
        self.color = color
    }

    /// A colour swatch.
    ///
    /// - Parameters:
    ///   - title: The colour's name.
    ///   - color: The colour.
    /// - Returns: The item.
    public static func swatch(_ title: String, _ color: SwatchColor) -> GridOption {
        GridOption(title, color: color)
    }

    /// A symbol.
    ///
    /// - Parameters:
    ///   - title: The name of what the symbol stands for.
    ///   - systemImage: The name of an SF Symbol.
    /// - Returns: The item.
    public static func symbol(_ title: String, systemImage: String) -> GridOption {
        GridOption(title, systemImage: systemImage)
    }
}

/// An opaque colour in the sRGB space, for a swatch of a grid row; Core has no `UIColor`.
///
/// ```swift
/// SwatchColor(hex: 0x34C759)                       // systemGreen's light-mode value
/// SwatchColor(red: 1, green: 0.58, blue: 0)         // orange
/// ```
public struct SwatchColor: Hashable, Sendable {
    /// The red component, from 0 to 1.
    public var red: Double
    /// The green component, from 0 to 1.
    public var green: Double
    /// The blue component, from 0 to 1.
    public var blue: Double

    /// Creates a colour from components, each clamped to 0…1.
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    public init(red: Double, green: Double, blue: Double) {
        self.red = min(max(red, 0), 1)
        self.green = min(max(green, 0), 1)
        self.blue = min(max(blue, 0), 1)
    }

    /// Creates a colour from a 24-bit `0xRRGGBB` value.
    ///
    /// - Parameter hex: The colour, such as `0xFF9500`; bits above the 24th are ignored.
    public init(hex: UInt32) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }
}

/// The rules of a grid row's items and selection, kept once for both backends' `GridCell`.
/// Data never traps: an empty grid ignores the user; a selection that is not an item is none.
package enum GridSelection {
    /// The selection kept when the items change, or given by an initialiser or code: the indices
    /// that are items — unless `multiple`, the lowest of them only.
    package static func kept(_ indices: Set<Int>, count: Int, multiple: Bool) -> Set<Int> {
        let items = indices.filter { (0..<count).contains($0) }
        return multiple ? items : Set(items.min().map { [$0] } ?? [])
    }

    /// Where a grid's cursor is: where it was while an item, else the selection, else the first.
    package static func cursor(_ cursor: Int?, selectedIndex: Int?, count: Int) -> Int {
        if let cursor, (0..<count).contains(cursor) { return cursor }
        return selectedIndex.flatMap { (0..<count).contains($0) ? $0 : nil } ?? 0
    }
}
