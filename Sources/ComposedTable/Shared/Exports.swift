// `ActiveCell.height` is a `RowHeight`, sections are `SectionID`s: re-export the engine's public
// types so that `import ComposedTable` is all a screen, an app or a terminal tool writes. On UIKit
// platforms UIKit is re-exported too: a screen uses its `title`, `navigationController` and
// `present`.
@_exported public import ComposedTableCore

// The API names Foundation's types (`Date`, `Locale`, `URL`, `Bundle`, `NSCoder` in
// `required init?(coder:)`): a screen that names them needs no import of its own, on Linux as
// on iOS, where UIKit brings Foundation.
@_exported public import Foundation

#if canImport(UIKit)
@_exported public import UIKit
#endif
