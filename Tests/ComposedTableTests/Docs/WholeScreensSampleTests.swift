import Foundation
import Testing

@testable import ComposedTable

/// The sample of the article *List screens*, compiled and run in the terminal (the article's copy
/// is the code between the markers, indented once here).
enum WholeScreensSample {
    // README whole-screens sample: begin
    final class InboxViewController: ComposedTableViewController {
        override func compose() {
            title = "Inbox"
            // Shown whenever no row is (UIContentUnavailableConfiguration on iOS 17, centred in a terminal).
            emptyState = EmptyState(
                title: "Inbox Zero", message: "Every message is archived.", systemImage: "tray",
                action: EmptyState.Action("Check for Mail") { [unowned self] in refresh() })
            refreshAction = { [weak self] in try await self?.checkForMail() }  // pull to refresh; r in a terminal
            tableHeader = TableHeader(title: "Inbox", subtitle: "4 messages", systemImage: "tray")  // a zoom header on UIKit
            let earlier = addSection(header: "Earlier")
            setSection(earlier, collapsible: true)  // tap the header (Enter on it) to collapse; rows keep their state
            let dennis = addCell(ActiveCell(key: "Dennis", value: "Unix manual"))
            dennis.leadingSwipeActions = [SwipeAction("Flag", systemImage: "flag", tint: .orange) { $0.value = "⚑" }]
            dennis.deleteConfirmation = DeleteConfirmation(title: "Delete “Unix manual”?")
            dennis.onDelete = { [weak self] cell in await self?.archive(cell) ?? false }  // the row goes only if this says true
            dennis.isMovable = true  // reordered in edit mode:
            showsEditButton = true  // Edit in the navigation bar; e in a terminal
        }
    }
    // README whole-screens sample: end
}

extension WholeScreensSample.InboxViewController {
    func checkForMail() async throws {}
    func archive(_ cell: ActiveCell) async -> Bool { true }
}

@MainActor
struct WholeScreensSampleTests {
    @Test func theSampleComposesAndItsRowDeletesAfterConfirmation() async throws {
        let inbox = WholeScreensSample.InboxViewController()
        let session = TerminalSession(rootViewController: inbox, size: TerminalSize(columns: 44, rows: 12))
        #expect(session.screen.text.contains("Inbox"))
        await session.press(.down, .character("d"))
        #expect(session.screen.text.contains("Delete “Unix manual”?"))
        await session.press(.up, .enter)  // a destructive question starts on Cancel
        #expect(session.screen.text.contains("Inbox Zero"), "the last row went: the empty state shows")
    }

    @Test func theArticleHoldsThisSample() throws {
        let root = String(#filePath.split(separator: "/Tests/").first!)
        let article = try String(contentsOfFile: root + "/Sources/ComposedTable/ComposedTable.docc/ListScreens.md", encoding: .utf8)
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let begin = try #require(source.firstRange(of: "// README whole-screens sample: begin\n"))
        let end = try #require(source.firstRange(of: "\n    // README whole-screens sample: end"))
        let code = source[begin.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
        #expect(article.contains("```swift\n" + code + "\n```"))
    }
}
