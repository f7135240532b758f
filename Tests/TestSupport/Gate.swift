/// A door a refresh's action waits at, opened by the test. Once open, it lets every later wait
/// through.
@MainActor
package final class Gate {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    package init() {}

    package func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    package func open() {
        isOpen = true
        let continuations = waiting
        waiting = []
        for continuation in continuations { continuation.resume() }
    }
}
