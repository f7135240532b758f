#if !canImport(UIKit)
/// What the body's screen lines showed in the last frame: the drawing records it as it lays the
/// items out, so that a click finds its row without a second layout.
struct DrawnLines {
    /// The items drawn, top first, each with the screen lines it took.
    var items: [(lines: Range<Int>, item: Item)] = []
    /// The screen row of the search line, when it showed.
    var searchLine: Int?

    /// The item drawn on a screen line, if any.
    ///
    /// - Complexity: O(log *h*) in the items drawn.
    func item(atLine line: Int) -> Item? {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if items[middle].lines.upperBound <= line {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < items.count && items[low].lines.contains(line) ? items[low].item : nil
    }
}

extension ComposedTableViewController {
    // MARK: - Mouse

    /// The rows the wheel scrolls by, a notch at a time.
    static let wheelStep = 3

    /// A mouse event on this screen's body, at a screen line of the last frame: a click on a row
    /// moves the cursor there and selects it as Enter does (a switch toggles, a push row opens, a
    /// field starts editing); on a header that opens or has an action, as Enter on it; on the
    /// search line, opens it. The wheel scrolls the list ``wheelStep`` rows, the cursor following
    /// when it would leave the screen. Releases and other buttons do nothing.
    ///
    /// - Returns: Whether the event did something.
    @discardableResult
    func handleMouse(_ event: MouseEvent) -> Bool {
        loadIfNeeded()
        settleCursor()
        switch event.action {
        case .wheelUp, .wheelDown:
            guard pickedUpRow == nil else { return false }  // a held row moves with keys only
            return scrollList(by: event.action == .wheelDown ? Self.wheelStep : -Self.wheelStep)
        case .press(button: 0):
            break
        default:
            return false
        }
        guard pickedUpRow == nil else { return false }
        if let line = drawnLines.searchLine, line == event.row, let search = core.search {
            if !search.isEditing { beginSearch(search) }
            return true
        }
        guard let item = drawnLines.item(atLine: event.row) else { return false }
        switch item {
        case .row(let path):
            let cell = composition.cell(at: path)
            if editingCell === cell { return true }  // a click in the row being edited keeps editing
            endEditingForClick()
            moveCursor(to: path)
            return handle(.enter)
        case .header(let section, _):
            guard core.canSelectHeader(inSection: section) else { return false }
            endEditingForClick()
            moveCursor(to: .header(section))
            return handle(.enter)
        case .gap, .footer:
            return false
        }
    }

    /// A click elsewhere ends what the keys were going to: the row edited commits (as ↑/↓ off it
    /// do), the search line closes keeping its filter (as ⏎ does).
    private func endEditingForClick() {
        editingCell?.inPlace.commitEditing()
        if let search = core.search, search.isEditing {
            searchLine = nil
            search.endEditing()
        }
    }

    /// Scrolls the body by rows (items: a row, a header, a gap), without going past either end;
    /// the cursor moves to the nearest row still on screen when its own would leave it.
    ///
    /// - Parameter delta: Items down (positive) or up (negative).
    /// - Returns: Whether the list scrolled.
    /// - Complexity: O(*h*) in the items on screen.
    func scrollList(by delta: Int) -> Bool {
        guard composition.numberOfSections > 0, core.emptyContent == nil, bodySize.rows > 0,
            var top = clamped(scrollTop)
        else { return false }
        let before = top
        for _ in 0..<abs(delta) {
            guard let next = delta > 0 ? position(after: top) : position(before: top) else { break }
            top = next
        }
        scrollTop = top
        fillBody(bodySize)  // never past the end: no empty lines below the last item
        guard scrollTop != before else { return false }
        // The rows wholly on screen from the new top; the cursor stays when it is among them.
        var shown: [RowPath] = []
        var lines = 0
        var position: ItemPosition? = scrollTop
        var headerShown = false
        while let current = position {
            let item = item(at: current)
            lines += lineCount(of: item, size: bodySize)
            guard lines <= bodySize.rows else { break }
            if case .row(let path) = item { shown.append(path) }
            if case .header(let section, _) = item, cursorHeader != nil, composition.visibleIndex(of: cursorHeader!) == section {
                headerShown = true
            }
            position = self.position(after: current)
        }
        guard let first = shown.first, let last = shown.last else { return true }
        var follow: RowPath?
        if cursorHeader != nil {
            if !headerShown { follow = delta > 0 ? first : last }
        } else if let cursorPath, !shown.contains(cursorPath) {
            follow = cursorPath < first ? first : last
        }
        if let follow {
            editingCell?.inPlace.commitEditing()  // as ↑/↓ off an edited row do
            moveCursor(to: follow)
        }
        return true
    }
}
#endif
