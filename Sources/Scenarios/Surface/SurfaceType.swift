/// One type of the SDK surface: a class, protocol, enum, option set, struct, a family of
/// string constants the SDK imports as a type (`CATransitionType`), or a framework's globals.
package struct SurfaceType: Sendable, Hashable {
  /// What sort of type this is.
  package enum Kind: Character, Sendable, Hashable {
    case `class` = "C"
    case `protocol` = "P"
    case `enum` = "E"
    case options = "O"
    case `struct` = "S"
    /// String constants imported into Swift as a struct of static members
    /// (`kCATransitionFade` → `CATransitionType.fade`).
    case stringEnum = "T"
    /// A framework's free constants and functions (named after the framework).
    case globals = "G"
  }

  package var kind: Kind
  package var framework: SurfaceFramework
  /// The Objective-C name (`UIViewAnimationOptions`).
  package var objcName: String
  /// The Swift name, dotted when nested (`UIView.AnimationOptions`).
  package var swiftName: String
  /// The superclass's Objective-C name, for a class.
  package var superclass: String?
  /// The raw type of an enum or option set (`NSUInteger`).
  package var rawType: String?
  /// Adopted protocols (a protocol's inherited ones), by Objective-C name.
  package var protocols: [String]
  /// The iOS version that introduced it, where known (`"11.0"`).
  package var introduced: String?
  /// The spelling it replaced, where known (`UIViewAnimationOptions` for Swift 4.1 and older).
  package var renamed: String?
  /// The members, parsed at their first use (`SurfaceMemberStore`).
  package var members: [SurfaceMember] {
    get { memberStore.members }
    set { memberStore = SurfaceMemberStore(members: newValue) }
  }
  var memberStore: SurfaceMemberStore

  package init(
    kind: Kind, framework: SurfaceFramework, objcName: String, swiftName: String,
    superclass: String?, rawType: String?, protocols: [String], introduced: String?,
    renamed: String?, members: [SurfaceMember]
  ) {
    self.init(
      kind: kind, framework: framework, objcName: objcName, swiftName: swiftName,
      superclass: superclass, rawType: rawType, protocols: protocols, introduced: introduced,
      renamed: renamed, memberStore: SurfaceMemberStore(members: members))
  }

  init(
    kind: Kind, framework: SurfaceFramework, objcName: String, swiftName: String,
    superclass: String?, rawType: String?, protocols: [String], introduced: String?,
    renamed: String?, memberStore: SurfaceMemberStore
  ) {
    self.kind = kind
    self.framework = framework
    self.objcName = objcName
    self.swiftName = swiftName
    self.superclass = superclass
    self.rawType = rawType
    self.protocols = protocols
    self.introduced = introduced
    self.renamed = renamed
    self.memberStore = memberStore
  }

  /// Equal when every field and every member is (the members of one store are not compared).
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind && lhs.framework == rhs.framework && lhs.objcName == rhs.objcName
      && lhs.swiftName == rhs.swiftName && lhs.superclass == rhs.superclass
      && lhs.rawType == rhs.rawType && lhs.protocols == rhs.protocols
      && lhs.introduced == rhs.introduced && lhs.renamed == rhs.renamed
      && (lhs.memberStore === rhs.memberStore || lhs.members == rhs.members)
  }

  /// The names only: equal types have equal names, and hashing stays clear of the members.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(framework)
    hasher.combine(objcName)
    hasher.combine(swiftName)
  }

  /// The Swift name's last component (`AnimationOptions`).
  package var swiftShortName: String {
    swiftName.split(separator: ".").last.map(String.init) ?? swiftName
  }

  /// The type a nested Swift name hangs from (`UIView` for `UIView.AnimationOptions`).
  package var swiftParentName: String? {
    guard let dot = swiftName.lastIndex(of: ".") else { return nil }
    return String(swiftName[..<dot])
  }
}
