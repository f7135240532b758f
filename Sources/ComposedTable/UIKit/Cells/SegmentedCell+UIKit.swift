#if canImport(UIKit)
public import UIKit

/// A row with a segmented control: one choice among a few short options.
///
/// The control sits beside the key when it fits, else below it (and always below at
/// accessibility text sizes). Tapping a segment selects it and calls ``onChange`` with the cell
/// and the new index (then ``ActiveCell/action``, if any).
///
/// ```swift
/// addCell(SegmentedCell(key: "View", segments: ["Day", "Week", "Month"], selectedIndex: 1) { cell, index in
///     calendar.scope = Scope(rawValue: index)
/// })
/// ```
///
/// As an ``InputRow`` its ``input`` is ``selectedIndex``.
@MainActor
open class SegmentedCell: ActiveCell, InputRow {
    /// The segmented control, for appearance changes; read and set the choice with
    /// ``selectedIndex``.
    public let segmentedControl = UISegmentedControl()

    /// Called after the user selected a segment, with the cell and the new index.
    open var onChange: (@MainActor (SegmentedCell, Int) -> Void)?

    /// The titles of the segments, in order; at least one. Setting them keeps the selection when
    /// it is still one of them, else selects the first segment (observers hear of that change,
    /// `byUser` false).
    ///
    /// - Precondition: Not empty.
    open var segments: [String] {
        didSet {
            OptionSelection.requireOptions(
                count: segments.count, noun: "segments", row: "a segmented row", .property("SegmentedCell", "segments"))
            rebuildSegments()
            selectedIndex = OptionSelection.kept(selectedIndex, count: segments.count)
        }
    }

    /// The index of the selected segment. Setting it does not call ``onChange``; it notifies
    /// ``inputObservers`` (`byUser` false) when it changes.
    ///
    /// - Precondition: One of the indices of ``segments``.
    open var selectedIndex: Int {
        didSet {
            OptionSelection.requireIndex(
                selectedIndex, count: segments.count, noun: "segments", .property("SegmentedCell", "selectedIndex"))
            segmentedControl.selectedSegmentIndex = selectedIndex
            if !isChangingByUser { inputObservers.reportCodeChange(from: oldValue, to: selectedIndex) }
        }
    }

    /// The value the row edits: ``selectedIndex``.
    public var input: Int {
        get { selectedIndex }
        set { selectedIndex = newValue }
    }

    /// Called after every change of ``selectedIndex``: by the user (before ``onChange``) or by
    /// code.
    public let inputObservers = InputObservers<Int>()

    /// The selected segment's title, for the plain-text rendering.
    open override var value: String? {
        get { segments.indices.contains(selectedIndex) ? segments[selectedIndex] : nil }
        set {}
    }

    /// Whether the user's selection is being applied (observers hear of it as the user's).
    private var isChangingByUser = false

    /// Creates a segmented row.
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - segments: The titles of the segments; at least one.
    ///   - selectedIndex: The selected segment; the first unless you say otherwise.
    ///   - onChange: Called when the user selects a segment, with the cell and the new index.
    /// - Precondition: `segments` is not empty and `selectedIndex` is one of its indices.
    public init(
        key: String, segments: [String], selectedIndex: Int = 0, onChange: (@MainActor (SegmentedCell, Int) -> Void)? = nil
    ) {
        let initializer = "SegmentedCell(key:segments:selectedIndex:onChange:)"
        OptionSelection.requireOptions(count: segments.count, noun: "segments", row: "a segmented row", .argument(initializer, ""))
        OptionSelection.requireIndex(selectedIndex, count: segments.count, noun: "segments", .argument(initializer, "selectedIndex"))
        self.segments = segments
        self.selectedIndex = selectedIndex
        self.onChange = onChange
        super.init(key: key, value: nil, style: .value1, action: nil)
        rebuildSegments()
        segmentedControl.selectedSegmentIndex = selectedIndex
        setUp()
    }

    /// Creates a segmented row from a storyboard or nib, with no segments.
    public required init?(coder: NSCoder) {
        self.segments = []
        self.selectedIndex = 0
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        selectionStyle = .none
        // VoiceOver focuses each segment, not the control, and the key label is hidden (the
        // control carries the key): a semantic group's accessibilityLabel is what assistive
        // technologies read for the group (UIAccessibilityContainerType.semanticGroup).
        segmentedControl.accessibilityContainerType = .semanticGroup
        segmentedControl.addAction(UIAction { [weak self] _ in self?.userDidSelect() }, for: .valueChanged)
        installFormLayout(trailing: segmentedControl, below: nil)
    }

    private func rebuildSegments() {
        segmentedControl.removeAllSegments()
        for (index, title) in segments.enumerated() {
            segmentedControl.insertSegment(withTitle: title, at: index, animated: false)
        }
    }

    // MARK: - Drawing

    /// The control shows the choice: no value text beside the key.
    override var displayedValue: String? { nil }

    override func updateControls(for state: UICellConfigurationState) {
        segmentedControl.isEnabled = !state.isDisabled
        segmentedControl.accessibilityLabel = accessibleKey
    }

    private func userDidSelect() {
        let index = segmentedControl.selectedSegmentIndex
        guard segments.indices.contains(index), index != selectedIndex else { return }
        isChangingByUser = true
        selectedIndex = index
        isChangingByUser = false
        inputObservers.reportUserChange(index) {
            onChange?(self, index)
        } action: {
            action?(self)
        }
    }
}
#endif
