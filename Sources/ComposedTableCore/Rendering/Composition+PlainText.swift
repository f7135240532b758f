extension Composition {
    /// A deterministic plain-text picture of what the table shows, for tests, logs and the
    /// terminal backend.
    /// - Complexity: O(*n*) in the number of visible rows.
    @MainActor
    package func plainText(highlighted: RowPath? = nil) -> String {
        var lines: [String] = []
        for section in 0..<numberOfSections {
            if let header = header(inSection: section) {
                lines.append("[\(Self.text(of: header))]")
            }
            for (row, cell) in cells(inSection: section).enumerated() {
                let marker = highlighted == RowPath(section: section, row: row) ? "> " : "  "
                lines.append(marker + Self.line(for: cell))
            }
            if let footer = footer(inSection: section) {
                lines.append("  (\(Self.text(of: footer)))")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The text of one row as ``plainText(highlighted:)`` writes it, without the leading marker.
    @MainActor
    package static func line(for cell: Cell) -> String {
        guard let content = cell as? any RowContent else { return String(describing: cell) }
        var line = content.key
        if let value = content.value { line += ": \(value)" }
        switch content.accessory {
        case .none: break
        case .disclosureIndicator: line += " >"
        case .checkmark: line += " ✓"
        case .toggle(let isOn): line += isOn ? " [on]" : " [off]"
        }
        if let behavior = cell as? any RowBehavior, !behavior.isEnabled { line += " (disabled)" }
        return line
    }

    private static func text(of supplement: SectionSupplement<View>) -> String {
        switch supplement {
        case .title(let title), .labeled(let title, _): title
        case .view(let view): String(describing: view)
        }
    }
}
