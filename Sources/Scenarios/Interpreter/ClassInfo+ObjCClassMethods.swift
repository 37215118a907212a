/// Objective-C keeps class methods and instance methods apart (The Objective-C Programming
/// Language, "Class Objects": `+sharedInstance` and `-sharedInstance` are two methods, one for
/// the class object and one for its instances). A class that writes both keeps the instance
/// method under the selector and the class method under `classMethodKey(_:)`.
extension ClassInfo {
  /// Where a class method is kept when the class also has an instance method of its selector.
  static func classMethodKey(_ key: String) -> String { "+" + key }

  /// The class method `use` calls, along the chain nearest first (a subclass's override of a
  /// class method hides its superclass's), with how the arguments bind; nil when the nearest
  /// method of that selector is an instance method or there is none.
  func classMethod(calledAs use: MemberResolver.Use, _ language: ScenarioLanguage)
    -> (MethodDecl, ClassInfo, [Int?])?
  {
    if language == .objc {
      for info in chain {
        if let method = info.methods[Self.classMethodKey(use.written)] ?? info.methods[use.written],
          method.isStatic
        {
          return (method, info, method.parameters.indices.map { Optional($0) })
        }
      }
    }
    guard let found = method(calledAs: use, language), found.0.isStatic else { return nil }
    return found
  }
}
