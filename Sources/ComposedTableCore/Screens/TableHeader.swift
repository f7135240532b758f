/// The block at the top of a screen: a title and a subtitle, and an image.
///
/// UIKit shows it as the table's header view, a zoom header that stretches when the table is
/// pulled down (``stretchedFrame(width:height:pullDistance:)`` decides how); a terminal draws a
/// title block: the title in bold and the subtitle dimmed, on the first lines of the body.
///
/// ```swift
/// tableHeader = TableHeader(title: "Inbox", subtitle: "3 unread", systemImage: "tray")
/// ```
public struct TableHeader: Hashable, Sendable {
    /// The title, in large type (bold in a terminal).
    public var title: String
    /// A line under the title, or `nil`.
    public var subtitle: String?
    /// An SF Symbol name shown large on UIKit (a terminal does not draw it), or `nil`.
    public var systemImage: String?
    /// The header's height when the table rests, in points (UIKit; a terminal uses its lines).
    public var height: Double

    /// Creates a table header.
    ///
    /// - Parameters:
    ///   - title: The title; not empty.
    ///   - subtitle: A line under it, or `nil`.
    ///   - systemImage: An SF Symbol name, or `nil`.
    ///   - height: The resting height in points, greater than 0; 160 unless given.
    /// - Precondition: `title` is not empty; `height` is finite and greater than 0.
    public init(title: String, subtitle: String? = nil, systemImage: String? = nil, height: Double = 160) {
        require(
            !title.isEmpty,
            "ComposedTable: TableHeader(title:…) was given an empty title; the header's title is what the screen shows at its top. Give one, or set tableHeader to nil."
        )
        require(
            height.isFinite && height > 0,
            "ComposedTable: TableHeader(title:…) was given a height of \(height) points; it must be finite and greater than 0.")
        self.title = title
        self.subtitle = subtitle
        self.systemImage = systemImage
        self.height = height
    }

    /// The frame of a zoom header's background in the header's coordinates, for how far the table
    /// is pulled down past its top: it rests at `height`, and a pull grows it upwards by the pull,
    /// its bottom edge staying with the content, so the image zooms instead of leaving a gap.
    /// Scrolling up (a negative pull) does not shrink it.
    ///
    /// ```swift
    /// TableHeader.stretchedFrame(width: 390, height: 160, pullDistance: 40)
    /// // x: 0, y: -40, width: 390, height: 200
    /// ```
    ///
    /// - Parameters:
    ///   - width: The header's width.
    ///   - height: The header's resting height.
    ///   - pullDistance: How far the table is pulled down past its top (UIKit: minus the content
    ///     offset plus the top inset); 0 or negative when it is not.
    /// - Returns: The background's frame.
    package static func stretchedFrame(width: Double, height: Double, pullDistance: Double) -> LayoutRect {
        let pull = max(0, pullDistance)
        return LayoutRect(x: 0, y: -pull, width: width, height: height + pull)
    }
}
