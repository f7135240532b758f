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
        case .character("e") where isEditing: setEditing(false, animated: true)  // Done drops it
        case .escape: putBackPickedUpRow()
        case .interrupt, .character("?"): return false  // Ctrl-C quits; `?` shows the keys
        default: break
        }
        return true
    }

    /// The key hints while a row is held (in edit mode, `e` is Done too).
    var moveKeyHints: String { "↑↓ move · ⏎ drop · esc put back\(isEditing ? " · e done" : "") · ? keys" }

    // MARK: - Edit mode

    /// A key in edit mode, before the row's own: `e` or Esc leave it (UIKit's Done), ⏎ or Space
    /// pick a movable row up (no row runs its action in edit mode), `a` does nothing (UIKit
    /// offers no swipe actions in edit mode). `nil`: the key works as outside edit mode (moving,
    /// `d`, `m`, going back, quitting).
    func handleEditModeKey(_ key: Key) -> Bool? {
        switch key {
        case .character("e"), .escape:
            setEditing(false, animated: true)
        case .enter, .character(" "):
            if let path = cursorPath, visibleCursorCell != nil { pickUpRow(at: path) }
        case .character("a"):
            break
        default:
            return nil
        }
        return true
    }

    /// `e` on a screen with an Edit button (``showsEditButton``) enters edit mode, as a tap on
    /// the button does; `nil` elsewhere.
    func handleEditButtonKey(_ key: Key) -> Bool? {
        guard key == .character("e"), core.showsEditButton, !isEditing else { return nil }
        setEditing(true, animated: true)
        return true
    }

    /// Edit mode changed: Core hears of it (no row is selected meanwhile), and a row held when
    /// it ends is dropped where it is.
    func editModeDidChange(_ editing: Bool) {
        core.isEditing = editing
        if !editing, pickedUpRow != nil { dropPickedUpRow() }
    }

    /// The Edit button's visibility changed: the next frame's key hints follow.
    func editButtonVisibilityDidChange() {}

    /// The key hints in edit mode, for the row under the cursor.
    var editModeKeyHints: String {
        let path = visibleCursorCell == nil ? nil : cursorPath
        let pickUp = path.map { core.canMoveRow(at: $0) } == true ? " · ⏎ pick up" : ""
        let delete = path.map { core.isDeletableRow(at: $0) } == true ? " · d delete" : ""
        return "↑↓ move\(pickUp)\(delete) · e done · ? keys"
    }
}
#endif
