import Foundation

/// The file-system steps of putting a new site in place: the exchange of two folders, the
/// removal of a site folder, and the leftovers of builds that were killed.
///
/// Every folder the tool may delete carries its marker (`OutputFolder.markerName`): a staging
/// folder gets it before anything else, and a site is removed with its marker last, so a kill
/// at any moment leaves either no folder or a marked one, which the next build recognises.
enum FolderSwap {
  /// How an exchange went.
  enum Exchange: Equatable {
    case exchanged
    /// The kernel or the file system has no atomic exchange: use two renames.
    case unsupported
    case failed(String)
  }

  private typealias RenameAt2 =
    @convention(c) (
      Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
    ) -> Int32

  /// glibc's `renameat2` (2.28 and later), looked up at run time: the Glibc module does not
  /// declare it (it is a `_GNU_SOURCE` function) and `syscall` is variadic, so Swift cannot
  /// call the system call by number. Nil where the C library lacks it (musl, older glibc).
  private static let renameAt2: RenameAt2? = {
    guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "renameat2") else {
      return nil
    }
    return unsafeBitCast(symbol, to: RenameAt2.self)
  }()

  /// `RENAME_EXCHANGE` from `<linux/fs.h>`.
  private static let renameExchange: UInt32 = 1 << 1

  /// Atomically exchanges the folders at `first` and `second` (both must exist): after it,
  /// each path names what the other did. No moment exists when either path is missing.
  static func exchange(_ first: String, _ second: String) -> Exchange {
    guard let renameAt2 else { return .unsupported }
    if renameAt2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0 { return .exchanged }
    let code = errno
    // ENOSYS: an old kernel; EINVAL: a file system without exchange (some FUSE, NFS).
    if code == ENOSYS || code == EINVAL { return .unsupported }
    return .failed(String(cString: strerror(code)))
  }

  /// Removes a site folder, its marker last, so that a removal cut short by a kill leaves a
  /// folder the next build still recognises as its own.
  static func removeSite(at path: String) {
    FolderRemoval.removeSite(at: path)
  }

  /// The staging (`.<name>.building-<pid>`) and retired (`.<name>.old-<pid>`) folders of
  /// `name` in `parent` left by builds that are no longer running. Only folders with the
  /// marker, or empty ones (a build killed between creating its folder and marking it), are
  /// returned: nothing else is ever deleted.
  static func leftovers(in parent: String, of name: String) -> [String] {
    let files = FileManager.default
    let entries = (try? files.contentsOfDirectory(atPath: parent)) ?? []
    var found: [String] = []
    for entry in entries.sorted() {
      guard let pid = leftoverPID(entry, name: name), !isRunning(pid) else { continue }
      let path = parent + "/" + entry
      var status = stat()
      guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { continue }
      let contents = (try? files.contentsOfDirectory(atPath: path)) ?? [""]
      if contents.isEmpty || contents.contains(OutputFolder.markerName) { found.append(path) }
    }
    return found
  }

  /// The process id in a leftover's name, or nil when `entry` is not one of ours.
  static func leftoverPID(_ entry: String, name: String) -> pid_t? {
    for kind in [".building-", ".old-"] {
      let prefix = "." + name + kind
      guard entry.hasPrefix(prefix) else { continue }
      let digits = entry.dropFirst(prefix.count)
      guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let pid = pid_t(digits) else {
        return nil
      }
      return pid
    }
    return nil
  }

  /// True when a process with id `pid` exists (signal 0 checks without sending anything).
  /// Our own id counts as not running: a folder with it is from an earlier process that had
  /// the same id, since this one made none yet.
  private static func isRunning(_ pid: pid_t) -> Bool {
    guard pid != getpid() else { return false }
    return kill(pid, 0) == 0 || errno == EPERM
  }
}
