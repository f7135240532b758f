#if canImport(UIKit)
import UIKit

extension SegmentedCell: UIKitAccessibleControls {
    /// Lays the row out around the segmented control and reports the control's changes as the
    /// user's.
    func setUpSegments() {
        selectionStyle = .none
        // VoiceOver focuses each segment, not the control, and the key label is hidden (the
        // control carries the key): a semantic group's accessibilityLabel is what assistive
        // technologies read for the group (UIAccessibilityContainerType.semanticGroup).
        segmentedControl.accessibilityContainerType = .semanticGroup
        segmentedControl.addAction(UIAction { [weak self] _ in self?.segmentWasTapped() }, for: .valueChanged)
        installFormLayout(trailing: segmentedControl, below: nil)
        segmentsDidChange()
    }

    /// ``segments`` changed: the control's segments follow.
    func segmentsDidChange() {
        segmentedControl.removeAllSegments()
        for (index, title) in segments.enumerated() {
            segmentedControl.insertSegment(withTitle: title, at: index, animated: false)
        }
        segmentSelectionDidChange()
        // With no segments the control is disabled (updateControls).
        setNeedsUpdateConfiguration()
    }

    /// ``selectedIndex`` changed: the control follows (no segment selected when there is none).
    func segmentSelectionDidChange() {
        segmentedControl.selectedSegmentIndex =
            hasSelection && segments.indices.contains(selectedIndex) ? selectedIndex : UISegmentedControl.noSegment
    }

    /// The control takes the taps: selecting the row does not change the segment.
    var rowSelectsNextSegment: Bool { false }

    /// The user tapped a segment of the control.
    private func segmentWasTapped() {
        userDidSelectSegment(segmentedControl.selectedSegmentIndex)
    }

    // MARK: - Drawing

    /// The control shows the choice: no value text beside the key.
    override var displayedValue: String? { nil }

    override func updateControls(for state: UICellConfigurationState) {
        segmentedControl.isEnabled = !state.isDisabled && OptionSelection.acceptsUser(count: segments.count)
    }

    /// The control's group is named by the row; each segment says its title and whether it is
    /// selected.
    func applyAccessibility(_ description: RowAccessibility, label: String) {
        segmentedControl.accessibilityLabel = label
    }
}
#endif
