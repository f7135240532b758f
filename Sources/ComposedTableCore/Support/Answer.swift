/// The continuation of an awaited alert or choice screen: resumed once, with the answer, or with
/// `nil` when whatever holds it (the presentation, the screen) goes away without one, so that no
/// task waits forever.
final class Answer<Value: Sendable>: @unchecked Sendable {
    // Used on the main actor only, and by `deinit` once nothing else can.
    private var continuation: CheckedContinuation<Value?, Never>?

    init(_ continuation: CheckedContinuation<Value?, Never>) {
        self.continuation = continuation
    }

    func resume(returning value: Value?) {
        continuation?.resume(returning: value)
        continuation = nil
    }

    deinit {
        continuation?.resume(returning: nil)
    }
}
