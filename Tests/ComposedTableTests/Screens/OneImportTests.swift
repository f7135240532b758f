import ComposedTable
import Testing

@MainActor
struct OneImportTests {
    // The screen: OneImport/TripViewController.swift.
    @Test("A screen naming Date, Locale, TimeZone, Calendar, URL, Bundle and NSCoder needs only `import ComposedTable`")
    func aScreenNeedsOneImport() {
        let session = TerminalSession(rootViewController: TripViewController(), size: TerminalSize(columns: 40, rows: 10))
        let screen = session.screen.text
        #expect(screen.contains("Departs"))
        #expect(screen.contains("2027"), "the date, shown in UTC: \(screen)")
        #expect(screen.contains("Link") && screen.contains("example.com"), "\(screen)")
    }
}
