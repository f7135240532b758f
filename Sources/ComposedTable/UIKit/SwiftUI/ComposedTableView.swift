#if canImport(UIKit)
public import SwiftUI
public import UIKit

/// A SwiftUI view that shows a composed table: a ``ComposedTableViewController`` subclass, or
/// one built by a closure.
///
/// Put it in a `NavigationStack` (iOS 16): its title is the controller's ``UIKit/UIViewController/title``
/// when it first shows, and rows that push — `cell.controller?.navigationController?.pushViewController`,
/// the choice screens, `choose(_:from:…)` — push onto the stack's navigation controller, with
/// its back button and swipe. The controller is made once, when the view first shows, and kept
/// for as long as the view is in the hierarchy: its cells keep their state.
///
/// ```swift
/// struct SettingsTab: View {
///     var body: some View {
///         NavigationStack {
///             ComposedTableView { SettingsViewController() }
///         }
///     }
/// }
///
/// ComposedTableView(title: "Colour") { table in
///     for colour in ["Red", "Green", "Blue"] { table.addCell(OptionCell(key: colour)) }
/// }
/// ```
///
/// Screens the table pushes are UIKit's, on top of the stack: a `NavigationLink` or a change of
/// the stack's path made while one shows goes back to SwiftUI's screens first.
@MainActor
public struct ComposedTableView<Controller: ComposedTableViewController>: View {
    private let makeController: @MainActor () -> Controller
    @State private var holder = ControllerHolder<Controller>()

    /// Creates a view that shows a controller.
    ///
    /// - Parameter makeController: Makes the controller; called once, when the view first shows.
    public init(_ makeController: @escaping @MainActor () -> Controller) {
        self.makeController = makeController
    }

    /// The controller's view, titled with the controller's title.
    public var body: some View {
        let controller = holder.controller(makeController)
        ControllerRepresentable(controller: controller)
            .navigationTitle(controller.title ?? "")
    }
}

extension ComposedTableView where Controller == ComposedTableViewController {
    /// Creates a view that shows a table built by a closure: a throwaway screen.
    ///
    /// - Parameters:
    ///   - title: The navigation title.
    ///   - style: The table's style; inset grouped unless you say otherwise.
    ///   - compose: Adds the sections and cells; called once, when the view first shows.
    public init(
        title: String, style: UITableView.Style = .insetGrouped, compose: @escaping @MainActor (ComposedTableViewController) -> Void
    ) {
        self.init {
            let controller = ComposedTableViewController(title: title, style: style)
            compose(controller)
            return controller
        }
    }
}

/// Makes the controller once and keeps it across the SwiftUI view's updates.
@MainActor
private final class ControllerHolder<Controller: ComposedTableViewController> {
    private var made: Controller?

    /// The controller, made (and its view loaded, so that `compose()` has set its title) on
    /// first use.
    func controller(_ make: () -> Controller) -> Controller {
        if let made { return made }
        let controller = make()
        controller.loadViewIfNeeded()
        made = controller
        return controller
    }
}

/// The controller as a SwiftUI view; SwiftUI makes it a child of the hosting controller, so it
/// reaches the navigation controller behind a `NavigationStack`.
private struct ControllerRepresentable<Controller: ComposedTableViewController>: UIViewControllerRepresentable {
    let controller: Controller

    func makeUIViewController(context: Context) -> Controller { controller }

    func updateUIViewController(_ controller: Controller, context: Context) {}
}
#endif
