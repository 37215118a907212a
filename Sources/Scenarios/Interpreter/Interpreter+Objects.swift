import Containment

/// `NSObject` and Foundation members (ModelledAPI+Objects.swift): equality, `respondsToSelector:`,
/// `containsObject:`, and UIView's hooks and `sizeToFit`, which change nothing the model keeps
/// (FIDELITY-SURFACE.md C7).
extension Interpreter {
  /// The member's result, or nil when it is not one of these.
  func performObjectMember(
    _ member: ModelledAPI.Member, on receiver: Value, _ arguments: [EvaluatedArgument],
    at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    let first = arguments.first?.value ?? .null
    switch member.operation {
    case .isEqual:
      // NSObject's `isEqual:` is identity; UIKit's controllers and views do not override it.
      return .bool(equal(receiver, first))
    case .containsObject:
      guard case .array(let items) = receiver else { return nil }
      return .bool(items.contains { equal($0, first) })
    case .indexOfObject:
      // `NSNotFound` when absent in Objective-C, nil in Swift.
      guard case .array(let items) = receiver else { return nil }
      if let index = items.firstIndex(where: { equal($0, first) }) {
        return .number(Double(index))
      }
      return language == .objc ? .number(Double(Int.max)) : .null
    case .respondsToSelector:
      guard case .string(let selector) = first else {
        throw Interrupt(
          .typeMismatch(
            context: member.quotedSpelling(language), expected: "a selector",
            found: first.kindDescription), at: arguments.first?.location ?? location)
      }
      if responds(receiver, to: selector) { return .bool(true) }
      // A method only the scenario declares (its `@protocol`'s, another class's): UIKit has
      // none of that name, so an object that does not implement it answers NO.
      if isScenarioSelector(objcSelector(selector)) { return .bool(false) }
      // The model cannot tell "no" from "real UIKit has it, the model leaves it out".
      throw Interrupt(
        .unsupported(
          "asking whether \(receiver.kindDescription) responds to `\(selector)` (real UIKit "
            + "may have methods the model leaves out, so the answer is unknown)",
          instead:
            "\(member.quotedSpelling(language)) with a selector of the scenario's own methods "
            + "or properties, or of the modelled UIKit API"),
        at: arguments.first?.location ?? location)
    case .isKindOfClass, .isMemberOfClass:
      guard case .classReference(let type) = first else {
        throw Interrupt(
          .typeMismatch(
            context: member.quotedSpelling(language), expected: "a class (`[X class]`)",
            found: first.kindDescription), at: arguments.first?.location ?? location)
      }
      if member.operation == .isMemberOfClass { return .bool(className(of: receiver) == type) }
      return .bool(isInstance(receiver, of: type))
    case .viewHook, .sizeToFit:
      // UIView's own `willMoveToSuperview:` … do nothing (they are for subclasses to
      // override); calling one directly has no effect. `sizeToFit` would resize a label or
      // button to its text, which the model never measures: the frame is kept.
      return .void
    default:
      return nil
    }
  }

  /// The class UIKit would name for a controller, a view or a class (`[x class]`), or nil.
  func className(of value: Value) -> String? {
    switch value {
    case .classReference(let name): return name
    case .controller(let controller): return controller.modelClassName
    case .view(let view as InterpretedView): return view.className
    case .view(let view): return String(describing: type(of: view))
    default: return nil
    }
  }

  /// True when `receiver` has a method for the Objective-C `selector` (`viewDidLoad`,
  /// `setTitle:`, `a:b:`; Swift `showFirst(_:)` is read as `showFirst:`): the scenario's own
  /// methods and synthesized accessors, or a modelled UIKit or NSObject member.
  private func responds(_ receiver: Value, to written: String) -> Bool {
    let selector = objcSelector(written)
    var receivers: [ModelledAPI.Receiver] = []
    switch receiver {
    case .controller(let controller):
      receivers = [.controller]
      if let interpreted = controller as? InterpretedController,
        let info = interpreted.classInfo
      {
        if info.method(selector) != nil || info.method(written) != nil { return true }
        let pieces = selector.split(separator: ":")
        if pieces.count == 1 {
          let name = String(pieces[0])
          if !selector.hasSuffix(":"), info.objcProperty(getter: name) != nil { return true }
          if selector.hasSuffix(":"), let property = MemberResolver.setterName(name),
            info.declaresObjCProperty(property)
          {
            return true
          }
        }
      }
    case .view(let view): receivers = viewReceivers(view)
    default: return false
    }
    return receivers.contains { kind in
      ModelledAPI.members(of: kind).contains { $0.spelling(.objc) == selector }
        || ModelledAPI.unmodelledSelectors[kind]?.contains(selector) == true
    }
  }

  /// True when `selector` names a method the scenario itself declares or implements (in any
  /// class, category or `@protocol`) and no modelled UIKit member.
  private func isScenarioSelector(_ selector: String) -> Bool {
    let name = String(selector.prefix { $0 != ":" })
    guard !ModelledAPI.table.contains(name, .objc) else { return false }
    let methods =
      program.methods + program.classes.flatMap(\.methods) + program.extensions.flatMap(\.methods)
    return program.declaredMethodNames.contains(name) || methods.contains { $0.name == name }
  }

  /// `showFirst(_:)` → `showFirst:`, `a(b:c:)` → `a:c:` … as Objective-C spells it; an
  /// Objective-C selector unchanged.
  private func objcSelector(_ written: String) -> String {
    guard let open = written.firstIndex(of: "("), written.hasSuffix(")") else { return written }
    let name = written[..<open]
    let labels = written[written.index(after: open)..<written.index(before: written.endIndex)]
      .split(separator: ":")
    if labels.isEmpty { return String(name) }
    return name + ":" + labels.dropFirst().map { $0 + ":" }.joined()
  }
}
