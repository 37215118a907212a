/// File-scope declarations seen from every class of the snippet.
///
/// C (C11 6.2.1, "Scopes of identifiers") and Swift both give a declaration outside any
/// function file scope: an enumeration constant, a `static const`, an `NSString *const`, a
/// top-level `let`, a `static` counter are visible in every method of every class that
/// follows, not only in `self`'s. The model keeps them where DESIGN.md section 4 puts them,
/// as stored properties of `self` (so `self.x` still reaches a top-level `let x`), and this
/// is how every other object's methods reach them: a name no local and no property of the
/// receiver has is looked up among the file-scope declarations.
extension Interpreter {
  /// The value of file-scope `name` when read from a method of `receiver`, another object
  /// than the one holding the file scope; nil when `name` is not declared at file scope.
  func fileScopeValue(_ name: String, from receiver: InterpretedController) throws(Interrupt)
    -> Value?
  {
    guard let owner = fileScopeOwner, owner !== receiver,
      fileScopeNames.contains(storageKey(name))
    else { return nil }
    return try storedProperty(name, of: owner)
  }

  /// Assigns file-scope `name` from a method of another object than the file scope's
  /// holder (`static int count; … count += 1;` in any class). False when `name` is not a
  /// file-scope declaration or `receiver` has a property of that name.
  func assignFileScope(_ name: String, _ value: Value, from receiver: InterpretedController)
    throws(Interrupt) -> Bool
  {
    guard let owner = fileScopeOwner, owner !== receiver,
      !receiver.hasStoredProperty(storageKey(name)),
      fileScopeNames.contains(storageKey(name))
    else { return false }
    owner.properties[storageKey(name)] = value
    self.name(value, name)
    return true
  }
}
