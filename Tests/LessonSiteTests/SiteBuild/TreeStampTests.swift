import Testing

@testable import LessonSite

/// `TreeStamp`: the fingerprint a rebuild with nothing to do compares. The same files with
/// the same stamps give the same one in any order; any path, any field of any stamp, or a
/// file more or less gives another.
@Suite struct TreeStampTests {
  static let files: [(path: String, stamp: FileStamp)] = [
    ("en/a.html", FileStamp(size: 10, modified: 1_000, changed: 2_000, inode: 7)),
    ("en/b.html", FileStamp(size: 10, modified: 1_000, changed: 2_000, inode: 8)),
    ("index.html", FileStamp(size: 3, modified: 5, changed: 6, inode: 9)),
  ]

  @Test func orderDoesNotCount() {
    #expect(TreeStamp(Self.files) == TreeStamp(Array(Self.files.reversed())))
    var table: [String: FileStamp] = [:]
    for file in Self.files { table[file.path] = file.stamp }
    #expect(TreeStamp(table) == TreeStamp(Self.files))
    #expect(TreeStamp(Self.files, prefix: "content/") != TreeStamp(Self.files))
  }

  @Test func everyPathAndFieldCounts() {
    let base = TreeStamp(Self.files)
    func changed(_ change: (inout (path: String, stamp: FileStamp)) -> Void) -> TreeStamp {
      var files = Self.files
      change(&files[1])
      return TreeStamp(files)
    }
    let variants = [
      changed { $0.path = "en/c.html" },
      changed { $0.stamp.size += 1 },
      changed { $0.stamp.modified += 1 },
      changed { $0.stamp.changed += 1 },
      changed { $0.stamp.inode += 1 },
      // Two files exchanging their stamps.
      TreeStamp([
        (Self.files[0].path, Self.files[1].stamp), (Self.files[1].path, Self.files[0].stamp),
        Self.files[2],
      ]),
      TreeStamp(Array(Self.files.dropLast())),
      TreeStamp(
        Self.files + [("en/d.html", FileStamp(size: 0, modified: 0, changed: 0, inode: 0))]),
    ]
    #expect(variants.allSatisfy { $0 != base })
    #expect(Set(variants.map { "\($0)" }).count == variants.count)
  }
}
