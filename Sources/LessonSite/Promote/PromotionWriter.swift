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
package enum PromotionWriter {
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
    var status = stat()
    guard stat(target, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      let current = FileManager.default.contents(atPath: target), Array(current) == original
    else { throw .fileChanged }
    let url = URL(fileURLWithPath: target)
    let folder = url.deletingLastPathComponent().path
    let temporary = folder + "/." + url.lastPathComponent + ".promote-" + UUID().uuidString
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
    // Last look before the swap: the window for a lost edit is as small as we can make it.
    guard let latest = FileManager.default.contents(atPath: target), Array(latest) == original
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
}
