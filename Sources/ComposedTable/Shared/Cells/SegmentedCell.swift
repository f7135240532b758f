/// A row with a choice of a few short segments, one selected: a `UISegmentedControl` on UIKit,
/// `Range  ‹ Day │[Week]│ Month ›` in a terminal.
///
/// On UIKit the control sits beside the key when it fits, else below it (and always below at
/// accessibility text sizes); tapping a segment selects it. In a terminal, while the cursor is on
/// the row, ← and → (or h and l, - and +) select the previous or next segment at once, and Enter
/// or Space select the next one, wrapping around; the selected segment is drawn in brackets, in
/// reverse video, and when the segments do not fit beside the key only the selected one is shown:
/// `‹[Week]›`.
///
/// Each change the user makes notifies ``inputObservers`` (`byUser` true), then calls
/// ``onChange`` with the cell and the new index, then ``ActiveCell/action``, if any. A disabled
/// row ignores the user: UIKit disables its control, and a terminal ignores the keys (← does not
/// go back either). Setting ``selectedIndex`` in code notifies ``inputObservers`` (`byUser`
/// false) when it changes, and does not call ``onChange``.
///
/// Segments often come from data, so none of them stops the program: with no segments the row
/// shows "No options" and ignores the user (UIKit disables its control, which selects no
/// segment), and a ``selectedIndex`` that is not a segment selects the first.
///
/// ```swift
/// addCell(SegmentedCell(key: "Range", segments: ["Day", "Week", "Month"], selectedIndex: 1) { cell, index in
///     chart.range = ChartRange(rawValue: index)
/// })
/// ```
///
/// The value may be the segment's title (``selectedSegment``, and bindings to a `String` or
/// `String?` property), and a row may start with no segment chosen (UIKit's `noSegment`; no
/// segment in brackets in a terminal, where → then selects the first and ← the last).
///
/// As an input row its value is ``selectedIndex``.
@MainActor
open class SegmentedCell: ActiveCell, InputBackedRow {
    /// Called after the user selected a segment, with the cell and the new index.
    public var onChange: (@MainActor (SegmentedCell, Int) -> Void)?

    /// The titles of the segments, in order. Setting them keeps the selection when it is still
    /// one of them, else selects the first segment (observers hear of that change, `byUser`
    /// false).
    ///
    /// With no segments (a list from data can be empty) the row shows "No options" and ignores
    /// the user until segments come; ``selectedIndex`` is then `0`.
    public var segments: [String] {
        didSet {
            let hadSelection = hasSelection
            segmentsDidChange()
            selectedIndex = OptionSelection.kept(selectedIndex, count: segments.count)
            if !hadSelection {
                hasSelection = false
                segmentSelectionDidChange()
            }
        }
    }

    /// The index of the selected segment. Setting it does not call ``onChange``; it notifies
    /// ``inputObservers`` (`byUser` false) when it changes.
    ///
    /// An index that is not one of ``segments``' (a saved choice from data) selects the first
    /// segment; with no segments it is `0`.
    public var selectedIndex: Int {
        didSet {
            let kept = OptionSelection.kept(selectedIndex, count: segments.count)
            if kept != selectedIndex { selectedIndex = kept }
            hasSelection = true
            segmentSelectionDidChange()
            if !isChangingByUser { inputObservers.reportCodeChange(from: oldValue, to: selectedIndex) }
        }
    }

    /// The title of the segment chosen, or `nil` while none is (UIKit's `noSegment`: no segment
    /// is highlighted). Setting a title chooses its segment; setting `nil`, or a title that is
    /// not one of ``segments`` (a saved choice from data), chooses none. Code's change does not
    /// call ``onChange``; ``inputObservers`` hear of it.
    ///
    /// ```swift
    /// let alert = SegmentedCell(key: "Alert", segments: ["5 min", "1 h", "1 day"], selectedSegment: nil)
    /// alert.selectedSegment = "1 h"
    /// ```
    public var selectedSegment: String? {
        get { hasSelection && segments.indices.contains(selectedIndex) ? segments[selectedIndex] : nil }
        set {
            guard let newValue, let index = segments.firstIndex(of: newValue) else {
                guard hasSelection else { return }
                hasSelection = false
                segmentSelectionDidChange()
                inputObservers.notify(selectedIndex, byUser: false)
                return
            }
            let wasEmpty = !hasSelection
            let before = selectedIndex
            selectedIndex = index
            if wasEmpty, before == selectedIndex { inputObservers.notify(selectedIndex, byUser: false) }
        }
    }

    /// Binds the row to an optional segment title of a model: the row shows the model's
    /// segment, or none while the model holds `nil` (or a title that is not a segment), and each
    /// segment the user selects is written back.
    ///
    /// ```swift
    /// addCell(SegmentedCell(key: "Alert", segments: ["5 min", "1 h"], selectedSegment: nil)).bind(to: event, \.alert)
    /// ```
    ///
    /// - Parameters:
    ///   - model: The model object; held weakly, as every binding does.
    ///   - keyPath: The `String?` property.
    /// - Returns: The row, for chaining.
    /// - Complexity: O(*n*) in the segments per change from the model; O(1) from the row.
    @discardableResult
    public func bind<Model: AnyObject>(to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, String?>) -> Self {
        bind(to: model, keyPath, read: { .some($0.selectedSegment) }, write: { $0.selectedSegment = $1 })
    }

