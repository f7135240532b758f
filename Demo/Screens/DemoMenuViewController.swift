public import ComposedTable

/// The demo's first screen: a menu of the demo screens, each pushed on selection.
///
/// The same screens run with the UIKit backend (Demo/iOS) and in a terminal (Demo/Terminal).
public final class DemoMenuViewController: ComposedTableViewController {
    // The menu keeps its screens: going back and opening one again finds it as it was left —
    // switches, typed text, added rows.
    private lazy var screens: [(name: String, screen: ComposedTableViewController)] = [
        ("Settings", SettingsViewController()),
        ("Profile and picker", ProfileViewController()),
        ("Sign-up form", FormViewController()),
        ("Dynamic list", DynamicListViewController()),
        ("Inbox", InboxViewController()),
        ("Gallery", GalleryViewController()),
        ("Editable list", EditableListViewController()),
        ("Sounds", SoundsViewController()),
        ("New event", EventViewController()),
        ("Settings.bundle", makeSettingsBundleScreen()),
        ("Choices", ChoicesViewController()),
    ]

    /// Screens the app adds after the demo's own: the iOS app adds one for what only UIKit has
    /// (a SwiftUI row).
    private var addedScreens: [(name: String, screen: ComposedTableViewController)] = []

    /// Adds a screen to the menu, after the demo's own; call it before the menu is shown.
    ///
    /// - Parameters:
    ///   - screen: The screen its row pushes; the menu keeps it.
    ///   - name: The row's title.
    public func addScreen(_ screen: ComposedTableViewController, named name: String) {
        addedScreens.append((name, screen))
    }

    public override func compose() {
        title = "ComposedTable"
        // Where only the words differ, the backend tells which words: no `#if` in a screen.
        let footer =
            Backend.current == .terminal
            ? "The same screens run on iOS and in this terminal."
            : "The same screens run in a terminal: swift run composed-table-demo."
        addSection(header: "Screens", footer: footer)
        for (name, screen) in screens + addedScreens {
            // `weak`: the menu owns the screen and the cell; the action must not own the screen.
            let cell = addCell(
                ActiveCell(key: name) { [weak screen] cell in
                    guard let screen else { return }
                    cell.controller?.navigationController?.pushViewController(screen, animated: true)
                })
            cell.accessory = .disclosureIndicator
        }
        // About, a bar button (ⓘ on UIKit, b in a terminal), shows the licence on a text screen.
        trailingBarButtons = [
            BarButton("About", systemImage: "info.circle") { button in
                button.controller?.navigationController?.pushViewController(
                    ReadingViewController(title: "Licence", text: Self.licence), animated: true)
            }
        ]
    }

    /// The package's licence, shown by a text screen.
    static let licence = """
        MIT License. Copyright (c) the ComposedTable authors.

        Permission is hereby granted, free of charge, to any person obtaining a copy of this software \
        and associated documentation files (the "Software"), to deal in the Software without \
        restriction, including without limitation the rights to use, copy, modify, merge, publish, \
        distribute, sublicense, and/or sell copies of the Software, subject to the conditions of the \
        LICENSE file.

        THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND.
        """
}
