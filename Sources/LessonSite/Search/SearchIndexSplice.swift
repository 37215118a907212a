import Foundation

/// A locale's search index file with some pages changed, made from the file as the last
/// build wrote it (its bytes and `SearchIndexLayout`) instead of from every page's terms: the
/// changed pages' sections are written again in place, the terms they held or hold now get
/// their lines written again, and every other byte is copied. The result is the file
/// `SearchIndex.javaScriptFile` makes from all the pages, byte for byte.
///
/// Entry numbers must not move: a changed page must have as many entries (sections) as
/// before, or the splice declines (nil) and the caller makes the whole index. An edit to a
/// lesson's prose keeps them; adding or removing a heading does not.
enum SearchIndexSplice {
  /// One page whose search document changed.
  struct Change: Sendable {
    /// The page's position among the index's documents.
    var position: Int
    /// Each entry's terms as the old file was made from them (`SearchIndex.terms(of:)`).
    var oldTerms: [String]
    /// The page's document now, and each of its entries' terms.
    var document: SearchIndex.Document
    var terms: [String]
  }

  /// The file `bytes` (laid out as `layout`) with `changes` made, and its layout; nil when
  /// a changed page's number of entries differs from the old one, or the old terms do not
  /// match the file (the caller then makes the whole index).
  static func spliced(
    _ file: ArraySlice<UInt8>, layout: SearchIndexLayout, changes: [Change]
  ) -> (bytes: [UInt8], layout: SearchIndexLayout)? {
    file.withUnsafeBufferPointer { spliced($0, layout: layout, changes: changes) }
  }

