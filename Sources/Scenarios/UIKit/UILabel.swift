import Containment

extension UIKitType {
  /// `UILabel`: its text and line count, kept and read back, never measured
  /// (FIDELITY-SURFACE.md V1, C7); the text is traced with `show=views` (V11).
  static let uiLabel = UIKitType(
    "UILabel", superclass: "UIView", receiver: .label,
    initializers: UIKitMember.viewInitializers(
      "UILabel", fidelity: "V1", make: { UILabel(frame: $0) })
  ) { on in
    [
      .property(
        on, "text", .optionalString, fidelity: "V1",
        read: { call in call.view(as: UILabel.self).text.map(Value.string) ?? .null },
        write: { call in
          let label = call.view(as: UILabel.self)
          label.text = call.optionalString(0)
          call.traceAssignment(.setText, label.text.map(TraceValue.string) ?? .null)
          return nil
        }),
      .property(
        on, "numberOfLines", .integer, fidelity: "V1",
        read: { call in .number(Double(call.view(as: UILabel.self).numberOfLines)) },
        write: { call in
          call.view(as: UILabel.self).numberOfLines = Int(call.number(0))
          return nil
        }),
    ]
  }
}
