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

// `composed-table-demo ask colour|toppings|delete|name|message|filter|spin|download|path`: one question, inline below the prompt,
// the answer on standard output — for shell scripts: `colour=$(composed-table-demo ask colour)`.
let arguments = Array(CommandLine.arguments.dropFirst())
/// The error of `ask spin fail`.
enum DemoError: Error, CustomStringConvertible {
    case offline
    var description: String { "the network is offline" }
}
if arguments.first == "ask" {
    switch arguments.dropFirst().first {
    case "colour"?:
        guard let colour = await TerminalApp.choose("Colour", from: ["Red", "Green", "Blue", "Yellow", "Purple"]) else {
            TerminalApp.exit(1)
        }
        print(colour)
    case "toppings"?:
        guard let toppings = await TerminalApp.chooseMany("Toppings", from: ["Cheese", "Olives", "Basil", "Chilli"]) else {
            TerminalApp.exit(1)
        }
        print(["Cheese", "Olives", "Basil", "Chilli"].filter(toppings.contains).joined(separator: "\n"))
    case "delete"?:
        TerminalApp.exit(await TerminalApp.confirm("Delete 3 files?", action: "Delete", cancel: "Keep") ? 0 : 1)
    case "name"?:
        guard let name = await TerminalApp.ask("Name", placeholder: "Ada Lovelace") else { TerminalApp.exit(1) }
        print(name)
    case "message"?:
        guard let message = await TerminalApp.write("Message", placeholder: "What changed, and why?") else { TerminalApp.exit(1) }
        print(message)
    case "filter"?:  // the lines of standard input: `ls | composed-table-demo ask filter`
        guard let line = await TerminalApp.filter("Pick") else { TerminalApp.exit(1) }
        print(line)
    case "spin"?:  // two seconds of work, or `spin fail`: an error after one
        let fails = arguments.dropFirst(2).first == "fail"
        do {
            let release = try await TerminalApp.spin("Fetching releases") { () async throws -> String in
                try await Task.sleep(for: .seconds(fails ? 1 : 2))
                if fails { throw DemoError.offline }
                return "v1.2.0"
            }
            print(release)
        } catch {
            TerminalApp.exit(1)  // the summary line said why
        }
    case "download"?:  // three seconds of work that says how far it is: a bar and a count
        let progress = Progress(totalUnitCount: 30)
        do {
            try await TerminalApp.spin("Downloading", progress: progress) {
                for _ in 0..<30 {
                    try await Task.sleep(for: .milliseconds(100))
                    progress.completedUnitCount += 1
                }
            }
        } catch {
            TerminalApp.exit(1)
        }
    case "path"?:  // a file from the current folder, or `path DIR`: from DIR, a folder allowed
        let directory = arguments.dropFirst(2).first
        guard let path = await TerminalApp.choosePath("File", in: directory ?? ".", allowsDirectories: directory != nil) else {
            TerminalApp.exit(1)
        }
        print(path)
    default:
        Platform.writeError("usage: composed-table-demo ask colour|toppings|delete|name|message|filter|spin|download|path")
        TerminalApp.exit(64)
    }
    TerminalApp.exit(0)
}

await TerminalApp.main(name: "composed-table-demo") { DemoMenuViewController() }
