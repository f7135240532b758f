import ComposedTableCore
import Foundation
import TestSupport
import Testing

@MainActor
struct ValidationRuleTests {
    private func passes<Value: Equatable>(_ rule: ValidationRule<Value>, _ value: Value) -> Bool {
        // A rule is checked through a row, as forms use it.
        let screen = FormScreen { _ in }
        let row = screen.add(InputCell("Value", value))
        row.validate(rule, on: .change)
        return screen.core.isValid
    }

    @Test func required() {
        #expect(!passes(.required(), ""))
        #expect(!passes(.required(), "  \n"))
        #expect(passes(.required(), "a"))
        #expect(!passes(ValidationRule<Bool>.required(), false), "accept the terms")
        #expect(passes(ValidationRule<Bool>.required(), true))
        #expect(!passes(ValidationRule<Int?>.required(), nil))
        #expect(passes(ValidationRule<Int?>.required(), 3))
    }

    @Test func length() {
        #expect(!passes(.length(3...5), "ab"))
        #expect(passes(.length(3...5), "abc"))
        #expect(!passes(.length(3...5), "abcdef"))
        #expect(passes(.length(..<3), "ab"))
        #expect(!passes(.length(8...), "short"))
        #expect(passes(.length(8...), ""), "empty text is for .required")
        expectEqual(ValidationRule<String>.length(8...).message, "At least 8 characters.")
        expectEqual(ValidationRule<String>.length(2...40).message, "Between 2 and 40 characters.")
        expectEqual(ValidationRule<String>.length(...1).message, "At most 1 character.")
    }

    @Test func patternAndEmail() {
        #expect(passes(.pattern("[0-9]{5}"), "75011"))
        #expect(!passes(.pattern("[0-9]{5}"), "75011x"), "the whole text must match")
        #expect(passes(.email(), "me@example.org"))
        #expect(passes(.email(), "first.last+tag@mail.example.co.uk"))
        for wrong in ["me", "me@", "@example.org", "me@example", "me @example.org", "me@@example.org"] {
            #expect(!passes(.email(), wrong), "\(wrong)")
        }
        #expect(passes(.email(), ""))
    }

    @Test func numbers() {
        let english = NumberFormat.number.locale(Locale(identifier: "en_US"))
        #expect(passes(.number(in: 0...10, format: english), "9.5"))
        #expect(!passes(.number(in: 0...10, format: english), "10.5"))
        #expect(!passes(.number(in: 0...10, format: english), "ten"))
        let german = NumberFormat.decimal(fractionDigits: 1).suffix(" kg").locale(Locale(identifier: "de_DE"))
        #expect(passes(.number(in: 20...300, format: german), "72,5 kg"))
        #expect(passes(.integer(in: 18...130), "18"))
        #expect(!passes(.integer(in: 18...130), "17"))
        #expect(!passes(.integer(in: 18...130), "18.5"))
        expectEqual(ValidationRule<String>.number(in: 0...10).message, "Enter a number between 0 and 10.")
    }

    @Test func rangeAndCustom() {
        #expect(passes(.range(1...5), 3.0))
        #expect(!passes(.range(1...5), 6.0))
        #expect(!passes(.custom { (text: String) in text.hasPrefix("A") }, "b"))
        expectEqual(ValidationRule<Double>.range(1...5).message, "Must be between 1.0 and 5.0.")
    }
}

struct NumberNormalizingTests {
    @Test func aNumberFieldsTextIsWhatItReadFormattedOrLeftAlone() {
        let euros = NumberFormat.currency(code: "EUR").locale(Locale(identifier: "en_US"))
        expectEqual(euros.normalized("1234.5"), "€1,234.50")
        expectEqual(euros.normalized("€1,234.50"), "€1,234.50", "a formatted text stays")
        #expect(euros.normalized("") == nil && euros.normalized("abc") == nil, "nothing to read: left as typed")
        let centimetres = NumberFormat.decimal(fractionDigits: 1).suffix(" cm").locale(Locale(identifier: "de_DE"))
        expectEqual(centimetres.normalized("180,25"), "180,3 cm")
    }
}
