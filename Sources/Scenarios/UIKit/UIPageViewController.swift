import Containment

extension UIKitType {
  /// `UIPageViewController` (docs/FIDELITY.md A23): its pages, set by code, and the data
  /// source and delegate UIKit asks only during gestures (A23.3). Setting the pages is a
  /// manual trace line; the core records the appearance callbacks and moves it causes.
  static let uiPageViewController = UIKitType(
    "UIPageViewController", superclass: "UIViewController", receiver: .controller
  ) { on in
    [
      .method(
        on, traced: .setPages, [.optionalControllers, .any, .bool, .optionalClosure],
        closures: ["completion"], fidelity: "A23.2"
      ) { call throws(Interrupt) in
        let pages = try call.pages()
        let direction = try call.pageDirection(1)
        // A32.2: the array is nullable; nil is as many pages as none.
        let given: [UIViewController]? =
          if case .null = call.argument(0) { nil } else { call.controllers(0) }
        let controllers = given ?? []
        let (animated, completion) = (call.bool(2), call.closure(3))
        let names = controllers.map { call.simulation.traceName(of: $0) }
        let arguments: [TraceValue] = [
          given == nil ? .null : .object("[" + names.joined(separator: ", ") + "]"),
          .constant(swift: direction.rawValue, objc: direction.objcName), .bool(animated),
          .closure(present: completion != nil, role: .completion),
        ]
        let interpreter = call.interpreter
        call.simulation.dispatch(.manual, pages, .setPages, arguments) {
          pages.setViewControllers(
            given, direction: direction, animated: animated,
            completion: completion.map(interpreter.finishedBlock))
        }
        return .void
      }.highlighted,
      .property(
        on, "viewControllers", .controllers, fidelity: "A23.1",
        read: { call throws(Interrupt) in
          .array((try call.pages().viewControllers ?? []).map(Value.controller))
        }
      ).highlighted,
      .property(
        on, "transitionStyle", .any, fidelity: "A23.1",
        read: { call throws(Interrupt) in .string(try call.pages().transitionStyle.rawValue) }),
      .property(
        on, "navigationOrientation", .any, fidelity: "A23.1",
        read: { call throws(Interrupt) in
          .string(try call.pages().navigationOrientation.rawValue)
        }),
      appObjectProperty(on, "dataSource", \.dataSource),
      appObjectProperty(on, "delegate", \.delegate),
    ]
  }

  /// `dataSource` / `delegate`: the scenario's object, weak as in UIKit (A23.3).
  private static func appObjectProperty(
    _ on: ModelledAPI.Receiver, _ name: String,
    _ keyPath: ReferenceWritableKeyPath<UIPageViewController, AnyObject?> & Sendable
  ) -> UIKitMember {
    .property(
      on, name, .any, fidelity: "A23.3",
      read: { call throws(Interrupt) in
        (try call.pages()[keyPath: keyPath] as? UIViewController).map(Value.controller) ?? .null
      },
      write: { call throws(Interrupt) in
        let pages = try call.pages()
        switch call.argument(0) {
        case .null: pages[keyPath: keyPath] = nil
        case .controller(let object): pages[keyPath: keyPath] = object
        case let other:
          throw Interrupt(
            .typeMismatch(
              context: call.context,
              expected: "an object of a class the scenario declares, or nil",
              found: other.kindDescription), at: call.location(of: 0))
        }
        return nil
      })
  }
}

extension UIKitCall {
  /// The receiver as a page view controller, or the type mismatch a member of
  /// `UIPageViewController` called on another controller is.
  func pages() throws(Interrupt) -> UIPageViewController {
    if let pages = controller as? UIPageViewController { return pages }
    throw Interrupt(
      .typeMismatch(
        context: context, expected: "a UIPageViewController",
        found: "a \(controller.modelClassName)"), at: location(of: 0))
  }

  /// `.forward` / `.reverse` (`UIPageViewControllerNavigationDirectionForward` …).
  func pageDirection(_ index: Int) throws(Interrupt) -> UIPageViewController.NavigationDirection {
    if case .string(let name) = argument(index),
      let direction = UIPageViewController.NavigationDirection(rawValue: name)
    {
      return direction
    }
    throw Interrupt(
      .typeMismatch(
        context: context, expected: "`.forward` or `.reverse`",
        found: argument(index).kindDescription), at: location(of: index))
  }
}
