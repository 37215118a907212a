/// Writes stand-ins for what a scenario block leaves out (`scenario.undeclared`'s fix-its)
/// into a hidden prelude before the block: `<!-- lessons: prelude`, the declarations,
/// `-->`, each line with the block's own container prefix (a quote's `> `, a list item's
/// indentation), so the published text stays as it was and the next run has the stand-ins
/// (BlockAnnotations reads every annotation comment before a block).
enum PreludeInsertion {
  /// The line the comment goes before: the block's opening fence, or an indented block's
  /// first line.
  static func anchorLine(of block: ScenarioBlock) -> Int { block.anchorLine }

  /// Inserts each line's declarations before it, last line first so earlier line numbers
  /// stay valid; returns how many declarations were written.
  static func insert(_ preludes: [Int: [String]], into file: inout ByteLines) -> Int {
    var written = 0
    for (line, declarations) in preludes.sorted(by: { $0.key > $1.key }) {
      let anchor = file[line]
      let prefix = Array(
        anchor.content.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ">") })
      let terminator = anchor.terminator.isEmpty ? [UInt8(ascii: "\n")] : anchor.terminator
      let text =
        ["<!-- lessons: prelude"]
        + declarations.flatMap { $0.split(separator: "\n").map(String.init) } + ["-->"]
      let lines = text.map {
        ByteLines.Line(content: prefix + Array($0.utf8), terminator: terminator)
      }
      file.replace(line, through: line, with: lines + [anchor])
      written += declarations.count
    }
    return written
  }
}
