import ComposedTable

/// A mailbox that loads, can be emptied and refreshed: its messages load when it first shows
/// (the loading state, and the first time an error with Retry), a title block (a zoom header on
/// UIKit), collapsible sections, messages archived by selecting them (or deleting them: a swipe,
/// `d`) and flagged by a swipe action (`a`), an empty state with a button, and pull to refresh
/// (`r` in a terminal) that brings new mail — and fails once, to show the error.
final class InboxViewController: ComposedTableViewController {
    /// A message: who sent it and its subject.
    struct Message {
        var sender: String
        var subject: String
    }

    /// Why a refresh fails.
    struct ServerError: Error, CustomStringConvertible {
        var description: String { "The mail server did not answer. Try again." }
    }

    /// What each refresh brings, in turn; `nil`: that refresh fails.
    private var deliveries: [[Message]?] = [
        [Message(sender: "Ada", subject: "Lunch on Friday?")],
        nil,
        [Message(sender: "Grace", subject: "Compiler notes"), Message(sender: "Alan", subject: "Re: Machines")],
    ]
    /// How long checking for mail takes: long enough to see the refresh line.
    var checkDuration: Duration = .milliseconds(800)
    /// How long loading the mailbox takes: long enough to see the loading state.
    var loadDuration: Duration = .milliseconds(800)
    /// Whether the next load fails: the first one does, to show the error and Retry.
    var failsNextLoad = true
    private var today: SectionID?
    /// Today's rows, newest first: new mail goes before the first one still there.
    private var todayRows: [ActiveCell] = []
    private var messageCount = 0

    override func compose() {
        title = "Inbox"
        emptyState = EmptyState(
            title: "Inbox Zero", message: "Every message is archived.", systemImage: "tray",
            action: EmptyState.Action("Check for Mail") { [unowned self] in refresh() })
        refreshAction = { [weak self] in try await self?.checkForMail() }
        loadAction = { [weak self] in try await self?.loadMailbox() }
        showsSectionIndex = true
        tableHeader = TableHeader(title: "Inbox", systemImage: "tray")
    }

    /// Waits as a server would, then shows the mailbox — or fails, the first time.
    private func loadMailbox() async throws {
        if loadDuration > .zero { try await Task.sleep(for: loadDuration) }
        if failsNextLoad {
            failsNextLoad = false
            throw ServerError()
        }
        performBatch {
            let today = addSection(header: "Today", footer: "Select a message to archive it.")
            self.today = today
            setSection(today, collapsible: true)
            todayRows = [add(Message(sender: "Tim", subject: "Keynote draft")), add(Message(sender: "Linus", subject: "Patch review"))]

            let earlier = addSection(header: "Earlier")
            setSection(earlier, collapsible: true)
            add(Message(sender: "Margaret", subject: "Apollo checklist"))
            add(Message(sender: "Dennis", subject: "Unix manual"))
            setSection(earlier, collapsed: true)
        }
        updateHeader()
    }

    /// Adds a message's row at the end of the last section.
    @discardableResult
    private func add(_ message: Message) -> ActiveCell {
        messageCount += 1
        return addCell(makeRow(message))
    }

    private func makeRow(_ message: Message) -> ActiveCell {
        let row = ActiveCell(key: message.sender, value: message.subject) { cell in
            let inbox = cell.controller as? InboxViewController
            inbox?.removeCell(cell)
            inbox?.didArchive()
        }
        // Swipe right to flag (`a` in a terminal); swipe left, or `d`, to archive.
        row.leadingSwipeActions = [
            SwipeAction("Flag", systemImage: "flag", tint: .orange) { cell in
                cell.value = cell.value?.hasPrefix("⚑ ") == true ? String(cell.value!.dropFirst(2)) : "⚑ " + (cell.value ?? "")
            }
        ]
        // `weak`: the commit may run after the screen went.
        row.onDelete = { [weak self] _ in
            self?.didArchive()
            return true
        }
        return row
    }

    private func didArchive() {
        messageCount -= 1
        updateHeader()
    }

    private func updateHeader() {
        tableHeader = TableHeader(
            title: "Inbox", subtitle: messageCount == 1 ? "1 message" : "\(messageCount) messages", systemImage: "tray")
    }

    /// Waits as a server would, then puts the next delivery at the top of Today, or fails.
    private func checkForMail() async throws {
        try await Task.sleep(for: checkDuration)
        guard !deliveries.isEmpty, let today else { return }
        guard let messages = deliveries.removeFirst() else { throw ServerError() }
        todayRows.removeAll { !contains($0) }
        let rows = messages.map(makeRow)
        performBatch {
            for row in rows {
                if let first = todayRows.first {
                    insertCell(row, before: first)
                } else {
                    appendCell(row, to: today)
                }
            }
        }
        todayRows.insert(contentsOf: rows, at: 0)
        messageCount += messages.count
        updateHeader()
    }
}
