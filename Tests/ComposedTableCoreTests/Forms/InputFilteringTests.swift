import Foundation
import TestSupport
import Testing

@testable import ComposedTableCore

struct KeyboardFilteringTests {
    @Test func aWholeTextIsAdmittedWhenNothingOfItWouldBeFilteredOut() {
        #expect(KeyboardType.numberPad.admits("42") && !KeyboardType.numberPad.admits("四二"))
        #expect(KeyboardType.decimalPad.admits("1") && !KeyboardType.decimalPad.admits("1.2.3"))
        #expect(KeyboardType.emailAddress.admits("a@b.c") && !KeyboardType.emailAddress.admits("a b"))
        #expect(KeyboardType.default.admits("anything at all ✓"))
    }

    @Test func onlyTheDecimalPadReadsTheFieldsText() {
        let kinds: [KeyboardType] = [
            .default, .asciiCapable, .numbersAndPunctuation, .URL, .numberPad, .phonePad, .namePhonePad, .emailAddress,
            .decimalPad, .twitter, .webSearch, .asciiCapableNumberPad,
        ]
        for kind in kinds {
            let differs = ["1.5", "a b", ",", "+4 (2)"].contains {
                kind.admittedText($0, into: "12.5 x") != kind.admittedText($0, into: "")
            }
            expectEqual(differs, kind.filtersByText, "\(kind): a field passes its text only when the rule reads it")
        }
    }

    @Test func numberPadsAdmitDigitsOnly() {
        expectEqual(KeyboardType.numberPad.admittedText("4a2 -.", into: "1"), "42")
        expectEqual(KeyboardType.asciiCapableNumberPad.admittedText("x9", into: ""), "9")
    }

    @Test("A number pad admits the digits of the user's locale; an ASCII-capable one 0–9 only")
    func numberPadsAdmitLocaleDigits() {
        // Persian, Arabic-Indic, Devanagari, Bengali, full-width.
        let digits = "۱۲۳" + "٤٥" + "०९" + "৭" + "８"
        expectEqual(KeyboardType.numberPad.admittedText(digits, into: ""), digits)
        expectEqual(KeyboardType.decimalPad.admittedText("۱۲,۵", into: "", decimalSeparator: "٫"), "۱۲٫۵")
        expectEqual(KeyboardType.phonePad.admittedText("+۹۸ ۲۱", into: ""), "+۹۸ ۲۱")
        expectEqual(KeyboardType.asciiCapableNumberPad.admittedText("۱2", into: ""), "2")
        // Numbers that are no decimal digits: a CJK numeral, a fraction, a superscript.
        expectEqual(KeyboardType.numberPad.admittedText("五½²", into: ""), "")
    }

    @Test("Digits of any script read as their numbers")
    func localeDigitsReadAsNumbers() {
        expectEqual(NumberField.read("۴۴۳", format: nil, isWhole: true), .number(443))
        expectEqual(NumberField.read("४२", format: nil, isWhole: true), .number(42))
        let format = NumberFormat.decimal(fractionDigits: 1).locale(Locale(identifier: "en_US"))
        expectEqual(format.number(from: "١٢.٥"), 12.5)
        expectEqual(NumberField.read("۱۲.۵", format: format, isWhole: false), .number(12.5))
        expectEqual(NumberField.read("۱x", format: nil, isWhole: true), .notANumber)
    }

    @Test func decimalPadAdmitsOneSeparatorInTheWholeText() {
        let pad = KeyboardType.decimalPad
        expectEqual(
            pad.admittedText("3,5x", into: "12", decimalSeparator: "."), "3.5", "a comma is the separator, admitted as the locale's")
        expectEqual(pad.admittedText("1.5", into: "", decimalSeparator: ","), "1,5")
        expectEqual(pad.admittedText("5.2", into: "1.", decimalSeparator: "."), "52", "the text has one already")
        expectEqual(pad.admittedText("5,2", into: "1,0", decimalSeparator: "."), "52", "either separator in the text counts")
        expectEqual(pad.admittedText("1.2.3", into: "", decimalSeparator: "."), "1.23", "a second one in the paste is dropped")
        expectEqual(pad.admittedText("-7", into: "", decimalSeparator: "."), "7")
    }

    @Test func phonePadAdmitsDialableCharacters() {
        expectEqual(KeyboardType.phonePad.admittedText("+1 (555) 010-99#*ab", into: ""), "+1 (555) 010-99#*")
    }

    @Test func numbersAndPunctuationRefuseLetters() {
        expectEqual(KeyboardType.numbersAndPunctuation.admittedText("a1,b2!é", into: ""), "1,2!")
    }

    @Test func addressesRefuseWhitespace() {
        expectEqual(KeyboardType.emailAddress.admittedText(" me @x.org\n", into: ""), "me@x.org")
        expectEqual(KeyboardType.URL.admittedText("a b", into: ""), "ab")
        expectEqual(KeyboardType.twitter.admittedText("a b", into: ""), "a b")
    }

    @Test func otherKindsAdmitEverything() {
        for kind in [KeyboardType.default, .asciiCapable, .namePhonePad, .webSearch] {
            expectEqual(kind.admittedText("Ab 1,!", into: "x"), "Ab 1,!")
        }
    }
}

