/// What a date picker row edits. The cases have the names of UIKit's `UIDatePicker.Mode`.
public enum DatePickerMode: Hashable, Sendable {
    /// A calendar date.
    case date
    /// A time of day.
    case time
    /// A date and a time of day.
    case dateAndTime
    /// A duration in hours and minutes (`countDownDuration`), not a date.
    case countDownTimer
}

/// How a picker row (date, time, options) shows its picker.
public enum PickerPresentation: Hashable, Sendable {
    /// A compact button in the row that opens the picker in a popover (UIKit); in the terminal,
    /// the row is edited in place.
    case compact
    /// The picker shown in the row, below its label (UIKit's inline calendar, or the wheels for
    /// options); in the terminal, the row is edited in place.
    case inline
    /// The spinning wheels in the row (UIKit); in the terminal, the row is edited in place.
    case wheels
    /// The picker as the keyboard: the row looks like a field, and focusing it shows the picker
    /// where the keyboard goes, with the previous / next / done bar (Blaze's style); in the
    /// terminal, the row is edited in place.
    case keyboard
    /// A compact row with the value on the right (Calendar's and Settings' style) that opens the
    /// full picker below itself when tapped, and closes it when tapped again or when another
    /// row's picker opens: one is open at a time. On UIKit the row grows to show the inline
    /// calendar (a date), the wheels (a time, options); the table animates the height change. In
    /// a terminal, Enter opens the row and edits it in place: it grows to show a month calendar
    /// (a date) or the neighbouring options (a picker), and Enter or Esc close it.
    ///
    /// ```swift
    /// addCell(DatePickerCell(key: "Starts", date: .now, presentation: .expanding))
    /// addCell(PickerCell(key: "Repeat", options: ["Never", "Daily", "Weekly"], presentation: .expanding))
    /// ```
    case expanding
}

/// The kind of keyboard a text field asks for. The cases have the names of UIKit's
/// `UIKeyboardType`, so `keyboardType: .decimalPad` reads the same on both backends.
///
/// Numeric kinds also filter what enters the field, on both backends: `admittedText(_:into:)`.
public enum KeyboardType: Hashable, Sendable {
    /// The default keyboard; nothing is filtered.
    case `default`
    /// ASCII letters; nothing is filtered.
    case asciiCapable
    /// Numbers and punctuation: letters are filtered out.
    case numbersAndPunctuation
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// For URLs: whitespace is filtered out.
    case URL
    /// Digits only.
    case numberPad
    /// Digits and the phone symbols `+ * # ( ) -` and space.
    case phonePad
    /// Letters and phone digits; nothing is filtered.
    case namePhonePad
    /// For e-mail addresses: whitespace is filtered out.
    case emailAddress
    /// Digits and one decimal separator.
    case decimalPad
    /// For social posts; nothing is filtered.
    case twitter
    /// For search terms; nothing is filtered.
    case webSearch
    /// ASCII digits only.
    case asciiCapableNumberPad
}

/// What a text field's text is, for AutoFill on UIKit. The names are UIKit's
/// `UITextContentType` constants, so `textContentType: .emailAddress` reads the same on both
/// backends; the terminal keeps it for the program to read.
public struct TextContentType: Hashable, Sendable, RawRepresentable {
    /// UIKit's identifier of the content type.
    public let rawValue: String

    /// Creates a content type from UIKit's identifier.
    ///
    /// - Parameter rawValue: The identifier.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = TextContentType(rawValue: "name")
    /// A given (first) name.
    public static let givenName = TextContentType(rawValue: "given-name")
    /// A family (last) name.
    public static let familyName = TextContentType(rawValue: "family-name")
    /// A nickname.
    public static let nickname = TextContentType(rawValue: "nickname")
    /// An organisation's name.
    public static let organizationName = TextContentType(rawValue: "organization")
    /// An e-mail address.
    public static let emailAddress = TextContentType(rawValue: "email")
    /// A telephone number.
    public static let telephoneNumber = TextContentType(rawValue: "tel")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// A URL.
    public static let URL = TextContentType(rawValue: "url")
    /// A user name, for AutoFill of credentials.
    public static let username = TextContentType(rawValue: "username")
    /// A password, for AutoFill of credentials.
    public static let password = TextContentType(rawValue: "password")
    /// A new password: UIKit suggests a strong one.
    public static let newPassword = TextContentType(rawValue: "new-password")
    /// A one-time code from a message.
    public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
    /// A postal code.
    public static let postalCode = TextContentType(rawValue: "postal-code")
    /// A full street address.
    public static let fullStreetAddress = TextContentType(rawValue: "street-address")
    /// A city.
    public static let addressCity = TextContentType(rawValue: "address-level2")
    /// A country's name.
    public static let countryName = TextContentType(rawValue: "country-name")
    /// A credit card number.
    public static let creditCardNumber = TextContentType(rawValue: "cc-number")
}
