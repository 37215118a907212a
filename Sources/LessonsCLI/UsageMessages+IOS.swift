import Containment

extension UsageMessages {
  /// `lessons run … --ios 11`: a version the model does not know is bad usage, named with the
  /// versions it knows (docs/FIDELITY.md, section V), before anything runs.
  static func unknownIOSVersion(_ value: String) -> String {
    let known = UIKitBehavior.IOSVersion.allCases.map(\.rawValue)
    return "unknown iOS version `\(value)` for --ios: the model knows iOS "
      + known.dropLast().joined(separator: ", ") + " and " + (known.last ?? "")
      + " (the default is the current iOS, \(known.last ?? ""))"
  }
}
