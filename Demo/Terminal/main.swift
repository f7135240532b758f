import ComposedTableDemoScreens
import ComposedTableTerminal

// `swift run composed-table-demo`: the demo screens in this terminal.
// `swift run composed-table-demo --keys "down enter" --size 60x20` prints the screen after the keys.
TerminalApp.main(name: "composed-table-demo") { DemoMenuViewController() }
