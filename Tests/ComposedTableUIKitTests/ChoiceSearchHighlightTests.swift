#if canImport(UIKit)
import ComposedTable
import UIKit
import XCTest

/// A choice screen's search on UIKit: the characters of an option's title that Core matched show
/// bold in the tint colour, through the cell's attributed text.
@MainActor
final class ChoiceSearchHighlightTests: XCTestCase {
    func testTheMatchedCharactersOfAnOptionsTitleAreBoldInTheTintColour() throws {
        let font = UIFont.preferredFont(forTextStyle: .body)
        let text = ActiveCell.highlighting([0, 4], of: "New York", font: font, color: .label, tint: .systemBlue)
        XCTAssertEqual(text.string, "New York")
        for location in 0..<text.length {
            let isMatched = [0, 4].contains(location)
            let attributes = text.attributes(at: location, effectiveRange: nil)
            XCTAssertEqual((attributes[.font] as? UIFont)?.fontDescriptor.symbolicTraits.contains(.traitBold), isMatched, "\(location)")
            XCTAssertEqual(attributes[.foregroundColor] as? UIColor, isMatched ? .systemBlue : .label, "\(location)")
        }
        let accented = ActiveCell.highlighting([1], of: "e\u{301}e", font: font, color: .label, tint: .systemBlue)
        XCTAssertEqual(accented.attributes(at: 2, effectiveRange: nil)[.foregroundColor] as? UIColor, .systemBlue, "characters, not UTF-16")
    }

    func testAnOptionCellShowsItsMatchedCharactersInItsContent() throws {
        let option = OptionCell(key: "Zürich")
        func bold(in text: NSAttributedString, _ location: Int) -> Bool {
            (text.attributes(at: location, effectiveRange: nil)[.font] as? UIFont)?.fontDescriptor.symbolicTraits.contains(.traitBold)
                == true
        }
        option.matchedCharacters = [0, 1, 2]
        option.updateConfiguration(using: option.configurationState)
        let content = try XCTUnwrap(option.contentConfiguration as? UIListContentConfiguration)
        let text = try XCTUnwrap(content.attributedText)
        XCTAssertEqual(text.string, "Zürich")
        XCTAssertEqual((0..<text.length).map { bold(in: text, $0) }, [true, true, true, false, false, false])
        option.matchedCharacters = []
        option.updateConfiguration(using: option.configurationState)
        let plain = try XCTUnwrap(option.contentConfiguration as? UIListContentConfiguration)
        XCTAssertTrue(plain.attributedText.map { !bold(in: $0, 0) } ?? true, "no query: the plain title")
    }
}
#endif
