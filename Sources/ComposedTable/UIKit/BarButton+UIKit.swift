#if canImport(UIKit)
import UIKit

extension BarButton {
    /// The item UIKit shows: a symbol (its title for VoiceOver) or the title; `.done` for a
    /// prominent button, red for a destructive one.
    func makeItem() -> UIBarButtonItem {
        let item = UIBarButtonItem(primaryAction: UIAction { [weak self] _ in self?.perform() })
        configure(item)
        return item
    }

    /// Brings the item up to date with the button.
    func configure(_ item: UIBarButtonItem) {
        if let systemImage, let image = UIImage(systemName: systemImage) {
            item.image = image
            item.title = nil
        } else {
            item.image = nil
            item.title = title
        }
        item.accessibilityLabel = title
        item.style = style == .prominent ? .done : .plain
        item.tintColor = style == .destructive ? .systemRed : nil
        item.isEnabled = isEnabled
    }
}

extension ComposedTableViewController {
    /// Puts the bar buttons (and the Edit button of ``showsEditButton``) in the navigation item.
    ///
    /// Right items are UIKit's from the trailing edge: the Edit button, then the trailing buttons
    /// from the last. Items the app set on the navigation item itself stay while this screen has
    /// no buttons for that side.
    func barButtonsDidChange() {
        for button in leadingBarButtons + trailingBarButtons { button.configure(button.item) }
        let right = (core.showsEditButton ? [editButtonItem] : []) + trailingBarButtons.reversed().map(\.item)
        let left = leadingBarButtons.map(\.item)
        if !right.isEmpty || Self.holds(navigationItem.rightBarButtonItems, placedRightItems) {
            navigationItem.rightBarButtonItems = right
        }
        placedRightItems = right
        if !left.isEmpty || Self.holds(navigationItem.leftBarButtonItems, placedLeftItems) {
            navigationItem.leftItemsSupplementBackButton = true
            navigationItem.leftBarButtonItems = left
        }
        placedLeftItems = left
        updateParentNavigationItem()  // inside SwiftUI, the container's item shows them
    }

    /// Whether a side of the navigation item shows what the package put there last (so it may
    /// replace it): the app's own items stay.
    private static func holds(_ items: [UIBarButtonItem]?, _ placed: [UIBarButtonItem]) -> Bool {
        guard let items, !items.isEmpty else { return false }
        return items.elementsEqual(placed, by: ===)
    }
}
#endif
