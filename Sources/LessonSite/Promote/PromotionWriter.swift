import Foundation

/// Writes promoted bytes over a lesson file atomically (a temporary file in the same folder,
/// then a rename), and only if the file still holds the bytes the check read.
///
/// A lesson that is a symbolic link is followed: the file it points to is rewritten, beside
/// itself, and the link stays a link (replacing the link by a regular file would leave the
/// real lesson stale). The new file gets the old one's permission bits and, where allowed,
/// its owner; the rename gives it a new inode, so hard links to the old file keep the old
/// bytes. The temporary file is flushed (`fsync`) before the rename and the folder after it,
/// so a crash leaves either the old lesson or the new one, never a truncated file.
///
/// Edits by others are never lost: just before the rename the file must still be the one
/// read (device and inode, size, modification time) with the same bytes, and nobody may
/// have it open for writing. An editor that saves in place truncates the file, then writes
/// it, through a descriptor it holds open all along; a rename in between would send the
/// rest of its save to an unlinked file. Linux tells whether anyone holds a file open for
/// writing by whether a read lease can be taken (`F_SETLEASE`); the lease is held through
/// the rename, so a writer that opens the file meanwhile waits until the swap is done and
/// then writes to the new file. Where leases are not available (another owner, a network
/// file system), the identity and bytes checks still hold.
package enum PromotionWriter {
  /// Test hook: runs just before the last look at the target (the window an editor's save
  /// would fall into). Nil in the product.
  ///
  /// Task-local, so that it acts only on the promotions of the test that sets it: as a
  /// process-wide variable it also ran inside every promotion that other tests, running in
  /// parallel, made meanwhile, and moved their files' times, so that a file nobody touched
  /// was refused as changed (`promote.file-changed`).
  @TaskLocal package static var beforeReplacing: (@Sendable (String) -> Void)?

  /// What identifies the file read: where it is and when it last changed.
  struct Identity: Equatable {
    var device: UInt
    var inode: UInt
    var size: Int
    var modified: timespec
    var changed: timespec

    init(_ status: stat) {
      device = UInt(status.st_dev)
      inode = UInt(status.st_ino)
      size = Int(status.st_size)
      modified = status.st_mtim
      changed = status.st_ctim
    }

    static func == (lhs: Identity, rhs: Identity) -> Bool {
      lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size
        && lhs.modified.tv_sec == rhs.modified.tv_sec
        && lhs.modified.tv_nsec == rhs.modified.tv_nsec
        && lhs.changed.tv_sec == rhs.changed.tv_sec && lhs.changed.tv_nsec == rhs.changed.tv_nsec
    }
  }

  /// Why a file was not written.
  package enum Failure: Error, Equatable, Sendable {
    /// The file's bytes are no longer those the check read: someone edited it meanwhile.
    case fileChanged
    case writeFailed(String)
  }

  /// Replaces the file at `path` (or the file a symlink at `path` points to) with `bytes` if
  /// it still holds `original`.
  package static func write(_ bytes: [UInt8], to path: String, expecting original: [UInt8])
    throws(Failure)
  {
    guard let resolved = realpath(path, nil) else { throw .fileChanged }
    let target = String(cString: resolved)
    free(resolved)
    // The bytes and the identity of the file they came from (a FIFO is not read: FileBytes).
    var status = stat()
    var after = stat()
    guard stat(target, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      case .bytes(let current) = FileBytes.read(target, limit: Int.max), current == original,
      stat(target, &after) == 0, Identity(after) == Identity(status)
    else { throw .fileChanged }
    let url = URL(fileURLWithPath: target)
    let folder = url.deletingLastPathComponent().path
    let pid = ProcessInfo.processInfo.processIdentifier
    removeLeftovers(of: url.lastPathComponent, in: folder)
    let temporary =
      folder + "/." + url.lastPathComponent + ".promote-\(pid)-" + UUID().uuidString
    let mode = status.st_mode & 0o7777
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw .writeFailed(lastError()) }
    func abandon(_ reason: String) -> Failure {
      close(descriptor)
      unlink(temporary)
      return .writeFailed(reason)
    }
    // The umask may have narrowed the mode `open` used; the owner is kept when we may.
    _ = fchown(descriptor, status.st_uid, status.st_gid)
    guard fchmod(descriptor, mode) == 0 else { throw abandon(lastError()) }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress! + written, bytes.count - written)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw abandon(lastError()) }
      written += count
    }
    guard fsync(descriptor) == 0 else { throw abandon(lastError()) }
    close(descriptor)
    beforeReplacing?(target)
    // Last look before the swap: the same file (inode, size, times), nobody writing it (a
    // read lease, held through the rename), the same bytes.
    let watched = open(target, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    var latest = stat()
    guard watched >= 0, fstat(watched, &latest) == 0, Identity(latest) == Identity(status)
    else {
      if watched >= 0 { close(watched) }
      unlink(temporary)
      throw .fileChanged
    }
    defer { close(watched) }
    // A lease break is signalled to its holder, with SIGIO (which ends the process) unless
    // another signal is set: SIGURG, whose default is to be ignored.
    _ = fcntl(watched, Self.setSignal, SIGURG)
    if fcntl(watched, Self.setLease, Int32(F_RDLCK)) != 0, errno == EAGAIN || errno == EBUSY {
      unlink(temporary)
      throw .fileChanged
    }
    defer { _ = fcntl(watched, Self.setLease, Int32(F_UNLCK)) }
    guard case .bytes(let bytesNow) = FileBytes.read(target, limit: Int.max),
      bytesNow == original
    else {
      unlink(temporary)
      throw .fileChanged
    }
    guard rename(temporary, target) == 0 else {
      let reason = lastError()
      unlink(temporary)
      throw .writeFailed(reason)
    }
    let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      _ = fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  private static func lastError() -> String { String(cString: strerror(errno)) }

  /// Removes the temporary files a killed promote or fix left beside `name` in `folder`:
  /// `.<name>.promote-<pid>-<uuid>` of a process no longer running, and the older
  /// `.<name>.promote-<uuid>` (no process id) once a minute old. Regular files only.
  static func removeLeftovers(of name: String, in folder: String) {
    let prefix = "." + name + ".promote-"
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for entry in entries where entry.hasPrefix(prefix) {
      let path = folder + "/" + entry
      var status = stat()
      guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
      let rest = entry.dropFirst(prefix.count)
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty, rest.dropFirst(digits.count).first == "-", let pid = pid_t(digits) {
        guard pid != getpid(), kill(pid, 0) != 0, errno != EPERM else { continue }
      } else {
        guard time(nil) - status.st_mtim.tv_sec > 60 else { continue }
      }
      unlink(path)
    }
  }

  /// `F_SETLEASE` and `F_SETSIG` (Linux; glibc declares them only with `_GNU_SOURCE`).
  private static let setLease: Int32 = 1024
  private static let setSignal: Int32 = 10
}
