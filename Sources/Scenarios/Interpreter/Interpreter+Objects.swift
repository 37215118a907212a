import Containment

/// `NSObject` and Foundation members (ModelledAPI+Objects.swift): equality, `respondsToSelector:`,
/// `containsObject:`, and UIView's hooks and `sizeToFit`, which change nothing the model keeps
/// (FIDELITY-SURFACE.md C7).
extension Interpreter {
  /// `respondsToSelector:` (UIKit/NSObject.swift): the scenario's own methods, the modelled
  /// members, and every real UIKit member of the receiver's class (the surface); a selector
  /// only the scenario declares elsewhere answers NO; anything else is unknown.
  func respondsToSelector(_ call: UIKitCall) throws(Interrupt) -> Value {
    let (receiver, first) = (call.receiver, call.argument(0))
    guard case .string(let selector) = first else {
      throw Interrupt(
        .typeMismatch(context: call.context, expected: "a selector", found: first.kindDescription),
        at: call.location(of: 0))
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
          "\(call.context) with a selector of the scenario's own methods "
          + "or properties, or of UIKit's own classes"),
      at: call.location(of: 0))
  }

  /// The class UIKit would name for a controller, a view or a class (`[x class]`), or nil.
  func className(of value: Value) -> String? {
    switch value {
    case .classReference(let name): return name
    case .controller(let controller): return controller.modelClassName
    case .view(let view as InterpretedView): return view.className
    case .view(let view): return String(describing: type(of: view))
    // An object of a class the model keeps inert (`[NSObject new]`, a `UIFont`) is of its class.
    case .surface(.inert(let object)): return object.className
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
          if selector.hasSuffix(":"), let property = info.objcPropertyName(setter: name),
            info.declaresObjCProperty(property)
          {
            return true
          }
        }
      }
    case .view(let view): receivers = viewReceivers(view)
    default: return false
    }
    if receivers.contains(where: { kind in
      ModelledAPI.members(of: kind).contains { $0.spelling(.objc) == selector }
    }) {
      return true
    }
    // Real UIKit the model leaves out that code asks about to run on old iOS versions too
    // (`edgesForExtendedLayout`, iOS 7): on the iOS the model stands for, it exists.
    let uikitClass =
      surfaceTypeName(of: receiver)
      ?? (receivers.contains(.controller) ? "UIViewController" : "UIView")
    return !UIKitSurface.shared.members(objc: selector, in: uikitClass).isEmpty
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
