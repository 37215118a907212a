/// An Objective-C selector in both spellings: `#selector(showSecond(_:))` is
/// `showSecond:` to the runtime. Target-action, selector observers of notifications and
/// `perform(_:with:afterDelay:)` send one to an object.
public struct Selector: Sendable, Hashable {
  public var swiftName: String
  public var objcName: String

  public init(swiftName: String, objcName: String) {
    self.swiftName = swiftName
    self.objcName = objcName
  }

  /// True when the method takes an argument (`showSecond:`): the sender or notification.
  public var takesArgument: Bool { objcName.contains(":") }

  /// `showSecond:` → `showSecond(_:)`; `a:b:` → `a(_:b:)`.
  public init(objcName: String) {
    let pieces = objcName.split(separator: ":", omittingEmptySubsequences: false).dropLast()
    if pieces.isEmpty {
      self.init(swiftName: objcName, objcName: objcName)
      return
    }
    let labels = ["_"] + pieces.dropFirst().map(String.init)
    self.init(
      swiftName: String(pieces[0]) + "(" + labels.map { $0 + ":" }.joined() + ")",
      objcName: objcName)
  }
}

/// What a message carries: the sender of an action, or a posted notification.
public enum MessageArgument {
  case object(AnyObject)
  case notification(name: String, object: AnyObject?)
}

/// An object that answers messages sent by selector: the interpreter's controllers.
public protocol MessageReceiver: AnyObject {
  /// True when the object has a method for `selector`.
  func responds(to selector: Selector) -> Bool
  /// Runs the method for `selector` with `argument` (nil when it takes none).
  func receive(_ selector: Selector, _ argument: MessageArgument?)
}

extension UIKitSimulation {
  /// Sends `selector` to `target` as the runtime does for target-action, notifications and
  /// delayed performs: traced as UIKit calling `perform(_:with:)`, with the method's own
  /// calls nested under it. A target without the method raises, as `objc_msgSend` does.
  public func send(
    _ selector: Selector, to target: AnyObject, with argument: MessageArgument?,
    rule: String? = nil
  ) {
    guard !isTerminated else { return }
    var arguments: [TraceValue] = [.selector(swift: selector.swiftName, objc: selector.objcName)]
    if selector.takesArgument, let argument { arguments.append(traceValue(argument)) }
    dispatch(.auto, target, .performSelector, arguments, rule: rule) {
      guard let receiver = target as? MessageReceiver, receiver.responds(to: selector) else {
        raise(
          SurfaceMessages.invalidArgument,
          SurfaceMessages.unrecognizedSelector(
            className: className(of: target), selector: selector.objcName,
            instance: traceName(of: target)), rule: "A18.6")
        return
      }
      receiver.receive(selector, selector.takesArgument ? argument : nil)
    }
  }

  func traceValue(_ argument: MessageArgument) -> TraceValue {
    switch argument {
    case .object(let object): return .object(traceName(of: object))
    case .notification(let name, _): return .string(name)
    }
  }

  /// The class name UIKit would print for `object`.
  func className(of object: AnyObject) -> String {
    switch object {
    case let controller as UIViewController: return controller.modelClassName
    default: return String(describing: type(of: object))
    }
  }
}

/// The texts of the exceptions and messages this part of the model produces.
enum SurfaceMessages {
  static let invalidArgument = "NSInvalidArgumentException"
  static let genericException = "NSGenericException"

  /// What `objc_msgSend`'s forwarding raises for a method the receiver lacks (E4 [O]).
  static func unrecognizedSelector(className: String, selector: String, instance: String)
    -> String
  {
    "-[\(className) \(selector)]: unrecognized selector sent to instance \(instance)"
  }
}
