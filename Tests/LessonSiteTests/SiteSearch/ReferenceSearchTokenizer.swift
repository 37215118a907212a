@testable import LessonSite

/// The search tokeniser as it was before it worked on UTF-8 bytes (commit ca23a70), kept
/// as the reference the current one must match term for term. Its scalar classes
/// (`isBigramScript`, `isCommonPunctuation`, `isPlain`) are unchanged and taken from it.
enum ReferenceSearchTokenizer {
  static func isBigramScript(_ scalar: Unicode.Scalar) -> Bool {
    SearchTokenizer.isBigramScript(scalar)
  }

  static func isCommonPunctuation(_ value: UInt32) -> Bool {
    SearchTokenizer.isCommonPunctuation(value)
  }

  static func isPlain(_ scalar: Unicode.Scalar) -> Bool { SearchTokenizer.isPlain(scalar) }

  /// Terms of `text`, unique, in first-seen order.
  static func terms(_ text: String) -> [String] {
    var seen = TermSet()
    var terms: [String] = []
    func add(_ scalars: ArraySlice<Unicode.Scalar>) {
      let term = string(scalars)
      if !term.isEmpty, seen.insert(term, plain: scalars.allSatisfy(isPlain)) {
        terms.append(term)
      }
    }
    forEachWord(text) { scalars in forEachCandidate(scalars[...], add) }
    return terms
  }

  /// Calls `add` with each candidate term of the word `scalars`, in order: split where it
  /// changes between bigram scripts and the others, CJK runs by bigrams.
  static func forEachCandidate(
    _ scalars: ArraySlice<Unicode.Scalar>, _ add: (ArraySlice<Unicode.Scalar>) -> Void
  ) {
    var start = scalars.startIndex
    while start < scalars.endIndex {
      let cjk = isBigramScript(scalars[start])
      var end = start + 1
      while end < scalars.endIndex, isBigramScript(scalars[end]) == cjk { end += 1 }
      if cjk {
        if end - start == 1 { add(scalars[start..<end]) }
        for index in start..<max(start, end - 1) { add(scalars[index...index + 1]) }
      } else if end - start > 1, end - start < scalars.count {
        add(scalars[start..<end])
      }
      start = end
    }
    if scalars.count > 1 || scalars.allSatisfy(isBigramScript) { add(scalars[...]) }
  }

  /// Lowercased runs of letters, digits and `_`.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    forEachWord(text) { words.append(string($0[...])) }
    return words
  }

  /// Calls `body` with each word of `text` (see `words`) as scalars, lowercased as
  /// `String.lowercased()` does (scalar by scalar, full mappings). ASCII, and the scripts
  /// without case that the bigrams cover, skip the Unicode property tables: a build
  /// tokenises every page's prose, and the tables were most of that time.
  private static func forEachWord(_ text: String, _ body: ([Unicode.Scalar]) -> Void) {
    var word: [Unicode.Scalar] = []
    func flush() {
      if !word.isEmpty {
        body(word)
        word.removeAll(keepingCapacity: true)
      }
    }
    func append(_ scalar: Unicode.Scalar) {
      let properties = scalar.properties
      if properties.isAlphabetic || properties.numericType != nil || scalar == "_" {
        word.append(scalar)
      } else {
        flush()
      }
    }
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        switch value {
        case 0x41...0x5A: word.append(Unicode.Scalar(UInt8(value + 0x20)))
        case 0x61...0x7A, 0x30...0x39, 0x5F: word.append(scalar)
        default: flush()
        }
      } else if (0x4E00...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value)
        || (0x3041...0x3096).contains(value) || (0x30A1...0x30FA).contains(value)
      {
        // Han ideographs, Hangul syllables, Hiragana and Katakana letters: every scalar of
        // these ranges is alphabetic and has no case (the test checks this).
        word.append(scalar)
      } else if isCommonPunctuation(value) {
        flush()
      } else if isBigramScript(scalar) {
        // Han, Kana and Hangul have no case: no mapping to look up.
        append(scalar)
      } else {
        for lower in scalar.properties.lowercaseMapping.unicodeScalars { append(lower) }
      }
    }
    flush()
  }

  /// The scalars as a string, encoded straight into its storage (a term of up to 15 bytes,
  /// as most are, needs no allocation).
  static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var count = 0
    for scalar in scalars { count += UTF8.width(scalar) }
    return String(unsafeUninitializedCapacity: count) { buffer in
      var written = 0
      for scalar in scalars {
        UTF8.encode(scalar) { byte in
          buffer[written] = byte
          written += 1
        }
      }
      return written
    }
  }

  /// The terms seen so far, unique as `Set<String>` makes them (canonically equivalent
  /// strings are one term). While every term is plain (`isPlain`), their bytes are compared
  /// and hashed, without normalising them as `String` does for any text outside ASCII; at
  /// the first other term the set becomes a `Set<String>` of the terms seen.
  struct TermSet {
    private var plain: Set<PlainTerm> = []
    private var general: Set<String>?

    /// Adds `term`; false when it (or a term equal to it) was already there. `plain`: every
    /// scalar of `term` is plain.
    mutating func insert(_ term: String, plain isPlain: Bool) -> Bool {
      if general == nil {
        if isPlain { return plain.insert(PlainTerm(text: term)).inserted }
        general = Set(plain.map(\.text))
        plain = []
      }
      return general!.insert(term).inserted
    }
  }

  /// A string hashed and compared by its UTF-8 bytes.
  private struct PlainTerm: Hashable {
    var text: String

    static func == (left: PlainTerm, right: PlainTerm) -> Bool {
      left.text.utf8.elementsEqual(right.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
      let hashed: Void? = text.utf8.withContiguousStorageIfAvailable {
        hasher.combine(bytes: UnsafeRawBufferPointer($0))
      }
      if hashed == nil {
        Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
      }
    }
  }
}
