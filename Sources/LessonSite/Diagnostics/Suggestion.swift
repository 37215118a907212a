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

  /// Levenshtein distance over characters.
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let left = Array(a)
    let right = Array(b)
    if left.isEmpty { return right.count }
    if right.isEmpty { return left.count }
    var previous = Array(0...right.count)
    for i in 1...left.count {
      var current = [i] + Array(repeating: 0, count: right.count)
      for j in 1...right.count {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return previous[right.count]
  }
}
