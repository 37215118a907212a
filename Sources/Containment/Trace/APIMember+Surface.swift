extension APIMember.Builtin {
  /// Spellings of the members the surface API adds (FIDELITY-SURFACE.md).
  var surfaceForm: Form {
    switch self {
    case .performSelector:
      return .method(
        swiftName: "perform", swiftLabels: [nil, "with"],
        objcPieces: ["performSelector", "withObject"])
    case .addArrangedSubview:
      return .method(
        swiftName: "addArrangedSubview", swiftLabels: [nil], objcPieces: ["addArrangedSubview"])
    case .transitionWithView:
      return .method(
        swiftName: "transition",
        swiftLabels: ["with", "duration", "options", "animations", "completion"],
        objcPieces: ["transitionWithView", "duration", "options", "animations", "completion"])
    case .transitionFromView:
      return .method(
        swiftName: "transition", swiftLabels: ["from", "to", "duration", "options", "completion"],
        objcPieces: ["transitionFromView", "toView", "duration", "options", "completion"])
    case .activateConstraint:
      return .method(swiftName: "activate", swiftLabels: [nil], objcPieces: ["activateConstraints"])
    case .deactivateConstraint:
      return .method(
        swiftName: "deactivate", swiftLabels: [nil], objcPieces: ["deactivateConstraints"])
    case .layoutIfNeeded:
      return .method(swiftName: "layoutIfNeeded", swiftLabels: [], objcPieces: ["layoutIfNeeded"])
    default:
      return viewPropertyName.map { .setter(name: $0) } ?? .getter(name: rawValue)
    }
  }
}
