/// Core Graphics geometry, as much as containment code touches: frames are stored and
/// traced, never laid out.
public struct CGPoint: Sendable, Equatable, Hashable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let zero = CGPoint(x: 0, y: 0)
}

/// A width and a height.
public struct CGSize: Sendable, Equatable, Hashable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  public static let zero = CGSize(width: 0, height: 0)
}

/// A rectangle, as UIKit's `frame` and `bounds` use it.
public struct CGRect: Sendable, Equatable, Hashable {
  public var origin: CGPoint
  public var size: CGSize
  public init(origin: CGPoint, size: CGSize) {
    self.origin = origin
    self.size = size
  }
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
  }
  public static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
  public var width: Double { size.width }
  public var height: Double { size.height }

  /// The rectangle as a trace argument.
  public var traceValue: TraceValue {
    .rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }
}
