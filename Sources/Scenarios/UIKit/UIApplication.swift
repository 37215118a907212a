import Containment

extension UIKitType {
  /// `UIApplication.shared` (docs/FIDELITY.md A33.1, A33.2, B68): the app's one application
  /// object, its key window and its windows (the window the scenario runs in), and its
  /// delegate, whose `window` is that window. Reading them calls nothing; the rest of the
  /// class is inert.
  static let uiApplication = UIKitType(
    "UIApplication", superclass: "UIResponder", receiver: .application
  ) { on in
    [
      .property(on, "keyWindow", .optionalView, fidelity: "A33.1") { call in
        .view(call.simulation.currentKeyWindow)
      },
      .property(on, "windows", .array, fidelity: "A33.1") { call in
        .array(call.simulation.windows.map(Value.view))
      },
      // Settable, as UIApplication.h declares it (`assign`): the object set is the delegate
      // every later read gives (C39).
      .property(
        on, "delegate", .any, fidelity: "A33.2",
        read: { call in call.interpreter.applicationDelegate() },
        write: { call in
          call.interpreter.madeApplicationDelegate = call.argument(0)
          return nil
        }),
    ]
  }

  /// The app delegate UIKit stands in for when the snippet declares none (B68): its `window`
  /// is the window the scenario runs in.
  static let uiApplicationDelegate = UIKitType(
    "UIApplicationDelegate", receiver: .applicationDelegate
  ) { on in
    [
      .property(on, "window", .optionalView, fidelity: "A33.2") { call in
        .view(call.simulation.window)
      }
    ]
  }
}
