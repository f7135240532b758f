#if canImport(UIKit)
// `ActiveCell.height` is a `RowHeight`, sections are `SectionID`s: re-export the engine — and
// UIKit, whose `title`, `navigationController` and `present` a screen uses — so that
// `import ComposedTable` is all a screen writes, the same line as with the terminal backend.
@_exported public import ComposedTableCore
@_exported public import UIKit
#endif
