import TestSupport
import Testing

@testable import ComposedTable
@testable import ComposedTableDemoScreens

/// The demo's Sounds screen: pictures and text styles where a user expects them.
@MainActor
struct SoundsDemoTests {
    @Test func theSoundsScreenShowsIconsSpeakersAndARedRow() throws {
        let sounds = SoundsViewController()
        let session = TerminalSession(rootViewController: sounds, size: TerminalSize(columns: 44, rows: 13))
        expectScreen(
            session,
            """
                               Sounds
             ♫ Ringer and Alerts
            › Volume  ♪ ━━━━━━━━━━━━●─────────── ♫  50 %

             Sounds and Haptic Patterns
              ♪ Ringtone                    Reflection >
              ✉ Text Tone                         Note >
              ♬ Sound Pack                       2.4.1

              Reset Sounds
              ⓘ Every tone goes back to its default.

            ←→ change · ↑↓ move · q quit · ? keys
            """)
        expectEqual(session.screen.style(atRow: 5, column: 2), .red, "the ringtone's icon in its tint")
        expectEqual(session.screen.style(atRow: 5, column: 35), .dim, "its value is secondary")
        expectEqual(session.screen.style(atRow: 9, column: 2), [.red, .bold], "Reset Sounds is destructive")
        session.run(try KeyScript("right right"))
        expectEqual(sounds.sounds.volume, 0.6, "the slider with pictures still moves")
    }

    @Test func theTonePickerShowsASpeakerOnTheChosenTone() throws {
        let sounds = SoundsViewController()
        let session = TerminalSession(rootViewController: sounds, size: TerminalSize(columns: 44, rows: 13))
        session.run(try KeyScript("down enter"))
        #expect(
            session.screen.text.components(separatedBy: "\n")[1...4] == [
                "› Reflection                               ♫", "  Chimes", "  Note", "  Radar",
            ])
        session.run(try KeyScript("down down enter"))
        expectEqual(sounds.sounds.ringtone, "Note")
        expectEqual(session.screen.line(5), "› ♪ Ringtone                          Note >")
        session.run(try KeyScript("end enter"))
        expectEqual(sounds.sounds.ringtone, "Reflection", "Reset Sounds puts the default back")
        #expect(session.screen.text.contains("Ringtone                    Reflection"))
    }
}
