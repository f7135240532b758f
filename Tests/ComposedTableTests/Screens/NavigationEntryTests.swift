import TestSupport
import Testing

@testable import ComposedTable

/// A controller of a fake hierarchy: a navigation stack, hosting controllers, screens.
private class Node {
    let name: String
    weak var parent: Node?
    var children: [Node] = []

    init(_ name: String, in parent: Node? = nil) {
        self.name = name
        if let parent {
            self.parent = parent
            parent.children.append(self)
        }
    }
}

/// A screen of the fake hierarchy.
private final class Screen: Node {}

/// Which entry of a navigation stack holds a screen decides the back button, the pop gesture and
/// `quit()` for a screen inside SwiftUI (`ComposedTableView` in a `NavigationStack`).
struct NavigationEntryTests {
    @Test("A pushed screen is its own entry of the stack")
    func aPushedScreenIsItsOwnEntry() {
        let stack = Node("navigation")
        let screen = Screen("settings", in: stack)
        #expect(NavigationEntry.holding(screen, in: stack, parent: \.parent) === screen)
    }

    @Test("A screen inside SwiftUI is held by its hosting controller: the stack's top and first entry are about that")
    func aHostedScreenIsHeldByItsHostingController() {
        let stack = Node("navigation")
        let root = Node("root hosting", in: stack)
        let hosting = Node("hosting", in: stack)
        let screen = Screen("form", in: Node("wrapper", in: hosting))
        let entry = NavigationEntry.holding(screen, in: stack, parent: \.parent)
        #expect(entry === hosting)
        #expect(entry !== stack.children.first, "the hosted form is not the root: it has a back button")
        #expect(stack.children.last === entry, "the hosted form is on top")
        #expect(NavigationEntry.holding(Screen("at the root", in: root), in: stack, parent: \.parent) === stack.children.first)
    }

    @Test("A screen outside the stack has no entry")
    func aScreenOutsideTheStackHasNoEntry() {
        let stack = Node("navigation")
        let other = Node("another navigation")
        let screen = Screen("elsewhere", in: Node("hosting", in: other))
        #expect(NavigationEntry.holding(screen, in: stack, parent: \.parent) == nil)
        #expect(NavigationEntry.holding(Screen("alone"), in: stack, parent: \.parent) == nil)
    }

    @Test("quit() and a sheet find the screens inside entries: pushed, hosted, or none")
    func theScreensOfEntriesAreFound() {
        let stack = Node("navigation")
        let pushed = Screen("pushed", in: stack)
        let hosting = Node("hosting", in: stack)
        _ = Node("a SwiftUI view's controller", in: hosting)
        let hosted = Screen("hosted", in: Node("wrapper", in: hosting))
        let plain = Node("plain", in: stack)
        let found = stack.children.map { NavigationEntry.screen(in: $0, as: Screen.self, children: \.children)?.name }
        expectEqual(found, [pushed.name, hosted.name, nil])
        #expect(NavigationEntry.screen(in: plain, as: Screen.self, children: \.children) == nil)
    }
}
