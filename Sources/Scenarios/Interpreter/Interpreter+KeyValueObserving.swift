import Containment

/// One `addObserver:forKeyPath:options:context:` registration.
struct KeyValueObservation {
  /// The object observed, by identity.
  let observed: ObjectIdentifier
  let keyPath: String
  /// The object whose `observeValueForKeyPath:ofObject:change:context:` is sent.
  let observer: Value
  let options: Int
  let context: Value
  /// Swift's `observe(_:options:changeHandler:)`: the handler takes the object and an
  /// `NSKeyValueObservedChange`, and `invalidate()` of this token ends the registration.
  var swiftToken: KeyValueObservationToken? = nil
}

/// What Swift's `observe(_:options:changeHandler:)` returns (`NSKeyValueObservation`): its
/// identity ends the registration it made (`invalidate()`).
final class KeyValueObservationToken {}

/// Key-value observing as Objective-C app code uses it (Key-Value Observing Programming Guide;
/// NSKeyValueObserving.h; FIDELITY-SURFACE.md C11):
///
/// - `[object addObserver:observer forKeyPath:@"x" options:… context:ctx]` registers;
///   `NSKeyValueObservingOptionInitial` sends one notification at once, before the message
///   returns ("Registering for Key-Value Observing").
/// - A change of a property of the snippet's own classes made through its accessor (`obj.x =
///   v`, `[obj setX:v]`, `setValue:forKey:`) sends `observeValueForKeyPath:ofObject:change:
///   context:` to each observer synchronously, after the setter ran ("automatic change
///   notification"; the guide's "Compliance": a synthesized or written setter is compliant); a
///   write of the instance variable itself (`_x = v`) sends none. `NSKeyValueObservingOption
///   Prior` adds one before the setter, with `notificationIsPrior` YES.
/// - The change dictionary: `kind` (`NSKeyValueChangeSetting`, 1), `new` and `old` when the
///   options ask for them (a nil value is `NSNull`, shown as nil here), `notificationIsPrior`.
/// - `willChangeValueForKey:` / `didChangeValueForKey:` send the same notifications by hand.
/// - `removeObserver:forKeyPath:` (and `…context:`) ends a registration; removing one that is
///   not registered raises `NSRangeException`. An observer without
///   `observeValueForKeyPath:ofObject:change:context:` makes NSObject's own raise
///   `NSInternalInconsistencyException`.
/// - [I] UIKit does not promise key-value observing for its own properties ("Key-Value
///   Observing Programming Guide": only properties documented as KVO-compliant are; UIKit's
///   classes generally are not): a registration on a UIKit property is kept, and the model
///   sends it no change notification; a note says so once per key path.
/// - [I] Observers are notified in the order they registered (Foundation does not document
///   an order). A key path with dots notifies when its first key is set on the observed
///   object, with the value the whole path reads.
extension Interpreter {
  /// The messages of this file, which the static check lets pass on any object.
  static let keyValueObservingMessages: Set<[String]> = [
    ["addObserver", "forKeyPath", "options", "context"], ["removeObserver", "forKeyPath"],
    ["removeObserver", "forKeyPath", "context"], ["willChangeValueForKey"],
    ["didChangeValueForKey"], ["observeValueForKeyPath", "ofObject", "change", "context"],
  ]

  /// The selector an observer answers.
  static let observeSelector = "observeValueForKeyPath:ofObject:change:context:"

