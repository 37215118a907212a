/// `NotificationCenter.default`: observers by selector or by block, and posting, which
/// delivers to every matching observer synchronously, in registration order, before `post`
/// returns (FIDELITY-SURFACE.md N1 [D], N2 [O]).
public final class NotificationCenter {
  /// One registration.
  struct Observer {
    /// Selector observers are not retained (iOS 9+: zeroing references, N3 [D]).
    weak var target: AnyObject?
    var selector: Selector?
    var block: ((String) -> Void)?
    /// The token `addObserver(forName:…)` returns, for `removeObserver(_:)`.
    var token: AnyObject?
    var name: String?
    weak var sender: AnyObject?
    var hasSender: Bool
  }

  /// The opaque object `addObserver(forName:object:queue:using:)` returns.
  public final class Token {}

  unowned let simulation: UIKitSimulation
  var observers: [Observer] = []

  init(simulation: UIKitSimulation) {
    self.simulation = simulation
  }

  /// `addObserver(_:selector:name:object:)`; a nil name observes every notification.
  public func addObserver(
    _ observer: AnyObject, selector: Selector, name: String?, object: AnyObject?
  ) {
    observers.append(
      Observer(
        target: observer, selector: selector, name: name, sender: object,
        hasSender: object != nil))
  }

  /// `addObserver(forName:object:queue:using:)`: the block runs on the posting thread
  /// (queue nil, or the main queue when posting on the main thread, N4 [I]).
  public func addObserver(
    forName name: String?, object: AnyObject?, using block: @escaping (String) -> Void
  )
    -> AnyObject
  {
    let token = Token()
    observers.append(
      Observer(block: block, token: token, name: name, sender: object, hasSender: object != nil))
    return token
  }

  /// `removeObserver(_:)`: every registration of `observer` (or the block `observer` is the
  /// token of); with a name, only those for that name.
  public func removeObserver(_ observer: AnyObject, name: String? = nil) {
    observers.removeAll {
      ($0.target === observer || $0.token === observer) && (name == nil || $0.name == name)
    }
  }

  /// The code's `post`: a `manual` line on the notification center (A18.5), with every
  /// delivery nested under it. `arguments` are the call's as the code wrote them.
  public func post(
    _ member: APIMember, _ arguments: [TraceValue], name: String, object: AnyObject?
  ) {
    simulation.dispatch(.manual, self, member, arguments) { post(name: name, object: object) }
  }

  /// `post(name:object:)`: delivers now, in registration order.
  public func post(name: String, object: AnyObject?) {
    let due = observers.filter {
      ($0.name == nil || $0.name == name) && (!$0.hasSender || $0.sender === object)
    }
    for observer in due where !simulation.isTerminated {
      if let selector = observer.selector, let target = observer.target {
        simulation.send(
          selector, to: target, with: .notification(name: name, object: object), rule: "A18.5")
      } else if let block = observer.block {
        simulation.invokeClosure(.notification, [.string(name)], rule: "A18.5") { block(name) }
      }
    }
  }
}
