#if !canImport(UIKit)
import ComposedTableCore
import Foundation

// Asking for a row's value in accessible mode: the question, the answer read, and the keys
// that type it into the row.
extension AccessibleTerminal {
    /// Works a row: the cursor to it, then its keys.
    func choose(_ path: RowPath) async {
        let screen = top
        let cell = screen.composition.cell(at: path)
        screen.moveCursor(to: path)
        switch cell {
        case let field as TextFieldCell:
            let current = field.text.isEmpty ? "empty" : field.isSecure ? "hidden" : field.text
            guard let text = await ask(field.key + " [\(current)]: ") else { return }
            guard !text.isEmpty else { return }
            send(.enter)  // edits it
            guard field.isEditing else { return }
            send(.home)
            send(.control("k"))
            if text != " " { send(.paste(text)) }
            send(.enter)
        case let view as TextViewCell:
            let shown = view.text.isEmpty ? "empty" : TextEditor.lines(of: view.text).joined(separator: " / ")
            guard let text = await ask(view.key + " [\(shown)]: ") else { return }
            guard !text.isEmpty else { return }
            send(.enter)
            guard view.isEditing else { return }
            for _ in 0..<view.text.count { send(.backspace) }
            if text != " " { send(.paste(text)) }
            send(.escape)  // a text view's Esc is done
        case let stepper as StepperCell:
            guard let target = await askNumber(cell.key, in: stepper.range, current: stepper.number) else { return }
            adjust(to: target, current: { stepper.number })
        case let slider as SliderCell:
            guard let target = await askNumber(cell.key, in: slider.range, current: slider.number) else { return }
            adjust(to: target, current: { slider.number })
        case let segmented as SegmentedCell:
            guard let index = await askOption(cell.key, from: segmented.segments, current: segmented.selectedSegment) else { return }
            for _ in 0..<(2 * segmented.segments.count) where segmented.selectedIndex != index {
                send(segmented.selectedIndex < index || segmented.selectedIndex < 0 ? .right : .left)
            }
        case let picker as PickerCell:
            await choose(in: picker)
        case let date as DatePickerCell:
            await choose(in: date)
        default:
            send(.enter)
        }
    }

    /// Reads an answer to a question of a row; `nil` at the end of input.
    private func ask(_ prompt: String) async -> String? {
        write(prompt)
        return await readLine()
    }

    /// Reads a number in a range, asking again with the reason until it is one; `nil` to keep
    /// the value (an empty line, or the end of input).
    private func askNumber(_ key: String, in range: ClosedRange<Double>, current: Double) async -> Double? {
        let bounds = "\(Self.number(range.lowerBound))-\(Self.number(range.upperBound))"
        while true {
            guard let line = await ask("\(key) (\(bounds)) [\(Self.number(current))]: ") else { return nil }
            let answer = line.trimmingCharacters(in: .whitespaces)
            if answer.isEmpty { return nil }
            guard let number = Double(answer), number.isFinite else {
                writeLine(
                    "“\(answer)” is not a number: type one from \(Self.number(range.lowerBound)) to \(Self.number(range.upperBound)).")
                continue
            }
            guard range.contains(number) else {
                writeLine("\(answer) is out of range: type one from \(Self.number(range.lowerBound)) to \(Self.number(range.upperBound)).")
                continue
            }
            return number
        }
    }

    /// Reads the number of an option, asking again until it is one; `nil` to keep the value.
    private func askOption(_ key: String, from options: [String], current: String?) async -> Int? {
        guard !options.isEmpty else {
            writeLine("\(key) has no options.")
            return nil
        }
        for (index, option) in options.enumerated() {
            writeLine("\(index + 1). \(option)\(option == current ? " (current)" : "")")
        }
        while true {
            guard let line = await ask("\(key): choose 1-\(options.count), empty keeps [\(current ?? "none")]: ") else { return nil }
            let answer = line.trimmingCharacters(in: .whitespaces)
            if answer.isEmpty { return nil }
            guard let number = Int(answer), options.indices.contains(number - 1) else {
                writeLine("“\(answer)” is not an option: choose a number from 1 to \(options.count).")
                continue
            }
            return number - 1
        }
    }

