/// What a modelled member does: closures that call the `Containment` model with arguments
/// the binder has already converted (`UIKitCall`), and the FIDELITY rule they implement.
///
/// A property has `read` and, when settable, `write` (its new value is the call's
/// argument 0, converted by the property's type); a method has `read` only. `write` on a
/// value type (`CGRect`, `CGPoint`, `CGSize`) returns the receiver's new value, which the
/// assignment stores back where the receiver came from (Swift's value semantics,
/// FIDELITY-SURFACE.md V10); on an object it changes the object and returns nil.
struct UIKitBehaviour: Sendable {
  typealias Read = @Sendable (UIKitCall) throws(Interrupt) -> Value
  typealias Write = @Sendable (UIKitCall) throws(Interrupt) -> Value?

  /// The FIDELITY item the behaviour follows (`A5.1`, `V10`), for `--explain` and review.
  let fidelity: String
  let read: Read
  let write: Write?

  init(fidelity: String, read: @escaping Read, write: Write? = nil) {
    self.fidelity = fidelity
    self.read = read
    self.write = write
  }
}
