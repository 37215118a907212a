import Diagnostics
import Scenarios

/// Computes a lesson file's bytes with the fix-its of its scenarios' diagnostics applied
/// (`lessons fix`, `check --fix`), changing no other byte: line endings, BOM, indentation,
/// block-quote and list prefixes and trailing spaces all stay as they were, and the result is
/// written by `PromotionWriter` with the same safety as promotion (atomic, symlinks followed,
/// mode kept, only if the file still holds what the check read).
///
/// A fix-it names a range in the snippet (line from 1, columns in `Character`s from 1, see
/// `ScenarioFixIt`). The snippet is cmark's literal of the code block, which drops each
/// line's container prefix and fence indentation; so a fix-it is placed on the file line only
/// when that line's content ends with the snippet line's bytes, and the prefix is what comes
/// before. A line where the two differ (a tab cmark expanded) is left alone and reported.
package enum FixItWriter {
  /// One fix-it placed in the file: `length` bytes at `offset` of line `line`'s content.
  struct Edit: Hashable {
    var line: Int
    var offset: Int
    var length: Int
    var replacement: [UInt8]
  }

  /// The fixed bytes of `report`'s lesson (nil when no fix-it applies), how many fix-its
  /// were applied, and the fix-its that could not be placed.
  package static func fixedBytes(_ report: LessonReport) -> (
    bytes: [UInt8]?, applied: Int, problems: [SiteDiagnostic]
  ) {
    var file = ByteLines(report.lesson.bytes)
    var problems: [SiteDiagnostic] = []
    var edits: Set<Edit> = []
    // Stand-ins for what a block leaves out, per opening line: written in a hidden prelude
    // comment before the block (PreludeInsertion.swift).
    var preludes: [Int: [String]] = [:]
    var indentedAnchors: Set<Int> = []
    for result in report.scenarios {
      let code = result.block.code
      let snippet = TraceText.withUnixLineEndings(code.literal)
        .split(separator: "\n", omittingEmptySubsequences: false)
      let lastCodeLine = (code.closingFenceLine ?? code.lastLine + 1) - 1
      for diagnostic in result.outcome.diagnostics {
        for var fixIt in diagnostic.fixIts {
          if fixIt.isPrelude {
            let line = PreludeInsertion.anchorLine(of: result.block)
            if result.block.code.index < 0 { indentedAnchors.insert(line) }
            // A stand-in a previous pass already wrote (`lessons fix` runs passes until nothing
            // changes, FixPasses): written again it would be "declared twice"; the run's error
            // stays to say the stand-in was not enough.
            if !(preludes[line] ?? []).contains(fixIt.replacement),
              !report.lesson.text.contains(fixIt.replacement)
            {
              preludes[line, default: []].append(fixIt.replacement)
            }
            continue
          }
          // A run with a hidden prelude or earlier blocks: only fix-its in the block's own
          // code are its to write (the others belong to an earlier block or a comment).
          if let map = result.block.sourceMap {
            guard let (piece, line) = map.piece(at: fixIt.line), !piece.isGenerated,
              piece.owner == result.block.ordinal, piece.firstLine == code.firstCodeLine
            else { continue }
            fixIt.line = line
          }
          let fileLine = code.firstCodeLine + fixIt.line - 1
          guard fixIt.line >= 1, fixIt.line <= snippet.count, fileLine <= lastCodeLine,
            let edit = place(fixIt, in: String(snippet[fixIt.line - 1]), file[fileLine], fileLine)
          else {
            problems.append(
              FixItMessages.notPlaced(diagnostic.message).located(
                file: report.lesson.path, line: fileLine, column: 1,
                text: TextLines(report.lesson.text)))
            continue
          }
          edits.insert(edit)
        }
      }
    }
    // Bottom-up and right to left, so earlier offsets stay valid; an edit overlapping one
    // already applied on its line is dropped rather than guessed at.
    let ordered = edits.sorted { ($0.line, $0.offset) > ($1.line, $1.offset) }
    var applied = 0
    var lowestOffset: [Int: Int] = [:]
    for edit in ordered {
      if let lowest = lowestOffset[edit.line], edit.offset + edit.length > lowest { continue }
      var line = file[edit.line]
      line.content.replaceSubrange(
        edit.offset..<(edit.offset + edit.length), with: edit.replacement)
      file.replace(edit.line, through: edit.line, with: [line])
      lowestOffset[edit.line] = edit.offset
      applied += 1
    }
    applied += PreludeInsertion.insert(preludes, indented: indentedAnchors, into: &file)
    return (applied > 0 ? file.bytes : nil, applied, problems)
  }

  /// The byte range of `fixIt` in the file line, if the line ends with the snippet line.
  static func place(
    _ fixIt: ScenarioFixIt, in snippetLine: String, _ line: ByteLines.Line, _ number: Int
  ) -> Edit? {
    let snippetBytes = Array(snippetLine.utf8)
    guard line.content.count >= snippetBytes.count,
      Array(line.content.suffix(snippetBytes.count)) == snippetBytes
    else { return nil }
    let characters = Array(snippetLine)
    let start = fixIt.column - 1
    guard start >= 0, fixIt.length >= 0, start + fixIt.length <= characters.count else {
      return nil
    }
    let prefix = line.content.count - snippetBytes.count
    let before = String(characters[..<start]).utf8.count
    let replaced = String(characters[start..<(start + fixIt.length)]).utf8.count
    return Edit(
      line: number, offset: prefix + before, length: replaced,
      replacement: Array(fixIt.replacement.utf8))
  }
}

/// The messages of `lessons fix` (ids `fix.…`).
package enum FixItMessages {
  package static func notPlaced(_ diagnostic: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .fixNotApplied,
      message: "cannot place the fix-it of \"\(diagnostic)\" in the file (the line differs "
        + "from the code block's text, as when a tab was expanded); fix it by hand")
  }

  package static func writeFailed(_ reason: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .fixWriteFailed, message: "cannot write the fixed lesson (it is unchanged): \(reason)")
  }

  package static func tooLarge(_ bytes: Int, limit: Int) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .fixTooLarge,
      message: "the fixed lesson would be \(bytes) bytes, more than the limit of \(limit); "
        + "not writing it")
  }

  package static func applied(_ count: Int, path: String) -> String {
    "fixed \(count) \(count == 1 ? "place" : "places") in \(path)\n"
  }
}
