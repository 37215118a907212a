import Dispatch
import Foundation

/// Removing what a build no longer needs: a site folder, a staging folder, the folder an
/// update exchanged out. Done with `unlinkat` on each folder's open descriptor, found with
/// `readdir` (`FileManager.removeItem` looks each path up again from the root, file by
/// file), and, for the folder an in-place update retired, on another thread while the
/// build records its cache (`removeInBackground`, waited for by `waitForRemovals`).
enum FolderRemoval {
  private static let pending = DispatchGroup()

  /// Removes the site folder at `path` (`FolderSwap.removeSite`'s rule: its marker last, so
  /// a removal cut short leaves a folder the next build still recognises as its own).
  static func removeSite(at path: String) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    if descriptor >= 0 {
      for (name, isFolder) in entries(of: descriptor) where name != OutputFolder.markerName {
        remove(name, isFolder: isFolder, in: descriptor)
      }
      unlinkat(descriptor, OutputFolder.markerName, 0)
      close(descriptor)
    }
    rmdir(path)
  }

  /// `removeSite(at:)` on another thread; `waitForRemovals` waits for it.
  static func removeInBackground(_ path: String) {
    DispatchQueue.global().async(group: pending) { removeSite(at: path) }
  }

  /// Returns once every removal `removeInBackground` started is done.
  static func waitForRemovals() {
    pending.wait()
  }

  /// The names in the folder open as `descriptor` (`.` and `..` left out), each with
  /// whether it is a folder (symlinks are not: they are removed, never followed).
  private static func entries(of descriptor: Int32) -> [(String, Bool)] {
    // `fdopendir` takes the descriptor it is given: read a duplicate.
    let copy = dup(descriptor)
    guard copy >= 0 else { return [] }
    guard let directory = fdopendir(copy) else {
      close(copy)
      return []
    }
    defer { closedir(directory) }
    var found: [(String, Bool)] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name == "." || name == ".." { continue }
      var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
      if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
        var status = stat()
        isFolder =
          fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0
          && status.st_mode & S_IFMT == S_IFDIR
      }
      found.append((name, isFolder))
    }
    return found
  }

  /// Removes `name` from the folder open as `parent`: a file or symlink, or a folder and
  /// everything in it.
  private static func remove(_ name: String, isFolder: Bool, in parent: Int32) {
    guard isFolder else {
      unlinkat(parent, name, 0)
      return
    }
    let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    if descriptor >= 0 {
      for (child, childIsFolder) in entries(of: descriptor) {
        remove(child, isFolder: childIsFolder, in: descriptor)
      }
      close(descriptor)
    }
    unlinkat(parent, name, AT_REMOVEDIR)
  }
}
