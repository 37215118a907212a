import Containment

extension UIKitType {
  /// UIKit's global functions the model answers (the surface's `UIKit` globals). The
  /// orientation tests are macros over the enumerators' values (C29): landscape is
  /// `UIDeviceOrientationLandscapeLeft` (3) or `…Right` (4), portrait 1 or 2, for a device or an
  /// interface orientation alike (`UIInterfaceOrientationLandscapeLeft` is the device's
  /// landscape right, 4).
  static let uiKitFunctions = UIKitType(
    "UIKit", receiver: .viewClass,
    functions: [
      orientationTest("UIInterfaceOrientationIsLandscape", [3, 4]),
      orientationTest("UIInterfaceOrientationIsPortrait", [1, 2]),
      orientationTest("UIDeviceOrientationIsLandscape", [3, 4]),
      orientationTest("UIDeviceOrientationIsPortrait", [1, 2]),
      orientationTest("UIDeviceOrientationIsValidInterfaceOrientation", [1, 2, 3, 4]),
    ])

  private static func orientationTest(_ name: String, _ values: Set<Int>) -> UIKitMember {
    .function(name, [.number], returns: .bool, fidelity: "C29") { call in
      .bool(values.contains(Int(call.number(0))))
    }
  }
}
