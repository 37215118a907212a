import Containment

/// Converting scenario values into what the core's API takes: closures UIKit calls back,
/// controllers, views, numbers, flags and rects, with a type-mismatch diagnostic otherwise.
extension Interpreter {
  // MARK: Closures handed to UIKit

  func noArgumentBlock(_ closure: ClosureValue) -> () -> Void {
    { [weak self] in
      self?.guarded { () throws(Interrupt) in
        guard let self else { return }
        _ = try self.call(closure, [], at: SourceLocation(line: 1, column: 1))
      }
    }
  }

  func finishedBlock(_ closure: ClosureValue) -> (Bool) -> Void {
    { [weak self] finished in
      self?.guarded { () throws(Interrupt) in
        guard let self else { return }
        _ = try self.call(closure, [.bool(finished)], at: SourceLocation(line: 1, column: 1))
      }
    }
  }

  // MARK: Argument conversion

  func trace(_ controller: UIViewController) -> TraceValue {
    .object(simulation.traceName(of: controller))
  }

  func controller(_ value: Value, _ context: String, at location: SourceLocation) throws(Interrupt)
    -> UIViewController
  {
    if case .controller(let controller) = value { return controller }
    throw Interrupt(
      .typeMismatch(context: context, expected: "a view controller", found: value.kindDescription),
      at: location)
  }

  func optionalController(_ value: Value, _ context: String, at location: SourceLocation)
    throws(Interrupt) -> UIViewController?
  {
    if case .null = value { return nil }
    return try controller(value, context, at: location)
  }

  func view(_ value: Value, _ context: String, at location: SourceLocation) throws(Interrupt)
    -> UIView
  {
    if case .view(let view) = value { return view }
    throw Interrupt(
      .typeMismatch(context: context, expected: "a view", found: value.kindDescription),
      at: location)
  }

  func number(_ value: Value, _ context: String, at location: SourceLocation) throws(Interrupt)
    -> Double
  {
    if let number = value.numeric, number.isFinite { return number }
    throw Interrupt(
      .typeMismatch(context: context, expected: "a number", found: value.kindDescription),
      at: location)
  }

  func flag(_ value: Value, _ context: String, at location: SourceLocation) throws(Interrupt)
    -> Bool
  {
    if case .bool(let flag) = value { return flag }
    if language == .objc, let number = value.numeric { return number != 0 }
    throw Interrupt(
      .typeMismatch(context: context, expected: "a Bool", found: value.kindDescription),
      at: location)
  }

  func rect(_ value: Value, _ context: String, at location: SourceLocation) throws(Interrupt)
    -> CGRect
  {
    if case .rect(let rect) = value { return rect }
    throw Interrupt(
      .typeMismatch(context: context, expected: "a CGRect", found: value.kindDescription),
      at: location)
  }

  func closure(_ value: Value, _ context: String, at location: SourceLocation) throws(Interrupt)
    -> ClosureValue?
  {
    switch value {
    case .closure(let closure): return closure
    case .null: return nil
    default:
      throw Interrupt(
        .typeMismatch(context: context, expected: "a closure or nil", found: value.kindDescription),
        at: location)
    }
  }
}
