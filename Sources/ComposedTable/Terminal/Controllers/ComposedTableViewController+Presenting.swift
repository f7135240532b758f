#if !canImport(UIKit)
extension ComposedTableViewController {
    // MARK: - Presenting screens

    /// The screen presented over this one's stack, the root of the presented stack; `nil` when
    /// none is.
    public var presentedViewController: ComposedTableViewController? {
        navigationController?.presented?.viewControllers.first
    }

    /// The screen that presented the stack this screen is in; `nil` when it is not in a
    /// presented stack.
    public var presentingViewController: ComposedTableViewController? {
        navigationController?.presentingController
    }

    /// Presents a screen over the whole stack, as UIKit presents a view controller modally: it
    /// shows with its own navigation (a push inside it stays inside it), and Esc, ← or Backspace
    /// at its root dismiss it, as does ``dismiss(animated:completion:)``. The title bar shows
    /// "✕ Close" at its root, and the hints "esc close".
    ///
    /// ```swift
    /// addCell(ActiveCell(key: "New Item…") { cell in
    ///     let editor = ItemEditorViewController()
    ///     cell.controller?.present(editor, animated: true)
    /// })
    /// ```
    ///
    /// On UIKit, this is `UIViewController`'s own method: wrap the screen in a
    /// `UINavigationController` there to give it a title bar and pushes.
    ///
    /// - Parameters:
    ///   - viewController: A screen in no navigation controller.
    ///   - animated: Ignored: a terminal shows it at once. For code shared with UIKit.
    ///   - completion: Runs once the screen shows.
    /// - Precondition: This screen is in a navigation controller that presents nothing yet, and
    ///   `viewController` is in none.
    public func present(_ viewController: ComposedTableViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard let navigation = navigationController else {
            misuse(
                "ComposedTable: present(_:animated:completion:) was called on a controller that is in no navigation controller; present from a screen that is shown (cell.controller)."
            )
        }
        require(
            navigation.presented == nil,
            "ComposedTable: present(_:animated:completion:) was called while this stack already presents \"\(navigation.presented?.topViewController.title ?? "a screen")\"; dismiss it first (dismiss(animated:completion:)), or push onto it."
        )
        require(
            viewController.navigationController == nil,
            "ComposedTable: present(_:animated:completion:) was given a controller that is already in a navigation controller. Pop or dismiss it there first, or create a new controller."
        )
        // Keys go to the presented stack now: what is being edited below is committed.
        navigation.topViewController.editingCell?.inPlace.commitEditing()
        let presented = NavigationController(presenting: viewController, over: navigation, from: self)
        navigation.presented = presented
        presented.start()
        completion?()
    }

    /// Dismisses the screen this one presented; or, when this screen is in a presented stack and
    /// presents nothing, that stack — as UIKit's `dismiss(animated:completion:)` does. Every
    /// screen of the dismissed stack leaves (`TableController.viewDidLeave()`: its alerts and
    /// awaited choices resolve), and the screen below shows again.
    ///
    /// - Parameters:
    ///   - animated: Ignored; for code shared with UIKit.
    ///   - completion: Runs after the dismissal (also when there was nothing to dismiss).
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let navigation = navigationController else {
            completion?()
            return
        }
        if navigation.presented != nil {
            navigation.dismissPresented(animated: animated, completion: completion)
        } else if let presenting = navigation.presenting {
            presenting.dismissPresented(animated: animated, completion: completion)
        } else {
            completion?()
        }
    }
}

extension NavigationController {
    /// A stack presented over another, from one of its screens.
    convenience init(
        presenting root: ComposedTableViewController, over navigation: NavigationController, from controller: ComposedTableViewController
    ) {
        self.init(detachedRoot: root)
        presenting = navigation
        presentingController = controller
    }

    /// Dismisses the stack presented over this one (and any presented over that), then shows
    /// this one's top screen again.
    func dismissPresented(animated: Bool, completion: (() -> Void)?) {
        guard let presented else {
            completion?()
            return
        }
        presented.dismissPresented(animated: animated, completion: nil)
        self.presented = nil
        let gone = presented.viewControllers.reversed()
        for controller in gone {
            controller.editingCell?.inPlace.commitEditing()
            controller.navigationController = nil
        }
        presented.viewControllers = []
        topViewController.core.viewWillAppear()
        topViewController.core.viewIsAppearing()
        topViewController.core.viewDidAppear()
        for controller in gone { controller.core.viewDidLeave() }
        completion?()
    }
}
#endif
