import Testing

@testable import LessonSite

/// The edit script is a shortest one (checked against a full LCS table on small inputs),
/// always valid, and near-linear in work on inputs the size of the issue's reports: a bound on
/// counted steps, not on time.
@Suite struct MyersDiffTests {
  /// Applies `edits` to `old`, checking each step refers to the right lines.
  static func apply(_ edits: [UnifiedDiff.Edit], old: [String], new: [String]) -> [String]? {
    var result: [String] = []
    var nextOld = 0
    var nextNew = 0
    for edit in edits {
      switch edit {
      case .same(let o, let n):
        guard o == nextOld, n == nextNew, old[o] == new[n] else { return nil }
        result.append(old[o])
        nextOld += 1
        nextNew += 1
      case .delete(let o):
        guard o == nextOld else { return nil }
        nextOld += 1
      case .insert(let n):
        guard n == nextNew else { return nil }
        result.append(new[n])
        nextNew += 1
      }
    }
    return nextOld == old.count && nextNew == new.count ? result : nil
  }

  static func lcsLength(_ a: [String], _ b: [String]) -> Int {
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] =
          a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }

  static func sameCount(_ edits: [UnifiedDiff.Edit]) -> Int {
    edits.filter { if case .same = $0 { true } else { false } }.count
  }

  @Test func shortestAndValidOnRandomSmallInputs() {
    var state: UInt64 = 42
    func random(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for _ in 0..<2_000 {
      let alphabet = 1 + random(5)
      let old = (0..<random(14)).map { _ in String(random(alphabet)) }
      let new = (0..<random(14)).map { _ in String(random(alphabet)) }
      let edits = UnifiedDiff.edits(old: old, new: new)
      #expect(Self.apply(edits, old: old, new: new) == new, "\(old) → \(new)")
      #expect(Self.sameCount(edits) == Self.lcsLength(old, new), "\(old) → \(new)")
      // Within a run of changes, no insertion comes before a deletion.
      for (first, second) in zip(edits, edits.dropFirst()) {
        if case .insert = first, case .delete = second {
          Issue.record("insertion before deletion in \(old) → \(new)")
        }
      }
    }
  }

  @Test func aTwentyThousandLineLessonWithAFewChangesIsNearLinear() {
    let old = (0..<20_000).map { "line \($0) of the lesson" }
    var new = old
    for index in stride(from: 150, to: 20_000, by: 997) { new[index] = "changed \(index)" }
    new.insert(contentsOf: ["```trace", "manual  self.addChild(child)", "```"], at: 10_000)
    let (edits, operations) = UnifiedDiff.script(old: old, new: new)
    #expect(Self.apply(edits, old: old, new: new) == new)
    #expect(Self.sameCount(edits) == 20_000 - 20)
    #expect(operations < 10 * (old.count + new.count))
  }

  @Test func aWhollyMismatchingTwelveThousandLineTraceStaysBounded() {
    let old = (0..<12_000).map { "auto      child\($0 % 7).viewDidLoad()" }
    let new = (0..<12_000).map { "manual  self.addChild(child\($0 % 11))" }
    let (edits, operations) = UnifiedDiff.script(old: old, new: new)
    #expect(Self.apply(edits, old: old, new: new) == new)
    // A full LCS table would be 144 million cells; past the cost limit (256 edits here) the
    // search does about (N+M) × limit steps: a few million.
    #expect(operations < 200 * (old.count + new.count))
  }

  @Test func similarButShuffledInputsStayBoundedAndValid() {
    var state: UInt64 = 7
    func random(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let old = (0..<12_000).map { _ in "event \(random(40))" }
    let new = (0..<12_000).map { _ in "event \(random(40))" }
    let (edits, operations) = UnifiedDiff.script(old: old, new: new)
    #expect(Self.apply(edits, old: old, new: new) == new)
    #expect(operations < 400 * (old.count + new.count))
  }
}
