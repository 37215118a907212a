/// Line diffs in the unified format (`---`/`+++` headers, `@@ -a,b +c,d @@` hunks, three
/// lines of context), as `diff -u` prints them: a count of 1 is left out, and an empty
/// side is numbered by the line before it.
package enum UnifiedDiff {
  /// One step of the edit script.
  package enum Edit: Equatable, Sendable {
    case same(old: Int, new: Int)
    case delete(old: Int)
    case insert(new: Int)
  }

  /// The unified diff from `old` to `new`, ending in a newline; "" when they are equal.
  package static func diff(
    old: [String], new: [String], oldName: String = "expected", newName: String = "actual",
    context: Int = 3
  ) -> String {
    let script = edits(old: old, new: new)
    let changed = script.indices.filter {
      if case .same = script[$0] { return false }
      return true
    }
    guard !changed.isEmpty else { return "" }
    // Group changes whose context windows touch into hunks.
    var hunks: [ClosedRange<Int>] = []
    for index in changed {
      let lower = max(0, index - context)
      let upper = min(script.count - 1, index + context)
      if let last = hunks.last, lower <= last.upperBound + 1 {
        hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, upper)
      } else {
        hunks.append(lower...upper)
      }
    }
    var text = "--- \(oldName)\n+++ \(newName)\n"
    for hunk in hunks {
      var oldStart: Int?
      var newStart: Int?
      var oldCount = 0
      var newCount = 0
      var body = ""
      // Lines before the hunk, to number an empty side.
      var oldBefore = 0
      var newBefore = 0
      for edit in script[..<hunk.lowerBound] {
        switch edit {
        case .same:
          oldBefore += 1
          newBefore += 1
        case .delete: oldBefore += 1
        case .insert: newBefore += 1
        }
      }
      for edit in script[hunk] {
        switch edit {
        case .same(let o, let n):
          oldStart = oldStart ?? o
          newStart = newStart ?? n
          oldCount += 1
          newCount += 1
          body += " " + old[o] + "\n"
        case .delete(let o):
          oldStart = oldStart ?? o
          oldCount += 1
          body += "-" + old[o] + "\n"
        case .insert(let n):
          newStart = newStart ?? n
          newCount += 1
          body += "+" + new[n] + "\n"
        }
      }
      let oldRange = range(start: oldStart.map { $0 + 1 } ?? oldBefore, count: oldCount)
      let newRange = range(start: newStart.map { $0 + 1 } ?? newBefore, count: newCount)
      text += "@@ -\(oldRange) +\(newRange) @@\n" + body
    }
    return text
  }

  private static func range(start: Int, count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }

  /// A shortest edit script (longest common subsequence); deletions come before insertions
  /// where both are possible, as `diff` prints them.
  package static func edits(old: [String], new: [String]) -> [Edit] {
    let n = old.count
    let m = new.count
    // lcs[i][j]: length of the LCS of old[i...] and new[j...].
    var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    if n > 0 && m > 0 {
      for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
          lcs[i][j] = old[i] == new[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
        }
      }
    }
    var script: [Edit] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, old[i] == new[j] {
        script.append(.same(old: i, new: j))
        i += 1
        j += 1
      } else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] {
        script.append(.delete(old: i))
        i += 1
      } else {
        script.append(.insert(new: j))
        j += 1
      }
    }
    return script
  }
}
