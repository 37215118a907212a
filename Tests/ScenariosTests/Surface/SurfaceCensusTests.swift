import Testing

@testable import Scenarios

/// Every member of the surface has exactly one of the three outcomes: modelled (a declaration
/// under `UIKit/` has it, by Objective-C name on its type or a superclass), not modelled (its
/// classification says it can change containment or call back), or inert (the rest). The
/// figures are the census of the declared surface.
@Suite struct SurfaceCensusTests {
  @Test func everyMemberHasOneOutcome() {
    let surface = UIKitSurface.shared
    var declared: [String: Set<String>] = [:]
    for type in UIKitDeclarations.types {
      for member in type.members + type.initializers where !member.objcPieces.isEmpty {
        declared[type.name, default: []].insert(member.spelling(.objc))
        declared[type.name, default: []].insert(member.objcPieces[0])
      }
    }
    // A C function is declared by name, in whichever file (`CGPointMake` in CGPoint.swift, the
    // orientation macros in UIKitFunctions.swift).
    let functions = Set(UIKitDeclarations.functions.keys)
    var modelled = 0
    var notModelled = 0
    var inert = 0
    for type in surface.types.values {
      for member in type.members {
        let chain = surface.superclassChain(of: type.objcName).map(\.objcName) + [type.objcName]
        if chain.contains(where: {
          declared[$0]?.contains(member.objcName) == true
            || declared[$0]?.contains(member.objcBaseName) == true
        }) || (member.kind == .function && functions.contains(member.objcName)) {
          modelled += 1
        } else if surface.classify(
          SurfaceMemberMatch(member: member, owner: type, isRenamedSpelling: false)
        ).isNeverInert {
          notModelled += 1
        } else {
          inert += 1
        }
      }
    }
    let total = surface.types.values.map(\.members.count).reduce(0, +)
    #expect(modelled + notModelled + inert == total)
    #expect(modelled > 100 && notModelled > 500 && inert > 5_000)
    print(
      "surface census: \(surface.types.count) types, \(total) members: \(modelled) modelled, "
        + "\(inert) inert, \(notModelled) not modelled")
  }
}
