import Foundation

/// A new file written part by part as its parts are made (`BuildCache.write(toFile:…)`),
/// small parts gathered in a buffer so thousands of them take few system calls, and eight
/// bytes written over at the end (a length known only then).
final class StreamedFile {
  private let path: String
  private var descriptor: Int32
  private var pending: [UInt8] = []
  private let bufferSize: Int

  /// Creates the file; fails when it exists.
  init(creating path: String, bufferSize: Int = 1 << 18) throws {
    self.path = path
    self.bufferSize = bufferSize
    descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw StreamedFileFailure(path: path, code: errno) }
    pending.reserveCapacity(bufferSize)
  }

  /// Appends `part` after what was appended before.
  func append(_ part: ArraySlice<UInt8>) throws {
    if pending.count + part.count > bufferSize, !pending.isEmpty { try flush() }
    if part.count >= bufferSize {
      try write(part)
    } else {
      pending.append(contentsOf: part)
    }
  }

  /// Writes what is pending.
  func finish() throws {
    try flush()
  }

  /// Writes what is pending, then `value`'s bytes at `offset` of the file.
  func finish<Value>(patching offset: Int, with value: Value) throws {
    try flush()
    try withUnsafeBytes(of: value) { bytes in
      let count = pwrite(descriptor, bytes.baseAddress!, bytes.count, off_t(offset))
      guard count == bytes.count else { throw StreamedFileFailure(path: path, code: errno) }
    }
  }

  /// Closes the file (once).
  func close() {
    guard descriptor >= 0 else { return }
    Glibc.close(descriptor)
    descriptor = -1
  }

  deinit { close() }

  private func flush() throws {
    guard !pending.isEmpty else { return }
    try write(pending[...])
    pending.removeAll(keepingCapacity: true)
  }

  private func write(_ bytes: ArraySlice<UInt8>) throws {
    try bytes.withUnsafeBytes { buffer in
      var written = 0
      while written < buffer.count {
        let count = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { throw StreamedFileFailure(path: path, code: errno) }
        written += count
      }
    }
  }
}

/// A failed system call on a streamed file, described as `strerror` does.
private struct StreamedFileFailure: Error, LocalizedError {
  var path: String
  var code: Int32
  var errorDescription: String? { "\(path): \(String(cString: strerror(code)))" }
}
