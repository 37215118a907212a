import Foundation

/// Wakes `lessons serve`'s watcher as soon as something changes under its folders (Linux's
/// inotify), instead of at its next poll: a save is seen at once rather than half a poll
/// later on average. The watcher still compares snapshots (`FolderSnapshot`) to know what
/// changed; an event only ends its wait early. Without inotify (or when a watch cannot be
/// added) the wait simply lasts its whole timeout, as plain polling does.
final class FolderEvents {
  private let folders: [String]
  private let descriptor: Int32

  /// Starts watching every folder under `folders` (hidden ones left out).
  init(folders: [String]) {
    self.folders = folders
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    addWatches()
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Waits until something changed under the folders or `timeout` seconds passed; true
  /// when woken by a change. Pending events are consumed, and folders made since are
  /// watched too.
  func wait(timeout: Double) -> Bool {
    guard descriptor >= 0 else {
      Thread.sleep(forTimeInterval: timeout)
      return false
    }
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    let ready = poll(&request, 1, Int32(max(0, timeout * 1000)))
    guard ready > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while read(descriptor, &buffer, buffer.count) > 0 {}
    addWatches()
    return true
  }

  /// Watches each folder (again: adding a watch twice keeps one).
  private func addWatches() {
    guard descriptor >= 0 else { return }
    let mask = UInt32(
      IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE
        | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF)
    var pending = folders
    while let folder = pending.popLast() {
      guard inotify_add_watch(descriptor, folder, mask) >= 0,
        let directory = opendir(folder)
      else { continue }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        guard entry.pointee.d_type == UInt8(DT_DIR) else { continue }
        let name = withUnsafePointer(to: entry.pointee.d_name) {
          $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
        }
        if name.hasPrefix(".") { continue }
        pending.append(folder + "/" + name)
      }
    }
  }
}
