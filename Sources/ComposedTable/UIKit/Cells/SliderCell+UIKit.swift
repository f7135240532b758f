#if canImport(UIKit)
import UIKit

extension SliderCell: UIKitAccessibleControls {
    /// Shows the slider below the key and reports its moves (a drag, VoiceOver's swipe) as the
    /// user's changes.
    func setUpSlider() {
        selectionStyle = .none
        slider.addAction(UIAction { [weak self] _ in self?.userDidSlide() }, for: .valueChanged)
        (slider as? AdjustableSlider)?.onAccessibilityStep = { [weak self] direction in
            self?.userDidStepNumber(by: direction)
        }
        installFormLayout(trailing: nil, below: slider)
        steppedNumberDidChange()
    }

    /// The model changed: the slider and the value text follow it.
    func steppedNumberDidChange() {
        // A pinned number keeps a slider with a width (Core's; the slider is then disabled).
        let controlRange = steppedNumber.sliderControlRange
        slider.minimumValue = controlRange.lowerBound
        slider.maximumValue = controlRange.upperBound
        slider.value = Float(number)
        showNumberText(on: slider)
    }

    // MARK: - Drawing

    override func updateControls(for state: UICellConfigurationState) {
        updateNumberControl(slider, for: state)
        showEndImages(for: state.traitCollection)
    }

    func applyAccessibility(_ description: RowAccessibility, label: String) {
        applyAccessibility(to: slider, description, label: label)
    }

    /// The pictures at the ends of the track changed: the slider shows them.
    func endImagesDidChange() {
        showEndImages(for: traitCollection)
    }

    /// Sets the slider's `minimumValueImage` and `maximumValueImage`, tinted.
    private func showEndImages(for traits: UITraitCollection) {
        slider.minimumValueImage = endImage(minimumValueImage, traits: traits)
        slider.maximumValueImage = endImage(maximumValueImage, traits: traits)
    }

    private func endImage(_ image: RowImage?, traits: UITraitCollection) -> UIImage? {
        guard let image, var uiImage = image.uiImage(compatibleWith: traits) else { return nil }
        if let configuration = image.symbolConfiguration, uiImage.isSymbolImage {
            uiImage = uiImage.applyingSymbolConfiguration(configuration) ?? uiImage
        }
        let color = image.tint.map { UIColor($0) } ?? .secondaryLabel
        return uiImage.isSymbolImage ? uiImage.withTintColor(color, renderingMode: .alwaysOriginal) : uiImage
    }

    /// The user dragged: Core clamps and snaps where the slider is, and a step slider reports
    /// each step once.
    private func userDidSlide() {
        let changed = steppedNumber.userSet(Double(slider.value))
        if slider.value != Float(number) { slider.value = Float(number) }
        guard changed else { return }
        setNeedsUpdateConfiguration()
        reportUserChange()
    }
}

/// A slider whose VoiceOver adjustments (swipe up / down) go through the row's model: one of
/// Core's steps (``SliderCell/step``, or a twentieth of the range), the same as a key in a
/// terminal.
///
/// `UISlider`'s own moves the value by a tenth of the range and sends `.valueChanged`; on a
/// slider with a step wider than a fifth of the range, Core snaps that back to the same number, so
/// VoiceOver could never move it. `accessibilityIncrement()` / `accessibilityDecrement()` are the
/// `UIAccessibilityAction` methods an adjustable element implements.
@MainActor
final class AdjustableSlider: UISlider {
    /// Moves the number one step: `1` up, `-1` down.
    var onAccessibilityStep: (@MainActor (Int) -> Void)?

    // The SDK declares the `UIAccessibilityAction` methods nonisolated; UIKit calls them on the
    // main thread.
    override func accessibilityIncrement() {
        MainActor.assumeIsolated { step(1) { super.accessibilityIncrement() } }
    }

    override func accessibilityDecrement() {
        MainActor.assumeIsolated { step(-1) { super.accessibilityDecrement() } }
    }

    private func step(_ direction: Int, otherwise: () -> Void) {
        guard isEnabled, let onAccessibilityStep else { return otherwise() }
        onAccessibilityStep(direction)
    }
}
#endif
