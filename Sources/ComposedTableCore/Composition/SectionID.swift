/// The stable identity of a section in a ``Composition``.
///
/// A section's index changes when sections before it are inserted, removed or hidden; its
/// `SectionID` does not. Keep the identifier returned by ``Composition/addSection(header:footer:)``
/// or read it with ``Composition/section(containing:)`` to change that section later.
///
/// An identifier belongs to one composition and to its content until ``Composition/reset()``:
/// using it with another table, or after a reset, stops the program with a message that says
/// which.
public struct SectionID: Hashable, Sendable, CustomStringConvertible {
    let serial: Int
    /// How many sections used this serial before: a removed section's serial is reused, and the
    /// version tells its identifiers from the new section's.
    let version: UInt32
    /// The composition and content generation the identifier was made for.
    let scope: SectionScope

    init(serial: Int, version: UInt32 = 0, scope: SectionScope) {
        self.serial = serial
        self.version = version
        self.scope = scope
    }

    /// A short, stable text such as `section#3`, or `section#3v2` for the third section to hold
    /// serial 3.
    public var description: String { version == 0 ? "section#\(serial)" : "section#\(serial)v\(version)" }
}

/// Which composition, and which of its contents (a new one after each `reset()`), a
/// ``SectionID`` was made for.
struct SectionScope: Hashable, Sendable {
    /// A random tag per composition.
    var table: UInt32
    /// How many times the composition was reset before the identifier was made.
    var generation: UInt32

    /// A scope for a new composition.
    static func makeUnique() -> SectionScope {
        SectionScope(table: UInt32.random(in: 1...UInt32.max), generation: 0)
    }
}
