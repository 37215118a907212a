import Containment

/// Foundation's key-value coding as app code uses it around containers (NSKeyValueCoding.h,
/// FIDELITY-SURFACE.md C18): `[self.childViewControllers valueForKey:@"view"]`,
/// `valueForKeyPath:@"@count"`, `@max.frame.size.height`, `setValue:forKey:`, and NSArray's
/// `makeObjectsPerformSelector:`. A key is read as the dot syntax reads the property of that
/// name, so a scenario's own getter runs and a UIKit property is the model's.
extension Interpreter {
  /// `@"a.b.c"` → `["a", "b", "c"]`; a collection operator keeps its `@` (`@max`).
  static func keyPath(_ text: String) -> [String] {
    text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  /// The value at `path` from `value`: an array maps each key over its elements (an element
  /// that gives nil gives `NSNull`, kept here as nil) and folds at a collection operator; any
  /// other value reads its property.
  func value(forKeyPath path: [String], of value: Value, _ call: UIKitCall) throws(Interrupt)
    -> Value
  {
    guard let key = path.first else { return value }
    let rest = Array(path.dropFirst())
    if case .array(let items) = value {
      if key.hasPrefix("@") { return try collectionOperator(key, rest, items, call) }
      var mapped: [Value] = []
      for item in items {
        mapped.append(try self.value(forKeyPath: [key], of: item, call))
      }
      return rest.isEmpty
        ? .array(mapped) : try self.value(forKeyPath: rest, of: .array(mapped), call)
    }
    if key.isEmpty || key.hasPrefix("@") {
      throw Interrupt(
        .typeMismatch(
          context: call.context, expected: "a key path of property names (`view.frame`)",
          found: "`\(path.joined(separator: "."))`"), at: call.location(of: 0))
    }
    if key == "self" { return try self.value(forKeyPath: rest, of: value, call) }
    let read = try readMember(key, of: value, at: call.location(of: 0))
    return try self.value(forKeyPath: rest, of: read, call)
  }

  /// `@count`, `@sum.x`, `@avg.x`, `@max.x`, `@min.x`, `@unionOfObjects.x`,
  /// `@distinctUnionOfObjects.x`: what Key-Value Coding Programming Guide's "Collection
  /// Operators" gives.
  private func collectionOperator(
    _ name: String, _ rest: [String], _ items: [Value], _ call: UIKitCall
  ) throws(Interrupt) -> Value {
    if name == "@count" { return .integer(items.count) }
    let values: [Value]
    if rest.isEmpty {
      values = items
    } else if case .array(let mapped) = try value(forKeyPath: rest, of: .array(items), call) {
      values = mapped
    } else {
      values = []
    }
    func numbers() throws(Interrupt) -> [Double] {
      var out: [Double] = []
      for item in values {
        if case .null = item { continue }
        guard let number = item.numeric else {
          throw Interrupt(
            .typeMismatch(context: "`\(name)`", expected: "numbers", found: item.kindDescription),
            at: call.location(of: 0))
        }
        out.append(number)
      }
      return out
    }
    switch name {
    case "@sum": return .number(try numbers().reduce(0, +))
    case "@avg":
      let all = try numbers()
      return all.isEmpty ? .null : .number(all.reduce(0, +) / Double(all.count))
    case "@max": return try numbers().max().map(Value.number) ?? .null
    case "@min": return try numbers().min().map(Value.number) ?? .null
    case "@unionOfObjects":
      return .array(values.filter { if case .null = $0 { false } else { true } })
    case "@distinctUnionOfObjects":
      var distinct: [Value] = []
      for item in values where !distinct.contains(where: { equal($0, item) }) {
        if case .null = item { continue }
        distinct.append(item)
      }
      return .array(distinct)
    default:
      throw Interrupt(
        .typeMismatch(
          context: call.context,
          expected: "a collection operator (`@count`, `@sum`, `@avg`, `@max`, `@min`, "
            + "`@unionOfObjects`, `@distinctUnionOfObjects`)",
          found: "`\(name)`"), at: call.location(of: 0))
    }
  }

  /// `[object setValue:v forKey:@"title"]`: the property set as `object.title = v` sets it.
  /// A real property UIKit declares read-only that the model keeps inert (`tabBar` of a tab
  /// bar controller) is set as key-value coding sets it, through its instance variable
  /// (`accessInstanceVariablesDirectly`, NSKeyValueCoding.h): later reads give the value
  /// (C32).
  func setValue(_ newValue: Value, forKey key: String, of object: Value, _ call: UIKitCall)
    throws(Interrupt)
  {
    if case .controller(let controller as InterpretedController) = object,
      controller.hasStoredProperty(storageKey(key))
    {
      try observingChange(of: object, key: key, at: call.location(of: 1)) {
        () throws(Interrupt) in
        try setProperty(key, of: controller, newValue, at: call.location(of: 1))
      }
      return
    }
    if object.object != nil,
      let member = try? resolve(.property(key), on: object, at: call.location),
      !member.isSettable,
      // A tab bar controller's declared `tabBar` keeps its view in the same slot (C47).
      member.behaviour.fidelity == "inert"
        || (key == "tabBar" && member.behaviour.fidelity == "C47")
    {
      let slot = InertKey(object: object.object.map(ObjectIdentifier.init), name: key)
      try observingChange(of: object, key: key, at: call.location(of: 1)) { () throws(Interrupt) in
        inertValues[slot] = newValue
      }
      return
    }
    try setMember(key, of: object, newValue, at: call.location(of: 1))
  }

  /// `[object setValue:v forKeyPath:@"a.b.c"]`: `c` set on what `a.b` reads (NSKeyValueCoding.h);
  /// an array on the way sets it on each element.
  func setValue(_ newValue: Value, forKeyPath path: [String], of object: Value, _ call: UIKitCall)
    throws(Interrupt)
  {
    guard let last = path.last, !last.isEmpty, !last.hasPrefix("@") else {
      throw Interrupt(
        .typeMismatch(
          context: call.context, expected: "a key path of property names (`view.frame`)",
          found: "`\(path.joined(separator: "."))`"), at: call.location(of: 1))
    }
    let target = try value(forKeyPath: Array(path.dropLast()), of: object, call)
    if case .array(let items) = target, path.count > 1 {
      for item in items { try setValue(newValue, forKey: last, of: item, call) }
      return
    }
    // `[view setValue:v forKeyPath:@"frame.size"]`-like paths into a struct: the struct is
    // changed and set back on its owner, as `view.frame.size = v` does.
    if path.count > 1, target.isGeometryValue {
      let field = try resolve(.property(last), on: target, at: call.location(of: 1))
      if let write = field.behaviour.write,
        let updated = try write(
          bindAssignment(field, on: target, newValue, at: call.location(of: 1)))
      {
        try setValue(updated, forKeyPath: Array(path.dropLast()), of: object, call)
        return
      }
    }
    try setValue(newValue, forKey: last, of: target, call)
  }

  /// `[children makeObjectsPerformSelector:@selector(removeFromParentViewController)]`: the
  /// selector's message sent to each element in order (to a copy of the array, which the
  /// messages may change), with `object` as its argument when given.
  func makeObjectsPerform(_ call: UIKitCall, with object: Value?) throws(Interrupt) -> Value {
    let selector = try self.selector(
      call.argument(0), target: nil, call.context, at: call.location(of: 0))
    let use: MemberResolver.Use
    var arguments: [EvaluatedArgument] = []
    if let object {
      arguments.append(
        EvaluatedArgument(
          label: nil, value: object, isTrailing: false, location: call.location(of: 1)))
    }
    switch language {
    case .objc:
      let pieces = selector.objcName.split(separator: ":").map(String.init)
      use = .message(pieces, hasArguments: selector.takesArgument)
    case .swift:
      let base = SurfaceMember.baseName(of: selector.swiftName)
      let labels = SurfaceRenames.parse(selector.swiftName).1 ?? []
      use = .swiftCall(
        base, labels: labels.map { $0 == "_" ? nil : $0 }, trailing: labels.map { _ in false })
      if labels.isEmpty { arguments = [] }
    }
    for item in call.items {
      _ = try callMember(use, on: item, arguments, at: call.location(of: 0))
    }
    return .void
  }
}

extension Value {
  /// A `CGRect`, `CGPoint` or `CGSize`: a struct a key path can go into.
  var isGeometryValue: Bool {
    switch self {
    case .rect, .surface(.point), .surface(.size): true
    default: false
    }
  }
}
