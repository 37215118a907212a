import Containment
import Scenarios

/// What a block of a group knows of the group's later blocks. A page often shows a use
/// first and its declaration later (`viewDidLoad` calls `show(_:)`, declared in the next
/// block); Swift's type members and file-scope declarations, and an Objective-C
/// `@implementation`'s methods, are order-independent, so one group is one program: every
/// block's run has the declarations of the group's later blocks that only declare (their
/// hidden prelude and code, never their drivers or `run=` steps, which run in order). A
/// later `self=` is the group's too, when no block up to this one names `self`, so each
/// block's run starts as the later ones' do and a later block's trace is what it adds.
enum GroupDeclarations {
  /// `blocks` with each one's `hidden.laterDeclarations` and `hidden.groupSelfClass` set
  /// from the later blocks that continue it (same group, `group=` or `continue`).
  static func resolve(_ blocks: [ScenarioBlock]) -> [ScenarioBlock] {
    guard blocks.contains(where: { $0.hidden.group != nil || $0.hidden.continues }) else {
      return blocks
    }
    let defaults = ScenarioAttributes()
    var resolved = blocks
    for index in resolved.indices {
      let block = resolved[index]
      let later = blocks[(index + 1)...].filter {
        $0.hidden.group == block.hidden.group && ($0.hidden.continues || $0.hidden.group != nil)
          && $0.language == block.language
      }
      guard !later.isEmpty else { continue }
      resolved[index].hidden.laterDeclarations = later.flatMap { member -> [SourcePiece] in
        let pieces = member.pieces
        let source = AssembledSource(pieces).source
        return ScenarioDeclarations.declaresOnly(source, language: member.language) ? pieces : []
      }
      resolved[index].hidden.groupSelfClass =
        later.first { $0.attributes.selfClass != defaults.selfClass }?.attributes.selfClass
    }
    return resolved
  }
}

extension GroupDeclarations {
  /// True when `full`, the run of `placed` with the blocks it continues, has an event at
  /// one of the block's own lines: a block that only declares what an earlier block of its
  /// group calls ran in that block's run, even when its own part adds nothing to the trace.
  static func ranOwnCode(_ placed: ScenarioBlock, in full: ScenarioOutcome) -> Bool {
    guard let map = placed.sourceMap else { return false }
    return full.events.contains { event in
      guard let line = event.sourceLine, let (piece, _) = map.piece(at: line) else {
        return false
      }
      return piece.owner == placed.ordinal && !piece.isGenerated
    }
  }
}

extension GroupDeclarations {
  /// True when `outcome`, the run of `placed` with its group's later declarations, failed
  /// with a diagnostic in one of those later blocks (a later block that uses what the page
  /// never declares): the later block reports it on its own run.
  static func failedInLaterBlock(_ placed: ScenarioBlock, outcome: ScenarioOutcome) -> Bool {
    guard !placed.hidden.laterDeclarations.isEmpty, !outcome.succeeded,
      let map = placed.sourceMap
    else { return false }
    return outcome.diagnostics.contains { diagnostic in
      guard diagnostic.line > 0, let (piece, _) = map.piece(at: diagnostic.line) else {
        return false
      }
      return piece.owner > placed.ordinal
    }
  }
}

extension GroupDeclarations {
  /// True when `full`, a run whose source is `placed`'s (its source map), executed a line of
  /// `block`'s own code, the lines the page shows (`ScenarioOutcome.ranLines`), whether or
  /// not the line left an event: an override UIKit called, a method a driver called. Its
  /// hidden prelude and driver are not its code.
  static func ranLines(of block: ScenarioBlock, placed: ScenarioBlock, in full: ScenarioOutcome)
    -> Bool
  {
    guard let map = placed.sourceMap else { return false }
    let code = block.code.firstCodeLine...max(block.code.firstCodeLine, block.code.lastLine)
    return full.ranLines.contains { line in
      guard let (piece, within) = map.piece(at: line) else { return false }
      return piece.owner == block.ordinal && !piece.isGenerated
        && code.contains(piece.firstLine + within - 1)
    }
  }
}
