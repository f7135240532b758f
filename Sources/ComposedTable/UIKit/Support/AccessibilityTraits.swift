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
#endif
