/// "Did you mean" for a mistyped name: the closest candidate by edit distance, if close.
package enum Suggestion {
  /// The candidate nearest to `word`, when at most a third of its letters (at least one)
  /// would have to change; nil otherwise.
  package static func closest(to word: String, in candidates: [String]) -> String? {
    let limit = max(1, word.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(word.lowercased(), candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// Edit distance over characters where swapping two neighbours counts as one edit
  /// (optimal string alignment), so `swfit` is one edit from `swift`.
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let left = Array(a)
    let right = Array(b)
    if left.isEmpty { return right.count }
    if right.isEmpty { return left.count }
    var table = Array(repeating: Array(repeating: 0, count: right.count + 1), count: left.count + 1)
    for i in 0...left.count { table[i][0] = i }
    for j in 0...right.count { table[0][j] = j }
    for i in 1...left.count {
      for j in 1...right.count {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[left.count][right.count]
  }
}
