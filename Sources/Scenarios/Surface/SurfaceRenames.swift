import Foundation

/// The old Swift spellings of the surface's members and types, and what each became, read from
/// the entries themselves: the spelling an entry replaced (its last field: Swift 4.2's
/// `addChildViewController(_:)`, Swift 3's `willMove(toParentViewController:)`, Swift 4's
/// `UIViewAnimationOptions`; several are separated by `,`) and the Swift 2 spelling derived
/// from its Objective-C selector, as Swift 2 imported every selector
/// (`didMoveToParentViewController(_:)`, `dismissViewControllerAnimated(_:completion:)`, the
/// class method `UIScreen.mainScreen()`, the property `CGColor`). No list of renames is kept
/// anywhere else: `RenamedAPI` scans the code for these.
///
/// An old spelling that is still a current spelling of some member is left out (a current
/// name is never reported), and so is an old property name that is a current base name.
struct SurfaceRename: Sendable, Equatable {
  var oldBase: String
  /// The old argument labels (`_` for none); nil for a name written without parentheses (a
  /// property or a type).
  var oldLabels: [String]?
  var newBase: String
  /// The new labels; nil for a property or a type.
  var newLabels: [String]?
  /// What the compiler calls the new API: `addChild(_:)`, `children`, `UIView.AnimationOptions`.
  var newSpelling: String
  /// A property's Swift 2 name derived from its Objective-C name (`CGColor`, `hidden`): found
  /// only as a member of an expression (`layer.CGColor`), never as a bare name, which is as
  /// likely the code's own (`case loaded`).
  var isMemberOnly = false
  /// The old base name is also a current member's base name (`separatorColor`, Swift 2's
  /// `UIColor.separatorColor()` and UITableView's current property): written without a call,
  /// it is the current member, never the old method's name.
  var oldBaseIsCurrent = false
}

enum SurfaceRenames {
  /// Every rename by old base name, worked out for a name the first time it is asked for.
  static let byOldBase = SurfaceRenameTable(UIKitSurface.shared)

  /// The shortest an old base name is, in bytes (it starts with a letter or `_`): a shorter
  /// identifier needs no lookup.
  static let shortestOldBase = 1

  /// Enum cases by their Swift 2 spelling (`TransitionCrossDissolve` for
  /// `transitionCrossDissolve`): Swift 3 lower-cased the first letter of every case.
  static let enumCasesByCapitalised = CapitalisedEnumCases(surface: UIKitSurface.shared)

  /// The renames of every old base name (the whole table: the tests' view of it).
  static func build(_ surface: UIKitSurface) -> [String: [SurfaceRename]] {
    var out: [String: [SurfaceRename]] = [:]
    var bases: Set<String> = []
    for type in surface.types.values {
      if let old = type.renamed { bases.insert(parse(old).0) }
      if type.kind == .class, type.objcName.hasPrefix("NS") { bases.insert(type.objcName) }
      for member in type.members {
        for old in member.renamedSpellings { bases.insert(parse(old).0) }
        if let old = swift2Spelling(of: member) { bases.insert(parse(old).0) }
      }
    }
    for base in bases {
      let renames = renames(ofOldBase: base, in: surface)
      if !renames.isEmpty { out[base] = renames }
    }
    return out
  }

