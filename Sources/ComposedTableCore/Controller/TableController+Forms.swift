extension TableController: FormTable, FormHost {
    // MARK: - Form bookkeeping

    /// The table's form bookkeeping, made on first use.
    package var formTableState: FormTableState {
        if let forms { return forms }
        let forms = FormTableState(host: self)
        self.forms = forms
        return forms
    }

    // MARK: - FormHost

    func formContains(_ row: AnyObject) -> Bool {
        guard let cell = row as? Cell else { return false }
        return composition.contains(cell)
    }

    func formRowPath(of row: AnyObject) -> RowPath? {
        guard let cell = row as? Cell else { return nil }
        return composition.rowPath(of: cell)
    }

    func formPlace(of row: AnyObject) -> (section: SectionID, isVisible: Bool)? {
        guard let cell = row as? Cell else { return nil }
        switch composition.location(of: cell) {
        case .visible(let path): return (composition.sectionID(atVisibleIndex: path.section), true)
        case .hidden(let section): return (section, false)
        case .absent: return nil
        }
    }

    func formNoteChanges(into log: CompositionChangeLog) {
        if composition.changeLog !== log { composition.changeLog = log }
    }

    func formContainsSection(_ section: SectionID) -> Bool {
        composition.contains(section: section)
    }

    func formApply(rows: [(row: AnyObject, hidden: Bool)], sections: [(section: SectionID, hidden: Bool)]) {
        let rowChanges = rows.compactMap { change -> (Cell, Bool)? in
            guard let cell = change.row as? Cell, composition.contains(cell),
                composition.isHidden(cell) != change.hidden
            else { return nil }
            return (cell, change.hidden)
        }
        let sectionChanges = sections.filter { composition.isHidden($0.section) != $0.hidden }
        guard !rowChanges.isEmpty || !sectionChanges.isEmpty else { return }
        performBatch {
            for (cell, hidden) in rowChanges { change(method: "a condition") { $0.setCell(cell, hidden: hidden) } }
            for (section, hidden) in sectionChanges { change(method: "a condition") { $0.setSection(section, hidden: hidden) } }
        }
    }

    func formReveal(_ row: AnyObject) {
        guard let cell = row as? Cell else { return }
        if composition.isFocusable(cell) {
            focus(cell)
        } else if isLoaded, let surface, surface.isOnScreen, let path = composition.rowPath(of: cell), !surface.isRowOnScreen(path) {
            surface.scrollRowOnScreen(path)
        }
    }

    var formIsChanging: Bool { isComposing || batchDepth > 0 }

    var formHasAppeared: Bool { hasAppeared }

    func formOnLeave(_ handler: @escaping @MainActor () -> Void) {
        onLeave(handler)
    }

    var formChoiceList: ChoiceList? {
        get { choiceList }
        set { choiceList = newValue }
    }

    var formSearch: TableSearch? {
        get { search }
        set { search = newValue }
    }

    func formStart(atRow index: Int, in section: SectionID) {
        startRow = (section, index)
        // Shown already (options that loaded): bring the row on screen, as a new screen would.
        guard isLoaded, let surface, surface.isOnScreen, let path = initialRow, !surface.isRowOnScreen(path) else { return }
        surface.scrollRowOnScreen(path)
    }

    var formCurrentRow: (section: SectionID, index: Int)? {
        guard isLoaded, let path = surface?.currentRow, path.section < composition.numberOfSections,
            path.row < composition.numberOfRows(inSection: path.section),
            let index = composition.index(of: composition.cell(at: path))
        else { return nil }
        return (composition.sectionID(atVisibleIndex: path.section), index)
    }

    func formSetVisibleRows(_ changes: [(section: SectionID, rows: [Int]?)]) {
        performBatch {
            for (section, rows) in changes {
                change(method: "setVisibleRows(_:in:)") { $0.setVisibleRows(rows, in: section) }
            }
        }
    }
}
