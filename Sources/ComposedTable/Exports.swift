#if canImport(UIKit)
// `ActiveCell.height` is a `RowHeight`, sections are `SectionID`s: re-export the engine so that
// `import ComposedTable` is all an app writes.
@_exported public import ComposedTableCore
#endif
