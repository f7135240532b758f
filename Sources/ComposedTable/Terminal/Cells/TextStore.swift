#if !canImport(UIKit)
/// The UTF-8 bytes of a text being edited, with a gap where the edits go, and the `String` of
/// them, built when it is read.
///
/// # Why a gap
/// A `String` is one run of bytes: putting a character in at its start moves every byte after
/// it. Here the bytes before the last edit sit at the front of a buffer and those after it at
/// the back, with free room between: an edit where the last one was writes into the room, O(1)
/// at any place in the text; an edit elsewhere first moves the bytes between the two places
/// across the room (O(*d*) in the distance, the length of a line when the caret changes line).
///
/// # The `String`, when read
/// ``text`` is kept from its last reading, with what changed since — one run of bytes, from the
/// first change to the last — and a reading puts that run in its place: O(1) after a key at the
/// end, O(*n* − *k*) bytes moved after a key *k* bytes into the text, as a `String` edited in
/// place costs; nothing is built between readings. An observer fed the edits
/// (``takeChange()``) never needs it.
struct TextStore: Sendable {
    /// The bytes before the gap, the gap, the bytes after it; empty until the first edit, when
    /// ``cache`` holds them all.
    private var buffer: [UInt8] = []
    /// Where the gap starts: the number of bytes before it.
    private var gapStart = 0
    /// Where the bytes after the gap start in ``buffer``.
    private var gapEnd = 0
    /// The text as it was at the last reading, or as it began.
    private var cache: String
    /// What changed since ``cache`` was right; `nil` when it is.
    private var stale: ChangeRecord?
    /// What changed since the last ``takeChange()``.
    private var untaken: ChangeRecord?
    /// The number of bytes.
    private(set) var count: Int
    /// The replacements since it was set to `[]`, with the bytes they removed, for an undo
    /// step; `nil` (the default) keeps none.
    var journal: [ByteEdit]?

    /// Starts with a text, without copying it: the buffer is made at the first edit.
    ///
    /// - Complexity: O(1).
    init(_ text: String) {
        cache = text
        count = text.utf8.count
    }

    // MARK: - Reading

    /// The text, built from the bytes when they changed since the last reading.
    ///
    /// - Complexity: O(1) when nothing changed; else the bytes from the first change since the
    ///   last reading to the end of the text, moved once (and the whole text copied when the last
    ///   `String` handed out is still kept: copy on write).
    var text: String {
        mutating get {
            guard let change = stale else { return cache }
            stale = nil
            let old = change.oldRange
            let new = change.newRange(count: count)
            if old.count == cache.utf8.count {
                cache = string(new)
            } else {
                TextWorkCounter.move(cache.utf8.count - old.upperBound)
                // Indices from temporaries: a `UTF8View` kept in a local would hold the storage,
                // and the change would copy the whole text.
                let lower = cache.utf8.index(cache.utf8.startIndex, offsetBy: old.lowerBound)
                let upper = cache.utf8.index(lower, offsetBy: old.count)
                cache.replaceSubrange(lower..<upper, with: string(new))
            }
            return cache
        }
    }

    /// The byte at an offset, `0..<count`.
    ///
    /// - Complexity: O(1).
    subscript(offset: Int) -> UInt8 {
        guard !buffer.isEmpty else { return cache.utf8[cache.utf8.index(cache.utf8.startIndex, offsetBy: offset)] }
        return offset < gapStart ? buffer[offset] : buffer[offset - gapStart + gapEnd]
    }

