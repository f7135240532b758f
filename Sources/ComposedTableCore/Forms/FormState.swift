/// A row's form bookkeeping: its validation rules and the conditions on it. Every ``FormRow``
/// owns one; Core reads and writes it.
@MainActor
public final class FormRowState {
    /// Creates empty bookkeeping.
    public init() {}
}

/// A table that holds form rows: the controller core of either backend. Core's conditions and
/// validation change the table through it.
@MainActor
public protocol FormTable: AnyObject {}
