import Testing

@testable import Scenarios

/// The surface reads a type's members only when they are first asked for, and a lookup across
/// every type starts from the name index. Each answer is compared here with the whole-surface
/// tables the surface built before it was lazy (`WholeSurfaceTables`, below: the former code, every
/// member of every type read), over every name those tables hold.
@Suite("UIKit surface: built lazily, per type, with the answers of the whole tables")
struct SurfaceLazinessTests {
  static let surface = UIKitSurface.shared
  static let reference = WholeSurfaceTables(surface)

  @Test func aFreshSurfaceParsesNoMemberUntilAsked() throws {
    let surface = try UIKitSurface(
      texts: SurfaceFramework.allCases.map { ($0, $0.generatedText) },
      index: UIKitSurfaceData.index)
    #expect(surface.types.count > 800)
    #expect(surface.types.values.filter(\.memberStore.isParsed).isEmpty)
    let addChild = surface.members(swift: "addChild(_:)", in: "UITabBarController")
    #expect(addChild.map(\.member.objcName) == ["addChildViewController:"])
    let parsed = surface.types.values.filter(\.memberStore.isParsed).map(\.objcName).sorted()
    // The class, its superclasses and the protocols they adopt: a lookup reads no other type.
    #expect(parsed == surface.lookupOrder(of: "UITabBarController").map(\.objcName).sorted())
    #expect(parsed.count < 30)
    #expect(surface.global(objc: "kCATransitionFade")?.owner.objcName == "CATransitionType")
    #expect(surface.types.values.filter(\.memberStore.isParsed).count < 35)
  }

  @Test func theGeneratorsIndexIsTheOneTheSurfaceWouldMake() {
    // The generator files names under the keys `SurfaceNameIndex.keys(of:)` gives (so a lookup
    // never misses a type): its text is the one made here from every member.
    let made = SurfaceNameIndex.text(types: Self.surface.types).split(separator: "\n")
    let written = UIKitSurfaceData.index.split(separator: "\n")
    #expect(made.count == written.count)
    let first = zip(made, written).first { $0 != $1 }
    #expect(first == nil, "first difference (made, written): \(String(describing: first))")
  }

  @Test func aSurfaceWithoutAnIndexMakesItsOwn() throws {
    let text = """
      @C|UIWidget|UIWidget|UIView|||
      m||spinWidget:|spin(_:)|UIWidget*|UIWidget|void|Void||spinWidget(_:)
      p||speed|speed|CGFloat|CGFloat||
      @G|UIKit|UIKit||||
      v||UIWidgetSpeedMax|UIWidgetSpeedMax|CGFloat|CGFloat||
      """
    let surface = try UIKitSurface(texts: [(.uiKit, text)])
    // Positions in the sorted type names: `UIKit` 0, `UIWidget` 1.
    #expect(surface.names.owners(of: "spin") == [1])
    #expect(surface.names.owners(of: "spinWidget") == [1])
    #expect(surface.names.owners(of: "UIWidgetSpeedMax") == [0])
    #expect(surface.names.owners(of: "spinning").isEmpty)
    #expect(surface.global(objc: "UIWidgetSpeedMax")?.owner.objcName == "UIKit")
    #expect(surface.hasMember(spelled: "setSpeed:", .objc))
    #expect(!surface.hasMember(spelled: "setSpin:", .objc))
    #expect(surface.hasRenamedMember(spelled: "spinWidget(_:)"))
  }

  @Test func everyOldSpellingHasTheRenamesOfTheWholeTable() {
    let whole = Self.reference.renames
    #expect(whole.count > 2_000)
    let built = SurfaceRenames.build(Self.surface)
    #expect(built == whole)
    for (base, renames) in whole {
      #expect(SurfaceRenames.byOldBase[base] == renames, "\(base)")
    }
    // A name that is no old spelling has none, and no shorter name is one.
    #expect(SurfaceRenames.byOldBase["addChild"] == nil)
    #expect(SurfaceRenames.byOldBase["noSuchNameAnywhere"] == nil)
    #expect(whole.keys.map(\.utf8.count).min() ?? 0 >= SurfaceRenames.shortestOldBase)
  }