  /// A key-value observing message to `receiver`, or nil when the message is another.
  func keyValueObservingMessage(
    _ receiver: Value, _ parts: [MessagePart], at location: SourceLocation, _ scope: Scope,
    _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    guard language == .objc, let object = receiver.object else { return nil }
    let pieces = parts.map(\.piece).filter { !$0.isEmpty }
    guard Self.keyValueObservingMessages.contains(pieces),
      pieces != ["observeValueForKeyPath", "ofObject", "change", "context"]
    else { return nil }
    var values: [Value] = []
    for part in parts {
      guard let argument = part.argument else { continue }
      values.append(try evaluate(argument, in: scope, context))
    }
    switch pieces {
    case ["addObserver", "forKeyPath", "options", "context"]:
      guard case .string(let keyPath) = values[1] else { return .void }
      let options = values[2].numeric.map { Int($0) } ?? 0
      let observation = KeyValueObservation(
        observed: ObjectIdentifier(object), keyPath: keyPath, observer: values[0],
        options: options, context: values[3])
      keyValueObservations.append(observation)
      if !isObservable(receiver, keyPath) {
        noteUnobservable(receiver, keyPath, at: parts[1].location)
      }
      if options & 4 != 0 {  // NSKeyValueObservingOptionInitial
        let current = try valueForObservation(receiver, keyPath, at: location)
        try send(
          observation, of: receiver, change: change(observation, new: current, old: nil),
          at: location)
      }
      return .void
    case ["removeObserver", "forKeyPath"], ["removeObserver", "forKeyPath", "context"]:
      try removeObserver(
        receiver, observer: values[0], keyPath: values[1],
        context: values.count < 3 ? nil : values[2], at: location)
      return .void
    case ["willChangeValueForKey"]:
      guard case .string(let key) = values.first ?? .null else { return .void }
      let old = try valueForObservation(receiver, key, at: location)
      pendingChanges.append((ObjectIdentifier(object), key, old))
      try notify(receiver, key: key, prior: true, old: old, new: .null, at: location)
      return .void
    case ["didChangeValueForKey"]:
      guard case .string(let key) = values.first ?? .null else { return .void }
      let index = pendingChanges.lastIndex { $0.0 == ObjectIdentifier(object) && $0.1 == key }
      let old = index.map { pendingChanges.remove(at: $0).2 } ?? .null
      let new = try valueForObservation(receiver, key, at: location)
      try notify(receiver, key: key, prior: false, old: old, new: new, at: location)
      return .void
    default:
      return nil
    }
  }

  /// `[super observeValueForKeyPath:… context:…]` from a class whose superclasses do not
  /// write the method: NSObject's own implementation raises
  /// `NSInternalInconsistencyException` ("… message was received but not handled"), as it does
  /// for any notification a class passes up (NSKeyValueObserving.h). Nil for other messages.
  func superObservation(
    _ parts: [MessagePart], at location: SourceLocation, _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    guard language == .objc,
      parts.map(\.piece) == ["observeValueForKeyPath", "ofObject", "change", "context"],
      context.classInfo?.superclass?.method(Self.observeSelector) == nil
    else { return nil }
    throw foundationError(
      .keyValueObservingException(
        name: "NSInternalInconsistencyException",
        reason: "\(describe(.controller(context.receiver))): An -observeValueForKeyPath:"
          + "ofObject:change:context: message was received but not handled."), at: location)
  }

  /// Runs `change`, a setter of `key` on `object` reached through its accessor, with the
  /// notifications its observers get before (`…Prior`) and after it.
  func observingChange(
    of object: Value, key: String, at location: SourceLocation,
    _ change: () throws(Interrupt) -> Void
  ) throws(Interrupt) {
    guard let identity = object.object,
      keyValueObservations.contains(where: {
        $0.observed == ObjectIdentifier(identity) && Self.firstKey($0.keyPath) == key
      })
    else {
      try change()
      return
    }
    let old = try valueForObservation(object, key, at: location)
    try notify(object, key: key, prior: true, old: old, new: .null, at: location)
    try change()
    let new = try valueForObservation(object, key, at: location)
    try notify(object, key: key, prior: false, old: old, new: new, at: location)
  }

  /// The first key of a key path (`view` of `view.frame`).
  static func firstKey(_ keyPath: String) -> String {
    String(keyPath.prefix { $0 != "." })
  }

  /// Sends each registration on `object` whose key path starts with `key` its notification.
  private func notify(
    _ object: Value, key: String, prior: Bool, old: Value, new: Value,
    at location: SourceLocation
  ) throws(Interrupt) {
    guard let identity = object.object else { return }
    let matching = keyValueObservations.filter {
      $0.observed == ObjectIdentifier(identity) && Self.firstKey($0.keyPath) == key
    }
    for observation in matching {
      if prior && observation.options & 8 == 0 { continue }  // NSKeyValueObservingOptionPrior
      // A longer key path reads its whole path now (its old value is not kept).
      let isWhole = observation.keyPath == key
      let newValue =
        isWhole || prior ? new : try valueForObservation(object, observation.keyPath, at: location)
      var dictionary = change(
        observation, new: prior ? nil : newValue, old: isWhole ? old : nil)
      if prior {
        dictionary.entries.append((.string("notificationIsPrior"), .bool(true)))
      }
      try send(observation, of: object, change: dictionary, at: location)
    }
  }

