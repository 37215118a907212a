/// The SDK frameworks whose public surface the scenarios know by name and type.
package enum SurfaceFramework: String, Sendable, Hashable, CaseIterable, Comparable {
  case uiKit = "UIKit"
  case foundation = "Foundation"
  case quartzCore = "QuartzCore"
  case coreGraphics = "CoreGraphics"

  /// The framework's surface in the compact line format, as `scripts/gen-uikit-surface` wrote it.
  var generatedText: String {
    switch self {
    case .uiKit: UIKitSurfaceData.uiKit
    case .foundation: UIKitSurfaceData.foundation
    case .quartzCore: UIKitSurfaceData.quartzCore
    case .coreGraphics: UIKitSurfaceData.coreGraphics
    }
  }

  /// The framework as a sentence names it: "real Core Graphics", "real UIKit".
  package var displayName: String {
    switch self {
    case .uiKit: "UIKit"
    case .foundation: "Foundation"
    case .quartzCore: "Core Animation"
    case .coreGraphics: "Core Graphics"
    }
  }

  package static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// The namespace the generated files (`Generated/*Surface.swift`) extend with one string
/// literal per framework: one large literal compiles in a moment, where the same data as
/// array or dictionary literals would keep the type checker busy.
enum UIKitSurfaceData {}
