#if !canImport(UIKit)
/// Turns the raw bytes a terminal sends into keys.
///
/// Bytes arrive in chunks that may split a sequence anywhere; the parser keeps an incomplete
/// UTF-8 character or escape sequence until the rest arrives, so the keys never depend on where
/// the chunks were cut (as long as ``flush()`` is called only after a pause). Unknown or malformed
/// sequences are dropped whole; they never turn into text. Neither do control characters: C0
/// bytes other than the keys below, DEL (Backspace) and C1 controls (U+0080–U+009F) are never
/// a ``Key/character(_:)``.
///
/// ```swift
/// var parser = KeyParser()
/// parser.parse([0x1B, 0x5B])          // []  — waiting for the rest
/// parser.parse([0x41, 0x71])          // [.up]  — "q" is held back
/// parser.flush()                      // [.character("q")]  — after a pause
/// ```
///
/// # Whole characters
/// A ``Key/character(_:)`` is one whole grapheme cluster, as Swift's `Character` counts it:
/// `❤️` (a heart and VS16), `👍🏽` (a thumb and a skin tone), `🇯🇵` (two regional indicators),
/// `é` written as `e` and U+0301, a Hangul syllable written as jamo, a ZWJ family. Scalars are
/// gathered into the cluster being assembled while each next scalar continues it; a scalar that
/// starts a new cluster, or any key that is not text, completes it.
///
/// The last cluster of a chunk cannot be known to be complete: the next chunk may continue it
/// (a combining mark, a skin tone, the second flag letter). It is held back until the next byte
/// shows that it ended, or until ``flush()``. The driver already waits a short pause after input
/// that leaves ``hasPendingBytes`` set (for a lone Escape) and then calls ``flush()``; the same
/// pause completes the last character typed. A cluster is cut after 32 scalars
/// (``maximumClusterLength``), which real text never reaches (Unicode's stream-safe format allows
/// 30 combining marks), so that a stream of marks costs a bounded amount of work per byte.
///
/// # Bracketed paste
/// Between `ESC [ 200 ~` and `ESC [ 201 ~` (sent by a terminal in bracketed paste mode, which the
/// driver turns on with `ESC [ ? 2004 h`) every byte is pasted text: the parser returns it as one
/// ``Key/paste(_:)`` when the end marker arrives, with `"\r\n"` and `"\r"` turned into `"\n"` and
/// invalid UTF-8 left out. Nothing in a paste is taken as a key — not Enter, not Escape — except
/// Ctrl-C (byte 3), which ends the paste and interrupts: the way out when a terminal never sends
/// the end marker. When the terminal pauses in the middle of a paste, ``flush()`` hands over the text
/// that arrived so far as a ``Key/paste(_:)`` and the paste goes on; what follows is still pasted
/// text, up to the end marker.
package struct KeyParser: Sendable {
    /// Bytes not parsed yet: the start of a sequence or character whose rest has not arrived.
    private var pending: [UInt8] = []
    /// Whether the rest of an overlong sequence is being skipped, up to its final byte.
    private var isSkippingSequence = false
    /// The grapheme cluster being assembled: text that the next scalar may still continue.
    private var cluster = ""
    /// The number of scalars in ``cluster``.
    private var clusterLength = 0
    /// The paste being read, between its start and end markers.
    private var paste: PastedText?

    /// The longest escape sequence kept while waiting for its end; longer ones are dropped.
    private static let maximumSequenceLength = 32
    /// The most scalars a ``Key/character(_:)`` holds; a longer cluster is cut.
    package static let maximumClusterLength = 32
    /// `ESC [ 2 0 1 ~`: the end of a bracketed paste.
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// Creates a parser with nothing pending.
    package init() {}

    /// Whether something is held back that only the next bytes or ``flush()`` can settle: the
    /// start of an escape sequence or UTF-8 character, the last character typed (which the next
    /// scalar may continue), or pasted text that has not been handed over yet.
    ///
    /// The driver waits a short pause for more input while this is `true`, then calls
    /// ``flush()``.
    package var hasPendingBytes: Bool {
        !pending.isEmpty || !cluster.isEmpty || paste?.text.isEmpty == false
    }

    /// Whether the parser holds the start of an escape sequence longer than a lone Escape (`ESC [`
    /// and parameters, say): a terminal's report split across reads, which no typist produces, so
    /// the driver waits longer for its end than for a lone Escape's.
    package var isInsideSequence: Bool {
        pending.count > 1 && pending[0] == 0x1B
    }

    /// Whether the parser is inside a bracketed paste: it has read `ESC [ 200 ~` and not yet the
    /// end marker, so whatever comes next is pasted text.
    package var isInPaste: Bool { paste != nil }

    /// Parses a chunk of bytes.
    ///
    /// - Parameter bytes: Bytes read from the terminal.
    /// - Returns: The complete keys, in order.
    /// - Complexity: O(*n*) in the number of bytes.
    package mutating func parse(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        parsing: while index < pending.count {
            if paste != nil {
                guard readPaste(at: &index, into: &keys) else { break parsing }
                continue
            }
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
            case .text(let scalar, let length):
                append(scalar, into: &keys)
                index += length
            case .key(let key, let length):
                completeCluster(into: &keys)
                if let key { keys.append(key) }
                index += length
            case .pasteStart(let length):
                completeCluster(into: &keys)
                paste = PastedText()
                index += length
            case .overlong(let length):
                completeCluster(into: &keys)
                isSkippingSequence = true
                index += length
            case .incomplete:
                break parsing
            }
        }
        pending.removeFirst(index)
        return keys
    }

    /// Ends a pause: what was held back for more input is settled.
    ///
    /// The character being assembled is complete; a pending lone Escape is the Escape key; any
    /// other incomplete sequence is dropped. Inside a paste, the text that arrived so far is
    /// handed over as a ``Key/paste(_:)`` and the paste goes on (an unfinished UTF-8 character
    /// or end marker is kept for the next bytes).
    ///
    /// - Returns: The keys completed by the pause, in order.
    package mutating func flush() -> [Key] {
        var keys: [Key] = []
        completeCluster(into: &keys)
        if paste != nil {
            let text = paste!.takeText()
            if !text.isEmpty { keys.append(.paste(text)) }
            return keys
        }
        if pending == [0x1B] { keys.append(.escape) }
        pending.removeAll()
        isSkippingSequence = false
        return keys
    }

    // MARK: - Text

    /// Adds a text scalar to the cluster being assembled, completing that cluster first when the
    /// scalar starts a new one.
    private mutating func append(_ scalar: Unicode.Scalar, into keys: inout [Key]) {
        if !cluster.isEmpty {
            if clusterLength < Self.maximumClusterLength, Self.cluster(cluster, continuesWith: scalar) {
                cluster.unicodeScalars.append(scalar)
                clusterLength += 1
                return
            }
            completeCluster(into: &keys)
        }
        cluster.unicodeScalars.append(scalar)
        clusterLength = 1
    }

    private mutating func completeCluster(into keys: inout [Key]) {
        guard !cluster.isEmpty else { return }
        keys.append(.character(Character(cluster)))
        cluster = ""
        clusterLength = 0
    }

    /// Whether a scalar continues a grapheme cluster rather than starting the next one.
    private static func cluster(_ cluster: String, continuesWith scalar: Unicode.Scalar) -> Bool {
        // Printable ASCII never joins printable ASCII: the common case, without a string.
        if scalar.isASCII, let last = cluster.unicodeScalars.last, last.isASCII { return false }
        var joined = cluster
        joined.unicodeScalars.append(scalar)
        return joined.count == 1
    }

    // MARK: - Paste

    /// Reads pasted bytes up to the end marker.
    ///
    /// - Returns: `false` when the bytes end inside what may be the end marker: they stay
    ///   pending.
    private mutating func readPaste(at index: inout Int, into keys: inout [Key]) -> Bool {
        while index < pending.count {
            let byte = pending[index]
            if byte == 0x1B {
                let rest = pending[index...]
                if rest.starts(with: Self.pasteEnd) {
                    let text = paste!.finish()
                    paste = nil
                    if !text.isEmpty { keys.append(.paste(text)) }
                    index += Self.pasteEnd.count
                    return true
                }
                if Self.pasteEnd.starts(with: rest) { return false }  // the end marker may be arriving
            }
            if byte == 0x03 {
                // Ctrl-C ends the paste and interrupts: the way out when a terminal never sends the
                // end marker (a control character would never enter a field anyway).
                let text = paste!.finish()
                paste = nil
                if !text.isEmpty { keys.append(.paste(text)) }
                keys.append(.interrupt)
                index += 1
                return true
            }
            paste!.append(byte)
            index += 1
        }
        return true
    }

    // MARK: - Matching

    private enum Match {
        /// A printable scalar of text made of `length` bytes.
        case text(Unicode.Scalar, length: Int)
        /// A key (or `nil` for bytes to drop) made of `length` bytes.
        case key(Key?, length: Int)
        /// `ESC [ 200 ~`: a bracketed paste starts.
        case pasteStart(length: Int)
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
        case 0x0C: return .key(.redraw, length: 1)  // Ctrl-L
        // The readline keys of a field: Ctrl-K, -U, -W, -Y, and Ctrl-^ and Ctrl-_ (redo, undo);
        // Ctrl-D, which answers a multi-line question.
        case 0x04: return .key(.control("d"), length: 1)
        case 0x0B: return .key(.control("k"), length: 1)
        case 0x15: return .key(.control("u"), length: 1)
        case 0x17: return .key(.control("w"), length: 1)
        case 0x19: return .key(.control("y"), length: 1)
        case 0x1E: return .key(.control("^"), length: 1)
        case 0x1F: return .key(.control("_"), length: 1)
        case 0x00..<0x20: return .key(nil, length: 1)  // other control characters
        case 0x20..<0x7F: return .text(Unicode.Scalar(first), length: 1)
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
            let isSS3 = second == UInt8(ascii: "O")
            var index = start + 2
            while index < bytes.endIndex {
                let byte = bytes[index]
                if (0x40...0x7E).contains(byte) {
                    let length = index - start + 1
                    let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
                    if !isSS3, byte == UInt8(ascii: "~"), parameters == "200" { return .pasteStart(length: length) }
                    if !isSS3, byte == UInt8(ascii: "M") || byte == UInt8(ascii: "m"), parameters.first == "<" {
                        // An SGR mouse report; one that reads as no event is dropped whole.
                        return .key(
                            MouseEvent.sgr(parameters: parameters, isRelease: byte == UInt8(ascii: "m")).map(Key.mouse), length: length)
                    }
                    return .key(key(final: byte, parameters: parameters, isSS3: isSS3), length: length)
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
        case 0x7F, 0x08:
            // Alt+Backspace (Esc then Backspace in one burst).
            return .key(.alt("\u{7F}"), length: 2)
        case 0x20..<0x7F:
            // Escape then a printable byte in one burst: Alt+key, or a fast "Esc q" — the screen
            // decides (see `Key.alt`).
            return .key(.alt(Character(Unicode.Scalar(second))), length: 2)
        default:
            // Escape then a byte that starts no sequence: the Escape key, then that byte's own key.
            return .key(.escape, length: 1)
        }
    }

    private static func key(final: UInt8, parameters: String, isSS3: Bool) -> Key? {
        switch (final, parameters) {
        case (UInt8(ascii: "A"), ""), (UInt8(ascii: "A"), "1;1"): .up
        case (UInt8(ascii: "B"), ""), (UInt8(ascii: "B"), "1;1"): .down
        case (UInt8(ascii: "C"), ""), (UInt8(ascii: "C"), "1;1"): .right
        case (UInt8(ascii: "D"), ""), (UInt8(ascii: "D"), "1;1"): .left
        // Alt (3) or Meta (9, iTerm2's Option as Meta) with ↑/↓: move the row.
        case (UInt8(ascii: "A"), "1;3"), (UInt8(ascii: "A"), "1;9"): .altUp
        case (UInt8(ascii: "B"), "1;3"), (UInt8(ascii: "B"), "1;9"): .altDown
        // Ctrl (5) or Alt (3) with ←/→: a word left or right (`ESC [ 5 D` from older xterms).
        case (UInt8(ascii: "D"), "1;5"), (UInt8(ascii: "D"), "5"), (UInt8(ascii: "D"), "1;3"): .wordLeft
        case (UInt8(ascii: "C"), "1;5"), (UInt8(ascii: "C"), "5"), (UInt8(ascii: "C"), "1;3"): .wordRight
        case (UInt8(ascii: "H"), ""): .home
        case (UInt8(ascii: "F"), ""): .end
        case (UInt8(ascii: "Z"), "") where !isSS3: .shiftTab
        case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
        case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
        case (UInt8(ascii: "~"), "3"): .delete
        case (UInt8(ascii: "~"), "5"): .pageUp
        case (UInt8(ascii: "~"), "6"): .pageDown
        case (UInt8(ascii: "P"), "") where isSS3, (UInt8(ascii: "~"), "11"): .f1
        default: nil
        }
    }

    private static func matchUTF8(_ bytes: ArraySlice<UInt8>) -> Match {
        let first = bytes[bytes.startIndex]
        let length = UTF8Decoding.length(ofSequenceStartingWith: first)
        guard length > 0 else { return .key(nil, length: 1) }  // a stray continuation or invalid byte
        let available = min(length, bytes.count)
        for offset in 1..<available where !UTF8Decoding.isContinuation(bytes[bytes.startIndex + offset]) {
            return .key(nil, length: offset)  // truncated character: drop it, keep what follows
        }
        guard bytes.count >= length else { return .incomplete }
        guard let scalar = UTF8Decoding.scalar(bytes.prefix(length)), !UTF8Decoding.isC1Control(scalar) else {
            return .key(nil, length: length)  // invalid (overlong, surrogate) or a C1 control
        }
        return .text(scalar, length: length)
    }
}