  /// The change dictionary for `observation` (NSKeyValueObserving.h's keys).
  private func change(_ observation: KeyValueObservation, new: Value?, old: Value?)
    -> DictionaryValue
  {
    var dictionary = DictionaryValue()
    dictionary.entries.append((.string("kind"), .integer(1)))  // NSKeyValueChangeSetting
    if observation.options & 1 != 0, let new { dictionary.entries.append((.string("new"), new)) }
    if observation.options & 2 != 0, let old { dictionary.entries.append((.string("old"), old)) }
    return dictionary
  }

  /// `observeValueForKeyPath:ofObject:change:context:` sent to the observer.
  private func send(
    _ observation: KeyValueObservation, of object: Value, change: DictionaryValue,
    at location: SourceLocation
  ) throws(Interrupt) {
    let arguments: [Value] = [
      .string(observation.keyPath), object, .dictionary(change), observation.context,
    ]
    if case .controller(let observer as InterpretedController) = observation.observer,
      let (method, owner) = observer.classInfo?.method(Self.observeSelector)
        ?? observer.classInfo?.method(Self.swiftObserveKey)
    {
      _ = try invoke(method, of: owner, on: observer, arguments: arguments, at: location)
      return
    }
    if case .closure(let block) = observation.observer, observation.swiftToken != nil {
      // Swift's change handler: the object and the change (`newValue`, `oldValue` as the
      // options ask, `isPrior`, `kind`), as Foundation's overlay passes them.
      func entry(_ key: String) -> Value? {
        change.entries.first { if case .string(key) = $0.0 { true } else { false } }?.1
      }
      let fields: [(name: String, value: Value)] = [
        ("kind", .integer(1)), ("newValue", entry("new") ?? .null),
        ("oldValue", entry("old") ?? .null),
        ("isPrior", .bool(entry("notificationIsPrior") != nil)),
      ]
      let record = RecordValue(type: "NSKeyValueObservedChange", fields: fields)
      _ = try call(block, [object, .record(record)], at: location)
      return
    }
    if case .closure(let block) = observation.observer {
      _ = try call(block, arguments, at: location)  // not an object: never in real code
      return
    }
    throw foundationError(
      .keyValueObservingException(
        name: "NSInternalInconsistencyException",
        reason: "\(describe(observation.observer)): An -observeValueForKeyPath:ofObject:"
          + "change:context: message was received but not handled."), at: location)
  }

  /// Swift's spelling of the observer's method, `observeValue(forKeyPath:of:change:context:)`.
  static let swiftObserveKey = "observeValue(forKeyPath:of:change:context:)"

  /// Swift's `object.addObserver(self, forKeyPath: "x", options: [.new], context: nil)`: the
  /// registration Objective-C's message makes (FIDELITY-SURFACE C11); the observer's
  /// `observeValue(forKeyPath:of:change:context:)` gets the change dictionary, whose keys
  /// `.newKey`, `.oldKey`, `.kindKey` are its strings.
  func addObserverSwift(
    _ object: Value, observer: Value, keyPath: Value, options: Value, context: Value,
    at location: SourceLocation
  ) throws(Interrupt) {
    guard let identity = object.object, case .string(let path) = keyPath else { return }
    let observation = KeyValueObservation(
      observed: ObjectIdentifier(identity), keyPath: path, observer: observer,
      options: optionMask(options), context: context)
    keyValueObservations.append(observation)
    if !isObservable(object, path) { noteUnobservable(object, path, at: location) }
    if observation.options & 4 != 0 {
      let current = try valueForObservation(object, path, at: location)
      try send(
        observation, of: object, change: change(observation, new: current, old: nil),
        at: location)
    }
  }

  /// `removeObserver:forKeyPath:` (and `…context:`), in both languages: the last matching
  /// registration goes; none is NSKeyValueObserving's NSRangeException. A block observation
  /// (`observe(_:options:changeHandler:)`) is removed only by its token's `invalidate()`.
  func removeObserver(
    _ object: Value, observer: Value, keyPath: Value, context: Value?, at location: SourceLocation
  ) throws(Interrupt) {
    guard let identity = object.object, case .string(let path) = keyPath else { return }
    let index = keyValueObservations.lastIndex { observation in
      observation.observed == ObjectIdentifier(identity) && observation.keyPath == path
        && observation.swiftToken == nil && equal(observation.observer, observer)
        && (context.map { equal(observation.context, $0) } ?? true)
    }
    guard let index else {
      throw foundationError(
        .keyValueObservingException(
          name: "NSRangeException",
          reason: "Cannot remove an observer \(describe(observer)) for the key path "
            + "\"\(path)\" from \(describe(object)) because it is not registered as an "
            + "observer."), at: location)
    }
    keyValueObservations.remove(at: index)
  }

