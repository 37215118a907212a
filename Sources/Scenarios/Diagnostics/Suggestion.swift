/// "Did you mean" suggestions: the closest candidate by edit distance, when close enough.
enum Suggestion {
  /// The candidate nearest to `word` (case-insensitive Levenshtein distance), if its
  /// distance is at most a third of the word's length (at least 2): `didMoveToParent` finds
  /// `didMove(toParent:)`'s spelling, `addSubView` finds `addSubview`.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let lowered = Array(word.lowercased())
    guard !lowered.isEmpty, lowered.count <= 200 else { return nil }
    var best: (String, Int)?
    for candidate in candidates.sorted() where candidate.count <= 200 {
      let distance = editDistance(lowered, Array(candidate.lowercased()))
      if best == nil || distance < best!.1 { best = (candidate, distance) }
    }
    guard let (candidate, distance) = best else { return nil }
    let allowed = max(2, lowered.count / 3)
    return distance <= allowed ? candidate : nil
  }

  /// Levenshtein distance between two character arrays.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
