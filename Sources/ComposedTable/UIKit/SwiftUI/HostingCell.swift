#if canImport(UIKit)
public import SwiftUI
public import UIKit
import ComposedTableCore

/// A row whose content is a SwiftUI view (`UIHostingConfiguration`, iOS 16).
///
/// Like every row it is live, never reused: the view keeps its `@State` while the row scrolls
/// away and back, and while the row is hidden and shown. The row sizes itself to the view, and
/// follows it when the view's height changes (a disclosure group opens, text grows). It is an
/// ``ActiveCell``: an ``ActiveCell/action`` runs when the row is selected, ``ActiveCell/isEnabled``
/// reaches the view as SwiftUI's `isEnabled` environment value, ``ActiveCell/height`` can fix its
/// height, and ``ActiveCell/key`` names it for search and the plain-text rendering (it is not
/// drawn).
///
/// ```swift
/// addCell(HostingCell(key: "Rating") {
///     RatingView()          // a SwiftUI view with its own @State
/// })
/// ```
///
/// Replace the view with ``content``; a view of the same type keeps its state.
@MainActor
open class HostingCell<Content: View>: ActiveCell {
    /// The SwiftUI view the row shows. Setting it updates the row in place.
    open var content: Content {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Creates a row that shows a SwiftUI view.
    ///
    /// - Parameters:
    ///   - key: The row's name, for search and the plain-text rendering; not drawn.
    ///   - action: What selecting the row does, or `nil` (the default) for a row that does not
    ///     highlight — controls inside the view work either way.
    ///   - content: The view.
    public init(key: String = "", action: (@MainActor (ActiveCell) -> Void)? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        super.init(key: key, value: nil, style: .value1, action: action)
    }

    /// Not available: a SwiftUI view cannot come from a nib.
    @available(*, unavailable, message: "A HostingCell is created in code: HostingCell { MyView() }.")
    public required init?(coder: NSCoder) {
        misuse("ComposedTable: HostingCell cannot be loaded from a storyboard or nib; create it in code: HostingCell { MyView() }.")
    }

    /// Shows the view in a `UIHostingConfiguration`.
    ///
    /// The row follows the view's height by one mechanism, UIKit's: the hosting configuration
    /// invalidates its content view's intrinsic size when the SwiftUI content's size changes,
    /// and a table whose `selfSizingInvalidation` is enabled (iOS 16; the controller sets it)
    /// resizes the cell. An empty batch started from a `GeometryReader` as well measured the row
    /// a second time. The core hears of the new height after the layout (``layoutSubviews()``)
    /// and measures again only when a remainder or fraction row shares the screen with it.
    open override func updateConfiguration(using state: UICellConfigurationState) {
        // The same configuration type every time: UIKit updates the hosted view in place, so
        // SwiftUI keeps its state.
        let isEnabled = !state.isDisabled
        contentConfiguration = UIHostingConfiguration {
            content.disabled(!isEnabled)
        }
    }

    /// The height the row last laid out at.
    private var laidOutHeight: CGFloat?

    /// Lays the row out; when UIKit resized it to a new height of its view, tells the controller
    /// core on the next turn (never from inside the table's layout), which resolves the other
    /// rows' heights again only if one depends on this one (the remainder).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = bounds.height
        defer { laidOutHeight = height }
        guard let last = laidOutHeight, abs(height - last) > 0.5 else { return }
        DispatchQueue.main.async { [weak self] in
            guard let self, let core = self.controller?.core else { return }
            core.rowDidResizeItself(self)
        }
    }
}
#endif
