#if canImport(UIKit)
import ComposedTable
import UIKit
import XCTest

/// What code ported from earlier versions meets on UIKit: a subclass calling `super.init()` (as in
/// a terminal, `Tests/ComposedTableTests/Screens/InitialiserRulesTests.swift`), and `ActiveCell.image`, a
/// `RowImage`. Type-checked on Linux by `Scripts/ios-typecheck`, where `cell.image = UIImage(…)`
/// is an error whose message names `RowImage`; run on the iOS simulator.
@MainActor
final class UpgradeRulesTests: XCTestCase {
    func testASubclassCallsSuperInitOrSuperInitTitle() {
        XCTAssertNil(UntitledViewController(count: 2).title)
        XCTAssertEqual(TitledViewController(name: "Ada").title, "Hello, Ada")
    }

    func testAnActiveCellsImageIsARowImage() throws {
        let cell = ActiveCell(key: "Airplane Mode")
        cell.image = .symbol("airplane")
        XCTAssertEqual(cell.image, .symbol("airplane"))
        let picture = try XCTUnwrap(UIImage(systemName: "star"))
        cell.image = RowImage(picture)
        XCTAssertNotNil(cell.image)
        cell.image = nil
        XCTAssertNil(cell.image)
    }
}

/// A subclass whose designated initialiser calls `super.init()`.
private final class UntitledViewController: ComposedTableViewController {
    let count: Int

    init(count: Int) {
        self.count = count
        super.init()
    }

    required init?(coder: NSCoder) { nil }
}

/// A subclass whose designated initialiser calls `super.init(title:)`.
private final class TitledViewController: ComposedTableViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init(title: "Hello, \(name)")
    }

    required init?(coder: NSCoder) { nil }
}
#endif
