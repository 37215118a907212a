/// "Did you mean": near misses among the real members of a type (its superclasses and
/// protocols included), never the name that was written.
extension UIKitSurface {
  /// Up to `limit` spellings close to `name` on `typeName`, closest first (then nearest
  /// declaration, then alphabetical).
  ///
  /// In Swift, a name written with labels whose base name exists (`addChild(_:animated:)`)
  /// gets that base's real spellings (`addChild(_:)`); otherwise base names are compared by
  /// edit distance (at most a third of the name's length, 1 to 4), and methods are offered
  /// with their labels. A name that differs only in spelling that the member replaced is not
  /// a near miss but a rename: see `members(swift:in:)`'s `isRenamedSpelling`.
  package func suggestions(
    for name: String, in typeName: String, language: ScenarioLanguage, limit: Int = 3
  ) -> [String] {
    let visible = allMembers(of: typeName)
    let written = language == .swift ? SurfaceMember.baseName(of: name) : name
    if language == .swift, written != name {
      let sameBase = visible.map(\.member).filter { $0.swiftBaseName == written }
        .map(\.swiftName).filter { $0 != name }
      if !sameBase.isEmpty { return Array(Self.unique(sameBase).prefix(limit)) }
    }
    let threshold = max(1, min(4, written.count / 3))
    var scored: [(distance: Int, order: Int, text: String)] = []
    for (order, match) in visible.enumerated() {
      let member = match.member
      let key = language == .swift ? member.swiftBaseName : member.objcName
      let text = language == .swift ? member.swiftName : member.objcName
      guard key != written, text != name else { continue }
      let distance = Self.editDistance(written, key)
      if distance <= threshold { scored.append((distance, order, text)) }
    }
    scored.sort { ($0.distance, $0.order, $0.text) < ($1.distance, $1.order, $1.text) }
    return Array(Self.unique(scored.map(\.text)).prefix(limit))
  }

  /// Levenshtein distance over characters.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
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

  private static func unique(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }
}
