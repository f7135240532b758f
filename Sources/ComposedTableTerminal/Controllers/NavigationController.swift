#if !canImport(UIKit)
/// A stack of table screens: the top one is drawn and gets the keys.
///
/// Push a screen from an action, pop it when a choice is made:
///
/// ```swift
/// cell.controller?.navigationController?.pushViewController(picker, animated: true)
/// option.controller?.navigationController?.popViewController(animated: true)
/// ```
///
/// The title bar shows the top screen's title and, below the root, `‹` with the title of the
/// screen it goes back to. ←, Esc or Backspace go back; q or Ctrl-C quit. A popped controller is
/// released (with its cells) unless you keep a reference to it.
@MainActor
public final class NavigationController {
    /// The screens, root first.
    public private(set) var viewControllers: [ComposedTableViewController]

    /// Whether the user asked to quit (q or Ctrl-C).
    public private(set) var hasQuit = false

    /// Creates a stack with a root screen.
    ///
    /// - Parameter rootViewController: The first screen; it cannot be popped.
    public init(rootViewController: ComposedTableViewController) {
        viewControllers = [rootViewController]
        adopt(rootViewController, in: "init(rootViewController:)")
        rootViewController.loadIfNeeded()
        rootViewController.core.viewWillAppear()
        rootViewController.core.viewDidAppear()
    }

    /// The screen on top.
    public var topViewController: ComposedTableViewController {
        viewControllers[viewControllers.count - 1]
    }

    /// Pushes a screen on top.
    ///
    /// - Parameters:
    ///   - viewController: A screen that is in no navigation controller.
    ///   - animated: Ignored: a terminal shows the new screen at once. For code shared with UIKit.
    /// - Precondition: `viewController` is not in a navigation controller.
    public func pushViewController(_ viewController: ComposedTableViewController, animated: Bool) {
        adopt(viewController, in: "pushViewController(_:animated:)")
        viewControllers.append(viewController)
        viewController.loadIfNeeded()
        viewController.core.viewWillAppear()
        viewController.core.viewDidAppear()
    }

    /// Pops the top screen, unless it is the root.
    ///
    /// - Parameter animated: Ignored; for code shared with UIKit.
    /// - Returns: The popped screen, or `nil` at the root.
    @discardableResult
    public func popViewController(animated: Bool) -> ComposedTableViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        popped.editingCell?.endEditing()
        popped.navigationController = nil
        topViewController.core.viewWillAppear()
        topViewController.core.viewDidAppear()
        return popped
    }

    /// Pops every screen above the root.
    ///
    /// - Parameter animated: Ignored; for code shared with UIKit.
    /// - Returns: The popped screens, bottom first.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ComposedTableViewController] {
        var popped: [ComposedTableViewController] = []
        while let controller = popViewController(animated: animated) { popped.insert(controller, at: 0) }
        return popped
    }

    private func adopt(_ controller: ComposedTableViewController, in method: StaticString) {
        require(
            controller.navigationController == nil,
            "ComposedTable: \(method) was given a controller that is already in a navigation controller. Pop it there first, or create a new controller."
        )
        controller.navigationController = self
    }

    // MARK: - Keys and drawing

    /// Handles a key: the top screen first, then back and quit.
    ///
    /// - Parameter key: The key pressed.
    public func handle(_ key: Key) {
        guard !hasQuit else { return }
        if key == .interrupt {
            hasQuit = true
            return
        }
        if topViewController.handle(key) { return }
        switch key {
        case .character("q"): hasQuit = true
        case .left, .escape, .backspace: popViewController(animated: true)
        default: break  // unknown keys do nothing
        }
    }

    /// Draws the top screen at a size: title bar, body, key hints.
    ///
    /// The title bar and the hints give way to the body on a terminal fewer than 3 rows high.
    ///
    /// - Parameter size: The terminal's size.
    /// - Returns: The frame.
    /// - Complexity: O(*h*) in what is on screen.
    public func draw(size: TerminalSize) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        let top = topViewController
        top.loadIfNeeded()
        let hasTitleBar = size.rows >= 2
        let hasHints = size.rows >= 3
        if hasTitleBar { drawTitleBar(into: &buffer) }
        if hasHints { buffer.draw(DisplayWidth.truncate(top.keyHints, to: size.columns), row: size.rows - 1, column: 0, style: .dim) }
        top.drawBody(into: &buffer, rows: (hasTitleBar ? 1 : 0)..<(size.rows - (hasHints ? 1 : 0)))
        return buffer
    }

    private func drawTitleBar(into buffer: inout ScreenBuffer) {
        let width = buffer.size.columns
        let title = topViewController.title ?? ""
        let back = viewControllers.count > 1 ? "‹ " + (viewControllers[viewControllers.count - 2].title ?? "Back") : ""
        let backWidth = DisplayWidth.of(back)
        let titleWidth = DisplayWidth.of(title)
        let centred = (width - titleWidth) / 2
        if centred >= backWidth + 1 || back.isEmpty {
            buffer.draw(DisplayWidth.truncate(title, to: width), row: 0, column: max(0, centred), style: .bold)
            buffer.draw(back, row: 0, column: 0, style: .dim)
        } else {
            let shownBack = DisplayWidth.truncate(back, to: max(1, width / 3))
            let end = buffer.draw(shownBack, row: 0, column: 0, style: .dim)
            buffer.draw(DisplayWidth.truncate(title, to: width - end - 1), row: 0, column: end + 1, style: .bold)
        }
    }
}
#endif