    /// Presses → or ← on a stepper or slider until its value reaches a number (or the nearest
    /// the row's steps reach).
    private func adjust(to target: Double, current: () -> Double) {
        for _ in 0..<10_000 {
            let value = current()
            guard value != target else { return }
            send(value < target ? .right : .left)
            let next = current()
            // No change (an end, a disabled row), or past the number: the nearest step.
            if next == value || (value < target) != (next < target) && next != target {
                if abs(value - target) < abs(next - target) { send(next < value ? .right : .left) }
                return
            }
        }
    }

    private func choose(in picker: PickerCell) async {
        guard picker.columns.count <= 1 else {
            writeLine("\(picker.key) has several columns, which this mode cannot set.")
            return
        }
        let options = picker.options
        guard let index = await askOption(picker.key, from: options, current: picker.selectedOption) else { return }
        send(.enter)  // edits it
        guard top.editingCell === picker else { return }
        for _ in 0..<(2 * options.count + 2) where picker.selectedIndex != index {
            send(picker.selectedIndex < index ? .down : .up)
        }
        send(.enter)
    }

    private func choose(in cell: DatePickerCell) async {
        let parts = cell.parts
        let hasDate = parts.contains(.year)
        let hasTime = parts.contains(.hour)
        let pattern = [hasDate ? "YYYY-MM-DD" : nil, hasTime ? "HH:MM" : nil].compactMap { $0 }.joined(separator: " ")
        let components = cell.zonedCalendar.dateComponents([.year, .month, .day, .hour, .minute], from: cell.date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        let current = [
            hasDate ? "\(components.year ?? 0)-\(two(components.month))-\(two(components.day))" : nil,
            hasTime ? "\(two(components.hour)):\(two(components.minute))" : nil,
        ].compactMap { $0 }.joined(separator: " ")
        while true {
            guard let line = await ask("\(cell.key) (\(pattern)) [\(cell.selectedDate == nil ? "none" : current)]: ") else { return }
            let answer = line.trimmingCharacters(in: .whitespaces)
            if answer.isEmpty { return }
            guard let values = Self.dateValues(answer, hasDate: hasDate, hasTime: hasTime, calendar: cell.zonedCalendar) else {
                // Written as asked, but no such day (30 February) or time: said so, not the format.
                let isShaped = answer.map { $0.isASCII && $0.isNumber ? "9" : $0 } == pattern.map { $0.isLetter ? "9" : $0 }
                let why = isShaped ? (hasTime ? (hasDate ? "a day and time" : "a time") : "a day") + " that exists" : "a date as \(pattern)"
                writeLine("“\(answer)” is not \(why): type it like \(current).")
                continue
            }
            send(.enter)  // edits it, on its first part
            guard top.editingCell === cell else { return }
            for (part, value) in zip(parts, values) {
                let digits = String(format: part == .year ? "%04d" : "%02d", value)
                for digit in digits { send(.character(digit)) }
            }
            send(.enter)
            return
        }
    }

    /// The values of a date's parts, in the order the picker edits them (year, month, day, hour,
    /// minute), from `YYYY-MM-DD`, `HH:MM` or both; `nil` when it is no such date.
    static func dateValues(_ text: String, hasDate: Bool, hasTime: Bool, calendar: Calendar) -> [Int]? {
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "T" }).map(String.init)
        guard fields.count == (hasDate ? 1 : 0) + (hasTime ? 1 : 0) else { return nil }
        var values: [Int] = []
        var index = 0
        if hasDate {
            let parts = fields[index].split(separator: "-", omittingEmptySubsequences: false).compactMap { Int($0) }
            guard parts.count == 3, (1...9999).contains(parts[0]), fields[index].count >= 8 else { return nil }
            var components = DateComponents(year: parts[0], month: parts[1], day: parts[2])
            components.calendar = calendar
            guard components.isValidDate(in: calendar) else { return nil }
            values += parts
            index += 1
        }
        if hasTime {
            let parts = fields[index].split(separator: ":", omittingEmptySubsequences: false).compactMap { Int($0) }
            guard parts.count == 2, (0...23).contains(parts[0]), (0...59).contains(parts[1]) else { return nil }
            values += parts
        }
        return values
    }
}
#endif