struct NumberFormatTests {
    static let english = Locale(identifier: "en_US")
    static let german = Locale(identifier: "de_DE")
    static let french = Locale(identifier: "fr_FR")

    @Test(arguments: [english, german, french])
    func everyStyleRoundTrips(locale: Locale) {
        let formats: [NumberFormat] = [
            .number, .integer, .decimal(fractionDigits: 2), .currency(code: "EUR"), .currency(code: "USD"), .percent,
            .decimal(fractionDigits: 1).suffix(" kg"), .number.prefix("≈ "), .scientific,
            .decimal(fractionDigits: 2).unit(UnitLength.kilometers),
        ]
        for format in formats.map({ $0.locale(locale) }) {
            for number in [0, 1, -2.5, 1234.5, 1_234_567.25, 0.12] {
                let text = format.string(from: number)
                let back = format.number(from: text)
                let expected: Double =
                    switch format.style {
                    case .integer: number.rounded()
                    case .decimal(let digits): (number * pow(10, Double(digits))).rounded() / pow(10, Double(digits))
                    case .percent: (number * 100).rounded() / 100
                    case .scientific where number != 0:  // seven significant digits
                        (number / pow(10, floor(log10(abs(number))) - 6)).rounded() * pow(10, floor(log10(abs(number))) - 6)
                    default: number
                    }
                #expect(
                    back.map { abs($0 - expected) < 1e-9 } == true,
                    "\(format.style) \(locale.identifier): \(number) → \(text) → \(String(describing: back))")
            }
        }
    }

    @Test func scientificAndUnitStylesShowAndReadInTheLocale() {
        expectEqual(NumberFormat.scientific.locale(Self.english).string(from: 1234.5), "1.2345E3")
        expectEqual(NumberFormat.scientific.locale(Self.german).string(from: 1234.5), "1,2345E3")
        expectEqual(NumberFormat.scientific.locale(Self.english).number(from: "1.2345E3"), 1234.5)
        expectEqual(NumberFormat.scientific.locale(Self.english).number(from: "1234.5"), 1234.5, "a plain number reads too")
        let distance = NumberFormat.decimal(fractionDigits: 1).unit(UnitLength.kilometers)
        expectEqual(distance.locale(Self.english).string(from: 12.53), "12.5 km")
        expectEqual(distance.locale(Self.french).number(from: "12,5"), 12.5)
        expectEqual(distance.locale(Self.english).number(from: "12.5km"), 12.5)
        expectEqual(NumberFormat.integer.unit(UnitSpeed.kilometersPerHour).locale(Self.english).string(from: 88), "88 km/h")
    }

    @Test func formattingUsesTheLocale() {
        expectEqual(NumberFormat.number.locale(Self.english).string(from: 1234.5), "1,234.5")
        expectEqual(NumberFormat.decimal(fractionDigits: 2).locale(Self.german).string(from: 1234.5), "1.234,50")
        expectEqual(NumberFormat.integer.locale(Self.english).string(from: 2.6), "3")
        expectEqual(NumberFormat.percent.locale(Self.english).string(from: 0.12), "12%")
        expectEqual(NumberFormat.decimal(fractionDigits: 1).suffix(" kg").locale(Self.english).string(from: 72.25), "72.3 kg")
        expectEqual(NumberFormat.integer.locale(Self.english).string(from: 2.5), "3", "half away from zero")
        expectEqual(NumberFormat.currency(code: "USD").locale(Self.english).string(from: 5), "$5.00")
    }

    @Test func readingIsLenient() {
        let dollars = NumberFormat.currency(code: "USD").locale(Self.english)
        expectEqual(dollars.number(from: "$1,234.50"), 1234.5)
        expectEqual(dollars.number(from: "1234.5"), 1234.5, "without the symbol and grouping")
        let euros = NumberFormat.currency(code: "EUR").locale(Self.german)
        expectEqual(euros.number(from: "1234,5 €"), 1234.5)
        expectEqual(euros.number(from: "1.234,5"), 1234.5)
        let french = NumberFormat.number.locale(Self.french)
        expectEqual(french.number(from: "1 234,5"), 1234.5, "a typed space groups like the locale's narrow one")
        let percent = NumberFormat.percent.locale(Self.french)
        expectEqual(percent.number(from: "12 %"), 0.12)
        expectEqual(percent.number(from: "12"), 0.12)
        let weight = NumberFormat.decimal(fractionDigits: 1).suffix(" kg").locale(Self.english)
        expectEqual(weight.number(from: "72.5 kg"), 72.5)
        expectEqual(weight.number(from: "72.5kg"), 72.5)
        expectEqual(weight.number(from: " 72.5 "), 72.5)
    }

    @Test func textThatIsNoNumberReadsAsNil() {
        let number = NumberFormat.number.locale(Self.english)
        expectEqual(number.number(from: ""), nil)
        expectEqual(number.number(from: "abc"), nil)
        expectEqual(number.number(from: "kg"), nil)
        expectEqual(NumberFormat.currency(code: "EUR").locale(Self.german).number(from: "€"), nil)
    }
}
