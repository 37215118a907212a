import Foundation

/// `[3/12] Content/en/01-adding-a-child.md` on one redrawn stderr line, only on a terminal,
/// so that logs and captured output never contain it.
final class Progress: @unchecked Sendable {
  private let lock = NSLock()
  private let total: Int
  private let environment: CommandEnvironment
  private var done = 0

  init(total: Int, environment: CommandEnvironment) {
    self.total = total
    self.environment = environment
  }

  func advance(_ path: String) {
    guard environment.errorIsTerminal else { return }
    lock.lock()
    done += 1
    let line = "\r\u{1B}[K[\(done)/\(total)] \(TerminalText.sanitize(path))"
    lock.unlock()
    environment.writeError(line)
  }

  func finish() {
    guard environment.errorIsTerminal, total > 0 else { return }
    environment.writeError("\r\u{1B}[K")
  }
}

/// Holds the progress line once the pipeline says how many lessons there are.
final class ProgressBox: @unchecked Sendable {
  private let lock = NSLock()
  private var progress: Progress?

  func start(_ progress: Progress) {
    lock.lock()
    self.progress = progress
    lock.unlock()
  }

  func advance(_ path: String) {
    lock.lock()
    let current = progress
    lock.unlock()
    current?.advance(path)
  }

  func finish() {
    lock.lock()
    let current = progress
    lock.unlock()
    current?.finish()
  }
}