    /// Binds the row to a segment title of a model: the row shows the model's segment (none
    /// when it is not one of ``segments``), and each segment the user selects is written back;
    /// the model keeps its string while no segment is chosen.
    ///
    /// ```swift
    /// addCell(SegmentedCell(key: "Units", segments: ["km", "mi"], selectedSegment: nil)).bind(to: settings, \.units)
    /// ```
    ///
    /// - Parameters:
    ///   - model: The model object; held weakly, as every binding does.
    ///   - keyPath: The `String` property.
    /// - Returns: The row, for chaining.
    /// - Complexity: O(*n*) in the segments per change from the model; O(1) from the row.
    @discardableResult
    public func bind<Model: AnyObject>(to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, String>) -> Self {
        bind(to: model, keyPath, read: { $0.selectedSegment }, write: { $0.selectedSegment = $1 })
    }

    /// ``selectedIndex``, under the name every input row shares.
    package var input: Int {
        get { selectedIndex }
        set { selectedIndex = newValue }
    }

    /// Called after every change of ``selectedIndex``: by the user (`byUser` true, right before
    /// ``onChange``) or by code.
    public let inputObservers = InputObservers<Int>()

    /// Whether the user's selection is being applied (observers hear of it as the user's).
    private var isChangingByUser = false

    /// Whether a segment is chosen (``selectedSegment``).
    var hasSelection = true

    // Platform state (marked: stored properties cannot live in extensions).
    #if canImport(UIKit)
    /// The segmented control, for appearance changes; read and set the choice with
    /// ``selectedIndex``. (UIKit only.)
    public let segmentedControl = UISegmentedControl()
    #endif

    /// Creates a segmented row.
    ///
    /// Segments often come from data, so none of them stops the program: with no segments the
    /// row shows "No options" and ignores the user until ``segments`` are set (UIKit disables the
    /// control, which selects no segment), and a `selectedIndex` that is not a segment selects
    /// the first.
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - segments: The titles of the segments; may be empty.
    ///   - selectedIndex: The selected segment; the first unless you say otherwise, and the first
    ///     when it is not one of `segments`' indices.
    ///   - onChange: Called when the user selects a segment, with the cell and the new index.
    /// - Complexity: O(*n*) in the segments.
    public init(
        key: String, segments: [String], selectedIndex: Int = 0, onChange: (@MainActor (SegmentedCell, Int) -> Void)? = nil
    ) {
        self.segments = segments
        self.selectedIndex = OptionSelection.kept(selectedIndex, count: segments.count)
        self.onChange = onChange
        super.init(key: key, value: nil, style: .value1, action: nil)
        setUpSegments()
    }

    /// Creates a segmented row whose value is the segment's title, which may start with no
    /// segment chosen (UIKit's `noSegment`).
    ///
    /// ```swift
    /// addCell(SegmentedCell(key: "Alert", segments: ["None", "5 min", "1 h"], selectedSegment: nil))
    /// ```
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - segments: The titles of the segments; may be empty.
    ///   - selectedSegment: The title chosen, or `nil` for none (also a title that is not one of
    ///     `segments`).
    ///   - onChange: Called when the user selects a segment, with the cell and the new index
    ///     (read ``selectedSegment``).
    /// - Complexity: O(*n*) in the segments.
    public convenience init(
        key: String, segments: [String], selectedSegment: String?, onChange: (@MainActor (SegmentedCell, Int) -> Void)? = nil
    ) {
        let index = selectedSegment.flatMap { segments.firstIndex(of: $0) }
        self.init(key: key, segments: segments, selectedIndex: index ?? 0, onChange: onChange)
        hasSelection = index != nil
        segmentSelectionDidChange()
    }

    /// Creates a segmented row from a storyboard or nib on UIKit, with no segments: set
    /// ``segments`` before it shows. In a terminal it returns `nil`.
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        self.segments = []
        self.selectedIndex = 0
        super.init(coder: coder)
        setUpSegments()
    }

    /// The selected segment's title, for the plain-text rendering and search; setting it does
    /// nothing (set ``selectedIndex``).
    package override var valueText: String? {
        get { selectedSegment }
        set {}
    }

    // MARK: - Behaviour

    /// Whether selecting the row does something: in a terminal always (Enter or Space select the
    /// next segment); on UIKit, where the control takes the taps, when it has an
    /// ``ActiveCell/action``.
    package override var hasAction: Bool { rowSelectsNextSegment || super.hasAction }

    /// In a terminal, selects the next segment, wrapping around, as the user would (then runs
    /// ``ActiveCell/action``, if any; with one segment, the action only). On UIKit, runs
    /// ``ActiveCell/action``.
    package override func performAction() {
        guard rowSelectsNextSegment, !segments.isEmpty else { return super.performAction() }
        let next = hasSelection ? (selectedIndex + 1) % segments.count : 0
        if !userDidSelectSegment(next) { action?(self) }
    }

    /// Selects a segment as the user: observers, ``onChange``, then the action.
    ///
    /// - Parameter index: The segment; an index outside ``segments`` or the selected one changes
    ///   nothing.
    /// - Returns: Whether the selection changed.
    @discardableResult
    func userDidSelectSegment(_ index: Int) -> Bool {
        guard segments.indices.contains(index), index != selectedIndex || !hasSelection else { return false }
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
}
