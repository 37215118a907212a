/// "Did you mean": the closest candidate by edit distance, when close enough. One rule for the
/// whole tool: scenario members (`addChlid` → `addChild`), command names, flags, locale
/// folders and front-matter keys.
package enum Suggestion {
  /// The candidate nearest to `word` (case-insensitive), if at most a third of its letters
  /// (and at least `minimumAllowance`) would have to change: `removeFromSuperView` finds
  /// `removeFromSuperview`, `chek` finds `check`. Ties go to the alphabetically first.
  package static func closest(
    to word: String, in candidates: [String], minimumAllowance: Int = 2
  ) -> String? {
    let lowered = Array(word.lowercased())
    guard !lowered.isEmpty, lowered.count <= 200 else { return nil }
    var best: (String, Int)?
    for candidate in candidates.sorted() where candidate.count <= 200 {
      let distance = editDistance(lowered, Array(candidate.lowercased()))
      if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    guard let (candidate, distance) = best else { return nil }
    guard !addsLeadingWord(word, to: candidate) else { return nil }
    return distance <= max(minimumAllowance, lowered.count / 3) ? candidate : nil
  }

  /// True when `word` is `candidate` with a whole camel-case word in front
  /// (`mainTabBarController` for `tabBarController`): a more specific name of the code's own,
  /// not a misspelling of the shorter one.
  static func addsLeadingWord(_ word: String, to candidate: String) -> Bool {
    guard word.count > candidate.count, let first = candidate.first, first.isLowercase,
      word.lowercased().hasSuffix(candidate.lowercased())
    else { return false }
    let boundary = word[word.index(word.endIndex, offsetBy: -candidate.count)]
    return boundary.isUppercase
  }

  /// Edit distance where swapping two neighbours counts as one edit (optimal string
  /// alignment), so `swfit` is one edit from `swift`.
  package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