  private static func spliced(
    _ bytes: UnsafeBufferPointer<UInt8>, layout: SearchIndexLayout, changes: [Change]
  ) -> (bytes: [UInt8], layout: SearchIndexLayout)? {
    func part(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(rebasing: bytes[range])
    }
    let changes = changes.sorted { $0.position < $1.position }
    let documents = layout.documentEnds.count
    var firstEntries: [Int] = []
    firstEntries.reserveCapacity(documents)
    var entries = 0
    for count in layout.entryCounts {
      firstEntries.append(entries)
      entries += count
    }
    var previous = -1
    for change in changes {
      guard change.position > previous, change.position < documents,
        change.oldTerms.count == layout.entryCounts[change.position],
        change.terms.count == change.oldTerms.count
      else { return nil }
      previous = change.position
    }
    var js: [UInt8] = []
    js.reserveCapacity(bytes.count + bytes.count / 32 + 4096)
    var out = layout

    // The sections: the changed pages' written again, the runs between copied.
    js.append(contentsOf: part(0..<layout.sectionsStart))
    var cursor = layout.sectionsStart
    var shift = 0
    var next = 0
    for change in changes {
      let range = layout.sections(of: change.position)
      js.append(contentsOf: part(cursor..<range.lowerBound))
      while next < change.position {
        out.documentEnds[next] = layout.documentEnds[next] + shift
        next += 1
      }
      let count = SearchIndex.appendSections(
        of: change.document, position: change.position, to: &js)
      guard count == layout.entryCounts[change.position] else { return nil }
      out.documentEnds[change.position] = js.count
      shift = js.count - range.upperBound
      next += 1
      cursor = range.upperBound
    }
    while next < documents {
      out.documentEnds[next] = layout.documentEnds[next] + shift
      next += 1
    }
    js.append(contentsOf: part(cursor..<layout.termsStart))
    out.termsStart = layout.termsStart + shift

    // The terms the changed entries held (to lose those entries) or hold (to gain them).
    let changedEntries = changes.map {
      firstEntries[$0.position]..<(firstEntries[$0.position] + layout.entryCounts[$0.position])
    }
    var touched: [[UInt8]: [Int]] = [:]
    var removals = 0
    for (change, entryRange) in zip(changes, changedEntries) {
      for (entry, (old, new)) in zip(entryRange, zip(change.oldTerms, change.terms)) {
        forEachTerm(of: old) { term in
          removals += 1
          if touched[term] == nil { touched[term] = [] }
        }
        forEachTerm(of: new) { touched[$0, default: []].append(entry) }
      }
    }
    let order = touched.keys.sorted { left, right in
      left.withUnsafeBufferPointer { left in
        right.withUnsafeBufferPointer { TermPostings.precedes(left, $0) }
      }
    }

    out.lineStarts = []
    out.lineStarts.reserveCapacity(layout.lineStarts.count + order.count)
    out.termBytes = []
    out.termBytes.reserveCapacity(layout.termBytes.count + 1024)
    out.termEnds = []
    out.termEnds.reserveCapacity(layout.termEnds.count + order.count)
    var oldIndex = 0
    // Old lines `oldIndex..<end`, copied as one run.
    func copyOld(upTo end: Int) {
      guard oldIndex < end else { return }
      if !out.lineStarts.isEmpty { js.append(contentsOf: ",\n".utf8) }
      let start = layout.lineStarts[oldIndex]
      let lineShift = js.count - start
      for index in oldIndex..<end { out.lineStarts.append(layout.lineStarts[index] + lineShift) }
      js.append(contentsOf: part(start..<layout.line(end - 1).upperBound))
      let termStart = layout.term(oldIndex).lowerBound
      let termShift = out.termBytes.count - termStart
      out.termBytes.append(contentsOf: layout.termBytes[termStart..<layout.termEnds[end - 1]])
      for index in oldIndex..<end { out.termEnds.append(layout.termEnds[index] + termShift) }
      oldIndex = end
    }
    // A term's line made anew, its bytes from `write`.
    func emit(_ term: [UInt8], _ write: (inout [UInt8]) -> Void) {
      if !out.lineStarts.isEmpty { js.append(contentsOf: ",\n".utf8) }
      out.lineStarts.append(js.count)
      out.termBytes.append(contentsOf: term)
      out.termEnds.append(out.termBytes.count)
      write(&js)
    }
    var removed = 0
    var hanChanged = false
    // The last entry a changed page had: past it (and past the entries a term gains) a
    // line's numbers are copied unread.
    let lastChanged = changedEntries.map { $0.upperBound - 1 }.max() ?? -1
    for term in order {
      let added = touched[term] ?? []
      let (found, index) = find(term, in: layout)
      copyOld(upTo: index)
      if found {
        let old = entrySpans(
          ofLine: index, bytes: bytes, layout: layout, through: max(lastChanged, added.last ?? -1))
        let leaving = old.entries.count(where: { entry in
          changedEntries.contains { $0.contains(entry.entry) }
        })
        removed += leaving
        if old.rest.isEmpty && old.entries.count - leaving + added.count == 0 {
          hanChanged = hanChanged || isHan(term)
        } else {
          emit(term) { js in
            patchLine(old, bytes: bytes, leaving: changedEntries, added: added, into: &js)
          }
        }
        oldIndex = index + 1
      } else {
        // A term the old entries held must be in the old file.
        guard !added.isEmpty else { return nil }
        hanChanged = hanChanged || isHan(term)
        emit(term) { js in
          term.withUnsafeBufferPointer {
            SearchIndex.appendLine(term: $0, entries: added, to: &js)
          }
        }
      }
    }
    // Every old occurrence must have been found in the file: else the old terms given are
    // not the ones it was made from.
    guard removed == removals else { return nil }
    copyOld(upTo: layout.lineStarts.count)
    out.termsEnd = js.count
    if hanChanged {
      var han: [String] = []
      for index in out.termEnds.indices {
        let term = out.term(index)
        if out.termBytes[term].contains(where: { $0 >= 0xE2 }) {
          han.append(String(decoding: out.termBytes[term], as: UTF8.self))
        }
      }
      SearchIndex.appendEnd(hanTerms: han, to: &js)
    } else {
      js.append(contentsOf: part(layout.termsEnd..<bytes.count))
    }
    return (js, out)
  }

