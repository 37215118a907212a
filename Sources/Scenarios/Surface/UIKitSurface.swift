/// The whole public surface of UIKit, the parts of Foundation apps use, QuartzCore and
/// CoreGraphics, known by name and type (generated from WinObjC's reproduction of the SDK
/// headers plus a hand-written supplement: see README, "The UIKit surface").
///
/// Types are found by Objective-C or Swift name (`UIViewAnimationOptions`,
/// `UIView.AnimationOptions`); members by Swift name with labels or by Objective-C selector or
/// property name, walking superclasses and adopted protocols (`UIKitSurface+Members.swift`).
/// The text is parsed once, at first use of `shared`.
package struct UIKitSurface: Sendable {
  /// The generated surface. A malformed generated file stops here: the surface tests parse it
  /// too and name the line.
  package static let shared: UIKitSurface = {
    do {
      return try UIKitSurface(
        texts: SurfaceFramework.allCases.map { ($0, $0.generatedText) })
    } catch {
      preconditionFailure("the generated UIKit surface does not parse: \(error)")
    }
  }()

  /// Every type, keyed by Objective-C name.
  package let types: [String: SurfaceType]
  private let objcBySwiftName: [String: String]
  private let objcByRenamed: [String: String]
  /// Each type's members by every spelling (`SurfaceMemberIndex`).
  let memberIndices: [String: SurfaceMemberIndex]
  /// Free constants, notifications, enum cases and functions by Objective-C name: the
  /// owning type's name and the member's position in it.
  let globalIndex: [String: (String, Int)]
  /// Each type's `lookupOrder`, by Objective-C name.
  private(set) var lookupOrders: [String: [SurfaceType]] = [:]

  /// A surface from texts in the line format (the generated ones, or a test's own).
  package init(texts: [(SurfaceFramework, String)]) throws(SurfaceLineFormat.Error) {
    var types: [String: SurfaceType] = [:]
    for (framework, text) in texts {
      for type in try SurfaceLineFormat.parse(text, framework: framework) {
        if var existing = types[type.objcName] {
          // A category in another framework (`NSObject (UIKitAdditions)`) adds members.
          existing.members += type.members
          existing.protocols += type.protocols.filter { !existing.protocols.contains($0) }
          types[type.objcName] = existing
        } else {
          types[type.objcName] = type
        }
      }
    }
    var bySwift: [String: String] = [:]
    var byRenamed: [String: String] = [:]
    for name in types.keys.sorted() {
      guard let type = types[name] else { continue }
      // A class wins over a protocol of the same Swift name (`NSObject`).
      if bySwift[type.swiftName] == nil || type.kind == .class {
        bySwift[type.swiftName] = name
      }
      if let renamed = type.renamed, byRenamed[renamed] == nil { byRenamed[renamed] = name }
      // Swift 3 (SE-0086) dropped the prefix of Foundation classes it did not keep under
      // their Objective-C name: Swift 2's `NSNotificationCenter` is `NotificationCenter`.
      if type.kind == .class, name.hasPrefix("NS"), type.swiftName == String(name.dropFirst(2)),
        byRenamed[name] == nil
      {
        byRenamed[name] = name
      }
    }
    var globals: [String: (String, Int)] = [:]
    let freeKinds: Set<SurfaceMember.Kind> = [.constant, .notification, .enumCase, .function]
    for name in types.keys.sorted() {
      for (i, member) in (types[name]?.members ?? []).enumerated()
      where freeKinds.contains(member.kind) && globals[member.objcName] == nil {
        globals[member.objcName] = (name, i)
      }
    }
    self.types = types
    self.objcBySwiftName = bySwift
    self.objcByRenamed = byRenamed
    self.memberIndices = types.mapValues { SurfaceMemberIndex($0.members) }
    self.globalIndex = globals
    var orders: [String: [SurfaceType]] = [:]
    for type in types.values { orders[type.objcName] = lookupOrder(of: type) }
    lookupOrders = orders
  }

  /// The type with this Objective-C name.
  package func type(objc name: String) -> SurfaceType? { types[name] }

  /// The type with this Swift name; a nested name may go through a subclass
  /// (`UIButton.AnimationOptions` is `UIView.AnimationOptions`, as in Swift).
  package func type(swift name: String) -> SurfaceType? {
    if let objc = objcBySwiftName[name] { return types[objc] }
    guard let dot = name.lastIndex(of: ".") else { return nil }
    let parent = String(name[..<dot])
    let short = name[name.index(after: dot)...]
    guard let owner = type(swift: parent) else { return nil }
    for ancestor in superclassChain(of: owner.objcName).dropFirst() {
      if let objc = objcBySwiftName[ancestor.swiftName + "." + short] { return types[objc] }
    }
    return nil
  }

  /// The type by either spelling, Swift first (`NSBundle` and `Bundle` both find `NSBundle`).
  package func type(named name: String) -> SurfaceType? {
    type(swift: name) ?? type(objc: name)
  }

  /// The type whose old spelling this is (`UIViewAnimationOptions` in Swift 4.1 became
  /// `UIView.AnimationOptions`), for a "renamed" diagnostic.
  package func type(renamedFrom old: String) -> SurfaceType? {
    objcByRenamed[old].flatMap { types[$0] }
  }

  /// The types nested under a Swift type name (`UIView` → `UIView.AnimationOptions`, …),
  /// sorted by name.
  package func nestedTypes(in swiftName: String) -> [SurfaceType] {
    types.values.filter { $0.swiftParentName == swiftName }.sorted { $0.swiftName < $1.swiftName }
  }

  /// The class and its superclasses, nearest first (`UITabBarController`, `UIViewController`,
  /// `UIResponder`, `NSObject`); empty for an unknown name. A cycle or a superclass missing
  /// from the surface ends the chain.
  package func superclassChain(of objcName: String) -> [SurfaceType] {
    var chain: [SurfaceType] = []
    var seen: Set<String> = []
    var next: String? = objcName
    while let name = next, let type = types[name], seen.insert(name).inserted {
      chain.append(type)
      next = type.superclass
    }
    return chain
  }

  /// Whether `objcName` is `ancestor` or one of its subclasses.
  package func isClass(_ objcName: String, kindOf ancestor: String) -> Bool {
    superclassChain(of: objcName).contains { $0.objcName == ancestor }
  }

  /// Every protocol the type adopts, directly, through its superclasses or through other
  /// protocols, sorted.
  package func allProtocols(of objcName: String) -> [String] {
    var found: Set<String> = []
    var pending = superclassChain(of: objcName).flatMap(\.protocols)
    if types[objcName]?.kind == .protocol { pending += types[objcName]?.protocols ?? [] }
    while let name = pending.popLast() {
      guard found.insert(name).inserted else { continue }
      pending += types[name]?.protocols ?? []
    }
    return found.sorted()
  }
}
