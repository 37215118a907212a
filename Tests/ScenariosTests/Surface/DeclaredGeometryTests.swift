import Testing

@testable import Scenarios

/// Geometry as the declarations give it (UIKit/UIView.swift, UIKit/CGRect.swift): `bounds`
/// is settable and resizes the frame around its center (UIView.h: "changing the bounds size
/// grows/shrinks the view centered at its current center"), and a rect's edges are those of
/// the standardized rectangle (CGGeometry.h, FIDELITY-SURFACE.md C7).
@Suite struct DeclaredGeometryTests {
  @Test func settingBoundsResizesAroundTheCenter() {
    let source = """
      let box = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      box.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
      print(box.frame.origin.x, box.frame.origin.y, box.frame.width, box.frame.height)
      print(box.center.x, box.center.y, box.bounds.width)
      """
    let outcome = runScenario(source, .swift)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        print   40 40 40 10
        print   60 45 40

        """)
  }

  @Test func rectEdgesAreThoseOfTheStandardizedRectangle() {
    let source = """
      let r = CGRect(x: 10, y: 20, width: -4, height: 30)
      print(r.minX, r.maxX, r.midX, r.width)
      print(r.minY, r.maxY, r.midY, r.height)
      """
    let outcome = runScenario(source, .swift)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        print   6 10 8 4
        print   20 50 35 30

        """)
  }
}