/// The UTF-8 rules the parser needs, without the standard library's newer validating
/// initialisers (the package supports macOS 13).
enum UTF8Decoding {
    /// The length of the sequence a lead byte starts: 1 to 4, or 0 for a byte that starts none.
    static func length(ofSequenceStartingWith byte: UInt8) -> Int {
        switch byte {
        case 0x00..<0x80: 1
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
    }

    static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    /// The scalar a complete sequence encodes, or `nil` when it is invalid.
    static func scalar(_ bytes: some Collection<UInt8>) -> Unicode.Scalar? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return scalar
    }

    /// Whether a scalar is a C1 control, U+0080–U+009F.
    static func isC1Control(_ scalar: Unicode.Scalar) -> Bool { (0x80...0x9F).contains(scalar.value) }
}

/// The text of a bracketed paste, decoded as it arrives.
private struct PastedText: Sendable {
    /// The text not handed over yet.
    private(set) var text = ""
    /// The bytes of a UTF-8 character whose rest has not arrived.
    private var partial: [UInt8] = []
    private var partialLength = 0
    /// Whether the last scalar was a carriage return: a line feed after it is the same line break.
    private var followsCarriageReturn = false

    /// Adds a byte of the paste.
    mutating func append(_ byte: UInt8) {
        if !partial.isEmpty {
            if UTF8Decoding.isContinuation(byte) {
                partial.append(byte)
                if partial.count == partialLength {
                    if let scalar = UTF8Decoding.scalar(partial) { append(scalar) }
                    partial.removeAll(keepingCapacity: true)
                }
                return
            }
            partial.removeAll(keepingCapacity: true)  // a truncated character is left out
        }
        let length = UTF8Decoding.length(ofSequenceStartingWith: byte)
        switch length {
        case 0: break  // an invalid byte is left out
        case 1: append(Unicode.Scalar(byte))
        default:
            partial.append(byte)
            partialLength = length
        }
    }

    private mutating func append(_ scalar: Unicode.Scalar) {
        defer { followsCarriageReturn = scalar == "\r" }
        switch scalar {
        case "\r": text.append("\n")
        case "\n" where followsCarriageReturn: break
        default: text.unicodeScalars.append(scalar)
        }
    }

    /// The text so far, which is no longer kept; the paste goes on.
    mutating func takeText() -> String {
        defer { text = "" }
        return text
    }

    /// The rest of the text at the end marker; an unfinished character is left out.
    mutating func finish() -> String {
        partial.removeAll()
        return takeText()
    }
}
#endif
