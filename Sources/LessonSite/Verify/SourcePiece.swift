/// Text that goes into a scenario's run, and where its lines are in the Markdown file: a
/// block's code, a hidden prelude or driver (`<!-- lessons: … -->`), or an earlier block the
/// block continues.
package struct SourcePiece: Sendable, Equatable, Hashable {
  /// Lines ending in `\n`.
  package var text: String
  /// File line of the piece's first line.
  package var firstLine: Int
  /// Characters before the piece's text on each file line (a fence's indentation).
  package var columnShift: Int
  /// The ordinal of the scenario block the piece belongs to: diagnostics in an earlier
  /// block's pieces are that block's to report.
  package var owner: Int
  /// Lines of generated code (a driver's `func … {` and `}`): placed at `firstLine`.
  package var isGenerated = false

  package init(
    text: String, firstLine: Int, columnShift: Int, owner: Int, isGenerated: Bool = false
  ) {
    self.text = text
    self.firstLine = firstLine
    self.columnShift = columnShift
    self.owner = owner
    self.isGenerated = isGenerated
  }

  /// Lines in the piece.
  package var lineCount: Int {
    text.isEmpty ? 0 : text.utf8.count { $0 == UInt8(ascii: "\n") } + (text.hasSuffix("\n") ? 0 : 1)
  }
}

/// Pieces joined into one source, with the way back from a line of it to the file.
package struct AssembledSource: Sendable, Equatable, Hashable {
  package var pieces: [SourcePiece]
  package private(set) var source: String
  /// The first source line of each piece.
  private var starts: [Int]

  package init(_ pieces: [SourcePiece]) {
    self.pieces = pieces
    var source = ""
    var starts: [Int] = []
    var line = 1
    for piece in pieces {
      starts.append(line)
      source += piece.text
      if !piece.text.isEmpty, !piece.text.hasSuffix("\n") { source += "\n" }
      line += piece.lineCount
    }
    self.source = source
    self.starts = starts
  }

  /// The piece that holds source line `line` (1-based), and the line within it.
  package func piece(at line: Int) -> (piece: SourcePiece, line: Int)? {
    guard let index = starts.lastIndex(where: { $0 <= line }) else { return nil }
    return (pieces[index], line - starts[index] + 1)
  }

  /// A source position as a file position.
  package func fileLocation(snippetLine: Int, snippetColumn: Int) -> (line: Int, column: Int) {
    guard let (piece, line) = piece(at: snippetLine) else { return (snippetLine, 1) }
    if piece.isGenerated { return (piece.firstLine, 1) }
    let column = snippetColumn <= 0 ? 1 : snippetColumn
    return (piece.firstLine + line - 1, column + piece.columnShift)
  }
}

/// The parts of a scenario a published page hides in `<!-- lessons: … -->` comments.
package struct HiddenParts: Sendable, Equatable, Hashable {
  /// Declarations and stand-ins the excerpt assumes, run before its code.
  package var prelude: [SourcePiece] = []
  /// Code run after the block, each comment its own run-loop event (`<!-- lessons: driver`).
  package var drivers: [SourcePiece] = []
  /// How many of `drivers` (the first ones) are written before the
  /// `<!-- lessons: scenario … -->` comment: they run before its `run=` steps, the others
  /// after them (sweep 29 A6: set up in a driver, then call the article's method).
  package var driversBeforeSteps = 0
  /// The expected trace, when the writer keeps it off the page.
  package var trace: HiddenTrace?
  /// True when attributes came from a comment: promotion writes a hidden trace for it,
  /// never a visible block the page would show.
  package var isAnnotated = false
  /// File line of the first comment before the block: the comment sits in the block's
  /// containers (a list item, a quote), so what precedes its `<!--` is their prefix, which
  /// promotion gives every line of a trace comment it writes.
  package var commentLine: Int?
  /// `continue`: the block runs after the earlier blocks of the file (of its `group=`).
  package var continues = false
  /// `group=NAME`: blocks of one group continue each other; nil is the file's default.
  package var group: String?
  /// `run=` steps that are calls with arguments (`show(child, animated: true)`), by their
  /// position among the `run=` steps.
  package var callSteps: [Int: String] = [:]
  /// The declarations of the group's later blocks (`GroupDeclarations`): run after the
  /// block's code, before its driver.
  package var laterDeclarations: [SourcePiece] = []
  /// A later block's `self=`, the group's when no block up to this one names `self`.
  package var groupSelfClass: String?
  /// `mistake=ID,…`: the containment mistakes (lint ids) the article shows on purpose
  /// (`ContainmentMistakes`).
  package var mistakes: [String] = []
  /// `swift=3` / `swift=4`: the block uses that SDK's names, checked as today's
  /// (`OldSwiftNames`).
  package var oldSwift: String?
  /// `in=CLASS`: the block shows methods of `CLASS`, not of `self` (a fragment of another
  /// class, sweep 29 A14): its code runs inside `extension CLASS { … }` /
  /// `@implementation CLASS (Lessons) … @end`.
  package var inClass: String?

  package init() {}
}

/// A `<!-- lessons: trace … -->` comment: the expected trace a page does not show.
package struct HiddenTrace: Sendable, Equatable, Hashable {
  /// The trace lines, each ending in `\n`.
  package var text: String
  /// File lines of the comment's opening (`<!-- lessons: trace`) and closing (`-->`).
  package var openingLine: Int
  package var closingLine: Int

  package init(text: String, openingLine: Int, closingLine: Int) {
    self.text = text
    self.openingLine = openingLine
    self.closingLine = closingLine
  }
}
