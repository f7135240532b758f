import ComposedTable
import ComposedTableDemoScreens
import SwiftUI

/// The iOS demo app: the demo screens (Demo/Screens) in a SwiftUI `NavigationStack`, shown by
/// `ComposedTableView`; the menu's rows push the UIKit screens onto the stack. Open
/// `Demo/iOS/ComposedTableDemo.xcodeproj` in Xcode, choose a simulator and run it.
@main
struct ComposedTableDemoApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ComposedTableView {
                    let menu = DemoMenuViewController()
                    menu.addScreen(SwiftUIRowsViewController(), named: "SwiftUI rows")
                    return menu
                }
                .navigationBarTitleDisplayMode(.large)
                .ignoresSafeArea()
            }
            // The UI tests launch the app dark with DEMO_APPEARANCE=dark; otherwise, the system's.
            .preferredColorScheme(ProcessInfo.processInfo.environment["DEMO_APPEARANCE"] == "dark" ? .dark : nil)
        }
    }
}