  @Test func everyCapitalisedCaseIsFound() {
    let whole = Self.reference.capitalisedCases
    #expect(whole.count > 1_000)
    #expect(SurfaceRenames.enumCasesByCapitalised.all == whole)
    for (capitalised, name) in whole {
      #expect(SurfaceRenames.enumCasesByCapitalised[capitalised] == name, "\(capitalised)")
    }
    #expect(SurfaceRenames.enumCasesByCapitalised["View"] == nil)
    #expect(SurfaceRenames.enumCasesByCapitalised["transitionCrossDissolve"] == nil)
  }

  @Test func everyFreeNameIsTheSameGlobal() {
    let whole = Self.reference.globals
    #expect(whole.count > 3_000)
    for (name, (owner, member)) in whole {
      let found = Self.surface.global(objc: name)
      #expect(found?.owner.objcName == owner && found?.member == member, "\(name)")
    }
    let surface = Self.surface
    #expect(surface.global(objc: "addChildViewController:") == nil)
  }

  @Test func everySpellingIsARealMemberAsBefore() {
    let reference = Self.reference
    for language in [ScenarioLanguage.swift, .objc] {
      let spellings = language == .swift ? reference.swiftSpellings : reference.objcSpellings
      #expect(spellings.count > 5_000)
      let surface = Self.surface
      let missing = spellings.filter { !surface.hasMember(spelled: $0, language) }
      #expect(missing.isEmpty, "\(missing.sorted().prefix(20))")
      let invented = ["noSuchMember", "addChild(_:animated:)", "setNoSuchThing:"].filter {
        surface.hasMember(spelled: $0, language)
      }
      #expect(invented.isEmpty)
    }
    let surface = Self.surface
    let missing = reference.renamedSpellings.filter { !surface.hasRenamedMember(spelled: $0) }
    #expect(missing.isEmpty, "\(missing.sorted().prefix(20))")
    #expect(!surface.hasRenamedMember(spelled: "addChild(_:)"))
  }

  @Test func everyBaseNameHasTheMatchesOfTheWholeTable() {
    let reference = Self.reference
    for language in [ScenarioLanguage.swift, .objc] {
      let whole = language == .swift ? reference.swiftBases : reference.objcBases
      #expect(whole.count > 3_000)
      let differing = whole.keys.filter {
        UIKitSurface.framework(ofMember: $0, language) != whole[$0]?.first?.owner.framework
      }
      #expect(differing.isEmpty, "\(differing.sorted().prefix(20))")
    }
    // Samples of the full answer (who refuses a name, and for which area).
    for name in ["performSegue", "present", "presentViewController", "addChild", "identity"] {
      for language in [ScenarioLanguage.swift, .objc] {
        let whole = language == .swift ? reference.swiftBases : reference.objcBases
        let expected: ScenarioProblem? = whole[name].flatMap { matches in
          var areas: [SurfaceArea] = []
          for match in matches {
            let classification = Self.surface.classify(match)
            guard classification.isNeverInert else { return nil }
            areas.append(classification.area ?? .callbacks)
          }
          return .notModelled(name, area: areas[0].name)
        }
        #expect(UIKitSurface.notModelled(name, language) == expected, "\(name)")
      }
    }
  }
}

/// The whole-surface tables as the surface made them before it was lazy, every member of
/// every type read (the former `SurfaceRenames.build`, `UIKitSurface.init`'s global index,
/// `UIKitDeclarations`' name sets and `UIKitSurface+Areas`' base names; the renames with the
/// one rule added since, enum cases aside for a member-only old name).
struct WholeSurfaceTables {
  var renames: [String: [SurfaceRename]] = [:]
  var capitalisedCases: [String: String] = [:]
  var globals: [String: (String, SurfaceMember)] = [:]
  var swiftSpellings: Set<String> = []
  var objcSpellings: Set<String> = []
  var renamedSpellings: Set<String> = []
  var swiftBases: [String: [SurfaceMemberMatch]] = [:]
  var objcBases: [String: [SurfaceMemberMatch]] = [:]

