#if !canImport(UIKit)
extension AccessibleTerminal {
    /// Runs the screens in accessible mode on a terminal: lines read as the terminal's own line
    /// editing delivers them (no raw mode), text written as it is.
    ///
    /// - Returns: How the screens ended.
    static func run(_ navigation: NavigationController, on device: any TerminalDevice) async -> InteractiveTerminal.Outcome {
        var pending: [UInt8] = []
        var ended = false
        let readLine: @MainActor () async -> String? = {
            while true {
                if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    var line = Array(pending[..<newline])
                    pending.removeSubrange(...newline)
                    if line.last == UInt8(ascii: "\r") { line.removeLast() }
                    return String(decoding: line, as: UTF8.self)
                }
                if ended {
                    guard !pending.isEmpty else { return nil }
                    defer { pending = [] }
                    return String(decoding: pending, as: UTF8.self)
                }
                switch device.read() {
                case .bytes(let bytes): pending += bytes
                case .end: ended = true
                case .nothing:
                    if Task.isCancelled { return nil }
                    await device.waitForInput(upTo: .milliseconds(200))
                }
            }
        }
        return await AccessibleTerminal(navigationController: navigation, readLine: readLine, write: { device.write($0) }).run()
    }
}
#endif
