// The one platform choice of the shared API's types, marked: what a row of a composed table is.
#if canImport(UIKit)
public import UIKit

/// A row of a composed table: on UIKit any `UITableViewCell` — an ``ActiveCell`` or a cell of
/// your own — and in a terminal an ``ActiveCell``.
public typealias TableCell = UITableViewCell

/// What a section's header or footer can be besides its text: a live view on UIKit.
package typealias SectionView = UIView
#else
/// A row of a composed table: on UIKit any `UITableViewCell` — an ``ActiveCell`` or a cell of
/// your own — and in a terminal an ``ActiveCell``.
public typealias TableCell = ActiveCell

/// What a section's header or footer can be besides its text: nothing in a terminal.
package typealias SectionView = Never
#endif
