#if !canImport(UIKit)
// Stand-in until the accessible driver lands (replaced by it).
@MainActor
final class AccessibleTerminal {
    init(
        navigationController: NavigationController, readLine: @escaping @MainActor () async -> String?,
        write: @escaping @MainActor (String) -> Void
    ) {}
    func run() async -> InteractiveTerminal.Outcome { .quit }
}
#endif
