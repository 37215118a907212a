import Foundation
import Testing

@testable import LessonSite

/// Byte sequences compared as memory where they can be, element by element otherwise: the
/// same answer either way.
@Suite struct ByteEqualityTests {
  @Test func equalOnlyForTheSameBytesHoweverHeld() {
    let bytes = Array("视图 lessons\r\n".utf8)
    #expect(ByteEquality.same(bytes, Data(bytes)))
    #expect(ByteEquality.same(bytes[...], "视图 lessons\r\n".utf8))
    #expect(ByteEquality.same([UInt8](), Data()))
    #expect(!ByteEquality.same(bytes, bytes.dropLast()))
    var changed = bytes
    changed[changed.count - 1] = 0
    #expect(!ByteEquality.same(Data(bytes), changed))
    // Not contiguous: compared element by element.
    #expect(ByteEquality.same(bytes.lazy.map { $0 }, bytes))
    #expect(!ByteEquality.same(changed.lazy.map { $0 }, bytes))
  }
}
