#if canImport(UIKit)
import UIKit

extension ComposedTableViewController {
    /// Nothing to end before cells go: UIKit's editors end with their cells.
    func willRemove(_ cells: [UITableViewCell]) {}
}

extension IndexPath {
    /// The index path of an engine row path.
    init(_ path: RowPath) {
        self.init(row: path.row, section: path.section)
    }
}

extension RowPath {
    /// The engine row path of a table index path.
    init(_ indexPath: IndexPath) {
        self.init(section: indexPath.section, row: indexPath.row)
    }
}
#endif