    /// The text between two byte offsets, which fall on scalar boundaries.
    ///
    /// - Complexity: O(*m*) in the length of the slice.
    func string(_ bytes: Range<Int>) -> String {
        guard !buffer.isEmpty else { return cache.utf8Slice(bytes) }
        TextWorkCounter.visit(bytes.count)
        let front = bytes.clamped(to: 0..<gapStart)
        let back = bytes.clamped(to: gapStart..<count)
        return buffer.withUnsafeBufferPointer { all in
            let first = UnsafeBufferPointer(rebasing: all[front])
            guard !back.isEmpty else { return String(decoding: first, as: UTF8.self) }
            let second = UnsafeBufferPointer(rebasing: all[(back.lowerBound - gapStart + gapEnd)..<(back.upperBound - gapStart + gapEnd)])
            guard !front.isEmpty else { return String(decoding: second, as: UTF8.self) }
            return String(unsafeUninitializedCapacity: bytes.count) { target in
                _ = UnsafeMutableRawBufferPointer(target).initializeMemory(as: UInt8.self, from: first)
                _ = UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(target)[first.count...])
                    .initializeMemory(as: UInt8.self, from: second)
                return bytes.count
            }
        }
    }

    /// Where the line that holds a byte offset starts: after the `"\n"` before it, or at 0.
    ///
    /// - Complexity: O(*m*) in the bytes between them.
    func lineStart(before offset: Int) -> Int {
        var start = offset
        while start > 0, self[start - 1] != 0x0A { start -= 1 }
        TextWorkCounter.visit(offset - start)
        return start
    }

    /// Where the line that holds a byte offset ends: at the `"\n"` after it, or at the end.
    ///
    /// - Complexity: O(*m*) in the bytes between them.
    func lineEnd(after offset: Int) -> Int {
        var end = offset
        while end < count, self[end] != 0x0A { end += 1 }
        TextWorkCounter.visit(end - offset)
        return end
    }

    // MARK: - Editing

    /// Replaces bytes (on scalar boundaries) with a text.
    ///
    /// - Complexity: O(*m*) in the length of the new text, plus the bytes between this edit and
    ///   the last one (the gap moves); the first edit makes the buffer, O(*n*).
    mutating func replace(_ bytes: Range<Int>, with new: String) {
        precondition(0 <= bytes.lowerBound && bytes.upperBound <= count, "TextStore.replace(_:with:): bytes \(bytes) outside 0..<\(count)")
        var new = new
        let length = new.utf8.count
        guard !bytes.isEmpty || length > 0 else { return }
        if journal != nil { journal!.append(ByteEdit(offset: bytes.lowerBound, removed: string(bytes), inserted: new)) }
        stale.note(bytes, replacedBy: length, in: count)
        untaken.note(bytes, replacedBy: length, in: count)
        if buffer.isEmpty { makeBuffer(room: length) }
        moveGap(to: bytes.lowerBound)
        gapEnd += bytes.count
        if gapEnd - gapStart < length { grow(room: length) }
        new.withUTF8 { source in
            buffer.withUnsafeMutableBufferPointer { target in
                _ = UnsafeMutableBufferPointer(rebasing: target[gapStart..<(gapStart + length)]).initialize(from: source)
            }
        }
        gapStart += length
        count += length - bytes.count
    }

    /// The bytes that changed since the last call, as one run, and forgets them.
    ///
    /// - Returns: The bytes replaced, as offsets in the text at the last call, and the bytes in
    ///   their place, as offsets in the text now; `nil` when nothing changed.
    /// - Complexity: O(1).
    mutating func takeChange() -> (old: Range<Int>, new: Range<Int>)? {
        defer { untaken = nil }
        return untaken.map { ($0.oldRange, $0.newRange(count: count)) }
    }

    /// Copies the text into a buffer with room for an edit of `room` bytes.
    private mutating func makeBuffer(room: Int) {
        TextWorkCounter.move(count)
        let capacity = count + max(room, 64, count / 8)
        buffer = [UInt8](repeating: 0, count: capacity)
        buffer.withUnsafeMutableBufferPointer { target in
            var text = cache
            text.withUTF8 { source in _ = UnsafeMutableBufferPointer(rebasing: target[..<count]).initialize(from: source) }
        }
        gapStart = count
        gapEnd = capacity
    }

    /// Moves the gap so that it starts at a byte offset: the bytes between move across it.
    private mutating func moveGap(to offset: Int) {
        guard offset != gapStart else { return }
        TextWorkCounter.move(abs(offset - gapStart))
        let (gapStart, gapEnd) = (self.gapStart, self.gapEnd)
        buffer.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            if offset < gapStart {
                // The bytes offset..<gapStart go to the back.
                (base + gapEnd - (gapStart - offset)).copyMemory(from: base + offset, byteCount: gapStart - offset)
            } else {
                // The bytes after the gap, up to the offset, come to the front.
                (base + gapStart).copyMemory(from: base + gapEnd, byteCount: offset - gapStart)
            }
        }
        self.gapEnd = gapEnd + (offset - gapStart)
        self.gapStart = offset
    }

    /// Grows the buffer so that the gap holds at least `room` bytes.
    private mutating func grow(room: Int) {
        let after = buffer.count - gapEnd
        TextWorkCounter.move(gapStart + after)
        let capacity = max(buffer.count * 2, gapStart + room + after + 64)
        var grown = [UInt8](repeating: 0, count: capacity)
        grown.withUnsafeMutableBufferPointer { target in
            buffer.withUnsafeBufferPointer { source in
                _ = UnsafeMutableBufferPointer(rebasing: target[..<gapStart]).initialize(from: source[..<gapStart])
                _ = UnsafeMutableBufferPointer(rebasing: target[(capacity - after)...]).initialize(from: source[gapEnd...])
            }
        }
        buffer = grown
        gapEnd = capacity - after
    }
}

/// The bytes a run of edits changed, as one run: what stayed at the start and at the end of a
/// text that was `oldCount` bytes long.
struct ChangeRecord: Sendable {
    /// The bytes unchanged at the start.
    var prefix: Int
    /// The bytes unchanged at the end.
    var suffix: Int
    /// The length of the text before the first edit.
    var oldCount: Int

    /// The bytes replaced, in the text before the first edit.
    var oldRange: Range<Int> { prefix..<(oldCount - suffix) }

    /// The bytes in their place, in a text now `count` bytes long.
    func newRange(count: Int) -> Range<Int> { prefix..<(count - suffix) }
}

extension ChangeRecord? {
    /// Adds an edit: bytes of a text `count` bytes long replaced by `length` bytes. What the
    /// edit leaves before and after it stays so.
    mutating func note(_ bytes: Range<Int>, replacedBy length: Int, in count: Int) {
        let suffix = count - bytes.upperBound
        if let old = self {
            self = ChangeRecord(prefix: min(old.prefix, bytes.lowerBound), suffix: min(old.suffix, suffix), oldCount: old.oldCount)
        } else {
            self = ChangeRecord(prefix: bytes.lowerBound, suffix: suffix, oldCount: count)
        }
    }
}
#endif
