/// Manual reference counting, as code written before ARC (2011) sends it.
///
/// NSObject's `retain` and `autorelease` return the receiver, `release` returns nothing
/// (NSObject Protocol Reference, "retain", "autorelease", "release"); `[x self]` is the
/// receiver. The model has no memory management (nothing is ever deallocated, FIDELITY-
/// SURFACE.md K2), so these change nothing but must give what the code goes on using:
/// `_menu = [menu retain];` keeps `menu`.
extension Interpreter {
  func memoryManagementMessage(_ use: MemberResolver.Use, _ receiver: Value) -> Value? {
    guard language == .objc, case .message(let pieces, false) = use, pieces.count == 1 else {
      return nil
    }
    switch pieces[0] {
    case "retain", "autorelease", "self":
      switch receiver {
      case .controller, .view, .surface, .array, .string, .null, .record: return receiver
      default: return nil
      }
    case "release":
      switch receiver {
      case .controller, .view, .surface, .array, .string, .null, .record: return .void
      default: return nil
      }
    default: return nil
    }
  }
}
