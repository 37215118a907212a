import Foundation

/// Where some of a type's member lines are in a framework's generated text.
struct SurfaceMemberLines: Sendable {
  var text: String
  var framework: SurfaceFramework
  /// The member lines' bytes in `text`'s UTF-8.
  var bytes: Range<Int>
  /// The number of the line before the first member line (the type line).
  var typeLine: Int
}

/// A type's members, parsed from their lines at the first use of that type's members, with
/// their index by every spelling (`SurfaceMemberIndex`), made at its first use. A run touches
/// a few dozen of the surface's 800 types, so most are never parsed. The copies of a
/// `SurfaceType` share one store; setting `members` gives the copy a store of its own.
final class SurfaceMemberStore: @unchecked Sendable {
  // Scenarios run in parallel (and so do the tests): every read of the cached state holds
  // the lock, which makes the class safe to share.
  private let lock = NSLock()
  private let lines: [SurfaceMemberLines]
  private var parsed: [SurfaceMember]?
  private var indexed: SurfaceMemberIndex?

  /// Members already made.
  init(members: [SurfaceMember]) {
    lines = []
    parsed = members
  }

  /// Members to parse from these lines when first asked for, in this order.
  init(lines: [SurfaceMemberLines]) {
    self.lines = lines
  }

  /// The members, in the order written.
  var members: [SurfaceMember] {
    lock.lock()
    defer { lock.unlock() }
    return membersLocked()
  }

  /// The members by every spelling.
  var index: SurfaceMemberIndex {
    lock.lock()
    defer { lock.unlock() }
    if let indexed { return indexed }
    let made = SurfaceMemberIndex(membersLocked())
    indexed = made
    return made
  }

  /// Whether the members have been parsed (for the tests of laziness).
  var isParsed: Bool {
    lock.lock()
    defer { lock.unlock() }
    return parsed != nil
  }

  /// A store with this one's members, then `other`'s (a category in another framework),
  /// still unparsed when both are.
  func appending(_ other: SurfaceMemberStore) -> SurfaceMemberStore {
    if !isParsed && !other.isParsed { return SurfaceMemberStore(lines: lines + other.lines) }
    return SurfaceMemberStore(members: members + other.members)
  }

  private func membersLocked() -> [SurfaceMember] {
    if let parsed { return parsed }
    var made: [SurfaceMember] = []
    for part in lines {
      do {
        made += try SurfaceLineFormat.members(part)
      } catch {
        // The surface tests parse every generated line, so this names the line of a bad
        // hand edit before any run gets here.
        preconditionFailure("the generated UIKit surface does not parse: \(error)")
      }
    }
    parsed = made
    return made
  }
}
