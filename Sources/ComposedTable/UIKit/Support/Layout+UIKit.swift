#if canImport(UIKit)
import UIKit

// Core's geometry — nine-point alignment (`LayoutRect`, `LayoutAlignment`) and items per row
// (`ItemLayout`, `GridLayout`) — in UIKit's types. The arithmetic stays in Core, where it is
// tested on every platform; these are conversions and one frame assignment each.

extension LayoutSize {
    /// Creates a size from a `CGSize`.
    ///
    /// - Parameter size: The size, in points.
    package init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension LayoutRect {
    /// Creates a rectangle from a `CGRect` (standardized: a negative width or height is flipped).
    ///
    /// - Parameter rect: The rectangle, in points.
    package init(_ rect: CGRect) {
        let rect = rect.standardized
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}

extension CGSize {
    /// Creates a size from Core's `LayoutSize`.
    ///
    /// - Parameter size: The size, in points.
    package init(_ size: LayoutSize) {
        self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
}

extension CGRect {
    /// Creates a rectangle from Core's `LayoutRect`.
    ///
    /// - Parameter rect: The rectangle, in points.
    package init(_ rect: LayoutRect) {
        self.init(x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }

    /// The frame of a size placed at one of nine positions inside this rectangle, its origin on
    /// whole points (Core's `LayoutRect.placing(_:at:)`).
    ///
    /// ```swift
    /// badge.frame = bounds.placing(CGSize(width: 20, height: 20), at: .topTrailing)
    /// ```
    ///
    /// - Parameters:
    ///   - size: The size to place; a larger size overflows evenly or from the aligned edge.
    ///   - alignment: Where to place it; `.leading` is the left edge (see ``UIKit/UIView/align(in:at:size:)``
    ///     for a view that follows the layout direction).
    /// - Returns: The placed frame; its size is `size`.
    /// - Complexity: O(1).
    package func placing(_ size: CGSize, at alignment: LayoutAlignment) -> CGRect {
        CGRect(LayoutRect(self).placing(LayoutSize(size), at: alignment))
    }
}

extension UIView {
    /// Moves the view to one of nine places inside a rectangle of its superview: a corner, the
    /// middle of an edge, or the centre — the layout category's nine-point alignment, with Core's
    /// rounding to whole points.
    ///
    /// Leading and trailing follow the view's layout direction: `.topLeading` is the top-right
    /// corner in a right-to-left language. Sets ``UIKit/UIView/frame``: use it in
    /// `layoutSubviews()`, on a view without a transform, and not on one placed by constraints.
    ///
    /// ```swift
    /// override func layoutSubviews() {
    ///     super.layoutSubviews()
    ///     spinner.align(in: bounds, at: .center)
    ///     badge.align(in: bounds.insetBy(dx: 8, dy: 8), at: .topTrailing, size: CGSize(width: 20, height: 20))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - rect: The rectangle, in the superview's coordinates (or the view's own bounds' space
    ///     when it fills its superview).
    ///   - alignment: Where in the rectangle.
    ///   - size: The view's new size, or `nil` to keep its size.
    /// - Complexity: O(1).
    package func align(in rect: CGRect, at alignment: LayoutAlignment, size: CGSize? = nil) {
        frame = rect.placing(size ?? frame.size, at: directional(alignment))
    }

    /// Moves the view so that one of its nine points — a corner, the middle of an edge, or its
    /// centre — is at a point of its superview.
    ///
    /// ```swift
    /// tooltip.align(.bottom, to: CGPoint(x: button.frame.midX, y: button.frame.minY - 4))   // above the button
    /// ```
    ///
    /// - Parameters:
    ///   - alignment: The view's point that goes there; leading and trailing follow the view's
    ///     layout direction.
    ///   - point: The point, in the superview's coordinates.
    /// - Complexity: O(1).
    package func align(_ alignment: LayoutAlignment, to point: CGPoint) {
        align(in: CGRect(origin: point, size: .zero), at: alignment)
    }

    /// The alignment in left-to-right terms: mirrored in a right-to-left layout.
    private func directional(_ alignment: LayoutAlignment) -> LayoutAlignment {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? alignment.mirrored : alignment
    }
}

extension GridLayout {
    /// The frame of an item in points (``GridLayout/frame(ofItemAt:isRightToLeft:)`` as a
    /// `CGRect`), moved down by `top`.
    ///
    /// ```swift
    /// let layout = GridLayout(width: bounds.width, itemsPerRow: 4, itemHeight: 44, spacing: 8)
    /// for (index, view) in itemViews.enumerated() {
    ///     view.frame = layout.cgFrame(ofItemAt: index, top: 12, isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - index: The item's index, from 0.
    ///   - top: Where the grid starts.
    ///   - isRightToLeft: Whether lines run from the right.
    /// - Returns: The item's frame.
    package func cgFrame(ofItemAt index: Int, top: CGFloat = 0, isRightToLeft: Bool = false) -> CGRect {
        CGRect(frame(ofItemAt: index, isRightToLeft: isRightToLeft)).offsetBy(dx: 0, dy: top)
    }
}
#endif