  /// The renames whose old base name is `word`, in the order of the types' Objective-C names
  /// and then their members; one per old list of labels. Only the types the name index files
  /// under `word` are read: an old spelling's base is one of its member's keys (a replaced
  /// spelling's base name, or the selector's first piece or property name Swift 2 used).
  static func renames(ofOldBase word: String, in surface: UIKitSurface) -> [SurfaceRename] {
    guard word.first?.isLetter == true || word.first == "_" else { return [] }
    var out: [SurfaceRename] = []
    // `newLabels` is asked for only when the old spelling is kept this far: most are current
    // spellings or names, and splitting every member's labels cost more than the rest.
    func add(
      _ old: String, _ newSpelling: String, newLabels makeLabels: () -> [String]?,
      memberOnly: Bool = false
    ) {
      let (oldBase, oldLabels) = parse(old)
      guard oldBase == word else { return }
      if isCurrentName(old, in: surface, memberOnly: memberOnly) || surface.hasType(swift: old) {
        return
      }
      let oldBaseIsCurrent = isCurrentBase(oldBase, in: surface, memberOnly: memberOnly)
      if oldLabels == nil && oldBaseIsCurrent { return }
      let newLabels = makeLabels()
      let newBase = SurfaceMember.baseName(of: newSpelling)
      if oldBase == newBase && oldLabels == newLabels { return }
      let rename = SurfaceRename(
        oldBase: oldBase, oldLabels: oldLabels, newBase: newBase, newLabels: newLabels,
        newSpelling: newSpelling, isMemberOnly: memberOnly, oldBaseIsCurrent: oldBaseIsCurrent)
      if out.contains(where: { $0.oldLabels == oldLabels }) { return }
      out.append(rename)
    }
    // Swift 3 (SE-0086): Swift 2's `NSNotificationCenter` is `NotificationCenter`.
    if word.hasPrefix("NS"), let type = surface.type(objc: word), type.kind == .class,
      type.renamed == nil, type.swiftName == String(word.dropFirst(2))
    {
      add(word, type.swiftName, newLabels: { nil })
    }
    for type in surface.types(declaring: word) {
      if let old = type.renamed, old != type.swiftName {
        add(old, type.swiftName, newLabels: { nil })
      }
      for member in type.members {
        // By bytes: `contains("(")` on a `String` goes through Foundation's `range(of:)`.
        let newLabels = {
          member.swiftName.utf8.contains(UInt8(ascii: "(")) ? member.swiftLabels : nil
        }
        for old in member.renamedSpellings {
          // `UIWindowLevelAlert`, `NSFontAttributeName`: a global that Swift 4.2 made a static
          // member of its type is written with the type (`UIWindow.Level.alert`), as the
          // compiler's fix-it writes it; the member's name alone is no name in scope.
          let isGlobal =
            (member.kind == .constant || member.kind == .enumCase) && type.kind != .globals
            && old.utf8.first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } == true
            && !old.utf8.contains(UInt8(ascii: ".")) && !type.swiftName.isEmpty
          add(
            old, isGlobal ? type.swiftName + "." + member.swiftName : member.swiftName,
            newLabels: newLabels)
        }
        if let old = swift2Spelling(of: member) {
          add(
            old, member.swiftName, newLabels: newLabels,
            memberOnly: old.utf8.last != UInt8(ascii: ")"))
        }
      }
    }
    return out
  }

  /// Whether some member's Swift name (with its labels) is `spelling`. For a name found only
  /// as a member of a value (`view.hidden`), an enum case of that name does not count: a case
  /// is written `.hidden` or `Type.hidden` (UIMenuElement.Attributes' `hidden` leaves Swift
  /// 2's `hidden` renamed to `isHidden`).
  private static func isCurrentName(
    _ spelling: String, in surface: UIKitSurface, memberOnly: Bool
  ) -> Bool {
    surface.types(declaring: SurfaceMember.baseName(of: spelling)).contains { type in
      type.members.contains {
        $0.swiftName == spelling && !(memberOnly && $0.kind == .enumCase)
      }
    }
  }

  /// Whether some member's Swift base name is `base` (enum cases aside for a member-only name,
  /// as in `isCurrentName`).
  private static func isCurrentBase(
    _ base: String, in surface: UIKitSurface, memberOnly: Bool
  ) -> Bool {
    surface.types(declaring: base).contains { type in
      type.members.contains {
        $0.swiftBaseName == base && !(memberOnly && $0.kind == .enumCase)
      }
    }
  }

  /// How Swift 2 imported the member: a method as its selector (`a:b:` → `a(_:b:)`), a class
  /// property as the class method it was (`mainScreen()`), an instance property by its
  /// Objective-C name (`CGColor`); nil for what it imported as Swift 3 does (initializers,
  /// functions, enum cases, constants).
  static func swift2Spelling(of member: SurfaceMember) -> String? {
    switch member.kind {
    case .method:
      // By bytes (the selector is ASCII): every method of the surface passes here once.
      let utf8 = member.objcName.utf8
      let pieces = utf8.split(separator: UInt8(ascii: ":"))
      guard let first = pieces.first else { return nil }
      var spelling = String(Substring(first))
      if !utf8.contains(UInt8(ascii: ":")) { return spelling + "()" }
      spelling += "(_:"
      for piece in pieces.dropFirst() {
        spelling += Substring(piece)
        spelling += ":"
      }
      return spelling + ")"
    case .property:
      // `+ (instancetype)UUID`, `+ array`: a factory, which Swift 2 already imported as the
      // class's initializer (`NSUUID()`), never as `UUID()`.
      if member.isClassMember, member.objcType == "instancetype" { return nil }
      return member.isClassMember ? member.objcName + "()" : member.objcName
    default:
      return nil
    }
  }

  /// `("didMove", ["toParentViewController"])` for `didMove(toParentViewController:)`,
  /// `("children", nil)` for `children`, `("mainScreen", [])` for `mainScreen()`.
  static func parse(_ spelling: String) -> (String, [String]?) {
    guard let open = spelling.firstIndex(of: "("), spelling.hasSuffix(")") else {
      return (spelling, nil)
    }
    let base = String(spelling[..<open])
    let inner = spelling[spelling.index(after: open)..<spelling.index(before: spelling.endIndex)]
    return (base, inner.split(separator: ":").map(String.init))
  }
}

