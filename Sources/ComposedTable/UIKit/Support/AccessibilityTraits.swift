#if canImport(UIKit)
// The iOS 17 SDK declares the accessibility traits as mutable C globals, which Swift 6 refuses to
// read; `@preconcurrency` (limited to this file) accepts them. They are constants in practice.
@preconcurrency import UIKit

extension UIAccessibilityTraits {
    /// `.notEnabled`, which VoiceOver reads as "dimmed".
    @MainActor static var dimmed: UIAccessibilityTraits { .notEnabled }
    /// `.selected`, for a checked row.
    @MainActor static var checked: UIAccessibilityTraits { .selected }
    /// `.button`, for rows that act as buttons.
    @MainActor static var actsAsButton: UIAccessibilityTraits { .button }
    /// `.header`, for a section header or the table's header.
    @MainActor static var heading: UIAccessibilityTraits { .header }
}

extension RowAccessibility {
    /// The traits a row's cell adds to its own. Adjustable is not one: the control that adjusts
    /// has it (a `UISlider`; each button of a stepper).
    @MainActor var cellTraits: UIAccessibilityTraits {
        var cellTraits: UIAccessibilityTraits = []
        if traits.contains(.button) { cellTraits.formUnion(.actsAsButton) }
        if traits.contains(.selected) { cellTraits.formUnion(.checked) }
        if traits.contains(.dimmed) { cellTraits.formUnion(.dimmed) }
        return cellTraits
    }

    /// The value as VoiceOver reads it: with an expanding row's state (iOS 17 has no trait for it).
    var spokenValue: String? {
        let parts = [value, expansion?.rawValue].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
#endif
