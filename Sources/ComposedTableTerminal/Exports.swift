#if !canImport(UIKit)
// `ActiveCell.height` is a `RowHeight`, sections are `SectionID`s: re-export the engine so that
// `import ComposedTableTerminal` is all a tool writes.
@_exported public import ComposedTableCore
#endif
