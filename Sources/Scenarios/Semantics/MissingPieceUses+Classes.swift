/// The UIKit class a left-out property's uses imply: `[self.doneButton setTitle:… forState:…]`
/// makes `doneButton` a `UIButton`, `self.titleLabel.textAlignment = …` a `UILabel`,
/// `[self.view addGestureRecognizer:self.tap]` a `UIGestureRecognizer`,
/// `self.pages.dataSource = self` with `setViewControllers:direction:animated:completion:` a
/// `UIPageViewController`. Declared as a plain `UIView` (or `id`), the header's outlet would
/// answer none of them, and a message to it would be refused or, to `id` nil, silently do
/// nothing.
///
/// Each candidate class scores the members it has among those used; the best wins. A tie goes
/// to the class the property's name ends with (`…Label`, `…Button`), else to the most general
/// class (`UIScrollView` over `UITableView` for `contentSize` alone).
extension MissingPieceUses {
  /// The classes a left-out property may be: views and controls, gesture recognizers,
  /// controllers, bar items; views first, then controllers, gesture recognizers and bar
  /// items, each family general first (fewest superclasses), then by name.
  static let propertyCandidates: [String] = {
    let surface = UIKitSurface.shared
    let roots = ["UIView", "UIViewController", "UIGestureRecognizer", "UIBarItem"]
    var found: [(root: Int, depth: Int, name: String)] = []
    for type in surface.types.values where type.kind == .class {
      guard let root = roots.firstIndex(where: { surface.isClass(type.objcName, kindOf: $0) })
      else { continue }
      found.append((root, surface.superclassChain(of: type.objcName).count, type.objcName))
    }
    return found.sorted { ($0.root, $0.depth, $0.name) < ($1.root, $1.depth, $1.name) }
      .map(\.name)
  }()

  /// The class whose members best explain `members` (properties by name, messages by
  /// selector) and `arguments` (the parameter types of the UIKit methods the property is
  /// passed to), or nil when no candidate has any of them.
  static func bestClass(members: Set<String>, arguments: [String], name: String) -> String? {
    let surface = UIKitSurface.shared
    guard !members.isEmpty || !arguments.isEmpty else { return nil }
    var best: (name: String, score: Int)?
    for candidate in propertyCandidates {
      var score = members.filter { member in
        surface.member(named: member, in: candidate, language: .objc) != nil
      }.count
      // Passed where UIKit takes a `UIGestureRecognizer`: that class or a subclass.
      score += arguments.filter { surface.isClass(candidate, kindOf: $0) }.count
      guard score > 0 else { continue }
      // `tapGesture` is a tap gesture recognizer, `titleLabel` a label: the words of the class
      // the property's name repeats break a tie.
      let named = Self.namedWords(candidate, in: name)
      if let current = best {
        if score > current.score
          || (score == current.score && named > Self.namedWords(current.name, in: name))
        {
          best = (candidate, score)
        }
      } else {
        best = (candidate, score)
      }
    }
    return best?.name
  }

  /// How many words of the class's name (`Tap`, `Gesture`, `Recognizer`) the property's name
  /// has (`tapGesture`: two).
  /// Only a name that repeats the class's noun (`titleLabel`) or two of its words
  /// (`tapGesture`) counts: `header` says nothing of `UITableViewHeaderFooterView`.
  static func namedWords(_ className: String, in name: String) -> Int {
    let lowered = name.lowercased()
    let classWords = words(of: className)
    // Each word once: `contentView` names `UIView`'s one word, not `UITableViewHeaderFooterView`'s
    // two `view`s.
    let found = Set(classWords).filter { lowered.contains($0) }.count
    let hasNoun = classWords.last.map { lowered.hasSuffix($0) } ?? false
    return hasNoun || found >= 2 ? found : 0
  }

  /// `UITapGestureRecognizer` → `tap`, `gesture`, `recognizer`.
  static func words(of className: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in className.dropFirst(2) {
      if character.isUppercase, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words.map { $0.lowercased() }
  }

  /// The members and argument types the uses of `name` (its hints) name, for `bestClass`.
  func usedMembers(of name: String) -> (members: Set<String>, arguments: [String]) {
    var members: Set<String> = []
    var arguments: [String] = []
    for hint in hints[name] ?? [] {
      if hint.hasPrefix("member:") {
        members.insert(String(hint.dropFirst("member:".count)))
      } else if hint.hasPrefix("receiver:") {
        let pieces = hint.dropFirst("receiver:".count).split(separator: ":").map(String.init)
        guard !pieces.isEmpty else { continue }
        // One piece is a unary message or a one-argument one: the class has one of them.
        members.insert(pieces.count == 1 ? pieces[0] : pieces.map { $0 + ":" }.joined())
        if pieces.count == 1 { members.insert(pieces[0] + ":") }
      } else if hint.hasPrefix("argument:") {
        let selector = String(hint.dropFirst("argument:".count))
        if let type = Self.firstClassParameter(of: selector) { arguments.append(type) }
      }
    }
    return (members, arguments)
  }

  /// The first object parameter of the UIKit method whose selector starts with `pieces`
  /// (`addGestureRecognizer` → `UIGestureRecognizer`).
  static func firstClassParameter(of pieces: String) -> String? {
    let selector = pieces.split(separator: ":").map { $0 + ":" }.joined()
    let surface = UIKitSurface.shared
    for type in surface.types.values.sorted(by: { $0.objcName < $1.objcName }) {
      guard let member = type.members.first(where: { $0.objcName == selector }) else { continue }
      for written in member.objcParameterTypes {
        let plain = written.filter { $0 != "*" && $0 != " " }
        if surface.type(named: plain)?.kind == .class { return plain }
      }
    }
    return nil
  }
}
