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

  /// A shortest edit script, as `diff` finds it: Myers' O((N+M)D) algorithm in linear
  /// space, where D is the number of lines deleted and inserted. Within each run of changes,
  /// deletions come before insertions, as `diff` prints them. Past a cost bound (very
  /// different inputs), the script is still correct but may be longer than the shortest, so
  /// that time stays near-linear whatever the input; see `MyersDiff`.
  package static func edits(old: [String], new: [String]) -> [Edit] {
    script(old: old, new: new).edits
  }

  /// The edit script and the number of basic steps it took (diagonals visited and lines
  /// compared), which tests bound instead of timing the diff.
  static func script(old: [String], new: [String]) -> (edits: [Edit], operations: Int) {
    // Lines as small integers, so the search compares numbers, not strings.
    var numbers: [String: Int] = [:]
    func number(_ line: String) -> Int {
      if let known = numbers[line] { return known }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    let a = old.map(number)
    let b = new.map(number)
    var search = MyersDiff(a, b)
    let edits = search.run()
    return (deletionsFirst(edits), search.operations)
  }

  /// Each maximal run of deletions and insertions reordered to put the deletions first.
  private static func deletionsFirst(_ edits: [Edit]) -> [Edit] {
    var result: [Edit] = []
    result.reserveCapacity(edits.count)
    var inserts: [Edit] = []
    for edit in edits {
      switch edit {
      case .same:
        result += inserts
        inserts.removeAll(keepingCapacity: true)
        result.append(edit)
      case .delete: result.append(edit)
      case .insert: inserts.append(edit)
      }
    }
    return result + inserts
  }
}
