import Foundation

/// Reads a content file's bytes with one open, one `fstat` and reads straight into the
/// array: Foundation's `attributesOfItem` (a dictionary of every attribute, to learn the
/// size) and `contents(atPath:)` then `Array(data)` (a second copy) were a twentieth of
/// loading a large content folder.
enum FileBytes {
  enum Outcome {
    case bytes([UInt8])
    /// Larger than the limit: not read.
    case tooLarge(Int)
    /// No such file, or not readable.
    case unreadable
  }

  /// The file at `path`, unless it is larger than `limit` bytes or not a regular file.
  ///
  /// Opened without blocking: a FIFO named like a lesson would otherwise hold `open` until
  /// some writer came, for ever; its type is then checked on the descriptor (no window for
  /// a swap between a `stat` and the `open`), and a regular file is read as usual.
  static func read(_ path: String, limit: Int) -> Outcome {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { return .unreadable }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
      return .unreadable
    }
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    let size = Int(status.st_size)
    if size > limit { return .tooLarge(size) }
    // One byte more than the size asks the file, in the same reads, whether it grew.
    var failed = false
    var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
      var filled = 0
      while filled <= size {
        let got = Glibc.read(descriptor, buffer.baseAddress! + filled, size + 1 - filled)
        if got < 0, errno == EINTR { continue }
        if got < 0 { failed = true }
        guard got > 0 else { break }
        filled += got
      }
      count = filled
    }
    guard !failed else { return .unreadable }
    // A file that shrank while read is what was there; one that grew is read to the end,
    // within the limit.
    guard bytes.count > size else { return .bytes(bytes) }
    if bytes.count > limit { return .tooLarge(bytes.count) }
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let got = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, 4096) }
      if got < 0, errno == EINTR { continue }
      guard got > 0 else { break }
      bytes += chunk[..<got]
      if bytes.count > limit { return .tooLarge(bytes.count) }
    }
    return .bytes(bytes)
  }
}
