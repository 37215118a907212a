/// Where the parts of one search index file (`SearchIndex.javaScriptFile`) lie, recorded as
/// it is written: each document's sections, each term's line and the term itself. With it, a
/// later build splices the pages that changed into the file (`SearchIndexSplice`) instead of
/// making the locale's index again from every page's terms.
///
/// Offsets are into the file's bytes. Sections are separated by `,\n`, as are term lines.
struct SearchIndexLayout: Sendable, Equatable {
  /// Where the first section starts (just after `"sections": [` and its newline).
  var sectionsStart = 0
  /// For each document, where its last section ends.
  var documentEnds: [Int] = []
  /// For each document, its number of entries (sections).
  var entryCounts: [Int] = []
  /// Where the first term's line starts (just after `"terms": {` and its newline).
  var termsStart = 0
  /// Where each term's line starts, terms in the file's order.
  var lineStarts: [Int] = []
  /// Where the last term's line ends (`\n}` follows).
  var termsEnd = 0
  /// Every term's UTF-8 bytes, one after the other, in the file's order; term `i` ends at
  /// `termEnds[i]` (and starts where term `i - 1` ends).
  var termBytes: [UInt8] = []
  var termEnds: [Int] = []

  /// The range of document `position`'s sections.
  func sections(of position: Int) -> Range<Int> {
    (position == 0 ? sectionsStart : documentEnds[position - 1] + 2)..<documentEnds[position]
  }

  /// The range of term `index`'s line.
  func line(_ index: Int) -> Range<Int> {
    lineStarts[index]..<(index + 1 < lineStarts.count ? lineStarts[index + 1] - 2 : termsEnd)
  }

  /// The range of term `index`'s bytes in `termBytes`.
  func term(_ index: Int) -> Range<Int> {
    (index == 0 ? 0 : termEnds[index - 1])..<termEnds[index]
  }

  /// Takes the terms' part from `other`, the layout of the file's second part (its terms),
  /// written on its own and appended after `shift` bytes of the first.
  mutating func takeTerms(of other: SearchIndexLayout, shiftedBy shift: Int) {
    termsStart = other.termsStart + shift
    lineStarts = other.lineStarts.map { $0 + shift }
    termsEnd = other.termsEnd + shift
    termBytes = other.termBytes
    termEnds = other.termEnds
  }
}
