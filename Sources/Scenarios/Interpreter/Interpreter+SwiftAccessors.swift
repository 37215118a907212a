/// Swift computed properties with a setter (`var index: Int { get { … } set { … } }`):
/// assigning the property runs the setter with the value as `newValue` (or the name
/// `set(name)` gives), as The Swift Programming Language's "Computed Properties" says; the
/// getter is a method without arguments (`MethodDecl.isProperty`).
extension Interpreter {
  func swiftSetter(_ property: String, in info: ClassInfo?) -> (MethodDecl, ClassInfo)? {
    guard language == .swift, let info else { return nil }
    let key = MethodKey.make(
      name: SwiftParser.setterName(property), labels: [nil], argumentCount: 1, .swift)
    return info.method(key)
  }
}
