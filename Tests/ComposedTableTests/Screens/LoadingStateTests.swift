import ComposedTableCore
import Foundation
import TestSupport
import Testing

@testable import ComposedTable

/// A screen's loading state in a terminal, with the exact screen: `Loading…` with a spinner in
/// place of the empty state, the rows once loaded, a load's error with Retry, a refresh that runs
/// the load again, and leaving that cancels it.
@MainActor
struct LoadingStateTests {
    struct Offline: Error, CustomStringConvertible {
        var description: String { "The network is offline." }
    }

    /// A screen of plugins that load through `load`, with an empty state of its own.
    private func pluginsScreen(load: @escaping @MainActor () async throws -> [String]) -> ComposedTableViewController {
        let screen = ComposedTableViewController(title: "Plugins")
        screen.emptyState = EmptyState(title: "No Plugins", systemImage: "tray")
        screen.loadAction = { [unowned screen] in
            let names = try await load()
            screen.reset()
            screen.addSection(header: "Installed")
            for name in names { screen.addCell(ActiveCell(key: name)) }
        }
        return screen
    }

    @Test func theLoadingStateShowsInsteadOfTheEmptyStateThenTheRows() async throws {
        let gate = Gate()
        var loads = 0
        let screen = pluginsScreen {
            loads += 1
            await gate.wait()
            return ["Git", "Lint"]
        }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 7))
        let instant = ContinuousClock.now
        screen.spinnerClock = { instant }  // a clock that stands still: the first frame
        await session.settle()
        #expect(loads == 1 && screen.isLoading, "it loads when it first shows")
        #expect(
            session.screen.text == """
                           Plugins


                          ⠋ Loading…


                q quit · ? keys
                """, "not the empty state: the rows are on their way")
        expectEqual(session.screen.style(atRow: 3, column: 10), .accent, "the spinner")
        gate.open()
        await session.settle()
        #expect(
            session.screen.text == """
                           Plugins
                 Installed
                › Git
                  Lint


                ↑↓ move · q quit · ? keys
                """, "(r refreshes: its hint does not fit)")
        #expect(!screen.isLoading && loads == 1)
    }

    @Test func aLoadThatEndsWithNoRowsShowsTheEmptyState() async throws {
        let screen = pluginsScreen { [] }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 7))
        await session.settle()
        #expect(session.screen.line(4) == "          No Plugins" && !screen.isLoading)
    }

    @Test func aFailedLoadShowsItsErrorAndRetryLoadsAgain() async throws {
        var attempts = 0
        let gate = Gate()
        let screen = pluginsScreen {
            attempts += 1
            if attempts == 1 { throw Offline() }
            await gate.wait()
            return ["Git"]
        }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 40, rows: 9))
        await session.settle()
        #expect(
            session.screen.text == """
                                Plugins

                                    ⚠
                              Couldn’t Load
                         The network is offline.

                                [ Retry ]

                ⏎ Retry · r refresh · q quit · ? keys
                """)
        expectEqual(session.screen.style(atRow: 6, column: 16), [.reverse, .accent], "the button, the only thing Enter chooses")
        await session.press(.enter)
        #expect(attempts == 2 && screen.isLoading)
        #expect(session.screen.line(4).hasSuffix("Loading…") && !session.screen.text.contains("Couldn’t Load"), "loading again")
        gate.open()
        await session.settle()
        #expect(session.screen.line(2) == "› Git" && attempts == 2)
    }

    @Test func anNSErrorSaysItsLocalizedDescriptionNotItsDump() async throws {
        // A tmux tester saw `Error Domain=net Code=1 "(null)"UserInfo={…}` on Linux.
        let screen = pluginsScreen {
            throw NSError(domain: "net", code: 1, userInfo: [NSLocalizedDescriptionKey: "Network down."])
        }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 40, rows: 9))
        await session.settle()
        expectEqual(session.screen.line(4), "              Network down.")
        #expect(!session.screen.text.contains("Domain"))
    }

    @Test func theKeyHelpListsRefreshOnAScreenThatLoads() async throws {
        let screen = pluginsScreen { ["Git"] }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 60, rows: 40))
        await session.settle()
        session.send(.character("?"))
        #expect(session.screen.text.contains("refresh, on a screen that refreshes"), "r works here: the help says so")
    }

    @Test func aRefreshRunsTheLoadAgainOnceAtATime() async throws {
        var loads = 0
        let gates = [Gate(), Gate()]
        gates[0].open()
        let screen = pluginsScreen {
            loads += 1
            await gates[min(loads, 2) - 1].wait()
            return loads == 1 ? ["Git"] : ["Git", "Lint"]
        }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 7))
        await session.settle()
        #expect(session.screen.line(2) == "› Git" && loads == 1)
        await session.run(try KeyScript("r r"))
        #expect(loads == 2 && screen.isRefreshing, "a second r while it loads is ignored")
        #expect(session.screen.line(1) == "  ⟳ Refreshing…" && session.screen.line(3) == "› Git", "the rows stay while it refreshes")
        #expect(!screen.refresh(), "nor from code")
        gates[1].open()
        await session.settle()
        #expect(session.screen.line(2) == "› Git" && session.screen.line(3) == "  Lint")
        #expect(!screen.isRefreshing && !screen.isLoading)
    }

    @Test func leavingCancelsTheLoadAndShowsNoError() async throws {
        weak var weakScreen: ComposedTableViewController?
        var wasCancelled = false
        let root = ComposedTableViewController(title: "Menu")
        root.addCell(ActiveCell(key: "Plugins"))
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 30, rows: 7))
        do {
            let screen = pluginsScreen {
                do {
                    try await Task.sleep(for: .seconds(3600))
                } catch {
                    wasCancelled = true
                    throw error
                }
                return ["Git"]
            }
            weakScreen = screen
            session.navigationController.pushViewController(screen, animated: false)
            await session.settle()
            #expect(screen.isLoading)
            await session.press(.left)
            let ended = await session.settle { _ in wasCancelled && !screen.isLoading }
            #expect(ended, "leaving cancels the load's task, and the load ends")
            #expect(screen.core.emptyContent?.emptyState?.title != "Couldn’t Load", "a cancellation is no error")
            expectEqual(screen.core.existingAlertQueue?.count ?? 0, 0)
        }
        #expect(weakScreen == nil, "the load does not keep the screen")
        expectEqual(session.screen.line(1), "› Plugins")
    }

    @Test func theSpinnerTurnsWithItsClock() async throws {
        let gate = Gate()
        let screen = pluginsScreen {
            await gate.wait()
            return []
        }
        let start = ContinuousClock.now
        var now = start
        screen.spinnerClock = { now }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 7))
        await session.settle()
        expectEqual(session.screen.line(3), "          ⠋ Loading…")
        expectEqual(session.screen.line(3), "          ⠋ Loading…", "drawn again at the same time: the same frame")
        now = start + .milliseconds(100)
        expectEqual(session.screen.line(3), "          ⠙ Loading…", "a tenth of a second later: the next frame")
        now = start + .milliseconds(1050)
        expectEqual(session.screen.line(3), "          ⠋ Loading…", "ten frames: round again")
        gate.open()
        await session.settle()
        expectEqual(session.screen.line(4), "          No Plugins")
    }

    @Test func aScreenThatSaysItLoadsHidesItsEmptyStateUntilItSaysItIsDone() async throws {
        let screen = ComposedTableViewController(title: "Feed")
        screen.emptyState = EmptyState(title: "No Stories")
        screen.isLoading = true
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 7))
        #expect(session.screen.line(3).hasSuffix("Loading…") && !session.screen.text.contains("No Stories"))
        screen.isLoading = false
        expectEqual(session.screen.line(3), "          No Stories")
        screen.isLoading = true
        screen.addCell(ActiveCell(key: "Story"))
        expectEqual(session.screen.line(1), "› Story", "rows that show show, loading or not")
    }

    @Test func aLoadThatFailsWhileRowsShowSaysSoInAnAlert() async throws {
        let screen = ComposedTableViewController(title: "Feed")
        screen.addCell(ActiveCell(key: "Pinned"))
        screen.loadAction = { throw Offline() }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 40, rows: 9))
        await session.settle()
        #expect(session.screen.text.contains("Couldn’t Load") && session.screen.text.contains("The network is offline."))
        #expect(session.screen.line(1).hasPrefix("› Pinn"), "the rows stay, under the alert")
    }
}
