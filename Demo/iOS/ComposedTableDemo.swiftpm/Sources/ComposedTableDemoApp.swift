import ComposedTableDemoScreens
import SwiftUI
import UIKit

/// The iOS demo app: the demo screens (Demo/Screens) in a navigation controller, on the UIKit
/// backend. Open this `.swiftpm` package in Xcode or Swift Playgrounds and run it.
@main
struct ComposedTableDemoApp: App {
    var body: some Scene {
        WindowGroup {
            DemoNavigation().ignoresSafeArea()
        }
    }
}

/// Hosts the UIKit navigation stack in the SwiftUI scene.
struct DemoNavigation: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UINavigationController {
        let navigationController = UINavigationController(rootViewController: DemoMenuViewController())
        navigationController.navigationBar.prefersLargeTitles = true
        return navigationController
    }

    func updateUIViewController(_ navigationController: UINavigationController, context: Context) {}
}
