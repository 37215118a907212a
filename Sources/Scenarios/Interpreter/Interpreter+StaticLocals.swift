/// Objective-C (C) `static` locals: `static NSInteger calls = 0;` in a function or method, and
/// the singleton's `static Store *shared = nil; static dispatch_once_t onceToken;`. Such a
/// variable has static storage duration (C11 6.2.4p3): one object for the whole run,
/// initialised once, before its first use, and kept between calls; without an initializer it
/// starts as zero or nil (6.7.9p10). Its address (`&onceToken`) is its own, so two functions'
/// `onceToken`s are two tokens.
extension Interpreter {
  /// Runs `static T name = value;`: the first time, creates the storage with the value (the
  /// type's zero without one); every time, makes `name` in `scope` a name of it.
  func declareStatic(
    _ declaration: Declaration, at location: SourceLocation, in scope: Scope,
    _ context: MethodContext
  ) throws(Interrupt) {
    let key = "\(declaration.name)@\(location.line):\(location.column)"
    let numericKind = declaration.typeName.flatMap(NumericKind.init(typeName:))
    let cInteger = declaration.typeName.flatMap(CIntegerType.init(typeName:))
    let storage: StaticStorage
    if let existing = staticStorages[key] {
      storage = existing
    } else {
      var value = zeroValue(ofType: declaration.typeName)
      if let initial = declaration.initialValue {
        value = try evaluate(initial, declaredAs: declaration.valueTypeName, in: scope, context)
        if case .null = value { value = zeroValue(ofType: declaration.typeName) }
      }
      if let kind = numericKind { value = value.converted(to: kind) }
      if let cInteger { value = cInteger.converting(value) }
      storage = StaticStorage(key: key, value: value)
      staticStorages[key] = storage
    }
    scope.declare(
      declaration.name, storage: storage, numericKind: numericKind, cInteger: cInteger)
  }
}
