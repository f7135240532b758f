#if !canImport(UIKit)
/// A row with a choice of a few segments, one selected: `Range  ‹ Day │[Week]│ Month ›`.
///
/// While the cursor is on the row, ← and → (or h and l, - and +) select the previous or next
/// segment at once; Enter or Space select the next one, wrapping around. Each change the user
/// makes notifies ``inputObservers`` (`byUser` true), then calls ``onChange`` and
/// ``ActiveCell/action``. A disabled row ignores these keys (← does not go back either).
///
/// The selected segment is drawn in brackets, in reverse video; when the segments do not fit
/// beside the key, only the selected one is shown: `‹[Week]›`.
///
/// ```swift
/// addCell(SegmentedCell(key: "Range", segments: ["Day", "Week", "Month"], selectedIndex: 1) { cell, index in
///     chart.range = ChartRange(rawValue: index)
/// })
/// ```
@MainActor
open class SegmentedCell: ActiveCell, InputRow, InPlaceEditing {
    /// Called after the user changed the selection, with the cell and the new index.
    open var onChange: (@MainActor (SegmentedCell, Int) -> Void)?

    /// The segments' titles; at least one. Setting them keeps the selection when it is still
    /// one of them, else selects the first segment (observers hear of that change, `byUser`
    /// false).
    ///
    /// - Precondition: Not empty.
    open var segments: [String] {
        didSet {
            OptionSelection.requireOptions(
                count: segments.count, noun: "segments", row: "a segmented row", .property("SegmentedCell", "segments"))
            selectedIndex = OptionSelection.kept(selectedIndex, count: segments.count)
        }
    }

    /// The index of the selected segment. Setting it does not call ``onChange``; it notifies
    /// ``inputObservers`` when the selection changes.
    ///
    /// - Precondition: One of the indices of ``segments``.
    open var selectedIndex: Int {
        didSet {
            OptionSelection.requireIndex(
                selectedIndex, count: segments.count, noun: "segments", .property("SegmentedCell", "selectedIndex"))
            if !isChangingByUser { inputObservers.reportCodeChange(from: oldValue, to: selectedIndex) }
        }
    }

    /// ``selectedIndex``, under the name every input row shares (`InputRow`).
    public var input: Int {
        get { selectedIndex }
        set { selectedIndex = newValue }
    }

    /// Called after every change of ``selectedIndex``: by the user (`byUser` true, right before
    /// ``onChange``) or by code.
    public let inputObservers = InputObservers<Int>()

    private var isChangingByUser = false

    /// Creates a segmented row.
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - segments: The segments' titles; at least one.
    ///   - selectedIndex: The selected segment; the first unless you say otherwise.
    ///   - onChange: Called when the user changes the selection, with the cell and the new index.
    /// - Precondition: `segments` is not empty and `selectedIndex` is one of its indices.
    public init(key: String, segments: [String], selectedIndex: Int = 0, onChange: (@MainActor (SegmentedCell, Int) -> Void)? = nil) {
        let initializer = "SegmentedCell(key:segments:selectedIndex:onChange:)"
        OptionSelection.requireOptions(count: segments.count, noun: "segments", row: "a segmented row", .argument(initializer, ""))
        OptionSelection.requireIndex(selectedIndex, count: segments.count, noun: "segments", .argument(initializer, "selectedIndex"))
        self.segments = segments
        self.selectedIndex = selectedIndex
        self.onChange = onChange
        super.init(key: key)
    }

    /// A terminal has no storyboards or nibs: the required initialiser of every cell always fails.
    ///
    /// - Parameter coder: Ignored.
    public required init?(coder: NSCoder) { nil }

    /// The selected segment's title, for the plain-text rendering; setting it does nothing (set
    /// ``selectedIndex``).
    open override var value: String? {
        get { segments[selectedIndex] }
        set {}
    }

    // MARK: - Behaviour

    /// Selecting the row selects the next segment.
    open override var hasAction: Bool { true }

    /// Selects the next segment, wrapping around, as the user would (then runs
    /// ``ActiveCell/action``, if any).
    open override func performAction() {
        if !select((selectedIndex + 1) % segments.count) { action?(self) }
    }

    var keyHelpTopic: KeyHelpTopic? { .segments }

    func handleValueKey(_ key: Key) -> Bool {
        let offset: Int
        switch key {
        case .left, .character("h"), .character("-"): offset = -1
        case .right, .character("l"), .character("+"): offset = 1
        default: return false
        }
        let index = selectedIndex + offset
        if isEnabled, segments.indices.contains(index) { select(index) }
        return true
    }

    /// Selects a segment as the user: observers, ``onChange``, then the action.
    ///
    /// - Returns: Whether the selection changed.
    @discardableResult
    private func select(_ index: Int) -> Bool {
        guard index != selectedIndex else { return false }
        isChangingByUser = true
        selectedIndex = index
        isChangingByUser = false
        inputObservers.reportUserChange(index) {
            onChange?(self, index)
        } action: {
            action?(self)
        }
        return true
    }

    // MARK: - Drawing

    /// One line.
    open override func naturalLineCount(width: Int) -> Int { 1 }

    /// Draws the key on the left and the segments on the right, the selected one in brackets.
    open override func draw(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let available = drawTrailing(in: &buffer, at: origin, width: width)
        let keyWidth = DisplayWidth.of(key)
        var parts = segments.enumerated().map { index, title in index == selectedIndex ? "[\(title)]" : " \(title) " }
        var selected = selectedIndex
        var controlWidth = 2 + parts.reduce(parts.count - 1) { $0 + DisplayWidth.of($1) }
        if (keyWidth == 0 ? 0 : keyWidth + 2) + controlWidth > available {
            parts = [parts[selectedIndex]]
            selected = 0
            controlWidth = 2 + DisplayWidth.of(parts[0])
        }
        let keyColumns = max(0, available - controlWidth - 2)
        buffer.draw(DisplayWidth.truncate(key, to: keyColumns), row: origin.row, column: origin.column)
        var column = origin.column + max(0, available - controlWidth)
        column = buffer.draw("‹", row: origin.row, column: column)
        for (index, part) in parts.enumerated() {
            if index > 0 { column = buffer.draw("│", row: origin.row, column: column, style: .dim) }
            column = buffer.draw(part, row: origin.row, column: column, style: index == selected ? [.reverse, .accent] : [])
        }
        buffer.draw("›", row: origin.row, column: column)
    }
}
#endif
