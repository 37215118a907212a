import Containment
import Testing

@testable import Scenarios

/// CGGeometry.h's edge cases, expected values from Apple's documentation (FIDELITY-SURFACE
/// C35): a slice is clamped to the rectangle, a null rectangle stays null, a transform without
/// an inverse is returned unchanged, rectangles that only touch do not intersect.
@Suite struct CGGeometryMathTests {
  let r = CGRect(x: 0, y: 0, width: 100, height: 50)

  @Test func aSliceIsClampedToTheRectangle() {
    let whole = CGGeometryMath.divide(r, 150, edge: 0)
    #expect(whole.slice == r)
    #expect(whole.remainder == CGRect(x: 100, y: 0, width: 0, height: 50))
    let none = CGGeometryMath.divide(r, -5, edge: 1)
    #expect(none.slice == CGRect(x: 0, y: 0, width: 100, height: 0))
    #expect(none.remainder == r)
    let bottom = CGGeometryMath.divide(r, 20, edge: 3)
    #expect(bottom.slice == CGRect(x: 0, y: 30, width: 100, height: 20))
    #expect(bottom.remainder == CGRect(x: 0, y: 0, width: 100, height: 30))
  }

  @Test func nullRectanglesStayNull() {
    let null = CGGeometryMath.null
    #expect(CGGeometryMath.isNull(CGGeometryMath.divide(null, 10, edge: 0).slice))
    #expect(CGGeometryMath.union(null, r) == r)
    #expect(CGGeometryMath.isNull(CGGeometryMath.intersection(null, r)))
    #expect(CGGeometryMath.isEmpty(null))
    #expect(CGGeometryMath.equal(null, CGRect(x: .infinity, y: 3, width: 4, height: 5)))
  }

  @Test func touchingRectanglesDoNotIntersect() {
    let beside = CGRect(x: 100, y: 0, width: 10, height: 10)
    #expect(!CGGeometryMath.intersects(r, beside))
    #expect(CGGeometryMath.isNull(CGGeometryMath.intersection(r, beside)))
    #expect(CGGeometryMath.union(r, beside) == CGRect(x: 0, y: 0, width: 110, height: 50))
  }

  @Test func aTransformWithoutAnInverseIsReturnedUnchanged() {
    let flat: CGGeometryMath.Transform = [0, 0, 0, 1, 5, 6]
    #expect(CGGeometryMath.invert(flat) == flat)
    let moved: CGGeometryMath.Transform = [1, 0, 0, 1, 3, 4]
    #expect(CGGeometryMath.invert(moved) == [1, 0, 0, 1, -3, -4])
  }

  @Test func theStringFormsAreReadBack() {
    #expect(CGGeometryMath.numbers(in: "{{1, 2.5}, {-3, 4e1}}", count: 4) == [1, 2.5, -3, 40])
    #expect(CGGeometryMath.numbers(in: "{1}", count: 2) == nil)
  }
}
