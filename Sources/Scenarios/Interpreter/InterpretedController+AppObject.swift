import Containment

/// Every object of a class the scenario declares can be a delegate or an animator UIKit calls
/// back (docs/FIDELITY.md A20-A22): `implements` looks the method up as the class declares
/// it (`animateTransition(using:)`, `animateTransition:`), `perform` runs it like an override.
extension InterpretedController {
  func implements(_ member: APIMember) -> Bool {
    interpreter?.appMethod(member, in: self) != nil
  }

  func perform(_ member: APIMember, _ arguments: [AppArgument]) -> AppArgument {
    interpreter?.performAppMethod(member, on: self, arguments) ?? .none
  }
}

extension Interpreter {
  /// The scenario's method for `member` in `controller`'s class or a declared superclass.
  func appMethod(_ member: APIMember, in controller: InterpretedController)
    -> (MethodDecl, ClassInfo)?
  {
    guard let info = controller.classInfo else { return nil }
    return appMethod(member, in: info)
  }

  /// The method for `member` in a class: its Swift (or Objective-C) key, and in Swift also
  /// the spelling Swift 2 imported the selector as (`tableView(tableView:cellForRowAtIndexPath:)`,
  /// `numberOfSectionsInTableView(_:)`), which code of that time declares.
  func appMethod(_ member: APIMember, in info: ClassInfo) -> (MethodDecl, ClassInfo)? {
    guard language == .swift else { return info.method(member.objcSelector) }
    if let found = info.method(member.swiftMethodKey) { return found }
    guard case .method(let name, let labels, let pieces) = member.form, !labels.isEmpty,
      let first = pieces.first
    else { return nil }
    let rest = pieces.dropFirst().map { $0 + ":" }.joined()
    for label in ["_", name] {
      if let found = info.method(first + "(" + label + ":" + rest + ")") { return found }
    }
    return nil
  }

  /// Runs the scenario's method for `member`; a failure inside is kept for later, as an
  /// override's is (`guarded`).
  func performAppMethod(
    _ member: APIMember, on controller: InterpretedController, _ arguments: [AppArgument]
  ) -> AppArgument {
    guard let (method, owner) = appMethod(member, in: controller) else { return .none }
    var result = AppArgument.none
    guarded { () throws(Interrupt) in
      let value = try invoke(
        method, of: owner, on: controller, arguments: arguments.map(value(of:)),
        at: method.location)
      result = appArgument(value)
    }
    return result
  }

  /// What the scenario's code sees of an argument UIKit passes.
  func value(of argument: AppArgument) -> Value {
    switch argument {
    case .none: return .null
    case .bool(let flag): return .bool(flag)
    case .number(let number):
      // UIKit passes whole numbers as indices (`section`, `row`, an `Int`) and fractions as
      // `CGFloat`s (`percentComplete`).
      return number == number.rounded() && abs(number) < 1e15
        ? .integer(Int(number)) : .number(number)
    case .operation(let operation): return .string(operation.rawValue)
    case .displayMode(let mode, let oldNames):
      // A24.7: an `NS_ENUM` is its raw value in Objective-C, a case in Swift.
      return language == .objc
        ? .integer(mode.rawValue) : .ignored("." + mode.swiftName(oldNames: oldNames))
    case .object(let context as UIViewControllerContextTransitioning):
      return .surface(.transitionContext(context))
    case .object(let interaction as UIPercentDrivenInteractiveTransition):
      return .surface(.percentDrivenTransition(interaction))
    case .object(let layout as UICollectionViewFlowLayout): return .surface(.flowLayout(layout))
    case .object(let object): return value(of: object)
    case .indexPath(let path, _): return .surface(.indexPath(path))
    case .size(let size): return .surface(.size(size))
    case .rect(let rect): return .rect(rect)
    }
  }

  /// What UIKit gets back from the scenario's method.
  func appArgument(_ value: Value) -> AppArgument {
    switch value {
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number)
    case .integer(let number): return .number(Double(number))
    case .controller(let controller): return .object(controller)
    case .view(let view): return .object(view)
    case .surface(.transitionContext(let context)): return .object(context)
    case .surface(.percentDrivenTransition(let interaction)): return .object(interaction)
    case .surface(.indexPath(let path)): return .indexPath(path, isRow: true)
    case .surface(.size(let size)): return .size(size)
    case .rect(let rect): return .rect(rect)
    default: return .none
    }
  }
}
