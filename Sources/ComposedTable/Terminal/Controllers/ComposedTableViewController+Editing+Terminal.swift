#if !canImport(UIKit)
import ComposedTableCore

extension ComposedTableViewController {
    // MARK: - Keys

    /// The editing keys on a row that is not a field: `a` opens its actions, `d` or Delete
    /// deletes it, `m` picks it up. `nil`: not an editing key here.
    func handleEditingKey(_ key: Key) -> Bool? {
        guard let cell = visibleCursorCell, let path = cursorPath else { return nil }
        switch key {
        case .character("a"):
            guard let alert = core.rowActionsAlert(at: path) else { return nil }
            presentAlert(alert, from: cell)
        case .character("d"), .delete:
            guard core.isDeletableRow(at: path) else { return nil }
            Task { @MainActor [core] in await core.deleteRow(cell) }
        case .character("m"):
            guard pickUpRow(at: path) else { return nil }
        default:
            return nil
        }
        return true
    }

    /// A key while a row is held in move mode: ↑/↓ (k/j) move it, Enter drops it, Esc puts it
    /// back; other keys do nothing.
    func handleMoveKey(_ key: Key) -> Bool {
        switch key {
        case .up, .character("k"): movePickedUpRow(by: -1)
        case .down, .character("j"): movePickedUpRow(by: 1)
        case .enter, .character(" "), .character("m"): dropPickedUpRow()
        case .escape: putBackPickedUpRow()
        case .interrupt, .character("?"): return false  // Ctrl-C quits; `?` shows the keys
        default: break
        }
        return true
    }

    /// The key hints while a row is held.
    static var moveKeyHints: String { "↑↓ move · ⏎ drop · esc put back · ? keys" }
}
#endif
