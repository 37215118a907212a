extension UIView {
  /// `UIView.AnimationOptions`, with UIKit's members and raw values.
  ///
  /// The model never animates pixels; options are recorded in the trace so readers see
  /// what the code asked for.
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// Single-bit options, in UIKit's declaration order.
    static let flags: [(String, UInt)] = [
      ("layoutSubviews", 1 << 0), ("allowUserInteraction", 1 << 1),
      ("beginFromCurrentState", 1 << 2), ("repeat", 1 << 3), ("autoreverse", 1 << 4),
      ("overrideInheritedDuration", 1 << 5), ("overrideInheritedCurve", 1 << 6),
      ("allowAnimatedContent", 1 << 7), ("showHideTransitionViews", 1 << 8),
      ("overrideInheritedOptions", 1 << 9),
    ]
    /// The curve field (bits 16-19) and transition field (bits 20-23) hold one value each.
    static let curves = ["curveEaseInOut", "curveEaseIn", "curveEaseOut", "curveLinear"]
    static let transitions = [
      "", "transitionFlipFromLeft", "transitionFlipFromRight", "transitionCurlUp",
      "transitionCurlDown", "transitionCrossDissolve", "transitionFlipFromTop",
      "transitionFlipFromBottom",
    ]
    static let framesPerSecond = [3: "preferredFramesPerSecond60", 7: "preferredFramesPerSecond30"]

    /// Every option by its Swift name, for interpreters that resolve `.transitionFlipFromLeft`.
    public static let byName: [String: AnimationOptions] = {
      var table: [String: AnimationOptions] = [:]
      for (name, bits) in flags { table[name] = AnimationOptions(rawValue: bits) }
      for (index, name) in curves.enumerated() {
        table[name] = AnimationOptions(rawValue: UInt(index) << 16)
      }
      for (index, name) in transitions.enumerated() where !name.isEmpty {
        table[name] = AnimationOptions(rawValue: UInt(index) << 20)
      }
      for (value, name) in framesPerSecond {
        table[name] = AnimationOptions(rawValue: UInt(value) << 24)
      }
      return table
    }()

    /// The member names set in this value, in declaration order; the default curve
    /// (`curveEaseInOut`, value 0) is not listed.
    public var memberNames: [String] {
      var names = Self.flags.filter { rawValue & $0.1 != 0 }.map(\.0)
      let curve = Int((rawValue >> 16) & 0xF)
      if curve > 0, curve < Self.curves.count { names.append(Self.curves[curve]) }
      let transition = Int((rawValue >> 20) & 0xF)
      if transition > 0, transition < Self.transitions.count {
        names.append(Self.transitions[transition])
      }
      if let fps = Self.framesPerSecond[Int((rawValue >> 24) & 0xF)] { names.append(fps) }
      return names
    }
  }
}
