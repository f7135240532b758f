/// One alert on its way to the user and back: the actions in the order they show (the cancel
/// action last, "OK" when there is none), the cursor (on an enabled, non-destructive preferred
/// action, else the first enabled ordinary one, else cancel) and the result, which comes once:
/// the handler runs, then the awaiting caller gets the result, then the next alert shows.
@MainActor
package final class AlertPresentation {
    package let title: String?
    package let message: String?
    package let style: Alert.Style
    /// The actions in the order they show: the cancel action last.
    package let actions: [AlertAction]
    /// The index of the cancel action in ``actions``, or `nil` when there is none.
    package let cancelIndex: Int?
    /// The index of the action UIKit emphasises (`preferredAction`), or `nil`.
    package let preferredIndex: Int?
    /// The index of the action under the cursor: always an enabled one while unresolved.
    package private(set) var cursor: Int
    /// Whether the result is in: an action was chosen, or the alert was dismissed.
    package private(set) var isResolved = false
    /// The action chosen, once resolved; `nil` when dismissed without one.
    package private(set) var chosenAction: AlertAction?
    /// The row the alert points at (an action sheet's popover on iPad), when it was given and is a
    /// visible row of the table, on screen, when the alert shows; else `nil`, the whole table.
    package internal(set) weak var anchor: AnyObject?

    /// Called once with the index chosen, `nil` when dismissed: the caller's result.
    private var completion: (@MainActor (Int?) -> Void)?
    /// Called once on resolution, before the handler, with whether it was dismissed by code (so
    /// the backend must take it off the screen): the queue's bookkeeping.
    var onEnd: (@MainActor (AlertPresentation, _ byCode: Bool) -> Void)?
    /// Called once after the handler and the completion ran: the queue shows the next alert.
    var onFinish: (@MainActor () -> Void)?

    /// Makes a presentation of an alert, checking it.
    /// - Precondition: At most one cancel action; at least one enabled action; a preferred action
    ///   is an index in the actions.
    package init(_ alert: Alert, method: String = "present(_:from:)", completion: (@MainActor (Int?) -> Void)? = nil) {
        if let preferred = alert.preferredAction {
            require(
                alert.actions.indices.contains(preferred),
                "ComposedTable: \(method) was given an Alert whose preferredAction is \(preferred); it has \(alert.actions.count) actions (\(alert.actions.map { "\"\($0.title)\"" }.joined(separator: ", "))). "
                    + "Give the index of one of its actions, or nil.")
        }
        var actions = alert.actions.isEmpty ? [AlertAction.cancel("OK")] : alert.actions
        let cancels = actions.filter { $0.role == .cancel }
        require(
            cancels.count <= 1,
            "ComposedTable: \(method) was given an Alert with \(cancels.count) cancel actions (\(cancels.map { "\"\($0.title)\"" }.joined(separator: ", "))); "
                + "an alert can have only one action with the cancel role, as UIKit's UIAlertController requires. Give the others the default role."
        )
        require(
            actions.contains(where: \.isEnabled),
            "ComposedTable: \(method) was given an Alert whose every action is disabled (\(actions.map { "\"\($0.title)\"" }.joined(separator: ", "))); "
                + "the user could not close it. Enable one of them.")
        // The preferred action's index once the cancel action moved last.
        var preferred = alert.preferredAction
        if let index = actions.firstIndex(where: { $0.role == .cancel }) {
            actions.append(actions.remove(at: index))
            if let given = preferred { preferred = given == index ? actions.count - 1 : given > index ? given - 1 : given }
        }
        if let given = preferred, !actions[given].isEnabled || actions[given].role == .destructive { preferred = nil }
        self.title = alert.title
        self.message = alert.message
        self.style = alert.style
        self.actions = actions
        let cancelIndex = actions.last?.role == .cancel ? actions.count - 1 : nil
        self.cancelIndex = cancelIndex
        let firstDefault = actions.firstIndex { $0.role == .default && $0.isEnabled }
        self.preferredIndex = alert.style == .alert ? preferred ?? firstDefault : nil
        let enabledCancel = cancelIndex.flatMap { actions[$0].isEnabled ? $0 : nil }
        self.cursor = preferred ?? firstDefault ?? enabledCancel ?? actions.firstIndex(where: \.isEnabled) ?? 0
        self.completion = completion
    }

    /// Whether cancelling (Esc, a tap outside) does something: an enabled cancel action, or an
    /// action sheet without a cancel action. The terminal's hints show Esc only then.
    package var canCancel: Bool {
        guard !isResolved else { return false }
        if let cancelIndex { return actions[cancelIndex].isEnabled }
        return style == .actionSheet
    }

    // MARK: - The cursor

    /// Moves the cursor to the next enabled action below (a positive step) or above (a negative
    /// one), as many enabled actions as the step says, stopping at the ends.
    package func moveCursor(by step: Int) {
        guard !isResolved, step != 0 else { return }
        let forward = step > 0
        var remaining = step.magnitude
        var index = cursor
        while remaining > 0 {
            guard let next = nextEnabled(from: index, forward: forward) else { break }
            index = next
            remaining -= 1
        }
        cursor = index
    }

    private func nextEnabled(from index: Int, forward: Bool) -> Int? {
        var index = index
        while true {
            index += forward ? 1 : -1
            guard actions.indices.contains(index) else { return nil }
            if actions[index].isEnabled { return index }
        }
    }

    /// Moves the cursor for a typed character: a digit `1`–`9` to that action (in the order
    /// shown), a letter to the next enabled action whose title starts with it (case ignored;
    /// typed again, it cycles through them).
    @discardableResult
    package func jump(to character: Character) -> Bool {
        guard !isResolved else { return false }
        if let digit = character.wholeNumberValue, character.isASCII, digit >= 1 {
            guard actions.indices.contains(digit - 1), actions[digit - 1].isEnabled else { return false }
            cursor = digit - 1
            return true
        }
        // Lowercased, to compare a typed letter with a title's first letter.
        let key = String(character).lowercased()
        guard !key.isEmpty else { return false }
        for offset in 1...actions.count {
            let index = (cursor + offset) % actions.count
            if actions[index].isEnabled, actions[index].title.lowercased().hasPrefix(key) {
                cursor = index
                return true
            }
        }
        return false
    }

    // MARK: - Resolving

    /// Chooses an action: the alert closes, the action's handler runs, then the result goes to
    /// whoever waits for it.
    @discardableResult
    package func choose(at index: Int) -> Bool {
        require(
            actions.indices.contains(index),
            "ComposedTable: AlertPresentation.choose(at:) was given index \(index); the alert has \(actions.count) actions.")
        guard !isResolved, actions[index].isEnabled else { return false }
        resolve(with: index, byCode: false)
        return true
    }

    /// What Esc or a tap outside does: chooses the cancel action; closes an action sheet without
    /// one with no action; does nothing to an alert without one (or with a disabled one).
    @discardableResult
    package func cancel() -> Bool {
        guard canCancel else { return false }
        if let cancelIndex { return choose(at: cancelIndex) }
        resolve(with: nil, byCode: false)
        return true
    }

    /// Closes the alert without an action, as when its screen leaves: no handler runs, the result
    /// is `nil`, and the backend takes it off the screen. Nothing happens once resolved.
    package func dismiss() {
        guard !isResolved else { return }
        resolve(with: nil, byCode: true)
    }

    /// Resolves without an action or a handler, as ``dismiss()`` does, for an alert that is no
    /// longer on the screen although nobody chose or dismissed it (it went with a sheet that was
    /// dismissed under it): nothing is taken off the screen.
    func vanish() {
        guard !isResolved else { return }
        resolve(with: nil, byCode: false)
    }

    private func resolve(with index: Int?, byCode: Bool) {
        isResolved = true
        chosenAction = index.map { actions[$0] }
        let completion = self.completion
        let onEnd = self.onEnd
        let onFinish = self.onFinish
        self.completion = nil
        self.onEnd = nil
        self.onFinish = nil
        // No longer the current alert (off the screen when dismissed by code), so that a handler
        // can present the next alert or a screen; then the handler and the result; then the next
        // alert, if the screen can still show it.
        onEnd?(self, byCode)
        if let index { actions[index].handler?() }
        completion?(index)
        onFinish?()
    }
}
