import TestSupport
import Testing

@testable import ComposedTableCore

@MainActor
struct RowTests {
    @Test func aTerminalLineIs44PointsRoundedDownAtLeastOne() {
        expectEqual(RowHeight.lines(forPoints: 44), 1)
        expectEqual(RowHeight.lines(forPoints: 87.9), 1)
        expectEqual(RowHeight.lines(forPoints: 88), 2)
        expectEqual(RowHeight.lines(forPoints: 0), 1)
        expectEqual(RowHeight.lines(forPoints: 3 * 44 * (1.0 / 3) * 3), 3, "a share of whole lines keeps its lines")
        expectEqual(RowHeight.lines(forPoints: .greatestFiniteMagnitude), 10_000)
    }

    @Test func onlyEnabledRowsWithAnActionAreSelectable() {
        var ran = 0
        let row = Row("Go") { _ in ran += 1 }
        #expect(RowSelection.canSelect(row))
        row.isEnabled = false
        #expect(!RowSelection.canSelect(row))
        expectEqual(RowSelection.select(row) { .none }, .now(animated: false))
        expectEqual(ran, 0, "a disabled row never runs its action")
        #expect(!RowSelection.canSelect(Row("Info")))
        #expect(!RowSelection.canSelect(Item(1)), "cells without RowBehavior are not selectable")
    }

    @Test func theActionReceivesTheCellAndDeselectionFollowsNavigation() {
        var received: Row?
        let row = Row("Colour") { received = $0 }
        expectEqual(RowSelection.select(row) { .none }, .now(animated: true))
        #expect(received === row)
        expectEqual(RowSelection.select(row) { .pushed }, .onReturn, "an action that pushed deselects on return")
        expectEqual(RowSelection.select(row) { .presented }, .now(animated: true), "a presentation deselects at once")
        received = nil  // the action holds `received`, which held the row: the fixture's own cycle
    }

    @Test func focusChainSkipsHiddenDisabledAndNonTextRows() {
        let composition = Composition<Row, String>()
        let name = Row("Name")
        let info = Row("Info")
        let email = Row("Email")
        let hidden = Row("Hidden")
        let off = Row("Off")
        let phone = Row("Phone")
        for row in [name, email, hidden, off, phone] { row.takesTextFocus = true }
        off.isEnabled = false
        composition.addCell(name)
        composition.addCell(info)
        composition.addCell(email)
        composition.addSection(header: "More")
        composition.addCell(hidden)
        composition.addCell(off)
        composition.addCell(phone)
        composition.setCell(hidden, hidden: true)
        #expect(composition.focusableCell(after: nil) === name)
        #expect(composition.focusableCell(after: name) === email)
        #expect(composition.focusableCell(after: email) === phone)
        #expect(composition.focusableCell(after: phone) == nil)
        #expect(composition.focusableCell(before: phone) === email)
        #expect(composition.focusableCell(before: nil) === phone)
        #expect(composition.focusableCell(before: name) == nil)
        expectEqual([name, info, email, hidden, off, phone].map(composition.isFocusable), [true, false, true, false, false, true])
    }

    @Test func plainTextShowsHeadersRowsStateAndFooters() {
        let composition = Composition<Row, String>()
        composition.addSection(header: "Account", footer: "Signed in on 2 devices.")
        let name = Row("Name", value: "Stephan") { _ in }
        name.accessory = .disclosureIndicator
        let push = Row("Notifications")
        push.accessory = .toggle(isOn: true)
        let sync = Row("Sync", value: "Off")
        sync.isEnabled = false
        let secret = Row("Secret")
        [name, push, sync, secret].forEach { composition.addCell($0) }
        composition.setCell(secret, hidden: true)
        composition.addSection(header: "Empty")
        let expected = """
            [Account]
              Name: Stephan >
            > Notifications [on]
              Sync: Off (disabled)
              (Signed in on 2 devices.)
            [Empty]
            """
        expectEqual(composition.plainText(highlighted: RowPath(section: 0, row: 1)), expected)
        #expect(Composition<Row, String>().plainText().isEmpty)
    }
}

