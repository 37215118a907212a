/// The whole public surface of UIKit, the parts of Foundation apps use, QuartzCore and
/// CoreGraphics, known by name and type (generated from WinObjC's reproduction of the SDK
/// headers plus a hand-written supplement: see README, "The UIKit surface").
///
/// Types are found by Objective-C or Swift name (`UIViewAnimationOptions`,
/// `UIView.AnimationOptions`); members by Swift name with labels or by Objective-C selector or
/// property name, walking superclasses and adopted protocols (`UIKitSurface+Members.swift`).
/// Lazily, per type: at the first use of `shared` only the type lines are read; a type's
/// member lines are parsed, and indexed, when its members are first asked for, and a lookup
/// across every type (a free constant, an old spelling) starts from the name index
/// (`SurfaceNameIndex`), which names the few types to parse.
package struct UIKitSurface: Sendable {
  /// The generated surface. A malformed generated file stops here: the surface tests parse it
  /// too and name the line.
  package static let shared: UIKitSurface = {
    do {
      return try UIKitSurface(
        texts: SurfaceFramework.allCases.map { ($0, $0.generatedText) },
        index: UIKitSurfaceData.index)
    } catch {
      preconditionFailure("the generated UIKit surface does not parse: \(error)")
    }
  }()

  /// Every type, keyed by Objective-C name (their members are parsed at first use).
  package let types: [String: SurfaceType]
  private let objcBySwiftName: [String: String]
  private let objcByRenamed: [String: String]
  /// Every type's Objective-C name, sorted: the positions the name index gives.
  let sortedTypeNames: [String]
  /// Which types declare a member of a name.
  let names: SurfaceNameIndex
  /// Each type's `lookupOrder`, by Objective-C name, as it is first asked for.
  let lookupOrders = SurfaceLookupOrders()

  /// A surface from texts in the line format (the generated ones, or a test's own), with the
  /// name index the generator wrote for them, or none to make it from the texts.
  package init(texts: [(SurfaceFramework, String)], index: String? = nil)
    throws(SurfaceLineFormat.Error)
  {
    var types: [String: SurfaceType] = [:]
    for (framework, text) in texts {
      var text = text
      let scanned = text.withUTF8 { bytes in
        Result { () throws(SurfaceLineFormat.Error) in
          try SurfaceLineFormat.scan(utf8: bytes, framework: framework)
        }
      }
      for (scannedType, scannedLines) in try scanned.get() {
        var type = scannedType
        var lines = scannedLines
        lines.text = text
        type.memberStore = SurfaceMemberStore(lines: [lines])
        if var existing = types[type.objcName] {
          // A category in another framework (`NSObject (UIKitAdditions)`) adds members.
          existing.memberStore = existing.memberStore.appending(type.memberStore)
          existing.protocols += type.protocols.filter { !existing.protocols.contains($0) }
          types[type.objcName] = existing
        } else {
          types[type.objcName] = type
        }
      }
    }
    var bySwift: [String: String] = [:]
    var byRenamed: [String: String] = [:]
    let sorted = types.keys.sorted()
    for name in sorted {
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
    self.types = types
    self.objcBySwiftName = bySwift
    self.objcByRenamed = byRenamed
    self.sortedTypeNames = sorted
    self.names = index.map(SurfaceNameIndex.init(text:)) ?? SurfaceNameIndex(types: types)
  }

  /// The types filed under `key` in the name index, by Objective-C name (sorted).
  func types(declaring key: String) -> [SurfaceType] {
    names.owners(of: key).compactMap { position in
      position < sortedTypeNames.count ? types[sortedTypeNames[position]] : nil
    }
  }

  /// The members of the type with this Objective-C name, by every spelling.
  func memberIndex(of objcName: String) -> SurfaceMemberIndex? {
    types[objcName]?.memberStore.index
  }

  /// Whether some type's Swift name is `name`.
  func hasType(swift name: String) -> Bool { objcBySwiftName[name] != nil }

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