extension SurfaceMember {
  /// The spellings this member replaced, as its entry lists them (several separated by `,`).
  var renamedSpellings: [String] {
    guard let renamed else { return [] }
    return renamed.split(separator: ",").map { String($0) }
  }
}

/// `SurfaceRenames.renames(ofOldBase:in:)` by old base name, each worked out once.
final class SurfaceRenameTable: @unchecked Sendable {
  private let surface: UIKitSurface
  // Scenarios run in parallel: the cache is read and written under the lock.
  private let lock = NSLock()
  private var known: [String: [SurfaceRename]] = [:]

  init(_ surface: UIKitSurface) { self.surface = surface }

  /// The whole table, every type read (for the tests).
  var all: [String: [SurfaceRename]] { SurfaceRenames.build(surface) }

  /// The renames of this old base name; nil when there are none.
  subscript(word: String) -> [SurfaceRename]? {
    lock.lock()
    let cached = known[word]
    lock.unlock()
    let renames = cached ?? SurfaceRenames.renames(ofOldBase: word, in: surface)
    if cached == nil {
      lock.lock()
      known[word] = renames
      lock.unlock()
    }
    return renames.isEmpty ? nil : renames
  }
}

/// The surface's enum cases by their Swift 2 spelling (`TransitionCrossDissolve`).
struct CapitalisedEnumCases: Sendable {
  let surface: UIKitSurface

  /// The current case spelled `word` with its first letter capitalised, if any.
  subscript(word: String) -> String? {
    guard let first = word.unicodeScalars.first, first.properties.isUppercase,
      first.isASCII
    else { return nil }
    let name = word.prefix(1).lowercased() + word.dropFirst()
    let isCase = surface.types(declaring: name).contains { type in
      type.members.contains { $0.kind == .enumCase && $0.swiftName == name }
    }
    return isCase ? name : nil
  }

  /// The whole table, every type read (for the tests).
  var all: [String: String] {
    var cases: [String: String] = [:]
    for type in surface.types.values {
      for member in type.members where member.kind == .enumCase {
        let name = member.swiftName
        guard let first = name.first, first.isLowercase else { continue }
        cases[first.uppercased() + name.dropFirst()] = name
      }
    }
    return cases
  }
}
