#if canImport(UIKit)
import UIKit

// A screen inside a container that is not a navigation controller — a SwiftUI hosting controller
// (`ComposedTableView`), a custom container — is not on the navigation stack: the navigation
// bar shows its container's navigation item, never the screen's own. Search (a search controller
// in the navigation item), a choice screen's Done button, bar buttons, the title and the large
// title mode were lost (Stack Overflow 59295507; woocommerce-ios #5882 and stream-chat-swift
// #857 copy the child's items to the parent). The screen mirrors them to its container's item
// while it is the container's child.
extension ComposedTableViewController {
    /// Copies this screen's navigation item to its container's: title, prompt, bar button items,
    /// search controller and whether the search bar hides when scrolling, the large title mode
    /// (when not `.automatic`), and the back action when one is set; while it shows the search
    /// controller, the container defines the presentation context. Nothing happens when the
    /// parent is a navigation controller (it shows this item itself) or there is none.
    ///
    /// UIKit documents no key-value observing of `UINavigationItem`, so the package calls this
    /// wherever it changes the item (search, a choice screen's Done button, the back action) and
    /// when the screen will appear and moves into a container.
    ///
    /// Bar button items go only into an empty slot of the container's item, or the one this
    /// screen filled before; an item is cleared from the container when this screen no longer
    /// has it, only if it is the one this screen put there: the container's own items (a SwiftUI
    /// `toolbar`, another child's) stay.
    func updateParentNavigationItem() {
        guard let parent, !(parent is UINavigationController) else { return }
        let source = navigationItem
        let target = parent.navigationItem
        let mirror = ParentNavigationItemMirror.record(for: self, parent: parent)
        // Only what the screen sets: a SwiftUI `navigationBarTitleDisplayMode` on the container stays.
        if let title = source.title ?? title { target.title = title }
        if let prompt = source.prompt { target.prompt = prompt }
        if source.largeTitleDisplayMode != .automatic { target.largeTitleDisplayMode = source.largeTitleDisplayMode }
        mirror.leftItems = mirror.copy(source.leftBarButtonItems, over: mirror.leftItems, in: \.leftBarButtonItems, of: target)
        mirror.rightItems = mirror.copy(source.rightBarButtonItems, over: mirror.rightItems, in: \.rightBarButtonItems, of: target)
        // UIKit presents an active search in the context of the first controller above the one
        // showing it that defines one: the container, not this screen inside it (a screen
        // pushed from a result would show under the search).
        if let search = source.searchController {
            target.searchController = search
            target.hidesSearchBarWhenScrolling = source.hidesSearchBarWhenScrolling
            parent.definesPresentationContext = true
        } else if let mirrored = mirror.searchController, target.searchController === mirrored {
            target.searchController = nil
            parent.definesPresentationContext = false
        }
        mirror.searchController = source.searchController
        if let backAction = source.backAction {
            target.backAction = backAction
        } else if mirror.backAction != nil, target.backAction?.identifier == .askToGoBack {
            target.backAction = nil
        }
        mirror.backAction = source.backAction
    }

    /// Takes what this screen mirrored out of its container's navigation item: it is leaving
    /// the container.
    func clearParentNavigationItem() {
        guard let parent, let mirror = ParentNavigationItemMirror.existingRecord(for: self, parent: parent) else { return }
        let target = parent.navigationItem
        _ = mirror.copy(nil, over: mirror.leftItems, in: \.leftBarButtonItems, of: target)
        _ = mirror.copy(nil, over: mirror.rightItems, in: \.rightBarButtonItems, of: target)
        if let search = mirror.searchController, target.searchController === search {
            target.searchController = nil
            parent.definesPresentationContext = false
        }
        if mirror.backAction != nil, target.backAction?.identifier == .askToGoBack { target.backAction = nil }
        ParentNavigationItemMirror.forget(self)
    }
}

/// What a screen last put in its container's navigation item, to take out only that.
///
/// Kept by the screen's UIKit base (`parentItemMirror`), so it goes with the screen.
@MainActor
final class ParentNavigationItemMirror {

    private weak var parent: UIViewController?
    var leftItems: [UIBarButtonItem]?
    var rightItems: [UIBarButtonItem]?
    weak var searchController: UISearchController?
    var backAction: UIAction?

    private init(parent: UIViewController) {
        self.parent = parent
    }

    /// The record of a screen in a container: a new one when the screen moved to another.
    static func record(for screen: ComposedTableViewController, parent: UIViewController) -> ParentNavigationItemMirror {
        if let record = existingRecord(for: screen, parent: parent) { return record }
        let record = ParentNavigationItemMirror(parent: parent)
        screen.parentItemMirror = record
        return record
    }

    /// The record of a screen in this container, if it mirrored anything there.
    static func existingRecord(for screen: ComposedTableViewController, parent: UIViewController) -> ParentNavigationItemMirror? {
        guard let record = screen.parentItemMirror, record.parent === parent else { return nil }
        return record
    }

    static func forget(_ screen: ComposedTableViewController) {
        screen.parentItemMirror = nil
    }

    /// Sets bar button items on the container's item, or clears the ones mirrored before when
    /// the screen has none; returns what is mirrored now.
    func copy(
        _ items: [UIBarButtonItem]?, over mirrored: [UIBarButtonItem]?,
        in keyPath: ReferenceWritableKeyPath<UINavigationItem, [UIBarButtonItem]?>, of target: UINavigationItem
    ) -> [UIBarButtonItem]? {
        let isOurs = mirrored.map { ours in target[keyPath: keyPath]?.elementsEqual(ours, by: ===) == true } ?? false
        if let items, !items.isEmpty {
            // The container's own items (a SwiftUI toolbar, another child's) stay: only an empty
            // slot, or the one this screen filled, takes the screen's.
            guard target[keyPath: keyPath]?.isEmpty ?? true || isOurs else { return mirrored }
            target[keyPath: keyPath] = items
            return items
        }
        if isOurs { target[keyPath: keyPath] = nil }
        return nil
    }
}
#endif
