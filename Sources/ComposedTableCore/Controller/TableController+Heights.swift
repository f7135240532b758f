/// The remainder's share for one content and one size.
struct ResolvedRemainder {
    var metrics: LayoutMetrics
    /// The first index in `heights` of each visible section; -1 for a lazy section, whose rows
    /// are not in `heights`.
    var sectionStarts: [Int]
    /// A height per visible row of the eager sections; `nil` sizes itself.
    var heights: [Double?]
}

extension TableController {
    // MARK: - Heights

    /// The height of a visible row, in the backend's unit, or `nil` when the row sizes itself.
    /// A lazy row counts as one standard row; one asking for a fraction or the remainder is a misuse.
    /// - Complexity: O(1), except the first remainder row after a change: O(*n*) in the rows of
    ///   the eager sections, plus the measuring.
    package func height(at path: RowPath) -> Double? {
        let height = Composition<Cell, View>.height(of: composition.cell(at: path))
        switch height.kind {
        case .automatic: return nil
        case .fixed(let value): return value
        case .fraction, .remainder:
            require(
                !composition.isLazy(visibleSection: path.section),
                "ComposedTable: the row at \(path), in a lazy section made by addSection(header:footer:count:cell:), asks for a \(height) height. A lazy row sizes itself or has a fixed height: its rows are not made to share the visible height."
            )
        }
        guard case .remainder = height.kind else {
            return height.standaloneHeight(visibleHeight: layoutMetrics.visibleHeight)
        }
        let resolved = currentRemainder()
        return resolved.heights[resolved.sectionStarts[path.section] + path.row]
    }

    private func currentRemainder() -> ResolvedRemainder {
        let metrics = layoutMetrics
        if let resolvedRemainder, resolvedRemainder.metrics == metrics { return resolvedRemainder }
        var visible: [(path: RowPath, cell: Cell)] = []
        var sectionStarts: [Int] = []
        var lazyRows = 0
        for section in 0..<composition.numberOfSections {
            if composition.isLazy(visibleSection: section) {
                sectionStarts.append(-1)
                lazyRows += composition.numberOfRows(inSection: section)
                continue
            }
            sectionStarts.append(visible.count)
            for (row, cell) in composition.cells(inSection: section).enumerated() {
                visible.append((RowPath(section: section, row: row), cell))
            }
        }
        let heights = RowHeightResolver.resolve(
            visible.map { Composition<Cell, View>.height(of: $0.cell) },
            visibleHeight: max(0, metrics.visibleHeight),
            reservedHeight: (surface?.heightOutsideRows() ?? 0) + Double(lazyRows) * RowHeight.pointsPerLine
        ) { row in
            surface?.measureHeight(of: visible[row].cell, at: visible[row].path) ?? 0
        }
        let resolved = ResolvedRemainder(metrics: metrics, sectionStarts: sectionStarts, heights: heights)
        resolvedRemainder = resolved
        return resolved
    }

    /// The size rows are laid out for: the table's last layout size, kept while the size moves
    /// within the tolerance or the user scrolls, so that every row is asked at the same size.
    private var layoutMetrics: LayoutMetrics {
        if let lastMetrics { return lastMetrics }
        let metrics = currentMetrics
        lastMetrics = metrics
        return metrics
    }

    private var currentMetrics: LayoutMetrics {
        LayoutMetrics(width: surface?.contentWidth ?? 0, visibleHeight: surface?.visibleHeight ?? 0)
    }

    /// Whether some visible row's height follows the visible height (a fraction or the
    /// remainder). The rows of lazy sections never do, and are not made for this.
    var rowsDependOnVisibleHeight: Bool {
        if let dependsOnVisibleHeight { return dependsOnVisibleHeight }
        let depends = (0..<composition.numberOfSections).contains { section in
            !composition.isLazy(visibleSection: section)
                && composition.cells(inSection: section).contains { Composition<Cell, View>.height(of: $0).dependsOnVisibleHeight }
        }
        dependsOnVisibleHeight = depends
        return depends
    }

    /// Reports that a cell's height changed: the table measures again — animated on screen,
    /// with a reload off screen (so a change made while covered shows when the screen comes
    /// back), with the batch that is open.
    package func rowHeightDidChange(of cell: Cell) {
        contentDidChange()
        guard composition.rowPath(of: cell) != nil else { return }
        refreshHeights()
    }

    /// Reports that a self-sizing row was resized by the table already: heights are resolved again
    /// only when a row shares the visible height (remainder, fraction). Report it after layout.
    /// - Complexity: O(1) when no row depends on the others; else a measurement of every row.
    package func rowDidResizeItself(_ cell: Cell) {
        guard composition.rowPath(of: cell) != nil else { return }
        contentDidChange()
        guard rowsDependOnVisibleHeight else { return }
        refreshHeights()
    }

    /// Reports that what rows measure changed for every row (a text size change): heights that
    /// depend on measuring — the remainder — are resolved again.
    package func rowContentDidChange() {
        contentDidChange()
        guard rowsDependOnVisibleHeight else { return }
        refreshHeights()
    }

    /// Reports that the table laid out (a size, safe-area or inset change): rows whose height
    /// follows the visible height are measured again when it changed by more than
    /// ``heightTolerance`` — but not while the user scrolls (a large title collapsing changes the
    /// visible height on every frame); report again when scrolling ends.
    /// - Complexity: O(1), except after a content change: O(*n*) once.
    package func layoutDidChange(isScrolling: Bool) {
        guard isLoaded else { return }
        let metrics = currentMetrics
        guard let last = lastMetrics else {
            lastMetrics = metrics
            return
        }
        let heightChanged = abs(metrics.visibleHeight - last.visibleHeight) > Self.heightTolerance
        let widthChanged = abs(metrics.width - last.width) > Self.heightTolerance
        guard heightChanged || widthChanged, !isScrolling else { return }
        lastMetrics = metrics
        resolvedRemainder = nil
        guard rowsDependOnVisibleHeight else { return }
        refreshHeights()
    }

    /// Makes the table measure its rows again, now or with the batch that is open.
    func refreshHeights() {
        if isReplaying || isReloading || batchDepth > 0 || isComposing {
            needsHeightRefresh = true
            return
        }
        guard isLoaded, let surface else { return }
        guard surface.isOnScreen else {
            reload()
            return
        }
        surface.prepareForUpdate()
        needsHeightRefresh = true
        replay(.none, animation: .automatic)
    }
}
