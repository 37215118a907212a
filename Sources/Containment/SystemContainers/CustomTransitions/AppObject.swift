/// An object whose methods are the app's own code: a transitioning delegate, a navigation
/// controller's delegate, an animator (docs/FIDELITY.md A20-A22). UIKit asks such an object
/// for optional methods before calling them, and calls only those it implements.
///
/// The interpreter's controllers conform: every class a scenario declares is one.
public protocol AppObject: AnyObject {
  /// True when the app's class implements the method `member` names
  /// (`animateTransition(using:)`).
  func implements(_ member: APIMember) -> Bool
  /// Runs the app's method with `arguments`; its result, `.none` for none or nil.
  func perform(_ member: APIMember, _ arguments: [AppArgument]) -> AppArgument
}

/// What UIKit passes to the app's methods, and what they return.
public enum AppArgument {
  case none
  case bool(Bool)
  case number(Double)
  /// A controller, a view, an animator, a context, an interaction controller.
  case object(AnyObject)
  /// `UINavigationController.Operation` (`.push`, `.pop`).
  case operation(UINavigationController.Operation)
  /// `UISplitViewController.DisplayMode` (`.allVisible`), in the names the code uses (A24.7).
  case displayMode(UISplitViewController.DisplayMode, oldNames: Bool)
  /// An index path of a table's row (`isRow`) or a collection view's item (A35).
  case indexPath(ListIndexPath, isRow: Bool)
  /// A size a collection view's layout delegate answers (A35.6).
  case size(CGSize)
  /// A frame a presentation controller answers (A44.2).
  case rect(CGRect)

  public var object: AnyObject? {
    if case .object(let object) = self { return object }
    return nil
  }
}

extension UINavigationController {
  /// `UINavigationController.Operation`: which stack change a delegate's animator is for.
  public enum Operation: String, Sendable, CaseIterable {
    case none, push, pop
  }
}

extension UIKitSimulation {
  /// Calls the app's `member` on `object` when it implements it, as an `auto` line under
  /// `rule` with the app's code nested; nil when it does not (UIKit checks
  /// `respondsToSelector:` for the optional methods of its delegate protocols).
  func callApp(
    _ object: AnyObject?, _ member: APIMember, _ arguments: [AppArgument], rule: String
  ) -> AppArgument? {
    guard !isTerminated, let app = object as? AppObject, app.implements(member) else {
      return nil
    }
    let traced = arguments.map(traceValue)
    return dispatch(.auto, app, member, traced, rule: rule) { app.perform(member, arguments) }
  }

  /// An argument as the trace shows it.
  func traceValue(_ argument: AppArgument) -> TraceValue {
    switch argument {
    case .none: return .null
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number)
    case .object(let object): return .object(traceName(of: object))
    case .operation(let operation):
      return .constant(
        swift: operation.rawValue,
        objc: "UINavigationControllerOperation" + operation.rawValue.prefix(1).uppercased()
          + operation.rawValue.dropFirst())
    case .displayMode(let mode, let oldNames):
      return .constant(
        swift: mode.swiftName(oldNames: oldNames), objc: mode.objcName(oldNames: oldNames))
    case .indexPath(let path, let isRow): return path.traceValue(isRow: isRow)
    case .size(let size): return .size(width: size.width, height: size.height)
    case .rect(let rect):
      return .rect(
        x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
    }
  }
}
