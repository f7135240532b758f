import ComposedTable

// README:begin
/// One message, read: a screen with a stored property and its own designated initialiser,
/// written once. The same rules hold on both platforms — `super.init(title:)` is designated and
/// `required init?(coder:)` is demanded on both — so this file compiles for iOS and a terminal as
/// it is (`InitialiserRulesTests` runs it; `Scripts/ios-typecheck` checks it for iOS).
final class MessageViewController: ComposedTableViewController {
    /// The message shown.
    let message: InboxViewController.Message
    /// How many times the screen was composed: once, however often it is shown.
    private(set) var composeCount = 0

    /// Creates the screen of a message.
    ///
    /// - Parameter message: The message to show.
    init(message: InboxViewController.Message) {
        self.message = message
        super.init(title: message.subject)
    }

    required init?(coder: NSCoder) { nil }

    override func compose() {
        composeCount += 1
        addSection(header: "From")
        addCell(ActiveCell(key: message.sender))
        addSection(header: "Subject")
        addCell(MultilineCell(text: message.subject))
    }
}
// README:end
