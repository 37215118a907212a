import Testing

@testable import Scenarios

/// The declarations under `Sources/Scenarios/UIKit/` checked against themselves and against
/// the real surface: each entry names its FIDELITY rule and is real UIKit (or Foundation,
/// QuartzCore, CoreGraphics) API in both spellings, so a declaration cannot invent a member.
@Suite struct DeclarationCatalogueTests {
  @Test func everyBehaviourNamesItsFidelityRule() {
    for member in UIKitDeclarations.members {
      #expect(!member.behaviour.fidelity.isEmpty, "\(member.swiftName)")
    }
  }

  @Test func everyDeclaredMemberIsRealAPIOfItsType() {
    let surface = UIKitSurface.shared
    // Swift's own `Array` members that scenarios read on an `NSArray` value, and
    // `objectAtIndex`, which the table has long accepted in Swift too (Swift's real spelling
    // is `object(at:)`).
    // `contains(_:)` is Swift's `Sequence` method. `NSMutableArray`'s changes are
    // Objective-C-only entries (Swift code calls `Array`'s own methods, `ArrayMembers`).
    let swiftOnly: Set<String> = [
      "first", "last", "isEmpty", "enumerated", "reversed", "objectAtIndex", "contains",
      "addObjectsFromArray", "removeObjectAtIndex",
      // Real Swift names the generated surface spells wrongly: `UIPercentDrivenInteractive
      // Transition`'s `update(_:)`, `finish()`, `cancel()` (NS_SWIFT_NAME, iOS 10 SDK), and
      // `initialFrame(for:)`, which the generator reads as an initializer.
      "update", "finish", "cancel", "initialFrame",
      // Swift's `String` (the standard library and Foundation's `StringProtocol`), which a
      // string value answers beside NSString (FIDELITY-SURFACE C31), and NSString's real Swift
      // names the generated surface keeps in their Objective-C form
      // (`stringByDeletingLastPathComponent`, `componentsSeparated(by:)`).
      "count", "uppercased", "lowercased", "capitalized", "components", "appending", "prefix",
      "suffix", "dropFirst", "dropLast", "localizedCaseInsensitiveContains",
      "deletingLastPathComponent", "deletingPathExtension", "standardizingPath",
      // UISwitch's `setOn(_:animated:)`, which the generated surface spells `set(on:animated:)`,
      // and `Notification.Name`'s `rawValue`, a notification name being its string here
      // (FIDELITY-SURFACE N6).
      "setOn", "rawValue",
      // Foundation's Swift overlay: `observe(_:options:changeHandler:)` on any NSObject.
      "observe",
      // NSMutableArray's Objective-C-only changes (C33).
      "replaceObjectAtIndex", "exchangeObjectAtIndex", "removeObjectsInRange",
      "removeObjectsInArray", "removeObjectIdenticalTo",
      // iOS 10's display link members, which the generated headers predate (FIDELITY A42.2,
      // A42.3), and `RunLoop.Mode`, the nested type Foundation's Swift overlay gives `RunLoop`.
      "preferredFramesPerSecond", "targetTimestamp", "Mode",
      // Swift's default-argument call `addTextField()` of UIAlertController (FIDELITY B83).
      "addTextField",
    ]
    // Not UIKit's: the scenario's window, reached by top-level code through `self`.
    let scenarioNames: Set<String> = ["window"]
    // The generated surface lists no struct fields (`CGPoint.x`): value types are checked by
    // their own tests (DeclaredGeometryTests).
    for type in UIKitDeclarations.types
    where !type.isValue && surface.type(named: type.name) != nil {
      for member in type.members
      where !swiftOnly.contains(member.swiftName)
        && !(type.name == "UIViewController" && scenarioNames.contains(member.swiftName))
      {
        let swift = surface.members(swift: member.swiftName, in: type.name)
        #expect(!swift.isEmpty, "\(type.name).\(member.swiftName) is not real Swift API")
        let objc = member.spelling(.objc)
        let found =
          !surface.members(objc: objc, in: type.name).isEmpty
          // Swift-only spellings of CoreGraphics functions (`offsetBy(dx:dy:)`).
          || type.name == "CGRect"
          // iOS 10's block timers, which the generated headers predate (FIDELITY A39).
          || (type.name == "NSTimer" && objc.hasSuffix("repeats:block:"))
        #expect(found, "\(type.name).\(objc) is not real Objective-C API")
      }
    }
  }

  @Test func settablePropertiesAreSettableInTheSDK() {
    let surface = UIKitSurface.shared
    for type in UIKitDeclarations.types where !type.isValue {
      for member in type.members where member.isSettable {
        let real = surface.members(swift: member.swiftName, in: type.name).first?.member
        #expect(real?.isSettable != false, "\(type.name).\(member.swiftName) is read-only")
      }
    }
  }
}
