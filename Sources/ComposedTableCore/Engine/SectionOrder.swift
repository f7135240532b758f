/// The sections in order, which of them show, and how many visible rows each has: a section's
/// visible index and the rows before it in O(log *s*), for *s* sections.
/// Showing, hiding, a row count and an append update two Fenwick trees in place; an insertion
/// or removal in the middle marks them stale, and the next questions rebuild them in O(*s*).
struct SectionOrder {
    /// The serials, in order.
    private(set) var serials: [Int] = []
    /// Each serial's position in `serials`, or -1; valid while the trees are.
    private var positionBySerial: [Int] = []
    /// By serial: whether the section shows, and its visible rows.
    private var isShownBySerial: [Bool] = []
    private var rowsBySerial: [Int] = []
    /// By position: 1 for a shown section, and its rows when shown; `nil` when stale.
    private var trees: (shown: Fenwick<Int>, rows: Fenwick<Int>)?
    /// Whether a visible index was counted by a scan since the trees went stale: the first
    /// question after an insertion or removal (the change's own update) scans, the next rebuilds.
    private var hasScanned = false
    /// The number of shown sections, and their rows.
    private(set) var shownCount = 0
    private(set) var rowTotal = 0

    /// The number of sections, shown or not.
    var count: Int { serials.count }

    /// The last section's serial.
    var last: Int? { serials.last }

    /// Whether a section shows.
    func isShown(_ serial: Int) -> Bool { serial < isShownBySerial.count && isShownBySerial[serial] }

    /// The serial at a position among all sections.
    func serial(atPosition position: Int) -> Int { serials[position] }

    /// The serial of the shown section at a visible index.
    mutating func serial(atVisibleIndex index: Int) -> Int {
        serials[updatedTrees().shown.index(passing: index)]
    }

    /// A section's visible index, or `nil` when it is hidden or absent.
    mutating func visibleIndex(of serial: Int) -> Int? {
        guard isShown(serial) else { return nil }
        if trees == nil, !hasScanned {
            hasScanned = true
            return serials[..<serials.firstIndex(of: serial)!].reduce(0) { $0 + (isShownBySerial[$1] ? 1 : 0) }
        }
        return updatedTrees().shown.sum(before: positionBySerial[serial])
    }

    /// The visible rows of the shown sections before a section.
    mutating func rowsBefore(_ serial: Int) -> Int {
        updatedTrees().rows.sum(before: positionBySerial[serial])
    }

    /// The serials in order, of the shown sections only when `visibleOnly`.
    func serials(visibleOnly: Bool) -> [Int] {
        visibleOnly ? serials.filter { isShownBySerial[$0] } : serials
    }

    // MARK: - Changes

    /// Inserts a section at a position.
    mutating func insert(_ serial: Int, at position: Int, isShown: Bool, rows: Int) {
        while isShownBySerial.count <= serial {
            isShownBySerial.append(false)
            rowsBySerial.append(0)
            positionBySerial.append(-1)
        }
        isShownBySerial[serial] = isShown
        rowsBySerial[serial] = rows
        if isShown {
            shownCount += 1
            rowTotal += rows
        }
        serials.insert(serial, at: position)
        if position == serials.count - 1, var trees {
            // Appended: the trees grow by one.
            self.trees = nil
            trees.shown.append(isShown ? 1 : 0)
            trees.rows.append(isShown ? rows : 0)
            self.trees = trees
            positionBySerial[serial] = position
        } else {
            trees = nil
            hasScanned = false
        }
    }

    /// Removes a section.
    mutating func remove(_ serial: Int) {
        // Without trees, a scan: a batch removing many sections rebuilds nothing in between.
        let position = trees == nil ? serials.firstIndex(of: serial)! : positionBySerial[serial]
        setShown(false, of: serial)
        serials.remove(at: position)
        positionBySerial[serial] = -1
        trees = nil
        hasScanned = false
    }

    /// Shows or hides a section.
    mutating func setShown(_ isShown: Bool, of serial: Int) {
        guard isShownBySerial[serial] != isShown else { return }
        isShownBySerial[serial] = isShown
        let sign = isShown ? 1 : -1
        shownCount += sign
        rowTotal += sign * rowsBySerial[serial]
        guard trees != nil else { return }
        let position = positionBySerial[serial]
        trees?.shown.add(sign, at: position)
        trees?.rows.add(sign * rowsBySerial[serial], at: position)
    }

    /// Sets a section's visible rows.
    mutating func setRows(_ rows: Int, of serial: Int) {
        let delta = rows - rowsBySerial[serial]
        guard delta != 0 else { return }
        rowsBySerial[serial] = rows
        guard isShownBySerial[serial] else { return }
        rowTotal += delta
        if trees != nil { trees?.rows.add(delta, at: positionBySerial[serial]) }
    }

    /// The trees, rebuilt first when stale.
    private mutating func updatedTrees() -> (shown: Fenwick<Int>, rows: Fenwick<Int>) {
        if let trees { return trees }
        for (position, serial) in serials.enumerated() { positionBySerial[serial] = position }
        let (isShown, rows) = (isShownBySerial, rowsBySerial)
        let trees = (
            shown: Fenwick(serials.lazy.map { isShown[$0] ? 1 : 0 }),
            rows: Fenwick(serials.lazy.map { isShown[$0] ? rows[$0] : 0 })
        )
        self.trees = trees
        return trees
    }

    /// The bytes the order's storage occupies.
    var byteCount: Int {
        let perSerial = positionBySerial.capacity * 8 + isShownBySerial.capacity + rowsBySerial.capacity * 8
        return serials.capacity * 8 + perSerial + (trees.map { $0.shown.byteCount + $0.rows.byteCount } ?? 0)
    }
}
