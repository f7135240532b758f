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
}

/// The kind of keyboard a text field asks for. The cases have the names of UIKit's
/// `UIKeyboardType`, so `keyboardType: .decimalPad` reads the same on both backends.
///
/// Numeric kinds also filter what enters the field, on both backends: `admittedText(_:into:)`.
public enum KeyboardType: Hashable, Sendable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
        emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
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

    /// A full name.
    public static let name = TextContentType(rawValue: "name")
    /// A first name.
    public static let givenName = TextContentType(rawValue: "given-name")
    /// A last name.
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
    /// A web address.
    public static let URL = TextContentType(rawValue: "url")
    /// A user name for an account.
    public static let username = TextContentType(rawValue: "username")
    /// An account's password.
    public static let password = TextContentType(rawValue: "password")
    /// A new password, which AutoFill may suggest.
    public static let newPassword = TextContentType(rawValue: "new-password")
    /// A one-time code (from a text message).
    public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
    /// A postal code.
    public static let postalCode = TextContentType(rawValue: "postal-code")
    /// A full street address.
    public static let fullStreetAddress = TextContentType(rawValue: "street-address")
    /// A city.
    public static let addressCity = TextContentType(rawValue: "address-level2")
    /// A country's name.
    public static let countryName = TextContentType(rawValue: "country-name")
    /// A payment card number.
    public static let creditCardNumber = TextContentType(rawValue: "cc-number")
}
