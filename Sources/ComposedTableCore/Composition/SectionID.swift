/// The stable identity of a section in a ``Composition``.
///
/// A section's index changes when sections before it are inserted, removed or hidden; its
/// `SectionID` does not. Keep the identifier returned by ``Composition/addSection(header:footer:)``
/// or read it with ``Composition/section(containing:)`` to change that section later.
public struct SectionID: Hashable, Sendable, CustomStringConvertible {
    let serial: Int

    init(serial: Int) {
        self.serial = serial
    }

    /// A short, stable text such as `section#3`.
    public var description: String { "section#\(serial)" }
}
