import ComposedTable
import ComposedTableDemoScreens

// `swift run composed-table-demo`: the demo screens in this terminal.
// `swift run composed-table-demo --keys "down enter" --size 60x20` prints the screen after the keys.

// Test hook for Scripts/e2e-tmux.sh: with COMPOSEDTABLE_DEMO_CRASH=1 the demo stops with a fatal
// error shortly after its first frame, to check that a crash restores the terminal and that its
// message is readable afterwards. (The error comes from a Task: the interactive loop runs the
// main actor's work while it waits for keys.)
if Platform.environment("COMPOSEDTABLE_DEMO_CRASH") == "1" {
    Task { @MainActor in
        try? await Task.sleep(for: .milliseconds(300))
        fatalError("COMPOSEDTABLE_DEMO_CRASH=1: the demo's crash test hook")
    }
}

await TerminalApp.main(name: "composed-table-demo") { DemoMenuViewController() }
