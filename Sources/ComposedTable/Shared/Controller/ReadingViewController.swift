/// A screen that shows a text to read: a licence, release notes, a message, help.
///
/// Push it from a row; it needs no subclass:
///
/// ```swift
/// addCell(ActiveCell(key: "Licence") { cell in
///     cell.controller?.navigationController?.pushViewController(
///         ReadingViewController(title: "Licence", text: licenceText), animated: true)
/// })
/// ```
///
/// The text is shown in paragraphs (a blank line starts a new one; single line breaks are kept),
/// each a section: on UIKit one ``MultilineCell`` per paragraph, wrapped, with Dynamic Type; in a
/// terminal wrapped at the window's width and read with ↑/↓, PgUp/PgDn and Home/End — there a
/// long paragraph is cut at sentence ends into rows of at most 140 characters, so that
/// each fits a small terminal's screen (a terminal scrolls by rows). Setting ``text`` shows the
/// new text.
///
/// - Complexity: O(*n*) in the text's length to compose.
@MainActor
public final class ReadingViewController: ComposedTableViewController {
    /// The text shown. Setting it recomposes the screen.
    public var text: String {
        didSet { if text != oldValue { recompose() } }
    }

    /// The longest part of a paragraph a terminal shows as one row, in characters (a paragraph
    /// longer than this is cut at a sentence end, or a space, before it): about eight lines at 20
    /// columns.
    package static let partLength = 140

    /// Creates a text screen.
    ///
    /// - Parameters:
    ///   - title: The navigation title.
    ///   - text: The text; blank lines separate paragraphs.
    public init(title: String, text: String) {
        self.text = text
        super.init(title: title)
    }

    /// Creates an empty text screen from a storyboard on UIKit; set ``text`` then. In a terminal
    /// there are no storyboards: it returns `nil`.
    ///
    /// - Parameter coder: The decoder.
    package required init?(coder: NSCoder) {
        self.text = ""
        super.init(coder: coder)
    }

    /// Adds the text's paragraphs, a section each (the space between sections parts them),
    /// long ones in parts of a row each.
    package override func composeScreen() {
        // UIKit scrolls through a tall cell; a terminal scrolls by rows, so its rows are parts.
        let inParts = Self.showsLongParagraphsInParts
        for paragraph in Self.paragraphs(of: text) {
            addSection()
            for part in inParts ? Self.parts(of: paragraph) : [paragraph] { addCell(MultilineCell(text: part)) }
        }
    }

    /// The paragraphs of a text: separated by blank lines, without the blank lines; line breaks
    /// within a paragraph are kept.
    static func paragraphs(of text: String) -> [String] {
        var paragraphs: [String] = []
        var lines: [Substring] = []
        // Any line break: "\r\n" is one Character, never equal to "\n".
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if line.allSatisfy(\.isWhitespace) {
                if !lines.isEmpty { paragraphs.append(lines.joined(separator: "\n")) }
                lines = []
            } else {
                lines.append(line)
            }
        }
        if !lines.isEmpty { paragraphs.append(lines.joined(separator: "\n")) }
        return paragraphs
    }

    /// A paragraph cut into parts of at most ``partLength`` characters: after the last sentence
    /// end (". ", "! ", "? ") that keeps a part within it, else the last space, else anywhere.
    static func parts(of paragraph: String) -> [String] {
        var parts: [String] = []
        var rest = paragraph[...]
        while rest.count > partLength {
            let window = rest.prefix(partLength)
            var cut = window.endIndex
            if let sentence = window.indices.last(where: { index in
                ".!?".contains(window[index]) && window.index(after: index) < window.endIndex
                    && window[window.index(after: index)] == " "
            }) {
                cut = window.index(after: sentence)
            } else if let space = window.lastIndex(of: " "), space > window.startIndex {
                cut = space
            }
            parts.append(String(rest[..<cut]))
            rest = rest[cut...].drop { $0 == " " }
        }
        if !rest.isEmpty { parts.append(String(rest)) }
        return parts
    }
}
