import TestSupport
import Testing

@testable import ComposedTableCore

/// The grid row's decisions: how many items a line holds, where each goes, where the cursor
/// moves, which selection is kept; and the nib rules of the UIKit backend.
struct GridLayoutTests {
    // MARK: - Layout

    @Test func theDocumentedSampleHoldsFiveItemsALineAtThreeHundredTwentyPoints() {
        let layout = GridLayout(width: 320, itemsPerRow: 6, itemHeight: 44, minimumItemWidth: 50, spacing: 8, lineSpacing: 8)
        expectEqual(layout.columns, 5)
        expectEqual(layout.itemSize, LayoutSize(width: 57, height: 44))
        expectEqual(layout.lineCount(itemCount: 12), 3)
        expectEqual(layout.frame(ofItemAt: 6), LayoutRect(x: 65, y: 52, width: 57, height: 44))
        expectEqual(layout.height(itemCount: 12), 3 * 44 + 2 * 8)
        #expect(layout.height(itemCount: 0) == 0 && layout.lineCount(itemCount: 0) == 0)
    }

    @Test func itemsAreItemLayoutsWidthAndNeverOverflowAtAnyWidth() {
        for width in stride(from: 0.0, through: 400, by: 7) {
            for perRow in 1...8 {
                for minimum in [0.0, 3, 44] {
                    let layout = GridLayout(
                        width: width, itemsPerRow: perRow, itemHeight: 1, minimumItemWidth: minimum, spacing: 1, leadingInset: 2,
                        trailingInset: 2)
                    #expect((1...perRow).contains(layout.columns))
                    #expect(
                        layout.itemSize.width
                            == ItemLayout.itemWidth(
                                in: width, itemsPerRow: Double(layout.columns), leadingInset: 2, trailingInset: 2, spacing: 1))
                    #expect(layout.columns == 1 || layout.itemSize.width >= minimum, "fewer items rather than narrower ones")
                    if layout.columns < perRow {
                        let wider = ItemLayout.itemWidth(
                            in: width, itemsPerRow: Double(layout.columns + 1), leadingInset: 2, trailingInset: 2, spacing: 1)
                        #expect(wider < minimum, "as many items as fit")
                    }
                    let last = layout.frame(ofItemAt: layout.columns - 1)
                    #expect(layout.itemSize.width == 0 || last.x + last.width <= max(width - 2, 2 + layout.itemSize.width))
                }
            }
        }
    }

    @Test func rightToLeftMirrorsEachLine() {
        let layout = GridLayout(width: 100, itemsPerRow: 3, itemHeight: 10, spacing: 5, leadingInset: 10, trailingInset: 10)
        expectEqual(layout.itemSize.width, 23)
        expectEqual(layout.frame(ofItemAt: 0), LayoutRect(x: 10, y: 0, width: 23, height: 10))
        expectEqual(layout.frame(ofItemAt: 0, isRightToLeft: true), LayoutRect(x: 67, y: 0, width: 23, height: 10))
        expectEqual(layout.frame(ofItemAt: 4, isRightToLeft: true), LayoutRect(x: 39, y: 10, width: 23, height: 10))
    }

    @Test func aPointIsAZeroSizeRectangleToAlignAViewAgainst() {
        // The UIKit extension aligns a view against a point this way: the view's corner, edge
        // middle or centre at the point.
        let point = LayoutRect(x: 50, y: 20, width: 0, height: 0)
        let size = LayoutSize(width: 10, height: 4)
        expectEqual(point.placing(size, at: .topLeading), LayoutRect(x: 50, y: 20, width: 10, height: 4))
        expectEqual(point.placing(size, at: .center), LayoutRect(x: 45, y: 18, width: 10, height: 4))
        expectEqual(point.placing(size, at: .bottomTrailing), LayoutRect(x: 40, y: 16, width: 10, height: 4))
    }

    @Test func mirroringSwapsLeftAndRightOnly() {
        let rect = LayoutRect(x: 0, y: 0, width: 100, height: 50)
        let size = LayoutSize(width: 10, height: 10)
        for alignment in LayoutAlignment.allCases {
            let placed = rect.placing(size, at: alignment)
            let mirrored = rect.placing(size, at: alignment.mirrored)
            #expect(mirrored.x == rect.width - placed.x - size.width && mirrored.y == placed.y)
            expectEqual(alignment.mirrored.mirrored, alignment)
        }
    }

    // MARK: - Cursor

    @Test func theCursorMovesThroughEveryGridAsDocumented() {
        for columns in 1...4 {
            for count in 1...9 {
                let layout = GridLayout(width: 100, itemsPerRow: columns, itemHeight: 1)
                for index in 0..<count {
                    expectEqual(layout.step(.previous, from: index, itemCount: count), (index == 0 ? .stays : .item(index - 1)))
                    expectEqual(layout.step(.next, from: index, itemCount: count), (index == count - 1 ? .stays : .item(index + 1)))
                    let up = layout.step(.up, from: index, itemCount: count)
                    expectEqual(up, (index < columns ? .leaves : .item(index - columns)))
                    let down = layout.step(.down, from: index, itemCount: count)
                    let isLastLine = index / columns == (count - 1) / columns
                    expectEqual(down, (isLastLine ? .leaves : .item(min(index + columns, count - 1))))
                }
            }
        }
        let layout = GridLayout(width: 100, itemsPerRow: 3, itemHeight: 1)
        expectEqual(layout.step(.down, from: 2, itemCount: 5), .item(4), "a shorter line below: its last item")
        expectEqual(layout.step(.up, from: 1, itemCount: 5), .leaves)
        #expect(layout.step(.down, from: 0, itemCount: 0) == .leaves && layout.step(.next, from: 0, itemCount: 0) == .stays)
        for move: GridMove in [.previous, .next] { expectEqual(layout.step(move, from: 1, itemCount: 5, isEnabled: false), .stays) }
        for move: GridMove in [.up, .down] { expectEqual(layout.step(move, from: 1, itemCount: 5, isEnabled: false), .leaves) }
    }

    @Test func selectionAndCursorAreKeptOnItems() {
        expectEqual(GridSelection.kept([2], count: 3, multiple: false), [2])
        expectEqual(GridSelection.kept([3], count: 3, multiple: false), [])
        expectEqual(GridSelection.kept([], count: 3, multiple: false), [])
        expectEqual(GridSelection.cursor(nil, selectedIndex: 2, count: 3), 2)
        expectEqual(GridSelection.cursor(nil, selectedIndex: nil, count: 3), 0)
        expectEqual(GridSelection.cursor(1, selectedIndex: 2, count: 3), 1)
        expectEqual(GridSelection.cursor(5, selectedIndex: 2, count: 2), 0, "neither the old cursor nor the selection is an item")
    }

    @Test func swatchColoursComeFromHexOrClampedComponents() {
        expectEqual(SwatchColor(hex: 0xFF8000), SwatchColor(red: 1, green: 128.0 / 255, blue: 0))
        expectEqual(SwatchColor(red: 2, green: -1, blue: 0.5), SwatchColor(red: 1, green: 0, blue: 0.5))
        expectEqual(GridOption.swatch("Red", SwatchColor(hex: 0xFF0000)).color, SwatchColor(red: 1, green: 0, blue: 0))
        expectEqual(GridOption.symbol("Star", systemImage: "star"), GridOption("Star", systemImage: "star"))
    }

    // MARK: - Nibs

    @Test func aNibIsNamedAfterItsClassWithoutModuleOrGenerics() {
        expectEqual(NibCellNaming.nibName(forClassName: "SwatchCell"), "SwatchCell")
        expectEqual(NibCellNaming.nibName(forClassName: "MyApp.SwatchCell"), "SwatchCell")
        expectEqual(NibCellNaming.nibName(forClassName: "MyApp.Gallery.SwatchCell"), "SwatchCell")
        expectEqual(NibCellNaming.nibName(forClassName: "MyApp.ModelCell<MyApp.Item>"), "ModelCell")
    }

    @Test func nibMessagesSayWhatWasWrongAndHowToFixIt() {
        let method = "addCell(_:model:nibName:bundle:)"
        #expect(
            NibCellNaming.missingNibMessage(method: method, nibName: "SwatchCell", className: "SwatchCell", bundle: "/App.app")
                == "ComposedTable: addCell(_:model:nibName:bundle:) found no nib named “SwatchCell” for SwatchCell in /App.app. "
                + "Add SwatchCell.xib to that bundle's target, or pass nibName: and bundle: (Bundle.module for a Swift "
                + "package's resources).")
        #expect(
            NibCellNaming.wrongContentsMessage(
                method: method, nibName: "Swatch", className: "SwatchCell", found: ["UIView", "UITableViewCell"])
                == "ComposedTable: addCell(_:model:nibName:bundle:) loaded the nib “Swatch”, but it holds no SwatchCell at its top "
                + "level (it holds UIView, UITableViewCell). In Interface Builder, make the top-level cell's Custom Class "
                + "SwatchCell, with its module (or Inherit Module From Target).")
        #expect(
            NibCellNaming.wrongContentsMessage(method: method, nibName: "Empty", className: "SwatchCell", found: []).contains(
                "loaded the nib “Empty”, but it holds nothing at its top level."))
    }

    // MARK: - Misuse

    @Test func aGridWithNoItemPerRowTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = GridLayout(width: 100, itemsPerRow: 0, itemHeight: 1)
        }
        expectMisuse(
            result,
            "ComposedTable: GridLayout(width:itemsPerRow:itemHeight:…) was given itemsPerRow 0; a grid needs at least 1 item per row.")
    }

    @Test func aGridKeepsOnlyASelectionThatIsAnItem() {
        #expect(GridSelection.kept([3], count: 3, multiple: false) == [] && GridSelection.kept([-1], count: 3, multiple: false) == [])
        #expect(GridSelection.kept([2], count: 3, multiple: false) == [2] && GridSelection.kept([0], count: 0, multiple: false) == [])
        expectEqual(GridSelection.cursor(nil, selectedIndex: nil, count: 0), 0, "no items: the cursor rests at 0")
    }

    @Test func aMultipleSelectionKeepsEveryItemAndASingleOneItsLowest() {
        expectEqual(GridSelection.kept([4, -1, 0, 2, 7], count: 5, multiple: true), [0, 2, 4], "indices from data that are no items go")
        expectEqual(GridSelection.kept([4, 1, 3], count: 5, multiple: false), [1], "one selection keeps the lowest")
        expectEqual(GridSelection.kept([9, 4, 1], count: 3, multiple: false), [1], "the lowest that is an item")
        expectEqual(GridSelection.kept([1, 2], count: 0, multiple: true), [])
    }
}
