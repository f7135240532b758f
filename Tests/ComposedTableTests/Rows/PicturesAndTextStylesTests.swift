import Foundation
import TestSupport
import Testing

@testable import ComposedTable

/// How many times the sample's red row ran.
@MainActor private var readmeResets = 0

/// What the sample's red row does.
@MainActor private func resetSounds() { readmeResets += 1 }

/// The sample of "Pictures and text styles" in the article *Building a settings screen*, line
/// for line (a test checks it).
private final class ReadmeSoundsSample: ComposedTableViewController {
    override func compose() {
        addSection(header: "Ringer and Alerts", headerImage: .symbol("speaker.wave.2"))
        let volume = addCell(SliderCell(key: "Volume", number: 0.5))
        volume.minimumValueImage = .symbol("speaker.fill")
        volume.maximumValueImage = .symbol("speaker.wave.3.fill")
        let ringtone = addCell(ActiveCell(key: "Ringtone", value: "Reflection"))
        ringtone.image = .symbol("bell", tint: .red, size: .icon)
        ringtone.valueStyle = .secondary
        let pack = addCell(ActiveCell(key: "Sound Pack", value: "2.4.1"))
        pack.image = .asset("SoundPack", glyph: "♫")
        pack.valueStyle = .secondary.monospaced()
        let reset = addCell(ActiveCell(key: "Reset Sounds") { _ in resetSounds() })
        reset.keyStyle = .destructive  // red, and not a button
    }
}

/// Pictures (`RowImage`) on rows, headers, footers, slider ends and chosen options, and text
/// styles (`RowTextStyle`) for keys and values, as a terminal draws them — with and without
/// colours.
@MainActor
struct PicturesAndTextStylesTests {
    // MARK: - The article's sample

