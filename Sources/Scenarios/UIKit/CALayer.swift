import Containment

extension UIKitType {
  /// `CALayer`, as a view's `layer`: the styling the model keeps (FIDELITY-SURFACE.md V1, V4;
  /// `masksToBounds` is the view's `clipsToBounds`), traced only with `show=views` (V11).
  static let caLayer = UIKitType("CALayer", receiver: .layer) { on in
    [
      .property(
        on, "cornerRadius", .number, fidelity: "V1",
        read: { call in .number(call.layerView.styling.cornerRadius) },
        write: { call in
          let view = call.layerView
          view.styling.cornerRadius = call.number(0)
          call.simulation.recordViewAssignment(
            on: view, suffix: ".layer", .setCornerRadius, .number(view.styling.cornerRadius))
          return nil
        }),
      .property(
        on, "masksToBounds", .bool, fidelity: "V4",
        read: { call in .bool(call.layerView.styling.clipsToBounds) },
        write: { call in
          let view = call.layerView
          view.styling.clipsToBounds = call.bool(0)
          call.simulation.recordViewAssignment(
            on: view, suffix: ".layer", .setMasksToBounds, .bool(view.styling.clipsToBounds))
          return nil
        }),
    ]
  }
}
