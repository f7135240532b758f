/// A filter's and a choice screen's matching, as fzf's: each folded word of the query (a term,
/// terms in any order) has its letters in order anywhere in a title, its best placement scored by
/// closeness — each letter 16, 16 more right after the last, 10 more at a word's start (after a
/// separator, a capital after a small letter), 1 less a skip — and the scores summed.
package struct FuzzyMatch {
    /// The title folded (``SearchText``) a character at a time; each byte's character; word starts.
    private var bytes: [UInt8] = [], owners: [Int] = [], starts: [Bool] = []

    /// - Complexity: O(*n*) in the length of the title; `folder` keeps what scalars fold to.
    package init(_ title: String, folder: inout SearchText.Folder) {
        let utf8 = Array(title.utf8)
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {  // printable ASCII (most titles): a byte a character
            for (index, byte) in utf8.enumerated() where SearchText.asciiFolding[Int(byte)] != 0 {
                let before = index > 0 ? utf8[index - 1] : 0x20
                bytes.append(SearchText.asciiFolding[Int(byte)])
                owners.append(index)
                starts.append(Self.breaksWord[Int(before)] || (0x61...0x7A).contains(before) && (0x41...0x5A).contains(byte))
            }
            return
        }
        var previous: Character?
        for (index, character) in title.enumerated() {
            let count = bytes.count
            if let ascii = character.asciiValue {
                if SearchText.asciiFolding[Int(ascii)] != 0 { bytes.append(SearchText.asciiFolding[Int(ascii)]) }  // no string to fold
            } else {
                folder.fold(String(character), into: &bytes)
            }
            let isStart = previous.map { $0.isWhitespace || $0.isPunctuation || $0.isLowercase && character.isUppercase } ?? true
            owners.append(contentsOf: repeatElement(index, count: bytes.count - count))
            starts.append(contentsOf: (count..<bytes.count).lazy.map { isStart && $0 == count })
            previous = character
        }
    }

    /// Whether an ASCII character ends a word before the next, as ``init(_:folder:)`` tells a character.
    private static let breaksWord = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }.map { $0.isWhitespace || $0.isPunctuation }

    /// A query as ``match(_:)`` takes it: its folded words (no word: every title matches).
    package static func query(_ text: String) -> [[UInt8]] { SearchText.wordBytes(text) }

    /// The sum of the terms' best placements' scores and the characters they matched, ascending;
    /// `nil` when a term's letters are not in the title in order. O(*n* × *m*) in the lengths.
    package func match(_ terms: [[UInt8]]) -> (score: Int, characters: [Int])? {
        let placed = terms.compactMap(place)
        guard placed.count == terms.count else { return nil }
        return (placed.reduce(0) { $0 + $1.score }, Set(placed.flatMap(\.characters)).sorted())
    }

    /// Whether a title that matches `terms` matches `earlier`: each earlier term in one of them.
    package static func narrows(_ terms: [[UInt8]], _ earlier: [[UInt8]]) -> Bool {
        earlier.allSatisfy { old in terms.contains { SearchText.contains($0[...], inOrder: old) } }
    }

    /// Whether a match ranks first, as fzf's: the higher score, the shorter title (UTF-8), the first.
    package static func ranks(_ a: (score: Int, length: Int, index: Int), before b: (score: Int, length: Int, index: Int)) -> Bool {
        (b.score, a.length, a.index) < (a.score, b.length, b.index)
    }

    /// A term's best placement, as ``match(_:)``'s; a longer title: where its letters first occur.
    private func place(_ query: [UInt8]) -> (score: Int, characters: [Int])? {
        let (n, m, none) = (bytes.count, query.count, Int.min / 4)
        var first: [Int] = []
        for (j, byte) in bytes.enumerated() where first.count < m && byte == query[first.count] { first.append(j) }
        guard first.count == m else { return nil }
        guard m > 0, m * n <= 1 << 20 else { return (16 * m - (first.last ?? 0), Array(Set(first.map { owners[$0] })).sorted()) }
        // score[k * n + j]: the best placement of query[...k] with query[k] at byte j; from: query[k - 1]'s byte.
        var score = [Int](repeating: none, count: m * n)
        var from = [Int](repeating: -1, count: m * n)
        for k in 0..<m {
            var gap = (value: none, at: -1)  // the best score[k - 1][i] + i for i < j - 1
            for j in 0..<n {
                if k > 0, j >= 2, score[(k - 1) * n + j - 2] + j - 2 > gap.value { gap = (score[(k - 1) * n + j - 2] + j - 2, j - 2) }
                guard bytes[j] == query[k] else { continue }
                var (value, at) = k == 0 ? (0, -1) : (gap.value - (j - 1), gap.at)
                if k > 0, j >= 1, score[(k - 1) * n + j - 1] + 16 >= value { (value, at) = (score[(k - 1) * n + j - 1] + 16, j - 1) }
                guard value > none / 2 else { continue }
                (score[k * n + j], from[k * n + j]) = (value + 16 + (starts[j] ? 10 : 0), at)
            }
        }
        var j = (0..<n).max { score[(m - 1) * n + $0] < score[(m - 1) * n + $1] }!
        var (total, characters) = (score[(m - 1) * n + j], [Int]())
        for k in stride(from: m - 1, through: 0, by: -1) {
            if characters.last != owners[j] { characters.append(owners[j]) }
            j = from[k * n + j]
        }
        return (total, characters.reversed())
    }
}
