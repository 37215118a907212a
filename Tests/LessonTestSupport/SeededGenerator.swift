/// SplitMix64: a small deterministic generator, so every run of a generated test sees the same
/// inputs and a failing one replays from its seed. The one generator of the test targets.
package struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  package init(seed: UInt64) {
    state = seed
  }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A random element (the array must not be empty).
  package mutating func pick<T>(_ items: [T]) -> T {
    items[Int.random(in: 0..<items.count, using: &self)]
  }

  package mutating func below(_ bound: Int) -> Int {
    bound <= 0 ? 0 : Int.random(in: 0..<bound, using: &self)
  }
}
