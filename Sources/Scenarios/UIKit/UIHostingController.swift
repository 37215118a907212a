import Containment

extension UIKitType {
  /// SwiftUI's `UIHostingController` as UIKit code embeds it (docs/FIDELITY.md A26): a view
  /// controller like any other, whose SwiftUI `rootView` and `sizingOptions` are inert values
  /// (no trace line; SwiftUI itself does not run).
  static let uiHostingController = UIKitType(
    "UIHostingController", superclass: "UIViewController", receiver: .controller
  ) { on in
    [
      .property(
        on, "rootView", .any, fidelity: "A26.1",
        read: { call throws(Interrupt) in .ignored(try call.hosting().rootView) },
        write: { call throws(Interrupt) in
          let hosting = try call.hosting()
          if case .ignored(let text) = call.argument(0) { hosting.rootView = text }
          return nil
        }),
      .property(
        on, "sizingOptions", .any, fidelity: "A26.2",
        read: { call throws(Interrupt) in
          let options = try call.hosting().sizingOptions
          var names: [Value] = []
          if options.contains(.preferredContentSize) {
            names.append(.string("preferredContentSize"))
          }
          if options.contains(.intrinsicContentSize) {
            names.append(.string("intrinsicContentSize"))
          }
          return .array(names)
        },
        write: { call throws(Interrupt) in
          let hosting = try call.hosting()
          let names: [String]
          switch call.argument(0) {
          case .array(let items):
            names = items.compactMap { if case .string(let name) = $0 { name } else { nil } }
          case .string(let name): names = [name]
          default: names = []
          }
          var options: UIHostingController.SizingOptions = []
          if names.contains("preferredContentSize") { options.insert(.preferredContentSize) }
          if names.contains("intrinsicContentSize") { options.insert(.intrinsicContentSize) }
          hosting.sizingOptions = options
          return nil
        }),
    ]
  }
}

extension UIKitCall {
  /// The receiver as a hosting controller, or the type mismatch.
  func hosting() throws(Interrupt) -> UIHostingController {
    if let hosting = controller as? UIHostingController { return hosting }
    throw Interrupt(
      .typeMismatch(
        context: context, expected: "a UIHostingController",
        found: "a \(controller.modelClassName)"), at: location(of: 0))
  }
}
