extension InputObservers {
    /// Reports a change the user made, in the order every input cell of both backends keeps:
    /// the observers (`byUser` true), then the cell's `onChange`, then its `action`.
    package func reportUserChange(_ value: Value, valueChanged: Bool = true, onChange: () -> Void, action: () -> Void) {
        if valueChanged { notify(value, byUser: true) }
        onChange()
        action()
    }
}

extension InputObservers where Value: Equatable {
    /// Reports a change code made: the observers hear it (`byUser` false) only when the value
    /// changed, and the cell's `onChange` is not called.
    package func reportCodeChange(from old: Value, to value: Value) {
        if value != old { notify(value, byUser: false) }
    }
}