struct HeightTests {
    @Test func resolvesFixedFractionAndAutomaticInOnePass() {
        let heights = RowHeightResolver.resolve([.fixed(44), .fraction(0.25), .automatic], visibleHeight: 800) { _ in
            Issue.record("automatic rows are measured only when a remainder needs them")
            return 0
        }
        expectEqual(heights, [44, 200, nil])
    }

    @Test func remainderRowsShareWhatIsLeft() {
        var measured: [Int] = []
        let heights = RowHeightResolver.resolve(
            [.fixed(100), .remainder, .automatic, .remainder(minimum: 10)], visibleHeight: 600, reservedHeight: 40
        ) { row in
            measured.append(row)
            return 60
        }
        expectEqual(measured, [2])
        expectEqual(heights, [100, 200, nil, 200])
    }

    @Test func remainderNeverGoesNegative() {
        let heights = RowHeightResolver.resolve([.fixed(900), .remainder, .remainder(minimum: 30)], visibleHeight: 600) { _ in 0 }
        expectEqual(heights, [900, nil, 30])
    }

    @Test func onlyFractionsAndTheRemainderFollowTheVisibleHeight() {
        #expect(
            [RowHeight.automatic, .fixed(44), .fraction(0.5), .remainder, .remainder(minimum: 20)].map(\.dependsOnVisibleHeight)
                == [false, false, true, true, true])
    }

    @Test @MainActor func eachRowAsksItsHeightAndOtherCellsSizeThemselves() {
        let fixed = Row("Fixed")
        fixed.height = .fixed(60)
        let remainder = Row("Rest")
        remainder.height = .remainder
        let cells: [AnyObject] = [fixed, Item(1), remainder, Row("Plain")]
        expectEqual(cells.map { Composition<AnyObject, Never>.height(of: $0) }, [.fixed(60), .automatic, .remainder, .automatic])
    }

    @Test func standaloneHeightsNeedNoOtherRow() {
        expectEqual(RowHeight.fixed(44).standaloneHeight(visibleHeight: 600), 44)
        expectEqual(RowHeight.fraction(0.25).standaloneHeight(visibleHeight: 600), 150)
        expectEqual(RowHeight.automatic.standaloneHeight(visibleHeight: 600), nil)
        expectEqual(RowHeight.remainder(minimum: 10).standaloneHeight(visibleHeight: 600), nil)
    }

    @Test func describesItself() {
        #expect(
            [RowHeight.automatic, .fixed(44), .fraction(0.5), .remainder, .remainder(minimum: 20)].map(\.description)
                == ["automatic", "fixed(44.0)", "fraction(0.5)", "remainder", "remainder(minimum: 20.0)"])
    }
}

struct GeometryTests {
    @Test func placesASizeAtEachOfNinePositions() {
        let rect = LayoutRect(x: 10, y: 20, width: 100, height: 50)
        let size = LayoutSize(width: 21, height: 11)
        let origins = LayoutAlignment.allCases.map { rect.placing(size, at: $0) }.map { [$0.x, $0.y] }
        #expect(
            origins == [
                [10, 20], [50, 20], [89, 20],
                [10, 40], [50, 40], [89, 40],
                [10, 59], [50, 59], [89, 59],
            ])
        expectEqual(rect.placing(size, at: .center).size, size)
    }

    @Test func itemWidthCountsInsetsSpacingAndFractionalItems() {
        expectEqual(ItemLayout.itemWidth(in: 320, itemsPerRow: 3, leadingInset: 16, trailingInset: 16, spacing: 8), 90)
        expectEqual(ItemLayout.itemWidth(in: 320, itemsPerRow: 1.1, leadingInset: 16, trailingInset: 16, spacing: 8), 254)
        expectEqual(ItemLayout.itemWidth(in: 320, itemsPerRow: 1), 320)
        expectEqual(ItemLayout.itemWidth(in: 10, itemsPerRow: 4, spacing: 8), 0)
    }
}
