import Dispatch
import Foundation

/// A value worked out on another thread while the caller goes on, read once it is needed
/// (waiting for it then): the build walks the output folder while the content loads.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
  private let group = DispatchGroup()
  private var result: Value?

  init(_ make: @escaping @Sendable () -> Value) {
    DispatchQueue.global().async(group: group) { [self] in
      result = make()
    }
  }

  /// The value, once the other thread has it.
  var value: Value {
    group.wait()
    return result!
  }
}
