import Containment

/// One member of a UIKit (Foundation, QuartzCore, CoreGraphics) type as scenarios see it,
/// declared once in the type's file under `UIKit/`: its spellings in both languages, its
/// parameter and result types, whether it is a settable property, when it appeared, and what
/// it does (`Effect`). The static checker, the interpreter, the highlighter's vocabulary and
/// every "did you mean" read these entries.
struct UIKitMember: Sendable {
  /// What calling or reading the member does: behaviour on the `Containment` model, run
  /// through the binder (`UIKitCall`).
  let behaviour: UIKitBehaviour
  let receiver: ModelledAPI.Receiver
  let swiftName: String
  /// Swift argument labels (nil for `_`); empty for properties and no-argument methods.
  let swiftLabels: [String?]
  /// Objective-C selector pieces; a property or no-argument method has one piece.
  let objcPieces: [String]
  let isProperty: Bool
  let isSettable: Bool
  /// Labels of closure parameters, for matching trailing closures.
  let closureLabels: Set<String>
  /// The traced member this entry calls or reads, whose spelling it shares; nil for API the
  /// trace never shows (styling, arrays, geometry …).
  let traced: APIMember?
  /// The declared parameter types, in order; the binder converts arguments by them.
  let parameters: [UIKitValueType]
  /// The type a read or call gives (and a settable property takes).
  let result: UIKitValueType
  /// Coloured by the site's highlighter as containment API (`UIKitVocabulary`): the
  /// containment, appearance and view-hierarchy members, not styling or geometry values.
  private(set) var isHighlighted = false
  /// `spelling(_:)` in each language, spelled once: the interpreter names the member in
  /// every call's messages.
  private let spellings: (swift: String, objc: String)
  /// The spellings in backticks, as every call's messages quote them (made once, not per call).
  private let quotedSpellings: (swift: String, objc: String)

  init(
    behaviour: UIKitBehaviour, receiver: ModelledAPI.Receiver, swiftName: String,
    swiftLabels: [String?],
    objcPieces: [String], isProperty: Bool, isSettable: Bool = false,
    closureLabels: Set<String> = [], traced: APIMember? = nil,
    parameters: [UIKitValueType] = [], result: UIKitValueType = .any
  ) {
    self.behaviour = behaviour
    self.receiver = receiver
    self.swiftName = swiftName
    self.swiftLabels = swiftLabels
    self.objcPieces = objcPieces
    self.isProperty = isProperty
    self.isSettable = isSettable
    self.closureLabels = closureLabels
    self.traced = traced
    self.parameters = parameters
    self.result = result
    let swift =
      isProperty
      ? swiftName : swiftName + "(" + swiftLabels.map { ($0 ?? "_") + ":" }.joined() + ")"
    let objc =
      objcPieces.count == 1 && (isProperty || swiftLabels.isEmpty)
      ? objcPieces[0] : objcPieces.map { $0 + ":" }.joined()
    spellings = (swift, objc)
    quotedSpellings = ("`" + swift + "`", "`" + objc + "`")
  }

  /// The UIKit type whose file declares the member (`UINavigationController`); empty for the
  /// legacy table's entries.
  private(set) var owner = ""

  /// This member as `owner` declares it.
  func declared(on owner: String) -> UIKitMember {
    var member = self
    member.owner = owner
    return member
  }

  /// This member, coloured by the site's highlighter (`isHighlighted`).
  var highlighted: UIKitMember {
    var member = self
    member.isHighlighted = true
    return member
  }

  /// `didMove(toParent:)` / `didMoveToParentViewController:`.
  func spelling(_ language: ScenarioLanguage) -> String {
    language == .swift ? spellings.swift : spellings.objc
  }

  /// `` `didMove(toParent:)` ``: `spelling(language)` in backticks.
  func quotedSpelling(_ language: ScenarioLanguage) -> String {
    language == .swift ? quotedSpellings.swift : quotedSpellings.objc
  }
}
