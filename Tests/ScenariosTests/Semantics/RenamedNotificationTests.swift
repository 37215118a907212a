import Testing

@testable import Scenarios

/// Notification names Swift 4.2 nested in their class, written as Swift 2 (a global), Swift 3
/// to 4.1 (`NSNotification.Name.X`) and their implicit member (`.X`) wrote them: each is
/// renamed in the compiler's words, and the fix-it writes the whole new spelling, so the
/// fixed code names the nested constant (FIDELITY-SURFACE C36; the class each moved to is
/// the surface's data).
@Suite struct RenamedNotificationTests {
  @Test func oldNotificationNamesAreRenamedToTheirClass() {
    let source = """
      let center = NotificationCenter.default
      center.addObserver(self, selector: #selector(viewDidLoad), name: UIDeviceOrientationDidChangeNotification, object: nil)
      center.addObserver(self, selector: #selector(viewDidLoad), name: NSNotification.Name.UIApplicationDidBecomeActive, object: nil)
      center.addObserver(self, selector: #selector(viewDidLoad), name: .UIApplicationWillResignActive, object: nil)
      """
    let outcome = runScenario(source, .swift)
    #expect(
      outcome.diagnostics.map { "\($0.line):\($0.column) \($0.message)" } == [
        "2:66 'UIDeviceOrientationDidChangeNotification' has been renamed to "
          + "'UIDevice.orientationDidChangeNotification'",
        "3:86 'UIApplicationDidBecomeActive' has been renamed to "
          + "'UIApplication.didBecomeActiveNotification'",
        "4:67 'UIApplicationWillResignActive' has been renamed to "
          + "'UIApplication.willResignActiveNotification'",
      ])
    #expect(
      outcome.diagnostics.map(\.fixIts) == [
        [
          ScenarioFixIt(
            line: 2, column: 66, length: 40,
            replacement: "UIDevice.orientationDidChangeNotification")
        ],
        [
          ScenarioFixIt(
            line: 3, column: 66, length: 48,
            replacement: "UIApplication.didBecomeActiveNotification")
        ],
        [
          ScenarioFixIt(
            line: 4, column: 66, length: 30,
            replacement: "UIApplication.willResignActiveNotification")
        ],
      ])
  }

  @Test func theCodesOwnNameAndAMemberAreNotRenamed() {
    let source = """
      let UIKeyboardWillShowNotification = "mine"
      print(UIKeyboardWillShowNotification)
      """
    let outcome = runScenario(source, .swift)
    #expect(outcome.diagnostics.filter { $0.id == .scenarioRenamed }.isEmpty)
  }
}
