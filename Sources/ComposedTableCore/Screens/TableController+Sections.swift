extension TableController {
    // MARK: - Collapsible sections and header taps

    /// Collapses or expands a section, animated as one change when the table is on screen: its
    /// rows hide (or show again), its header stays and its indicator turns. See
    /// ``Composition/setSection(_:collapsed:)``.
    /// - Complexity: O(*n*) in the cells of the section.
    package func setSection(_ section: SectionID, collapsed: Bool, animation: TableAnimation = .automatic) {
        change(animation: animation, method: "setSection(_:collapsed:)") { $0.setSection(section, collapsed: collapsed) }
    }

    /// Makes a section's header collapse and expand it when tapped (Enter on it in a terminal),
    /// with an indicator (a chevron) that shows which.
    /// - Complexity: O(1); O(*n*) in the section's cells when it expands.
    package func setSection(_ section: SectionID, collapsible: Bool) {
        _ = composition.isCollapsed(section)  // a misuse message for a section of another table
        if collapsible {
            collapsibleSections.insert(section)
        } else {
            collapsibleSections.remove(section)
            if composition.isCollapsed(section) { setSection(section, collapsed: false) }
        }
        reconfigureHeader(of: section)
    }

    /// Sets what a tap on a section's header does (Enter on it in a terminal); the header becomes
    /// selectable. A collapsible section collapses or expands first, then the action runs.
    package func setHeaderAction(_ action: (@MainActor (SectionID) -> Void)?, for section: SectionID) {
        _ = composition.isCollapsed(section)  // a misuse message for a section of another table
        headerActions[section] = action
    }

    /// Whether the header of a visible section reacts to a tap: it has a header, and it is
    /// collapsible or has an action. A terminal's cursor stops on it.
    /// - Complexity: O(1).
    package func canSelectHeader(inSection section: Int) -> Bool {
        guard composition.header(inSection: section) != nil else { return false }
        let id = composition.sectionID(atVisibleIndex: section)
        return collapsibleSections.contains(id) || headerActions[id] != nil
    }

    /// Reports a tap on a visible section's header (Enter on it in a terminal): a collapsible
    /// section collapses or expands, then the header's action runs. A header that cannot be
    /// selected does nothing.
    package func didSelectHeader(inSection section: Int) {
        guard canSelectHeader(inSection: section) else { return }
        let id = composition.sectionID(atVisibleIndex: section)
        if collapsibleSections.contains(id) { setSection(id, collapsed: !composition.isCollapsed(id)) }
        headerActions[id]?(id)
    }

    /// What the header of a visible section shows to say it collapses: `nil` when it does not, in O(1).
    package func headerIndicator(inSection section: Int) -> HeaderIndicator? {
        let id = composition.sectionID(atVisibleIndex: section)
        guard collapsibleSections.contains(id) else { return nil }
        return composition.isCollapsed(id) ? .collapsed : .expanded
    }

    /// Updates a visible section's header in place (its indicator changed).
    private func reconfigureHeader(of section: SectionID) {
        guard composition.visibleIndex(of: section) != nil, composition.header(of: section) != nil else { return }
        change(method: "setSection(_:collapsible:)") { $0.setHeader($0.header(of: section), for: section) }
    }

    // MARK: - Section index

    /// The section index a long table shows down its side (UIKit's `sectionIndexTitles`), when
    /// ``showsSectionIndex`` is on: the first letter, capitalised, of each visible section's
    /// header title, each letter once, in order. `nil` when it is off or no section has a title.
    /// - Complexity: O(*s*) in the visible sections.
    package var sectionIndexTitles: [String]? {
        guard showsSectionIndex else { return nil }
        var titles: [String] = []
        for section in 0..<composition.numberOfSections {
            guard let initial = Self.indexTitle(of: composition.header(inSection: section)) else { continue }
            if titles.last != initial, !titles.contains(initial) { titles.append(initial) }
        }
        return titles.isEmpty ? nil : titles
    }

    /// The visible section an index title leads to: the first whose header starts with it.
    /// - Complexity: O(*s*) in the visible sections.
    package func section(forSectionIndexTitle title: String) -> Int? {
        (0..<composition.numberOfSections).first { Self.indexTitle(of: composition.header(inSection: $0)) == title }
    }

    private static func indexTitle(of header: SectionSupplement<View>?) -> String? {
        guard let first = header?.title?.first(where: { !$0.isWhitespace }) else { return nil }
        return String(first).uppercased()
    }
}

/// What a collapsible section's header shows: a chevron pointing right (collapsed) or down.
package enum HeaderIndicator: Hashable, Sendable {
    /// The rows are hidden: the header opens them.
    case collapsed
    /// The rows show: the header hides them.
    case expanded
}
