import Containment

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Core Graphics' geometry arithmetic (CGGeometry.h, CGAffineTransform.h, UIGeometry.h), as
/// Apple documents it (swift-corelibs-foundation's `CGRect` reimplements the same): every
/// rectangle function works on the standardized rectangle (width and height made positive), a
/// null rectangle (origin at infinity) stands for "no rectangle", and transforms are the 3×3
/// matrices `[a b 0; c d 0; tx ty 1]` applied to row vectors (FIDELITY-SURFACE.md C35).
enum CGGeometryMath {
  /// `CGRectNull`: the rectangle two disjoint rectangles intersect in.
  static let null = CGRect(x: .infinity, y: .infinity, width: 0, height: 0)
  /// `CGRectInfinite`: origin at `-CGFLOAT_MAX / 2`, size `CGFLOAT_MAX`.
  static let infinite = CGRect(
    x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
    width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

  static func isNull(_ rect: CGRect) -> Bool {
    rect.origin.x == .infinity || rect.origin.y == .infinity
  }

  /// `CGRectIsEmpty`: null, or no width or no height.
  static func isEmpty(_ rect: CGRect) -> Bool {
    isNull(rect) || rect.width == 0 || rect.height == 0
  }

  static func minX(_ rect: CGRect) -> Double { rect.origin.x + min(rect.width, 0) }
  static func maxX(_ rect: CGRect) -> Double { rect.origin.x + max(rect.width, 0) }
  static func minY(_ rect: CGRect) -> Double { rect.origin.y + min(rect.height, 0) }
  static func maxY(_ rect: CGRect) -> Double { rect.origin.y + max(rect.height, 0) }

  /// `CGRectStandardize`: the same rectangle with a positive width and height.
  static func standardized(_ rect: CGRect) -> CGRect {
    if isNull(rect) { return null }
    return CGRect(x: minX(rect), y: minY(rect), width: abs(rect.width), height: abs(rect.height))
  }

  /// `CGRectIntegral`: the smallest rectangle of whole numbers that contains it.
  static func integral(_ rect: CGRect) -> CGRect {
    if isNull(rect) { return rect }
    let r = standardized(rect)
    let x = r.origin.x.rounded(.down)
    let y = r.origin.y.rounded(.down)
    return CGRect(
      x: x, y: y, width: (r.origin.x + r.width).rounded(.up) - x,
      height: (r.origin.y + r.height).rounded(.up) - y)
  }

  /// `CGRectContainsPoint`: the point lies inside, a point on the maximum edges not.
  static func contains(_ rect: CGRect, _ point: CGPoint) -> Bool {
    if isEmpty(rect) { return false }
    return point.x >= minX(rect) && point.x < maxX(rect) && point.y >= minY(rect)
      && point.y < maxY(rect)
  }

  /// `CGRectContainsRect`: the union with `other` is the rectangle itself.
  static func contains(_ rect: CGRect, _ other: CGRect) -> Bool {
    equal(union(rect, other), rect)
  }

  /// `CGRectUnion`: the smallest rectangle that contains both (a null one is ignored).
  static func union(_ a: CGRect, _ b: CGRect) -> CGRect {
    if isNull(a) { return b }
    if isNull(b) { return a }
    let x = min(minX(a), minX(b))
    let y = min(minY(a), minY(b))
    return CGRect(
      x: x, y: y, width: max(maxX(a), maxX(b)) - x, height: max(maxY(a), maxY(b)) - y)
  }

  /// `CGRectIntersection`: the overlap, or `CGRectNull` when the two do not overlap (two
  /// rectangles that only touch along an edge have no area in common).
  static func intersection(_ a: CGRect, _ b: CGRect) -> CGRect {
    if isNull(a) || isNull(b) { return null }
    let x = max(minX(a), minX(b))
    let y = max(minY(a), minY(b))
    let right = min(maxX(a), maxX(b))
    let bottom = min(maxY(a), maxY(b))
    if right <= x || bottom <= y { return null }
    return CGRect(x: x, y: y, width: right - x, height: bottom - y)
  }

  /// `CGRectIntersectsRect`: their intersection is not null.
  static func intersects(_ a: CGRect, _ b: CGRect) -> Bool { !isNull(intersection(a, b)) }

  /// `CGRectEqualToRect`: the same standardized rectangle (two null rectangles are equal).
  static func equal(_ a: CGRect, _ b: CGRect) -> Bool {
    if isNull(a) && isNull(b) { return true }
    return standardized(a) == standardized(b)
  }

  /// `CGRectDivide` / `divided(atDistance:from:)`: a slice of `amount` (clamped to the
  /// rectangle) cut from `edge` (0 `minXEdge`, 1 `minYEdge`, 2 `maxXEdge`, 3 `maxYEdge`), and the
  /// rest.
  static func divide(_ rect: CGRect, _ amount: Double, edge: Int) -> (
    slice: CGRect, remainder: CGRect
  ) {
    if isNull(rect) { return (null, null) }
    let r = standardized(rect)
    let horizontal = edge == 0 || edge == 2
    let length = horizontal ? r.width : r.height
    let cut = min(max(amount, 0), length)
    var near = r
    var far = r
    let nearLength = edge < 2 ? cut : length - cut
    if horizontal {
      near.size.width = nearLength
      far.origin.x = r.origin.x + nearLength
      far.size.width = length - nearLength
    } else {
      near.size.height = nearLength
      far.origin.y = r.origin.y + nearLength
      far.size.height = length - nearLength
    }
    return edge < 2 ? (near, far) : (far, near)
  }

  /// `UIEdgeInsetsInsetRect` / `inset(by:)` (UIGeometry.h): each edge moved in by its inset.
  static func inset(_ rect: CGRect, top: Double, left: Double, bottom: Double, right: Double)
    -> CGRect
  {
    CGRect(
      x: rect.origin.x + left, y: rect.origin.y + top, width: rect.width - (left + right),
      height: rect.height - (top + bottom))
  }

  // MARK: Affine transforms

  /// `[a, b, c, d, tx, ty]`.
  typealias Transform = [Double]

  static let identity: Transform = [1, 0, 0, 1, 0, 0]

  /// `CGAffineTransformMakeRotation(angle)`: counterclockwise in a flipped (UIKit) space.
  static func rotation(_ angle: Double) -> Transform {
    [cos(angle), sin(angle), -sin(angle), cos(angle), 0, 0]
  }

  /// `CGAffineTransformConcat(t1, t2)`: `t1` then `t2`, the matrix product `t1 × t2`.
  static func concat(_ t1: Transform, _ t2: Transform) -> Transform {
    [
      t1[0] * t2[0] + t1[1] * t2[2], t1[0] * t2[1] + t1[1] * t2[3],
      t1[2] * t2[0] + t1[3] * t2[2], t1[2] * t2[1] + t1[3] * t2[3],
      t1[4] * t2[0] + t1[5] * t2[2] + t2[4], t1[4] * t2[1] + t1[5] * t2[3] + t2[5],
    ]
  }

  /// `CGAffineTransformInvert`: the inverse, or `t` unchanged when it has none.
  static func invert(_ t: Transform) -> Transform {
    let determinant = t[0] * t[3] - t[1] * t[2]
    if determinant == 0 { return t }
    return [
      t[3] / determinant, -t[1] / determinant, -t[2] / determinant, t[0] / determinant,
      (t[2] * t[5] - t[3] * t[4]) / determinant, (t[1] * t[4] - t[0] * t[5]) / determinant,
    ]
  }

  /// `CGPointApplyAffineTransform`: `(a·x + c·y + tx, b·x + d·y + ty)`.
  static func apply(_ t: Transform, to point: CGPoint) -> CGPoint {
    CGPoint(x: t[0] * point.x + t[2] * point.y + t[4], y: t[1] * point.x + t[3] * point.y + t[5])
  }

  /// `CGSizeApplyAffineTransform`: `(a·w + c·h, b·w + d·h)`, without the translation.
  static func apply(_ t: Transform, to size: CGSize) -> CGSize {
    CGSize(
      width: t[0] * size.width + t[2] * size.height, height: t[1] * size.width + t[3] * size.height)
  }

  /// `CGRectApplyAffineTransform`: the smallest rectangle holding the four transformed corners
  /// (a null rectangle stays null).
  static func apply(_ t: Transform, to rect: CGRect) -> CGRect {
    if isNull(rect) { return rect }
    let r = standardized(rect)
    let corners = [
      CGPoint(x: r.origin.x, y: r.origin.y), CGPoint(x: r.origin.x + r.width, y: r.origin.y),
      CGPoint(x: r.origin.x, y: r.origin.y + r.height),
      CGPoint(x: r.origin.x + r.width, y: r.origin.y + r.height),
    ].map { apply(t, to: $0) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let x = xs.min() ?? 0
    let y = ys.min() ?? 0
    return CGRect(x: x, y: y, width: (xs.max() ?? 0) - x, height: (ys.max() ?? 0) - y)
  }

  // MARK: Strings (UIGeometry.h)

  /// The numbers of a string such as `{{1, 2}, {3, 4}}`, in order: what `CGRectFromString`,
  /// `CGPointFromString`, `CGSizeFromString` and `UIEdgeInsetsFromString` read. Nil unless it
  /// has at least `count`.
  static func numbers(in text: String, count: Int) -> [Double]? {
    var found: [Double] = []
    var current = ""
    for character in text + " " {
      if character.isNumber || character == "." || character == "-" || character == "+"
        || character == "e" || character == "E"
      {
        current.append(character)
      } else if !current.isEmpty {
        if let number = Double(current) { found.append(number) }
        current = ""
      }
    }
    return found.count >= count ? Array(found.prefix(count)) : nil
  }
}
