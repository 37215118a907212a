/// Myers' difference algorithm ("An O(ND) Difference Algorithm and Its Variations", 1986),
/// in its linear-space form: find the middle snake of the shortest edit path by searching
/// from both ends at once, then solve the two halves. Time O((N+M)D), memory O(N+M).
///
/// Like GNU diff, the search gives up on optimality once a middle snake costs more than
/// `costLimit` edits: it splits at the furthest point either search reached, which keeps very
/// different inputs (a 12,000-line trace against another) near-linear, at the price of a
/// possibly longer script there. The halves are solved from an explicit work list, not by
/// recursion, so no input can exhaust the stack.
struct MyersDiff {
  private let a: [Int]
  private let b: [Int]
  /// Furthest x reached on each diagonal k = x - y, forward and backward, indexed k + offset.
  private var forward: [Int]
  private var backward: [Int]
  private let offset: Int
  private let costLimit: Int
  /// Diagonals visited plus lines compared: the work done, for tests to bound.
  private(set) var operations = 0

  init(_ a: [Int], _ b: [Int]) {
    self.a = a
    self.b = b
    let diagonals = a.count + b.count + 3
    forward = Array(repeating: 0, count: diagonals)
    backward = Array(repeating: 0, count: diagonals)
    offset = b.count + 1
    // As GNU diff: about the square root of the input size, but never small.
    var limit = 1
    var size = a.count + b.count
    while size > 0 {
      size >>= 2
      limit <<= 1
    }
    costLimit = max(256, limit)
  }

  private enum Work {
    case compare(aLow: Int, aHigh: Int, bLow: Int, bHigh: Int)
    case same(a: Int, b: Int, count: Int)
  }

  /// The whole edit script from `a` to `b`.
  mutating func run() -> [UnifiedDiff.Edit] {
    var edits: [UnifiedDiff.Edit] = []
    edits.reserveCapacity(a.count + b.count)
    var work: [Work] = [.compare(aLow: 0, aHigh: a.count, bLow: 0, bHigh: b.count)]
    while let next = work.popLast() {
      switch next {
      case .same(let x, let y, let count):
        for step in 0..<count { edits.append(.same(old: x + step, new: y + step)) }
      case .compare(var aLow, var aHigh, var bLow, var bHigh):
        while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] {
          edits.append(.same(old: aLow, new: bLow))
          aLow += 1
          bLow += 1
        }
        var suffix = 0
        while aLow < aHigh, bLow < bHigh, a[aHigh - 1] == b[bHigh - 1] {
          aHigh -= 1
          bHigh -= 1
          suffix += 1
        }
        operations += 1 + suffix
        if suffix > 0 { work.append(.same(a: aHigh, b: bHigh, count: suffix)) }
        if aLow == aHigh {
          for y in bLow..<bHigh { edits.append(.insert(new: y)) }
        } else if bLow == bHigh {
          for x in aLow..<aHigh { edits.append(.delete(old: x)) }
        } else {
          let (x, y) = middle(aLow, aHigh, bLow, bHigh)
          // A split must make both halves smaller; if it cannot, replace the range whole.
          if (x == aLow && y == bLow) || (x == aHigh && y == bHigh) {
            for old in aLow..<aHigh { edits.append(.delete(old: old)) }
            for new in bLow..<bHigh { edits.append(.insert(new: new)) }
          } else {
            work.append(.compare(aLow: x, aHigh: aHigh, bLow: y, bHigh: bHigh))
            work.append(.compare(aLow: aLow, aHigh: x, bLow: bLow, bHigh: y))
          }
        }
      }
    }
    return edits
  }

  /// A point (x, y) on a shortest path from (aLow, bLow) to (aHigh, bHigh), or past the cost
  /// limit the furthest point reached. Both ranges are non-empty and differ at both ends.
  private mutating func middle(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int)
    -> (Int, Int)
  {
    let lowest = aLow - bHigh
    let highest = aHigh - bLow
    let forwardMid = aLow - bLow
    let backwardMid = aHigh - bHigh
    let odd = (forwardMid - backwardMid) & 1 != 0
    var forwardMin = forwardMid
    var forwardMax = forwardMid
    var backwardMin = backwardMid
    var backwardMax = backwardMid
    forward[forwardMid + offset] = aLow
    backward[backwardMid + offset] = aHigh
    var cost = 1
    while true {
      // One more edit forward: widen the band of diagonals (or narrow it at the edges).
      if forwardMin > lowest {
        forwardMin -= 1
        forward[forwardMin - 1 + offset] = -1
      } else {
        forwardMin += 1
      }
      if forwardMax < highest {
        forwardMax += 1
        forward[forwardMax + 1 + offset] = -1
      } else {
        forwardMax -= 1
      }
      for k in stride(from: forwardMax, through: forwardMin, by: -2) {
        operations += 1
        let fromBelow = forward[k - 1 + offset]
        let fromAbove = forward[k + 1 + offset]
        var x = fromBelow >= fromAbove ? fromBelow + 1 : fromAbove
        var y = x - k
        while x < aHigh, y < bHigh, a[x] == b[y] {
          x += 1
          y += 1
          operations += 1
        }
        forward[k + offset] = x
        if odd, backwardMin <= k, k <= backwardMax, backward[k + offset] <= x {
          return (x, y)
        }
      }
      // One more edit backward.
      if backwardMin > lowest {
        backwardMin -= 1
        backward[backwardMin - 1 + offset] = Int.max
      } else {
        backwardMin += 1
      }
      if backwardMax < highest {
        backwardMax += 1
        backward[backwardMax + 1 + offset] = Int.max
      } else {
        backwardMax -= 1
      }
      for k in stride(from: backwardMax, through: backwardMin, by: -2) {
        operations += 1
        let fromBelow = backward[k - 1 + offset]
        let fromAbove = backward[k + 1 + offset]
        var x = fromBelow < fromAbove ? fromBelow : fromAbove - 1
        var y = x - k
        while x > aLow, y > bLow, a[x - 1] == b[y - 1] {
          x -= 1
          y -= 1
          operations += 1
        }
        backward[k + offset] = x
        if !odd, forwardMin <= k, k <= forwardMax, x <= forward[k + offset] {
          return (x, y)
        }
      }
      cost += 1
      if cost > costLimit {
        return furthest(
          aLow, aHigh, bLow, bHigh, forwardRange: (forwardMin, forwardMax),
          backwardRange: (backwardMin, backwardMax))
      }
    }
  }

  /// Past the cost limit: the point either search pushed furthest along its way.
  private func furthest(
    _ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int, forwardRange: (Int, Int),
    backwardRange: (Int, Int)
  ) -> (Int, Int) {
    var bestForward = (x: aLow, y: bLow)
    for k in stride(from: forwardRange.1, through: forwardRange.0, by: -2) {
      var x = min(forward[k + offset], aHigh)
      var y = x - k
      if y > bHigh {
        x = bHigh + k
        y = bHigh
      }
      if x + y > bestForward.x + bestForward.y { bestForward = (x, y) }
    }
    var bestBackward = (x: aHigh, y: bHigh)
    for k in stride(from: backwardRange.1, through: backwardRange.0, by: -2) {
      var x = max(aLow, backward[k + offset])
      var y = x - k
      if y < bLow {
        x = bLow + k
        y = bLow
      }
      if x + y < bestBackward.x + bestBackward.y { bestBackward = (x, y) }
    }
    let forwardGain = bestForward.x + bestForward.y - (aLow + bLow)
    let backwardGain = (aHigh + bHigh) - (bestBackward.x + bestBackward.y)
    return forwardGain >= backwardGain ? bestForward : bestBackward
  }
}
