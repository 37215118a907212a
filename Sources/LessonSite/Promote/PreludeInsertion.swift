/// Writes stand-ins for what a scenario block leaves out (`scenario.undeclared`'s fix-its)
/// into a hidden prelude before the block: `<!-- lessons: prelude`, the declarations,
/// `-->`, so the published text stays as it was and the next run has the stand-ins
/// (BlockAnnotations reads every annotation comment before a block).
///
/// The comment must sit in the block's own container, or it ends that container: by
/// CommonMark's rules an HTML block at a list's left edge closes the list, so a prelude written
/// at column 0 before `2. ~~~swift scenario` split the list in two. So:
/// - each line gets the block's container prefix (a quote's `> `, a list item's indentation);
/// - when the fence opens a list item (`2. ~~~swift`), the prelude opens the item instead:
///   its first line takes the marker (`2. <!-- lessons: prelude`) and the lines after it,
///   the fence's included, get the marker's width in spaces, so the item keeps its content
///   column and the list stays whole;
/// - before an indented code block, the prelude goes at the container's column, not the
///   code's (four columns further in it would be read as more code).
enum PreludeInsertion {
  /// The line the comment goes before: the block's opening fence, or an indented block's
  /// first line.
  static func anchorLine(of block: ScenarioBlock) -> Int { block.anchorLine }

  /// Inserts each line's declarations before it, last line first so earlier line numbers
  /// stay valid; returns how many declarations were written. `indented` holds the anchors that
  /// are an indented code block's first line (the others are opening fences).
  static func insert(
    _ preludes: [Int: [String]], indented: Set<Int> = [], into file: inout ByteLines
  ) -> Int {
    var written = 0
    for (line, declarations) in preludes.sorted(by: { $0.key > $1.key }) {
      var anchor = file[line]
      let (opening, continuing) = prefixes(of: anchor.content, indented: indented.contains(line))
      let terminator = anchor.terminator.isEmpty ? [UInt8(ascii: "\n")] : anchor.terminator
      let text =
        ["<!-- lessons: prelude"]
        + declarations.flatMap { $0.split(separator: "\n").map(String.init) } + ["-->"]
      let lines = text.enumerated().map { index, text in
        ByteLines.Line(
          content: (index == 0 ? opening : continuing) + Array(text.utf8),
          terminator: terminator)
      }
      if opening != continuing {
        // The marker moved to the prelude's first line; the fence keeps its column.
        anchor.content.replaceSubrange(0..<opening.count, with: continuing)
      }
      file.replace(line, through: line, with: lines + [anchor])
      written += declarations.count
    }
    return written
  }

  /// The prefix of the prelude's first line and of the lines after it, for an anchor line.
  ///
  /// Before a fence: everything before the fence character (quote markers, indentation, list
  /// markers); the lines after the first get each list marker's bytes as spaces. Before an
  /// indented block: its leading spaces and quote markers, less the code's four columns.
  static func prefixes(of content: [UInt8], indented: Bool) -> (
    opening: [UInt8], continuing: [UInt8]
  ) {
    let space = UInt8(ascii: " ")
    let tab = UInt8(ascii: "\t")
    let quote = UInt8(ascii: ">")
    if indented {
      var prefix = Array(content.prefix { $0 == space || $0 == tab || $0 == quote })
      if prefix.last == tab {
        prefix.removeLast()
      } else {
        let spaces = prefix.reversed().prefix { $0 == space }.count
        prefix.removeLast(min(spaces, 4))
      }
      return (prefix, prefix)
    }
    guard
      let fence = content.firstIndex(where: { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "~") })
    else {
      let prefix = Array(content.prefix { $0 == space || $0 == quote })
      return (prefix, prefix)
    }
    let opening = Array(content[..<fence])
    let continuing = opening.map { $0 == space || $0 == tab || $0 == quote ? $0 : space }
    return (opening, continuing)
  }
}
