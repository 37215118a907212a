/// The undeclared type an expression's value is of: a variable or property of it, a shared
/// instance or nested namespace of it, the snippet's own function returning it, an element of
/// an array of it.
extension UndeclaredTypes {
  func typeOfReceiver(_ expression: Expr) -> String? {
    switch expression.kind {
    case .name(let name): return variableTypes[name]
    case .member(let base, let name) where base.kind == .name("self"): return variableTypes[name]
    // `Storyboard.main`, `HtmlFileName.revisionList`: a type property of the stand-in is one of
    // its values, so what the code asks of it is the stand-in's too (one declaration).
    case .member(let base, let name):
      // Only a shared instance (`Theme.current`, `Store.shared`) is one of the type's values:
      // `Shared.feedVC` is whatever `feedVC` holds.
      if case .name(let type) = base.kind, isUndeclared(type), Self.isSharedInstanceName(name) {
        return type
      }
      // `Identifier.Storyboard`, `StoryboardScene.GalleryAlbums.initialScene`: a type nested in
      // the stand-in, and what such a nested type holds (generated code's namespaces: SwiftGen's
      // scenes, R.swift's resources) stand in as the stand-in itself, one declaration.
      if let type = namespaceType(of: base), name.first?.isUppercase == true {
        return type
      }
      if case .member(let outer, let nested) = base.kind, nested.first?.isUppercase == true,
        let type = namespaceType(of: outer)
      {
        return type
      }
      // `make.top.leading` in a block given `MASConstraintMaker *make`: a builder's member
      // asked further is the builder again, as a DSL's chains return it (Masonry's).
      if name.first?.isLowercase == true, let type = builderType(of: base) { return type }
      return nil
    // `makeErrorView().showWarning(…)`, `self.menu().open()`: the result of the snippet's own
    // function declared to return the stand-in.
    case .call(let callee, _):
      if let created = createdType(expression) { return created }
      // `make.top.equalTo(view).offset(10)`: what a builder's call returns is the builder
      // (Objective-C reads `x.m(…)` as `[x m]` called, ObjCParser).
      if let type = builderType(of: expression) { return type }
      let name: String
      switch callee.kind {
      case .name(let called): name = called
      case .member(let base, let called) where base.kind == .name("self"): name = called
      default: return nil
      }
      return resultType(ofOwnFunction: name)
    // `tabs[0].select()`: an element of an array of the stand-in.
    case .subscriptIndex(let base, _): return elementType(of: base)
    // `[AppSettings sharedSettings].detail`: Objective-C's shared instance, sent as a message.
    case .message(let receiver, let parts)
    where parts.count == 1 && parts[0].argument == nil:
      if case .name(let type) = receiver.kind, isUndeclared(type),
        Self.isSharedInstanceName(parts[0].piece)
      {
        return type
      }
      return createdType(expression)
    default: return createdType(expression)
    }
  }

  /// `shared`, `sharedSettings`, `current`, `defaultManager`: a type member that is one of the
  /// type's values (`Shared.feedVC` is whatever `feedVC` holds).
  static func isSharedInstanceName(_ name: String) -> Bool {
    ["shared", "current", "default", "main", "standard", "instance", "sharedInstance"].contains(
      name) || name.hasPrefix("shared") || name.hasPrefix("default")
  }

  /// The builder type `expression` is of: a builder parameter, or a chain of members and
  /// calls from one (`make.top`, `make.top.equalTo(v)`); nil for anything else.
  func builderType(of expression: Expr) -> String? {
    switch expression.kind {
    case .name(let name): return builderParameters.contains(name) ? variableTypes[name] : nil
    case .member(let base, let name) where name.first?.isLowercase == true:
      return builderType(of: base)
    // `[make top]`, the getter `make.equalTo(…)` sends before calling its block.
    case .message(let base, let parts) where parts.count == 1 && parts[0].argument == nil:
      return builderType(of: base)
    case .call(let callee, _):
      switch callee.kind {
      case .member(let base, _): return builderType(of: base)
      case .message(let base, let parts) where parts.count == 1 && parts[0].argument == nil:
        return builderType(of: base)
      default: return nil
      }
    default: return nil
    }
  }

  /// `StoryboardScene.GalleryAlbums.initialScene` asked a member: the property holds the
  /// namespace's stand-in too (its type), so the stand-in declares it as one, not nil.
  mutating func noteChained(_ receiver: Expr) {
    guard case .member(let base, let name) = receiver.kind, name.first?.isLowercase == true,
      let type = typeOfReceiver(receiver), typeOfReceiver(base) == type,
      propertyValueTypes[type + "." + name] == nil
    else { return }
    propertyValueTypes[type + "." + name] = type
  }

  /// The stand-in of `T` or `T.Nested…`: an undeclared type and the types nested in it.
  func namespaceType(of expression: Expr) -> String? {
    switch expression.kind {
    case .name(let name): return isUndeclared(name) ? name : nil
    case .member(let base, let name) where name.first?.isUppercase == true:
      return namespaceType(of: base)
    default: return nil
    }
  }

  /// The stand-in type the snippet's function or method `name` is declared to return.
  func resultType(ofOwnFunction name: String) -> String? {
    let methods =
      program.functions + program.methods
      + (program.classes + program.extensions).flatMap(\.methods)
    for method in methods where method.name == name {
      guard let written = method.resultType else { continue }
      let plain = Self.plainTypeName(written)
      if isUndeclared(plain) { return plain }
    }
    return nil
  }

  /// `[MenuController(), MenuController()]`: an array literal of one stand-in type.
  func arrayElementType(_ value: Expr) -> String? {
    guard case .array(let elements) = value.kind, let first = elements.first,
      let type = typeOfReceiver(first),
      elements.allSatisfy({ typeOfReceiver($0) == type })
    else { return nil }
    return type
  }

  /// The stand-in type of an array's elements (`tabs` declared `[TabController]`).
  func elementType(of expression: Expr) -> String? {
    switch expression.kind {
    case .name(let name): return elementTypes[name]
    case .member(let base, let name) where base.kind == .name("self"): return elementTypes[name]
    default: return nil
    }
  }
}
