#if !canImport(UIKit)
/// A place in the list of things the body draws: within a visible section, its items are a gap
/// line (sections after the first), the header, the rows, the footer.
struct ItemPosition: Hashable, Comparable, Sendable {
    var section: Int
    var index: Int

    static func < (lhs: ItemPosition, rhs: ItemPosition) -> Bool {
        (lhs.section, lhs.index) < (rhs.section, rhs.index)
    }
}

/// What is drawn at an item position.
enum Item: Hashable {
    case gap
    /// A section's header line: the visible section, and the text drawn (its indicator first).
    case header(Int, String)
    case row(RowPath)
    case footer(String)
}

// Layout walks items from a position, so drawing and scrolling cost what is on screen, not the
// rows off screen.
extension ComposedTableViewController {
    /// The columns before a row's content: the cursor mark and a space.
    static let rowIndent = 2

    // MARK: - Items

    func itemCount(inSection section: Int) -> Int {
        (section > 0 ? 1 : 0) + (composition.header(inSection: section) == nil ? 0 : 1)
            + composition.numberOfRows(inSection: section) + (composition.footer(inSection: section) == nil ? 0 : 1)
    }

    func item(at position: ItemPosition) -> Item {
        var index = position.index
        let section = position.section
        if section > 0 {
            if index == 0 { return .gap }
            index -= 1
        }
        if let header = composition.header(inSection: section) {
            if index == 0 { return .header(section, headerText(Self.text(of: header), inSection: section)) }
            index -= 1
        }
        let rows = composition.numberOfRows(inSection: section)
        if index < rows { return .row(RowPath(section: section, row: index)) }
        return .footer(composition.footer(inSection: section).map(Self.text(of:)) ?? "")
    }

    /// The text of a header or footer: its title, after its picture's glyph and a space.
    ///
    /// - Parameter supplement: The header or footer.
    static func text(of supplement: SectionSupplement<SectionView>) -> String {
        guard let image = supplement.image else { return supplement.title ?? "" }
        return image.terminalText + " " + (supplement.title ?? "")
    }

    /// A header's text: its title, after `▸` (collapsed) or `▾` (expanded) when it collapses.
    func headerText(_ title: String, inSection section: Int) -> String {
        switch core.headerIndicator(inSection: section) {
        case .collapsed?: "▸ " + title
        case .expanded?: "▾ " + title
        case nil: title
        }
    }

    /// The position of a visible section's header line.
    func headerPosition(ofSection section: Int) -> ItemPosition {
        ItemPosition(section: section, index: section > 0 ? 1 : 0)
    }

    /// The position of a visible row.
    func position(of path: RowPath) -> ItemPosition {
        let offset = (path.section > 0 ? 1 : 0) + (composition.header(inSection: path.section) == nil ? 0 : 1)
        return ItemPosition(section: path.section, index: offset + path.row)
    }

    func position(after position: ItemPosition) -> ItemPosition? {
        var next = ItemPosition(section: position.section, index: position.index + 1)
        while next.section < composition.numberOfSections {
            if next.index < itemCount(inSection: next.section) { return next }
            next = ItemPosition(section: next.section + 1, index: 0)
        }
        return nil
    }

    func position(before position: ItemPosition) -> ItemPosition? {
        if position.index > 0 { return ItemPosition(section: position.section, index: position.index - 1) }
        var section = position.section - 1
        while section >= 0 {
            let count = itemCount(inSection: section)
            if count > 0 { return ItemPosition(section: section, index: count - 1) }
            section -= 1
        }
        return nil
    }

    /// A valid position at or before a remembered one, after the content changed.
    func clamped(_ position: ItemPosition) -> ItemPosition? {
        guard composition.numberOfSections > 0 else { return nil }
        var position = position
        if position.section >= composition.numberOfSections {
            position = ItemPosition(section: composition.numberOfSections - 1, index: Int.max)
        }
        let count = itemCount(inSection: position.section)
        if position.index < count { return position }
        if count > 0 { return ItemPosition(section: position.section, index: count - 1) }
        return self.position(before: position) ?? self.position(after: position)
    }

    // MARK: - Heights

    /// The number of lines an item takes at a size.
    func lineCount(of item: Item, size: TerminalSize) -> Int {
        let width = max(1, size.columns - Self.rowIndent)
        switch item {
        case .gap: return 1
        case .header(_, let title): return DisplayWidth.wrap(title, to: max(1, size.columns - 1)).count
        case .footer(let text): return DisplayWidth.wrap(text, to: width).count
        case .row(let path):
            // Fixed, fraction and remainder heights are Core's; automatic rows count their lines.
            // A fixed height never cuts the row's own lines: UIKit fits a title and its subtitle
            // in 44 points, where a terminal needs a line each.
            let cell = composition.cell(at: path)
            guard let height = core.height(at: path) else { return cell.rowLineCount(width: width) }
            guard case .fixed = cell.height.kind else { return RowHeight.lines(forPoints: height) }
            return max(RowHeight.lines(forPoints: height), cell.rowLineCount(width: width))
        }
    }

    /// The lines of everything that is not a row — gaps, headers, footers — at a size.
    ///
    /// - Complexity: O(*s*) in the number of sections.
    func linesOutsideRows(size: TerminalSize) -> Int {
        var lines = 0
        for section in 0..<composition.numberOfSections {
            if section > 0 { lines += 1 }
            if let header = composition.header(inSection: section) {
                lines += lineCount(of: .header(section, headerText(Self.text(of: header), inSection: section)), size: size)
            }
            if let footer = composition.footer(inSection: section) {
                lines += lineCount(of: .footer(Self.text(of: footer)), size: size)
            }
        }
        return lines
    }
}
#endif
