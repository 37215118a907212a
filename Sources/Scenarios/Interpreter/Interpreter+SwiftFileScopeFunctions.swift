/// A Swift snippet's top-level functions, called from any type's methods.
///
/// A function declared at file scope is visible in every type of the module (TSPL
/// "Declarations": a top-level declaration's scope is the file; "Access Control"), and an
/// unqualified name finds the innermost declaration first: a member of the enclosing type,
/// then the file's own declarations, and only then the imported modules' (the standard
/// library's `log`, `min`, `max`, `print`, `abs`, Foundation's math). The model keeps the
/// top-level functions as methods of `self` (DESIGN.md section 4), so from `self`'s methods
/// they are found as its own; from another class's methods (census areas-05: a pod's
/// `ContainerViewController` calls the pod's `func log(_ message: Any = "", file: String =
/// #file, …)`) they were not found at all, or the standard library's function of the same name
/// ran instead ("`log` needs a number"). They run on the file scope's holder, as the
/// file-scope constants are read from it (Interpreter+FileScope); a top-level function has no
/// `self` of its own to reach.
extension Interpreter {
  /// The result of the snippet's top-level function `use` called from a method of another
  /// object than `self`, or nil when the snippet declares none of that name and labels (or the
  /// type of the value running the method declares it, which comes first).
  func callFileScopeFunction(
    _ use: MemberResolver.Use, named name: String, _ arguments: [EvaluatedArgument],
    at location: SourceLocation, _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    guard language == .swift, program.methods.contains(where: { $0.name == name }),
      let owner = fileScopeOwner, owner !== context.receiver, let info = owner.classInfo,
      let (method, declaringInfo, bound) = info.method(calledAs: use, language),
      program.methods.contains(where: { $0.location == method.location && $0.name == name })
    else { return nil }
    if let valueSelf = context.valueSelf, let type = valueTypeInfo(valueSelf),
      type.method(calledAs: use, language) != nil
    {
      return nil
    }
    return try invoke(
      method, of: declaringInfo, on: owner,
      arguments: try bind(arguments.map(\.value), bound, method, owner, declaringInfo),
      at: location)
  }
}
