import Testing

@testable import LessonSite

/// The cache's fingerprint: fields are delimited, every byte counts, and the same bytes give
/// the same digest however they are held.
@Suite struct DigestTests {
  private func digest(_ fields: [[UInt8]]) -> String {
    var digest = Digest()
    for field in fields { digest.add(field) }
    return digest.description
  }

  @Test func fieldsAreDelimited() {
    #expect(
      digest([Array("ab".utf8), Array("c".utf8)]) != digest([Array("a".utf8), Array("bc".utf8)]))
    #expect(digest([[], [0]]) != digest([[0], []]))
    // Zero bytes of every length up to past two words, and no field at all: all different.
    let zeros = (0...17).map { digest([[UInt8](repeating: 0, count: $0)]) }
    #expect(Set(zeros + [digest([])]).count == 19)
  }

  @Test func everyBitOfEveryByteCounts() {
    let base = (0..<257).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    var seen: Set<String> = [digest([base])]
    for index in base.indices {
      for bit in 0..<8 {
        var changed = base
        changed[index] ^= 1 << bit
        seen.insert(digest([changed]))
      }
    }
    #expect(seen.count == 1 + base.count * 8)
  }

  @Test func sameBytesSameDigestHoweverHeld() {
    let text = "視图 containment é\u{301} lessons, eight-byte words and a tail"
    var fromString = Digest()
    fromString.add(text)
    var fromArray = Digest()
    fromArray.add(Array(text.utf8))
    var fromView = Digest()
    fromView.add(text.utf8)
    var fromSlice = Digest()
    fromSlice.add(Array(("x" + text).utf8).dropFirst())
    #expect(fromString == fromArray)
    #expect(fromString == fromView)
    #expect(fromString == fromSlice)
    #expect(fromString.description.count == 32)
  }
}