  /// Calls `body` with each term of one entry's terms (`SearchIndex.terms(of:)`: joined by
  /// spaces), as the index counts them (`SearchIndex.postings`).
  private static func forEachTerm(of entryTerms: String, _ body: ([UInt8]) -> Void) {
    var entryTerms = entryTerms
    entryTerms.withUTF8 { bytes in
      var start = 0
      for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: " ") {
        if end > start { body(Array(bytes[start..<end])) }
        start = end + 1
      }
    }
  }

  /// Whether `term` is among the layout's terms, and its index there or where it would go.
  private static func find(_ term: [UInt8], in layout: SearchIndexLayout) -> (Bool, Int) {
    term.withUnsafeBufferPointer { term in
      layout.termBytes.withUnsafeBufferPointer { all in
        var low = 0
        var high = layout.termEnds.count
        while low < high {
          let middle = (low + high) / 2
          if TermPostings.precedes(UnsafeBufferPointer(rebasing: all[layout.term(middle)]), term) {
            low = middle + 1
          } else {
            high = middle
          }
        }
        let found =
          low < layout.termEnds.count
          && UnsafeBufferPointer(rebasing: all[layout.term(low)]).elementsEqual(term)
        return (found, low)
      }
    }
  }

  /// A term's line of the old file, `"term":[first,delta,…]`: where it starts, where its
  /// list starts (the byte after `[`), each entry with the bytes of its number, up to the
  /// first one past the entries asked about, and the bytes after that one (`,delta,…`,
  /// without the closing `]`), which a patched line copies as they are.
  private struct LineSpans {
    var start: Int
    var open: Int
    var entries: [(entry: Int, start: Int, end: Int)] = []
    var rest: Range<Int> = 0..<0
  }

  /// The entries of term `index`'s line, with where each one's number lies, read up to the
  /// first entry after `last` (the others after it are `rest`, unread): each number is a
  /// delta from the one before, so those after it stay as they are whatever changes before.
  private static func entrySpans(
    ofLine index: Int, bytes: UnsafeBufferPointer<UInt8>, layout: SearchIndexLayout,
    through last: Int
  ) -> LineSpans {
    let line = layout.line(index)
    // The list is the line's last `[`: the quoted term before it may hold one, the list not.
    guard let open = bytes[line].lastIndex(of: UInt8(ascii: "[")) else {
      return LineSpans(start: line.lowerBound, open: line.upperBound)
    }
    var spans = LineSpans(start: line.lowerBound, open: open + 1)
    var total = 0
    var number = 0
    var first = -1
    for position in (open + 1)..<line.upperBound {
      let byte = bytes[position]
      if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        if first < 0 { first = position }
        number = number * 10 + Int(byte - UInt8(ascii: "0"))
      } else if first >= 0 {
        total += number
        spans.entries.append((total, first, position))
        if total > last {
          // The line ends `]`: what lies between this number and it is the rest.
          let close = line.upperBound - 1
          if position < close { spans.rest = position..<close }
          break
        }
        number = 0
        first = -1
      }
    }
    return spans
  }

  /// The line `old` with the entries in `leaving` left out and `added` (ascending) put in,
  /// appended to `js` as `SearchIndex.appendLine` writes the merged list: each run of old
  /// entries whose previous entry stays the same (so does their delta) is copied as it lies,
  /// the others written anew.
  private static func patchLine(
    _ old: LineSpans, bytes: UnsafeBufferPointer<UInt8>, leaving: [Range<Int>], added: [Int],
    into js: inout [UInt8]
  ) {
    func part(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(rebasing: bytes[range])
    }
    // `"term":[`, as it was.
    js.append(contentsOf: part(old.start..<old.open))
    var previous = 0
    var written = 0
    var run: Range<Int>?
    func flush() {
      if let pending = run { js.append(contentsOf: part(pending)) }
      run = nil
    }
    func write(_ entry: Int) {
      flush()
      if written > 0 { js.append(UInt8(ascii: ",")) }
      SearchIndex.append(number: entry - previous, to: &js)
      previous = entry
      written += 1
    }
    var next = 0
    var oldPrevious = 0
    // Whether the old entry before this one was copied in the run being gathered.
    var lastCopied = false
    for span in old.entries {
      defer { oldPrevious = span.entry }
      if leaving.contains(where: { $0.contains(span.entry) }) {
        lastCopied = false
        continue
      }
      while next < added.count, added[next] < span.entry {
        write(added[next])
        next += 1
        lastCopied = false
      }
      if lastCopied, let pending = run {
        run = pending.lowerBound..<span.end
      } else if previous == oldPrevious {
        flush()
        if written > 0 { js.append(UInt8(ascii: ",")) }
        run = span.start..<span.end
      } else {
        write(span.entry)
        lastCopied = false
        continue
      }
      previous = span.entry
      written += 1
      lastCopied = true
    }
    while next < added.count {
      write(added[next])
      next += 1
    }
    flush()
    // The numbers after the last entry read, deltas from it: as they were.
    js.append(contentsOf: part(old.rest))
    js.append(UInt8(ascii: "]"))
  }

  /// Whether the index's `fold` list may depend on `term` (`SearchIndex.appendEnd`).
  private static func isHan(_ term: [UInt8]) -> Bool {
    term.contains { $0 >= 0xE2 }
  }
}
