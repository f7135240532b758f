#if !canImport(UIKit)
/// Turns the raw bytes a terminal sends into keys.
///
/// Bytes arrive in chunks that may split a sequence anywhere; the parser keeps an incomplete
/// UTF-8 character or escape sequence until the rest arrives. A lone Escape cannot be told from
/// the start of a sequence until the terminal stays quiet: the driver calls ``flush()`` after a
/// short pause. Unknown or malformed sequences are dropped whole; they never turn into text.
///
/// ```swift
/// var parser = KeyParser()
/// parser.parse([0x1B, 0x5B])          // []  — waiting for the rest
/// parser.parse([0x41, 0x71])          // [.up, .character("q")]
/// ```
public struct KeyParser: Sendable {
    private var pending: [UInt8] = []
    /// Whether the rest of an overlong sequence is being skipped, up to its final byte.
    private var isSkippingSequence = false

    /// The longest escape sequence kept while waiting for its end; longer ones are dropped.
    private static let maximumSequenceLength = 32

    /// Creates a parser with nothing pending.
    public init() {}

    /// Whether bytes are waiting for the rest of a sequence (or for ``flush()``).
    public var hasPendingBytes: Bool { !pending.isEmpty }

    /// Parses a chunk of bytes.
    ///
    /// - Parameter bytes: Bytes read from the terminal.
    /// - Returns: The complete keys, in order.
    /// - Complexity: O(*n*) in the number of bytes.
    public mutating func parse(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if isSkippingSequence {
                let byte = pending[index]
                if (0x20...0x3F).contains(byte) {
                    index += 1
                    continue
                }
                isSkippingSequence = false
                if (0x40...0x7E).contains(byte) {
                    index += 1  // the overlong sequence's final byte
                    continue
                }
            }
            switch Self.match(pending[index...]) {
            case .key(let key, let length):
                if let key { keys.append(key) }
                index += length
            case .overlong(let length):
                isSkippingSequence = true
                index += length
            case .incomplete:
                pending.removeFirst(index)
                return keys
            }
        }
        pending.removeAll()
        return keys
    }

    /// Ends a pause: a pending lone Escape is the Escape key; any other incomplete sequence is
    /// dropped.
    ///
    /// - Returns: The Escape key, or nothing.
    public mutating func flush() -> [Key] {
        defer {
            pending.removeAll()
            isSkippingSequence = false
        }
        return pending == [0x1B] ? [.escape] : []
    }

    private enum Match {
        /// A key (or `nil` for bytes to drop) made of `length` bytes.
        case key(Key?, length: Int)
        /// The start of a sequence longer than any key: drop it and skip to its final byte.
        case overlong(length: Int)
        case incomplete
    }

    private static func match(_ bytes: ArraySlice<UInt8>) -> Match {
        let first = bytes[bytes.startIndex]
        switch first {
        case 0x1B: return matchEscape(bytes)
        case 0x03: return .key(.interrupt, length: 1)
        case 0x0D, 0x0A: return .key(.enter, length: 1)
        case 0x09: return .key(.tab, length: 1)
        case 0x7F, 0x08: return .key(.backspace, length: 1)
        case 0x01: return .key(.home, length: 1)  // Ctrl-A
        case 0x05: return .key(.end, length: 1)  // Ctrl-E
        case 0x00..<0x20: return .key(nil, length: 1)  // other control characters
        case 0x20..<0x7F: return .key(.character(Character(Unicode.Scalar(first))), length: 1)
        default: return matchUTF8(bytes)
        }
    }

    private static func matchEscape(_ bytes: ArraySlice<UInt8>) -> Match {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return .incomplete }
        let second = bytes[start + 1]
        switch second {
        case UInt8(ascii: "["), UInt8(ascii: "O"):
            // CSI or SS3: parameters and intermediates (0x20–0x3F), then a final byte (0x40–0x7E).
            var index = start + 2
            while index < bytes.endIndex {
                let byte = bytes[index]
                if (0x40...0x7E).contains(byte) {
                    let length = index - start + 1
                    let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
                    return .key(key(final: byte, parameters: parameters, isSS3: second == UInt8(ascii: "O")), length: length)
                }
                guard (0x20...0x3F).contains(byte) else {
                    return .key(nil, length: index - start)  // malformed: drop what came so far
                }
                index += 1
                if index - start == maximumSequenceLength { return .overlong(length: maximumSequenceLength) }
            }
            return .incomplete
        case 0x1B:
            return .key(.escape, length: 1)  // Escape pressed twice: the first is complete
        default:
            return .key(nil, length: 2)  // Alt+key: not used, dropped
        }
    }

    private static func key(final: UInt8, parameters: String, isSS3: Bool) -> Key? {
        switch (final, parameters) {
        case (UInt8(ascii: "A"), ""), (UInt8(ascii: "A"), "1;1"): .up
        case (UInt8(ascii: "B"), ""), (UInt8(ascii: "B"), "1;1"): .down
        case (UInt8(ascii: "C"), ""), (UInt8(ascii: "C"), "1;1"): .right
        case (UInt8(ascii: "D"), ""), (UInt8(ascii: "D"), "1;1"): .left
        case (UInt8(ascii: "H"), ""): .home
        case (UInt8(ascii: "F"), ""): .end
        case (UInt8(ascii: "Z"), "") where !isSS3: .shiftTab
        case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
        case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
        case (UInt8(ascii: "~"), "3"): .delete
        case (UInt8(ascii: "~"), "5"): .pageUp
        case (UInt8(ascii: "~"), "6"): .pageDown
        default: nil
        }
    }

    private static func matchUTF8(_ bytes: ArraySlice<UInt8>) -> Match {
        let first = bytes[bytes.startIndex]
        let length =
            switch first {
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        guard length > 0 else { return .key(nil, length: 1) }  // a stray continuation or invalid byte
        let available = min(length, bytes.count)
        for offset in 1..<available where bytes[bytes.startIndex + offset] & 0xC0 != 0x80 {
            return .key(nil, length: offset)  // truncated character: drop it, keep what follows
        }
        guard bytes.count >= length else { return .incomplete }
        let slice = bytes[bytes.startIndex..<(bytes.startIndex + length)]
        guard let scalar = String(validating: slice, as: UTF8.self)?.unicodeScalars.first else {
            return .key(nil, length: length)
        }
        return .key(.character(Character(scalar)), length: length)
    }
}
#endif