  init(_ surface: UIKitSurface) {
    renames = Self.renames(surface)
    let sorted = surface.types.keys.sorted()
    let free: Set<SurfaceMember.Kind> = [.constant, .notification, .enumCase, .function]
    for name in sorted {
      guard let type = surface.types[name] else { continue }
      for member in type.members {
        if member.kind == .enumCase, let first = member.swiftName.first, first.isLowercase {
          capitalisedCases[first.uppercased() + member.swiftName.dropFirst()] = member.swiftName
        }
        if free.contains(member.kind), globals[member.objcName] == nil {
          globals[member.objcName] = (name, member)
        }
      }
      let index = SurfaceMemberIndex(type.members)
      swiftSpellings.formUnion(index.swift.keys)
      objcSpellings.formUnion(index.objc.keys)
      renamedSpellings.formUnion(index.renamed.keys)
    }
    let first = ["UIViewController", "UIView", "UIResponder", "NSObject"]
    let names =
      first.filter { surface.types[$0] != nil } + sorted.filter { !first.contains($0) }
    for name in names {
      guard let type = surface.types[name] else { continue }
      for member in type.members {
        let match = SurfaceMemberMatch(member: member, owner: type, isRenamedSpelling: false)
        swiftBases[member.swiftBaseName, default: []].append(match)
        objcBases[member.objcBaseName, default: []].append(match)
        if let setter = member.objcSetter {
          objcBases[String(setter.prefix { $0 != ":" }), default: []].append(match)
        }
      }
    }
  }

  static func renames(_ surface: UIKitSurface) -> [String: [SurfaceRename]] {
    var currentFull: Set<String> = []
    var currentBase: Set<String> = []
    // A member-only old name (`view.hidden`) is not current for being an enum case's.
    var currentFullNotCases: Set<String> = []
    var currentBaseNotCases: Set<String> = []
    var typeNames: Set<String> = []
    for type in surface.types.values {
      typeNames.insert(type.swiftName)
      for member in type.members {
        currentFull.insert(member.swiftName)
        currentBase.insert(member.swiftBaseName)
        if member.kind != .enumCase {
          currentFullNotCases.insert(member.swiftName)
          currentBaseNotCases.insert(member.swiftBaseName)
        }
      }
    }
    var out: [String: [SurfaceRename]] = [:]
    func add(
      _ old: String, _ newSpelling: String, newLabels: [String]?, memberOnly: Bool = false
    ) {
      let (oldBase, oldLabels) = SurfaceRenames.parse(old)
      guard !oldBase.isEmpty, oldBase.first?.isLetter == true || oldBase.first == "_" else {
        return
      }
      let full = memberOnly ? currentFullNotCases : currentFull
      let bases = memberOnly ? currentBaseNotCases : currentBase
      if full.contains(old) || typeNames.contains(old) { return }
      if oldLabels == nil && bases.contains(oldBase) { return }
      let newBase = SurfaceMember.baseName(of: newSpelling)
      if oldBase == newBase && oldLabels == newLabels { return }
      let rename = SurfaceRename(
        oldBase: oldBase, oldLabels: oldLabels, newBase: newBase, newLabels: newLabels,
        newSpelling: newSpelling, isMemberOnly: memberOnly,
        oldBaseIsCurrent: bases.contains(oldBase))
      if out[oldBase, default: []].contains(where: { $0.oldLabels == oldLabels }) { return }
      out[oldBase, default: []].append(rename)
    }
    for name in surface.types.keys.sorted() {
      guard let type = surface.types[name] else { continue }
      if let old = type.renamed, old != type.swiftName {
        add(old, type.swiftName, newLabels: nil)
      } else if type.kind == .class, name.hasPrefix("NS"),
        type.swiftName == String(name.dropFirst(2))
      {
        // Swift 3 (SE-0086): Swift 2's `NSNotificationCenter` is `NotificationCenter`.
        add(name, type.swiftName, newLabels: nil)
      }
      for member in type.members {
        let newLabels = member.swiftName.contains("(") ? member.swiftLabels : nil
        for old in member.renamedSpellings {
          let isGlobal =
            (member.kind == .constant || member.kind == .enumCase) && type.kind != .globals
            && old.first.map { $0 >= "A" && $0 <= "Z" } == true && !old.contains(".")
            && !type.swiftName.isEmpty
          add(
            old, isGlobal ? type.swiftName + "." + member.swiftName : member.swiftName,
            newLabels: newLabels)
        }
        if let old = SurfaceRenames.swift2Spelling(of: member) {
          add(old, member.swiftName, newLabels: newLabels, memberOnly: !old.hasSuffix(")"))
        }
      }
    }
    return out
  }
}
