// `ActiveCell.height` is a `RowHeight`, sections are `SectionID`s: re-export the engine's public
// types so that `import ComposedTable` is all a screen, an app or a terminal tool writes. On UIKit
// platforms UIKit is re-exported too: a screen uses its `title`, `navigationController` and
// `present`.
@_exported public import ComposedTableCore

// `required init?(coder: NSCoder)` is written by a screen with its own designated initialiser on
// both platforms: the terminal re-exports the one Foundation type it names (UIKit brings all).
@_exported public import class Foundation.NSCoder

#if canImport(UIKit)
@_exported public import UIKit
#endif
