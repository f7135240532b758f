/// Numbers as the stepper and slider rows of both backends show them, and as their misuse
/// messages write them.
package enum NumberText {
    /// A number with as many decimals as a step has (`3` with step 1, `0.3` with step 0.1), so
    /// that sums of steps read as typed; integers without decimals, and never `-0`.
    package static func text(of number: Double, step: Double? = nil) -> String {
        guard number.isFinite else { return number.description }
        var shown = number
        if let step, let decimals = decimals(of: step) { shown = rounded(number, toDecimals: decimals) }
        if shown == 0 { return "0" }
        if shown == shown.rounded(), abs(shown) < 1e15 { return String(Int(shown)) }
        return shown.description
    }

    /// A range written `0...10`.
    package static func text(of range: ClosedRange<Double>) -> String {
        "\(text(of: range.lowerBound))...\(text(of: range.upperBound))"
    }

    /// The default text of a slider's number: a percentage for the range `0...1` (`50 %`),
    /// otherwise the number with the step's decimals (`3` for `in: 0...7, step: 1`), or with
    /// two decimals at most for a continuous slider.
    package static func sliderText(of number: Double, in range: ClosedRange<Double>, step: Double?) -> String {
        if range == 0...1 { return "\(Int((number * 100).rounded())) %" }
        return text(of: number, step: step ?? 0.01)
    }

    /// The decimals of a number as written (`0.25` has 2), or `nil` when it is written with an
    /// exponent or more than 9 of them.
    package static func decimals(of number: Double) -> Int? {
        let written = abs(number).description
        guard !written.contains("e") else { return nil }
        guard let point = written.firstIndex(of: ".") else { return 0 }
        let fraction = written[written.index(after: point)...]
        if fraction == "0" { return 0 }
        return fraction.count <= 9 ? fraction.count : nil
    }

    /// A number rounded to a count of decimals (`0.30000000000000004` to 1 is `0.3`).
    package static func rounded(_ number: Double, toDecimals decimals: Int) -> Double {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        return (number * scale).rounded() / scale
    }
}
