#if !canImport(UIKit)
/// Numbers as the stepper and slider rows show them, and as their misuse messages write them.
enum NumberText {
    /// A number with as many decimals as a step has (`3` with step 1, `0.3` with step 0.1), so
    /// that sums of steps read as typed; integers without decimals, and never `-0`.
    ///
    /// - Parameters:
    ///   - number: The number.
    ///   - step: The step whose decimals the text keeps; `nil` writes the number as it is.
    static func text(of number: Double, step: Double? = nil) -> String {
        guard number.isFinite else { return number.description }
        var shown = number
        if let step, let decimals = decimals(of: step) {
            var scale = 1.0
            for _ in 0..<decimals { scale *= 10 }
            shown = (number * scale).rounded() / scale
        }
        if shown == 0 { return "0" }
        if shown == shown.rounded(), abs(shown) < 1e15 { return String(Int(shown)) }
        return shown.description
    }

    /// A range written `0...10`.
    static func text(of range: ClosedRange<Double>) -> String {
        "\(text(of: range.lowerBound))...\(text(of: range.upperBound))"
    }

    /// The decimals of a step as written (`0.25` has 2), or `nil` when it is written with an
    /// exponent or more than 9 of them.
    private static func decimals(of step: Double) -> Int? {
        let written = abs(step).description
        guard !written.contains("e") else { return nil }
        guard let point = written.firstIndex(of: ".") else { return 0 }
        let fraction = written[written.index(after: point)...]
        if fraction == "0" { return 0 }
        return fraction.count <= 9 ? fraction.count : nil
    }
}
#endif
