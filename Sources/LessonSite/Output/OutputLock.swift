import Foundation

/// One build at a time per output folder: an exclusive `flock` on `<name>.lock` in the
/// build cache's folder beside the output (`.lessons-cache/`), held from before the build
/// cache is read until after the new cache is recorded.
///
/// Two builds into one output would otherwise interleave their swaps and their recordings of
/// the output's files: the second to swap would leave its site, the second to record would
/// leave a cache that describes the other's site, and every later build would say "up to
/// date" over the wrong pages. The lock file is never removed (removing it would let a third
/// build lock a new file while the second still holds the old one); the kernel drops the lock
/// when the process ends, however it ends, so a killed build never leaves the folder locked.
package final class OutputLock: @unchecked Sendable {
  private let descriptor: Int32

  /// The lock file of `output` (absolute, canonical).
  package static func path(for output: URL) -> String {
    BuildCache.location(for: output).deletingLastPathComponent().path + "/"
      + output.lastPathComponent + ".lock"
  }

  /// Takes the lock of `output` without waiting; throws `.output` naming the build that holds
  /// it.
  package init(for output: URL) throws(SiteBuildError) {
    let path = Self.path(for: output)
    let parent = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else {
      throw .output(
        path: output.path,
        reason: "cannot create the lock file \(path): \(String(cString: strerror(errno)))")
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      var buffer = [UInt8](repeating: 0, count: 32)
      let count = pread(descriptor, &buffer, buffer.count, 0)
      let holder = count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : ""
      close(descriptor)
      let who =
        holder.isEmpty ? "another `lessons build`" : "another `lessons build` (process \(holder))"
      throw .output(
        path: output.path,
        reason: "\(who) is writing this output folder; wait for it to finish, or choose "
          + "another --output (lock: \(path))")
    }
    let pid = String(ProcessInfo.processInfo.processIdentifier)
    _ = ftruncate(descriptor, 0)
    _ = pid.withCString { pwrite(descriptor, $0, strlen($0), 0) }
    self.descriptor = descriptor
  }

  deinit {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
