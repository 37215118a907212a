/// Matches a Swift call of one of the scenario's own functions to its parameters, the way
/// Swift does: labels in order, parameters with a default value may be left out, and an
/// unlabelled trailing closure fills the next function-typed parameter (SE-0286's forward
/// scan), skipping defaulted ones before it.
enum CallBinding {
  /// For each parameter of `method`, the index of the argument that fills it, or nil where
  /// its default value applies; nil when the call does not fit the declaration.
  static func bind(_ method: MethodDecl, labels: [String?], trailing: [Bool]) -> [Int?]? {
    var bound: [Int?] = []
    var next = 0
    for (index, label) in method.labels.enumerated() {
      if index == method.variadicParameter {
        // `addChilds(a, b, c)` for `_ children: UIViewController...`: the first argument
        // with the parameter's label and the unlabelled ones after it; none is an empty
        // array (Interpreter.bind gathers them).
        guard next < labels.count, labels[next] == label,
          !(next < trailing.count && trailing[next] && label == nil)
        else {
          bound.append(nil)
          continue
        }
        bound.append(next)
        next += 1
        while next < labels.count, labels[next] == nil,
          !(next < trailing.count && trailing[next])
        {
          next += 1
        }
        continue
      }
      let hasDefault = index < method.defaults.count && method.defaults[index] != nil
      guard next < labels.count else {
        guard hasDefault else { return nil }
        bound.append(nil)
        continue
      }
      let isTrailing = next < trailing.count && trailing[next] && labels[next] == nil
      let fits: Bool
      if isTrailing {
        fits = method.functionParameters.contains(index) || !hasDefault
      } else {
        fits = labels[next] == label
      }
      if fits {
        bound.append(next)
        next += 1
      } else if hasDefault {
        bound.append(nil)
      } else {
        return nil
      }
    }
    return next == labels.count ? bound : nil
  }
}

extension ClassInfo {
  /// The method a Swift call `name(labels…)` reaches along the class chain: the exact key
  /// first, then a method of that name whose defaults and trailing closures fit.
  func method(calledAs use: MemberResolver.Use, _ language: ScenarioLanguage)
    -> (MethodDecl, ClassInfo, [Int?])?
  {
    if let (method, owner) = method(use.written), method.variadicParameter == nil {
      return (method, owner, method.parameters.indices.map { Optional($0) })
    }
    guard language == .swift, case .swiftCall(let name, let labels, let trailing) = use else {
      return nil
    }
    var current: ClassInfo? = self
    var steps = 0
    while let info = current, steps < 64 {
      let candidates = info.methods.filter { $0.value.name == name && !$0.value.isProperty }
      for key in candidates.keys.sorted() {
        guard let method = candidates[key] else { continue }
        if let bound = CallBinding.bind(method, labels: labels, trailing: trailing) {
          return (method, info, bound)
        }
      }
      current = info.superclass
      steps += 1
    }
    return nil
  }

  /// The class method a message or call to the class itself reaches (`[Menu shared]`,
  /// `Menu.make()`): one kept apart beside an instance method of the same key, nearest class
  /// first, else a static method `method(calledAs:_:)` finds.
  func classMethod(calledAs use: MemberResolver.Use, _ language: ScenarioLanguage)
    -> (MethodDecl, ClassInfo, [Int?])?
  {
    for info in chain {
      if let method = info.classMethods[use.written] {
        return (method, info, method.parameters.indices.map { Optional($0) })
      }
    }
    guard let found = method(calledAs: use, language), found.0.isStatic else { return nil }
    return found
  }
}
