/// The source of a stand-in for a type the snippet uses but does not declare
/// (UndeclaredTypes): a subclass of the inferred UIKit class with an empty declaration of
/// each member no UIKit class has, in the snippet's language. An initializer of its own calls
/// UIKit's designated one; a class method makes a new instance; a method does nothing and
/// returns nothing; a property starts nil. Parameters are untyped (`Any` / `id`): only the
/// labels are known from the call.
struct StandInWriter {
  let language: ScenarioLanguage

  func declaration(
    _ name: String, _ superclass: String, _ members: [UndeclaredTypes.Member],
    adopting adopted: String? = nil
  ) -> String {
    switch language {
    case .swift: swift(name, superclass, members, adopted)
    case .objc: objc(name, superclass, members, adopted)
    }
  }

  private func designatedInit(_ superclass: String) -> (swift: String, objc: String) {
    if superclass == "NSObject" { return ("super.init()", "[super init]") }
    // `UIView` and its subclasses (`UISegmentedControl`): the frame initializer.
    if UIKitSurface.shared.isClass(superclass, kindOf: "UIView") {
      return ("super.init(frame: .zero)", "[super initWithFrame:CGRectZero]")
    }
    return ("super.init(nibName: nil, bundle: nil)", "[super initWithNibName:nil bundle:nil]")
  }

  private func swift(
    _ name: String, _ superclass: String, _ members: [UndeclaredTypes.Member],
    _ adopted: String?
  ) -> String {
    var lines = ["class \(name): \(superclass)\(adopted.map { ", " + $0 } ?? "") {"]
    for member in members {
      let base = String(member.name.prefix { $0 != "(" })
      let parameters = member.labels.enumerated().map { index, label in
        (label ?? "_") + " a\(index): Any"
      }.joined(separator: ", ")
      switch member.kind {
      case .initializer:
        lines.append(
          "  init(\(parameters)) { \(designatedInit(superclass).swift) }")
      case .classMember:
        lines.append("  static func \(base)(\(parameters)) -> \(name) { \(name)() }")
      case .classProperty:
        lines.append("  static let \(base) = \(name)()")
      case .instanceMember:
        lines.append("  func \(base)(\(parameters)) {}")
      case .property:
        lines.append("  var \(base): Any? = nil")
      }
    }
    if members.contains(where: { $0.kind == .initializer }), superclass != "NSObject" {
      lines.append("  required init?(coder: NSCoder) { fatalError() }")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  private func objcSelector(_ member: UndeclaredTypes.Member) -> String {
    let pieces = member.labels.compactMap { $0 }
    guard member.name.hasSuffix(":") else { return member.name }
    return pieces.enumerated().map { index, piece in "\(piece):(id)a\(index)" }
      .joined(separator: " ")
  }

  private func objc(
    _ name: String, _ superclass: String, _ members: [UndeclaredTypes.Member],
    _ adopted: String?
  ) -> String {
    var interface = ["@interface \(name) : \(superclass)\(adopted.map { " <" + $0 + ">" } ?? "")"]
    var implementation = ["@implementation \(name)"]
    for member in members {
      let selector = objcSelector(member)
      switch member.kind {
      case .initializer:
        implementation.append(
          "- (instancetype)\(selector) { return \(designatedInit(superclass).objc); }")
      case .classMember, .classProperty:
        implementation.append("+ (instancetype)\(selector) { return [[self alloc] init]; }")
      case .instanceMember:
        implementation.append("- (void)\(selector) {}")
      case .property:
        interface.append("@property (nonatomic, strong) id \(member.name);")
      }
    }
    return (interface + ["@end"] + implementation + ["@end"]).joined(separator: "\n")
  }
}