  /// Options as Swift writes them (`.new`, `[.new, .old]`, `NSKeyValueObservingOptions.new`)
  /// or as a number: NSKeyValueObserving.h's bits.
  private func optionMask(_ value: Value) -> Int {
    let bits: [String: Int] = ["new": 1, "old": 2, "initial": 4, "prior": 8]
    var mask = 0
    for item in writtenOptions(value) {
      if case .ignored(let name) = item {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        mask |= bits[last] ?? 0
      } else {
        mask |= item.numeric.map { Int($0) } ?? 0
      }
    }
    return mask
  }

  /// Swift's `object.observe(\.x, options: [.new, .old]) { object, change in … }`
  /// (Foundation's overlay over the same registration, FIDELITY-SURFACE C11): the key path's
  /// names joined by dots; the options by name (`.new`, `.old`, `.initial`, `.prior`); the
  /// handler runs with the object and the change. Returns the `NSKeyValueObservation`, whose
  /// `invalidate()` ends it. [I] The registration lasts until `invalidate()`: the model does
  /// not end it when the returned object is no longer held.
  func observeSwift(
    _ object: Value, keyPath: Value, options: Value, handler: Value,
    at location: SourceLocation, context: String
  ) throws(Interrupt) -> Value {
    guard let identity = object.object, let names = keyPathNames(keyPath), !names.isEmpty else {
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "a key path (`\\.contentOffset`)",
          found: keyPath.kindDescription), at: location)
    }
    guard case .closure(let block) = handler else {
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "a change handler", found: handler.kindDescription),
        at: location)
    }
    let mask = optionMask(options)
    let keyPathText = names.joined(separator: ".")
    let token = KeyValueObservationToken()
    var observation = KeyValueObservation(
      observed: ObjectIdentifier(identity), keyPath: keyPathText, observer: .closure(block),
      options: mask, context: .null)
    observation.swiftToken = token
    keyValueObservations.append(observation)
    if !isObservable(object, keyPathText) { noteUnobservable(object, keyPathText, at: location) }
    if mask & 4 != 0 {  // .initial
      let current = try valueForObservation(object, keyPathText, at: location)
      try send(
        observation, of: object, change: change(observation, new: current, old: nil),
        at: location)
    }
    return .surface(.keyValueObservation(token))
  }

  /// `NSKeyValueObservation.invalidate()`: the registration it made ends.
  func invalidateObservation(_ token: KeyValueObservationToken) {
    keyValueObservations.removeAll { $0.swiftToken === token }
  }

  /// The options written: an array of them, or one.
  private func writtenOptions(_ value: Value) -> [Value] {
    if case .array(let items) = value { return items }
    if case .null = value { return [] }
    return [value]
  }

  /// The value a key path reads on `object` now, as `valueForKeyPath:` reads it.
  private func valueForObservation(
    _ object: Value, _ keyPath: String, at location: SourceLocation
  ) throws(Interrupt) -> Value {
    var value = object
    for key in Self.keyPath(keyPath) {
      if case .null = value { return .null }
      value = try readMember(key, of: value, at: location)
    }
    return value
  }

  /// Whether changes of `keyPath`'s first key on `object` notify: a property the snippet's own
  /// class declares, or a property of UIKit's view or controller classes, whose setter
  /// automatic key-value observing wraps as any class's (FIDELITY-SURFACE C11 [O]).
  private func isObservable(_ object: Value, _ keyPath: String) -> Bool {
    let key = Self.firstKey(keyPath)
    if case .controller(let controller as InterpretedController) = object,
      controller.classInfo?.declaresObjCProperty(key) == true
        || controller.hasStoredProperty(storageKey(key))
    {
      return true
    }
    guard let className = className(of: object),
      let type = UIKitSurface.shared.type(named: realClassName(of: className) ?? className)
    else { return false }
    return UIKitSurface.shared.superclassChain(of: type.objcName).contains { owner in
      owner.members.contains { $0.kind == .property && ($0.objcName == key || $0.swiftName == key) }
    }
  }

  /// The note for a key path the model sends no change notification for.
  private func noteUnobservable(_ object: Value, _ keyPath: String, at location: SourceLocation) {
    let className = self.className(of: object) ?? "object"
    let name = "\(className).\(keyPath)"
    guard inertNoted.insert("kvo:" + name).inserted else { return }
    inertNotes.append(
      ScenarioProblem.unobservedKeyPath(keyPath, className: className).at(
        location, severity: .note))
  }
}
