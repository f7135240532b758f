/// Where a screen stands in a navigation stack, for the ways out of a screen with unsaved
/// changes (the back button, the pop gesture, `quit()`).
///
/// A screen pushed on a navigation controller is an entry of its stack. A screen inside a
/// container — a SwiftUI hosting controller for `ComposedTableView`, a custom container — is
/// not: its container is, and the stack's top, its first entry and the back button the bar shows
/// are about the container. Written over any tree of controllers, so that the decision is tested
/// where UIKit does not run.
enum NavigationEntry {
    /// The entry of a stack that holds a screen: the screen itself, or the container above it
    /// whose parent is the stack.
    ///
    /// - Parameters:
    ///   - screen: The screen.
    ///   - stack: The navigation controller.
    ///   - parent: A controller's parent, or `nil`.
    /// - Returns: The entry, or `nil` when the stack is not above the screen.
    /// - Complexity: O(*d*) in the number of containers between the screen and the stack.
    static func holding<Node: AnyObject>(_ screen: Node, in stack: Node, parent: (Node) -> Node?) -> Node? {
        var node = screen
        while let above = parent(node) {
            if above === stack { return node }
            node = above
        }
        return nil
    }

    /// The screen an entry shows: the entry itself when it is one, or the first screen among the
    /// controllers it contains, depth first (a hosting controller's child).
    ///
    /// - Parameters:
    ///   - entry: An entry of a navigation stack.
    ///   - children: A controller's children.
    /// - Returns: The screen, or `nil` when the entry holds none.
    /// - Complexity: O(*c*) in the controllers inside the entry.
    static func screen<Node: AnyObject, Screen>(in entry: Node, as type: Screen.Type, children: (Node) -> [Node]) -> Screen? {
        if let screen = entry as? Screen { return screen }
        for child in children(entry) {
            if let screen = screen(in: child, as: type, children: children) { return screen }
        }
        return nil
    }
}
