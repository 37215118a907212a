/// Foundation's version constants, which WinObjC's headers lack (FIDELITY-SURFACE C44):
/// `NSFoundationVersionNumber_iOS_7_1` and the rest are the numbers NSObjCRuntime.h defines for
/// each release; `NSFoundationVersionNumber` is the running system's, which the model (running
/// the current iOS) gives above every named one, so `NSFoundationVersionNumber >
/// NSFoundationVersionNumber_iOS_9_x_Max` holds as on any iOS from 10 on.
enum SurfaceGlobals {
  /// The value of one of these constants in either language, nil for any other name.
  static func constant(_ name: String) -> Value? {
    if name == "NSFoundationVersionNumber" { return .number(runningVersion) }
    let prefix = "NSFoundationVersionNumber_iOS_"
    guard name.hasPrefix(prefix), let number = versions[String(name.dropFirst(prefix.count))]
    else { return nil }
    return .number(number)
  }

  /// Above `NSFoundationVersionNumber_iOS_9_x_Max` (1299), the last release the headers name.
  static let runningVersion = 2000.0

  /// NSObjCRuntime.h's `NSFoundationVersionNumber_iOS_…` by release.
  static let versions: [String: Double] = [
    "2_0": 678.24, "2_1": 678.26, "2_2": 678.29, "3_0": 678.47, "3_1": 678.51, "3_2": 678.60,
    "4_0": 751.32, "4_1": 751.37, "4_2": 751.49, "4_3": 751.49, "5_0": 881.00, "5_1": 890.10,
    "6_0": 992.00, "6_1": 993.00, "7_0": 1047.20, "7_1": 1047.25, "8_0": 1140.11,
    "8_1": 1141.1, "8_2": 1142.14, "8_3": 1144.17, "8_4": 1144.17, "8_x_Max": 1199,
    "9_0": 1240.1, "9_1": 1241.14, "9_2": 1242.12, "9_3": 1242.12, "9_4": 1280.25,
    "9_x_Max": 1299,
  ]
}
