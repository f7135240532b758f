/// The content of a section header or footer: a line of text or a live view instance (`View` is
/// the backend's view type, kept alive by the composition like its cells).
package enum SectionSupplement<View> {
    /// A title drawn with the platform's standard header or footer style.
    case title(String)
    /// A title after a picture (a symbol, an asset), in the standard style.
    case labeled(String, image: RowImage)
    /// A live view instance shown as the header or footer.
    case view(View)

    /// The title, when this supplement is a title.
    package var title: String? {
        switch self {
        case .title(let text), .labeled(let text, _): text
        case .view: nil
        }
    }

    /// The picture before the title, when there is one.
    package var image: RowImage? {
        if case .labeled(_, let image) = self { return image }
        return nil
    }

    /// A title with a picture, or without one when `image` is `nil`.
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The picture before it, or `nil`.
    package static func title(_ title: String, image: RowImage?) -> SectionSupplement {
        image.map { .labeled(title, image: $0) } ?? .title(title)
    }

    /// The view, when this supplement is a view.
    package var view: View? {
        if case .view(let view) = self { return view }
        return nil
    }
}

extension SectionSupplement: ExpressibleByStringLiteral {
    /// Creates a title supplement from a string literal, so `header: "Account"` reads naturally.
    /// - Parameter value: The title.
    package init(stringLiteral value: String) {
        self = .title(value)
    }
}
