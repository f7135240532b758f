/// A filter's matching, as fzf's: the folded query's letters (not its spaces) in order anywhere in
/// a title, the best placement scored by closeness — each letter 16, 16 more right after the last,
/// 10 more at a word's start (after a separator, a capital after a small letter), 1 less a skip.
package struct FuzzyMatch {
    /// The title folded (``SearchText``) a character at a time; each byte's character; word starts.
    private var bytes: [UInt8] = [], owners: [Int] = [], starts: [Bool] = []

    /// - Complexity: O(*n*) in the length of the title; `folder` keeps what scalars fold to.
    package init(_ title: String, folder: inout SearchText.Folder) {
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

    /// A query as ``match(_:)`` takes it: folded, without spaces.
    package static func query(_ text: String) -> [UInt8] { SearchText.foldedBytes(text).filter { $0 != 0x20 } }

    /// The best placement's score and the characters it matched, ascending; `nil` when the query
    /// is not in the title in order. O(*n* × *m*); a longer title: where its letters first occur.
    package func match(_ query: [UInt8]) -> (score: Int, characters: [Int])? {
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
