import Foundation
import Testing

@testable import LessonSite

@Suite struct BackgroundValueTests {
  /// The value is worked out on another thread while the caller goes on, and read as often
  /// as needed.
  @Test func theValueIsMadeWhileTheCallerGoesOn() {
    let gate = DispatchSemaphore(value: 0)
    let value = BackgroundValue { () -> Int in
      gate.wait()  // holds until the caller has gone on past making it
      return 6 * 7
    }
    gate.signal()
    #expect(value.value == 42)
    #expect(value.value == 42)
  }
}
