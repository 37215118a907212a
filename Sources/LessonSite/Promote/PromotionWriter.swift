import Foundation

/// Writes promoted bytes over a lesson file atomically (a temporary file in the same folder,
/// then a rename), and only if the file still holds the bytes the check read.
package enum PromotionWriter {
  /// Why a file was not written.
  package enum Failure: Error, Equatable, Sendable {
    /// The file's bytes are no longer those the check read: someone edited it meanwhile.
    case fileChanged
    case writeFailed(String)
  }

  /// Replaces the file at `path` with `bytes` if it still holds `original`.
  package static func write(_ bytes: [UInt8], to path: String, expecting original: [UInt8])
    throws(Failure)
  {
    guard let current = FileManager.default.contents(atPath: path), Array(current) == original
    else { throw .fileChanged }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      "." + url.lastPathComponent + ".promote-" + UUID().uuidString)
    do {
      try Data(bytes).write(to: temporary)
      if let permissions = try? FileManager.default.attributesOfItem(atPath: path)[
        .posixPermissions]
      {
        try? FileManager.default.setAttributes(
          [.posixPermissions: permissions], ofItemAtPath: temporary.path)
      }
      // Last look before the swap: the window for a lost edit is as small as we can make it.
      guard let latest = FileManager.default.contents(atPath: path), Array(latest) == original
      else {
        try? FileManager.default.removeItem(at: temporary)
        throw Failure.fileChanged
      }
      guard rename(temporary.path, path) == 0 else {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(at: temporary)
        throw Failure.writeFailed(reason)
      }
    } catch let failure as Failure {
      throw failure
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw .writeFailed(error.localizedDescription)
    }
  }
}
