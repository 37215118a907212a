/// An order-free fingerprint of a list of files and their stamps (`FileStamp`): the sum of
/// each file's digest of its path and stamp, and the count. A rebuild with nothing to do
/// compares the one of the folders as they are with the one the cache recorded, and holds
/// neither as a table; the same files with the same stamps give the same fingerprint
/// whatever order a folder lists them in.
package struct TreeStamp: Sendable, Equatable {
  package private(set) var count = 0
  private var a: UInt64 = 0
  private var b: UInt64 = 0

  package init() {}

  /// The fingerprint of `entries`, each path under `prefix` (`content/`, or "").
  package init(_ entries: [(path: String, stamp: FileStamp)], prefix: String = "") {
    for entry in entries { add(prefix + entry.path, entry.stamp) }
  }

  /// The fingerprint of a table of stamps.
  package init(_ stamps: [String: FileStamp]) {
    for (path, stamp) in stamps { add(path, stamp) }
  }

  /// Counts one file.
  package mutating func add(_ path: String, _ stamp: FileStamp) {
    var digest = Digest()
    digest.add(path)
    digest.add(int: stamp.size)
    digest.add(int: stamp.modified)
    digest.add(int: stamp.changed)
    digest.add(int: stamp.inode)
    let (x, y) = digest.words
    a &+= x
    b &+= y
    count += 1
  }

  /// The fingerprint's parts, for the cache file.
  var parts: (count: Int, a: UInt64, b: UInt64) { (count, a, b) }

  /// A fingerprint read back from its parts.
  init(count: Int, a: UInt64, b: UInt64) {
    self.count = count
    self.a = a
    self.b = b
  }
}
