#if canImport(UIKit)
public import UIKit

/// Row heights resolved by Core's `RowHeightResolver`, for one content and one visible height.
struct ResolvedHeights {
    /// The visible height the rows were resolved for.
    var visibleHeight: CGFloat
    /// Whether some row depends on the visible height (a fraction or the remainder).
    var dependsOnVisibleHeight: Bool
    /// The first flat row index of each visible section.
    var sectionStarts: [Int]
    /// A height per visible row; `nil` sizes itself.
    var heights: [Double?]

    func height(at path: RowPath) -> Double? {
        heights[sectionStarts[path.section] + path.row]
    }
}

extension ComposedTableViewController {
    // MARK: - Heights

    open override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let heights = resolvedHeights ?? resolveHeights()
        return heights.height(at: RowPath(indexPath)).map { CGFloat($0) } ?? UITableView.automaticDimension
    }

    /// The height of the table's visible area: its bounds without the safe area (bars, home
    /// indicator). The keyboard does not count: rows keep their height while it shows.
    var visibleHeight: CGFloat {
        max(0, tableView.bounds.height - tableView.safeAreaInsets.top - tableView.safeAreaInsets.bottom)
    }

    /// Resolves every visible row's height with Core and keeps the result until the content, a
    /// row's height or the visible height changes.
    func resolveHeights() -> ResolvedHeights {
        let requested = composition.visibleRowHeights
        let cells = composition.visibleCells.map(\.cell)
        var sectionStarts: [Int] = []
        var start = 0
        for section in 0..<composition.numberOfSections {
            sectionStarts.append(start)
            start += composition.numberOfRows(inSection: section)
        }
        let visibleHeight = visibleHeight
        let width = tableView.bounds.width
        let heights = RowHeightResolver.resolve(
            requested, visibleHeight: Double(visibleHeight), reservedHeight: Double(supplementaryHeight(width: width))
        ) { row in
            Double(Self.fittingHeight(of: cells[row], width: width))
        }
        let resolved = ResolvedHeights(
            visibleHeight: visibleHeight,
            dependsOnVisibleHeight: requested.contains { $0.dependsOnVisibleHeight },
            sectionStarts: sectionStarts,
            heights: heights)
        resolvedHeights = resolved
        return resolved
    }

    /// Called by a cell whose height changed: animates the new height without reloading the row.
    func rowHeightDidChange(of cell: UITableViewCell) {
        resolvedHeights = nil
        guard isViewLoaded, hasComposed, !isComposing, tableView.window != nil, composition.rowPath(of: cell) != nil else { return }
        tableView.performBatchUpdates(nil)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Fractions and the remainder follow the visible height: after a size change (rotation,
        // split view, a bar showing) resolve again and let the table animate to the new heights.
        guard let resolved = resolvedHeights, resolved.dependsOnVisibleHeight, resolved.visibleHeight != visibleHeight else { return }
        resolvedHeights = nil
        if tableView.window != nil { tableView.performBatchUpdates(nil) }
    }

    /// The height of the headers and footers, which the remainder leaves room for.
    private func supplementaryHeight(width: CGFloat) -> CGFloat {
        var total: CGFloat = 0
        for section in 0..<composition.numberOfSections {
            for supplement in [composition.header(inSection: section), composition.footer(inSection: section)] {
                switch supplement {
                case .view(let view): total += Self.fittingHeight(of: view, width: width)
                case .title(let title): total += Self.titleHeight(title, width: width)
                case nil: break
                }
            }
        }
        return total
    }

    private static func titleHeight(_ title: String, width: CGFloat) -> CGFloat {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        var content = UIListContentConfiguration.groupedHeader()
        content.text = title
        header.contentConfiguration = content
        return fittingHeight(of: header, width: width)
    }

    static func fittingHeight(of view: UIView, width: CGFloat) -> CGFloat {
        view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}
#endif