    @Test func theArticleSampleIsThisCodeAndDrawsItsScreen() throws {
        let root = String(#filePath.split(separator: "/Tests/").first!)
        let path = root + "/Sources/ComposedTable/ComposedTable.docc/BuildingASettingsScreen.md"
        let article = try String(contentsOfFile: path, encoding: .utf8)
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let section = try #require(article.components(separatedBy: "## Pictures and text styles\n").dropFirst().first)
        let blocks = section.components(separatedBy: "```")
        let code = blocks[1].dropFirst("swift\n".count).split(separator: "\n")
        expectEqual(code.count, 12)
        for line in code { #expect(source.contains("        " + line + "\n"), "article line not in the sample: \(line)") }
        let screen = blocks[3].dropFirst().split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let sample = ReadmeSoundsSample()
        let session = TerminalSession(rootViewController: sample, size: TerminalSize(columns: 40, rows: 8))
        let drawn = session.screen.text.components(separatedBy: "\n")[1...5].map { String($0.reversed().drop { $0 == " " }.reversed()) }
        expectEqual(drawn, screen)
        expectEqual(session.screen.style(atRow: 5, column: 2), [.red, .bold], "the destructive key")
        let resets = readmeResets
        session.run(try KeyScript("end enter"))
        expectEqual(readmeResets, resets + 1, "a red row runs its action like any other")
    }

    // MARK: - Pictures

    @Test func aRowDrawsItsPicturesGlyphInItsTint() {
        let wifi = ActiveCell(key: "Wi-Fi", value: "Home")
        wifi.image = .symbol("wifi", tint: .blue, size: .icon)
        let logo = ActiveCell(key: "Account", value: "Ada")
        logo.image = .asset("Logo", glyph: "◆")
        let photo = ActiveCell(key: "Photo")
        photo.image = .asset("Photo")
        let alt = ActiveCell(key: "Alt")
        alt.image = .asset("Badge", glyph: "[B]")
        let plain = ActiveCell(key: "Plain")
        let session = makeSession([wifi, logo, photo, alt, plain], rows: 8)
        #expect(
            session.screen.text.components(separatedBy: "\n")[1...5] == [
                "› ≋ Wi-Fi                           Home",
                "  ◆ Account                          Ada",
                "  • Photo",
                "  [B] Alt",
                "  Plain",
            ])
        #expect(session.screen.style(atRow: 1, column: 2).contains(.blue), "the glyph in its tint")
        expectEqual(session.screen.style(atRow: 3, column: 2), [], "no tint: the default colour")
        #expect(TextStyle.blue.sgrParameters(colors: true) == "0;34" && TextStyle.blue.sgrParameters(colors: false) == "0")
    }

    @Test func systemImageIsTheShortcutOfASymbolImage() {
        let row = ActiveCell(key: "Bell")
        row.systemImage = "bell"
        expectEqual(row.image, .symbol("bell"))
        row.image = .symbol("gear", tint: .gray, size: .small)
        expectEqual(row.systemImage, "gear", "it reads the symbol's name")
        row.image = .asset("Logo")
        #expect(row.systemImage == nil && row.image?.assetName == "Logo", "an asset has no symbol name")
        row.systemImage = nil
        expectEqual(row.image, nil)
        let image = RowImage.symbol("star").tinted(.yellow).sized(.large)
        #expect(image.tint == .yellow && image.size == .large && image.systemName == "star" && image.glyph == nil)
        #expect(RowImage.asset("A", in: .main).assetName == "A" && RowImage.asset("A") != RowImage.symbol("A"))
    }

    @Test func aSectionHeaderAndFooterShowTheirPictureBeforeTheirText() {
        let screen = ComposedTableViewController(title: "Sound")
        screen.addSection(
            header: "Ringer", headerImage: .symbol("bell", tint: .red), footer: "Silent in meetings.", footerImage: .symbol("moon"))
        screen.addCell(ActiveCell(key: "Volume"))
        screen.addSection(header: "Plain")
        screen.setSectionHeader("Locked", image: .symbol("lock"))
        screen.setSectionFooter("By your administrator.", image: .asset("Shield"))
        screen.addCell(ActiveCell(key: "Profile"))
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 40, rows: 10))
        expectScreen(
            session,
            """
                             Sound
             ♪ Ringer
            › Volume
              ☾ Silent in meetings.

             ⚿ Locked
              Profile
              • By your administrator.

            ↑↓ move · q quit · ? keys
            """)
        screen.setSectionHeader("Unlocked", image: nil)
        expectEqual(session.screen.line(5), " Unlocked", "no picture: the text alone")
    }

    @Test func aSliderDrawsItsEndPicturesAroundTheBar() {
        let volume = SliderCell(key: "Volume", number: 0.5)
        volume.minimumValueImage = .symbol("speaker.fill")
        volume.maximumValueImage = .symbol("speaker.wave.3.fill", tint: .teal)
        let plain = SliderCell(key: "Volume", number: 0.5)
        let session = makeSession([volume, plain], rows: 5)
        expectEqual(session.screen.line(1), "› Volume  ♪ ━━━━━━━━━━●───────── ♫  50 %")
        expectEqual(session.screen.line(2), "  Volume  ━━━━━━━━━━━━●───────────  50 %")
        #expect(session.screen.style(atRow: 1, column: 33).contains(.accent), "the end picture in its tint")
        volume.minimumValueImage = nil
        expectEqual(session.screen.line(1), "› Volume  ━━━━━━━━━━━●────────── ♫  50 %")
        // Too narrow for the quiet end: it goes rather than draw over the row's own picture.
        let narrow = SliderCell(key: "Volume", number: 0.5)
        narrow.image = .symbol("gear")
        narrow.minimumValueImage = .symbol("speaker.fill")
        let small = makeSession([narrow], columns: 12, rows: 3)
        #expect(small.screen.line(1).hasPrefix("› ⚙ "), "the row's picture stays: \(small.screen.line(1))")
    }

    @Test func aCheckedOptionShowsItsCheckmarkImageInsteadOfTheCheckmark() {
        let starred = OptionCell(key: "Starred", isChecked: true)
        starred.checkmarkImage = .symbol("star.fill", tint: .yellow)
        let plain = OptionCell(key: "Plain", isChecked: true)
        let unchecked = OptionCell(key: "Other")
        unchecked.checkmarkImage = .symbol("star.fill")
        let session = makeSession([starred, plain, unchecked], rows: 5)
        #expect(
            session.screen.text.components(separatedBy: "\n")[1...3] == [
                "› Starred                              ★", "  Plain                                ✓", "  Other",
            ])
        unchecked.isChecked = true
        expectEqual(session.screen.line(3), "  Other                                ★")
        starred.checkmarkImage = nil
        expectEqual(session.screen.line(1), "› Starred                              ✓")
    }

    // MARK: - Text styles

    @Test func keysAndValuesDrawInTheirStyles() {
        let reset = ActiveCell(key: "Reset All Settings")
        reset.keyStyle = .destructive
        let build = ActiveCell(key: "Build", value: "24A335")
        build.valueStyle = .secondary.monospaced()
        let owner = ActiveCell(key: "Owner", value: "Ada")
        owner.keyStyle = .bold
        owner.valueStyle = .tint
        let notes = ActiveCell(key: "Notes", value: "Second line", style: .subtitle)
        notes.valueStyle = .primary
        let tag = ActiveCell(key: "Tag", value: "Work")
        tag.valueStyle = .color(.green).bold()
        let session = makeSession([ActiveCell(key: "Top"), reset, build, owner, notes, tag], rows: 10)
        #expect(
            session.screen.text.components(separatedBy: "\n")[1...7] == [
                "› Top",
                "  Reset All Settings",
                "  Build                           24A335",
                "  Owner                              Ada",
                "  Notes",
                "  Second line",
                "  Tag                               Work",
            ])
        let screen = session.screen
        expectEqual(screen.style(atRow: 2, column: 2), [.red, .bold], "destructive: red and bold")
        #expect(screen.style(atRow: 3, column: 2) == [] && screen.style(atRow: 3, column: 34) == .dim, "secondary: dim")
        #expect(screen.style(atRow: 4, column: 2) == .bold && screen.style(atRow: 4, column: 37) == .accent)
        expectEqual(screen.style(atRow: 6, column: 2), [], "primary: a subtitle that is not dim")
        expectEqual(screen.style(atRow: 7, column: 36), [.green, .bold])
    }

    @Test("Input rows draw their key and value in the styles set on them, as UIKit shows them")
    func inputRowsDrawTheirKeyAndValueStyles() {
        let field = TextFieldCell(key: "Title", text: "Walk")
        let stepper = StepperCell(key: "Guests", number: 2, in: 0...9)
        let segments = SegmentedCell(key: "Size", segments: ["S", "M"])
        let date = DatePickerCell(key: "When", date: Date(timeIntervalSince1970: 0), mode: .date)
        let picker = PickerCell(key: "Sound", options: ["Bell", "Chime"])
        let rows: [ActiveCell] = [field, stepper, segments, date, picker]
        for row in rows {
            row.keyStyle = .destructive  // a title that turns red when the row is invalid
            row.valueStyle = .tint
        }
        let session = makeSession([ActiveCell(key: "Top")] + rows, rows: 10)
        let screen = session.screen
        for line in 2...6 {
            // Row 2, the field, is the current row: its highlight adds to the style.
            #expect(screen.style(atRow: line, column: 2).isSuperset(of: [.red, .bold]), "the key of row \(line): \(screen.line(line))")
        }
        let valueColumn = { (line: Int, value: String) in screen.line(line).distance(of: value) }
        for (line, value) in [(2, "Walk"), (3, "2"), (5, "1970"), (6, "Bell")] {
            let column = valueColumn(line, value)
            let style = column.map { screen.style(atRow: line, column: $0) }
            expectEqual(style?.contains(.accent), true, "the value of row \(line): \(screen.line(line))")
        }
    }

    @Test func withoutColoursDestructiveTextStaysBoldAndSecondaryStaysDim() {
        // `NO_COLOR` drops the colour parameters of every style when the frame is written.
        let destructive = RowTextStyle.destructive.terminalStyle()
        expectEqual(destructive.sgrParameters(colors: true), "0;1;31")
        expectEqual(destructive.sgrParameters(colors: false), "0;1", "bold stays: it is still distinct")
        expectEqual(RowTextStyle.secondary.terminalStyle().sgrParameters(colors: false), "0;2")
        expectEqual(RowTextStyle.tint.terminalStyle().sgrParameters(colors: false), "0")
        expectEqual(RowTextStyle.color(.gray).terminalStyle().sgrParameters(colors: false), "0;2", "gray is dim")
        let colours = [RowActionTint.red, .orange, .yellow, .green, .teal, .blue, .indigo, .purple, .pink]
        #expect(
            colours.map { TextStyle($0).sgrParameters(colors: true) } == [
                "0;31", "0;33", "0;33", "0;32", "0;36", "0;34", "0;34", "0;35", "0;35",
            ])
    }

    @Test func aDisabledStyledRowIsDimAndAKeyValueThatDoesNotFitKeepsEachPartsStyle() {
        let reset = ActiveCell(key: "Reset", value: "Everything on this device")
        reset.keyStyle = .destructive
        reset.valueStyle = .secondary
        let session = makeSession([ActiveCell(key: "Top"), reset], columns: 24, rows: 4)
        expectEqual(session.screen.line(2), "  Reset   Everyth…device", "the key whole, the value cut in its middle")
        #expect(session.screen.style(atRow: 2, column: 2) == [.red, .bold] && session.screen.style(atRow: 2, column: 10) == .dim)
        reset.isEnabled = false
        #expect(session.screen.style(atRow: 2, column: 2).contains(.dim), "a disabled row is dim, whatever its style")
    }

    @Test func styleValuesCompose() {
        expectEqual(RowTextStyle.secondary.bold().monospaced(), RowTextStyle(color: .secondary, isBold: true, isMonospaced: true))
        #expect(RowTextStyle.automatic == RowTextStyle() && RowTextStyle.bold.color == nil && RowTextStyle.monospaced.isMonospaced)
        expectEqual(RowTextStyle.color(.orange).color, .system(.orange))
    }
}

extension String {
    /// The column of the last occurrence of a text in a line of ASCII and one-column characters.
    fileprivate func distance(of text: String) -> Int? {
        range(of: text, options: .backwards).map { distance(from: startIndex, to: $0.lowerBound) }
    }
}
