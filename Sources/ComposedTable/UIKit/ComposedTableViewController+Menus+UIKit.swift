#if canImport(UIKit)
import ComposedTableCore
import UIKit

extension ComposedTableViewController {
    // MARK: - Menus

    /// Shows a menu row's options as UIKit shows a menu: a `UIMenu` from the row's trailing edge,
    /// the current option an action in the `.on` state (read "selected" by VoiceOver, where a text
    /// ✓ was read "check mark"), options that cannot be chosen disabled. The menu opens from a
    /// button without content at the row's trailing edge, through `performPrimaryAction()` —
    /// which, for a control whose menu is its primary action, "presents further UI, for example,
    /// a contextual menu" (iOS 17.4; WebKit presents its compact menus the same way). Before iOS
    /// 17.4, or when the row is not in a window, the options show as an action sheet.
    ///
    /// - Parameters:
    ///   - menu: The menu, with Core's decisions made.
    ///   - row: The menu row.
    func showPlatformMenu(_ menu: ChoiceMenu, from row: ActiveCell) {
        guard #available(iOS 17.4, *), row.window != nil else {
            presentAlert(menu.alert, from: row)
            return
        }
        let button = row.menuAnchorButton()
        button.menu = Self.uiMenu(for: menu)
        button.performPrimaryAction()
    }

    /// A `UIMenu` of a menu's options: one `UIAction` each, in order, the chosen one `.on` (a
    /// single-selection menu), those that cannot be chosen `.disabled`; choosing one reports its
    /// index to Core.
    ///
    /// - Parameter menu: The menu.
    /// - Returns: The menu, titled with the row's key.
    static func uiMenu(for menu: ChoiceMenu) -> UIMenu {
        let choose = menu.choose
        let actions = menu.items.enumerated().map { index, item in
            UIAction(title: item.title, attributes: item.isEnabled ? [] : .disabled, state: item.isChosen ? .on : .off) { _ in
                MainActor.assumeIsolated { choose(index) }
            }
        }
        return UIMenu(title: menu.title, options: .singleSelection, children: actions)
    }
}

extension ActiveCell {
    /// The button a menu row's `UIMenu` opens from: no content, one point wide and as tall as the
    /// row, at the trailing margin (so the menu points at the value), its menu its primary
    /// action. Made the first time the row shows its menu; hidden from VoiceOver (the row is the
    /// element).
    ///
    /// - Returns: The row's menu button.
    func menuAnchorButton() -> UIButton {
        if let menuAnchor { return menuAnchor }
        let button = UIButton(type: .system)
        button.showsMenuAsPrimaryAction = true
        button.isAccessibilityElement = false
        button.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(button)
        NSLayoutConstraint.activate([
            button.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            button.topAnchor.constraint(equalTo: contentView.topAnchor),
            button.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            button.widthAnchor.constraint(equalToConstant: 1),
        ])
        menuAnchor = button
        return button
    }
}
#endif
