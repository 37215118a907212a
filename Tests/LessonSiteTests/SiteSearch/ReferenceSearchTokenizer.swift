/// The search tokeniser as it was before it worked on UTF-8 bytes (commit ca23a70), kept
/// verbatim as the reference the current one must match term for term.
enum ReferenceSearchTokenizer {
  /// True for the scripts indexed by bigrams: Han, Hiragana, Katakana, Hangul.
  static func isBigramScript(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3040...0x30FF,  // Hiragana, Katakana
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F,  // Han
      0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF:  // Hangul
      return true
    default:
      return false
    }
  }

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
    forEachWord(text) { scalars in
      // Split the word where it changes between bigram scripts and the others.
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
    return terms
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

  /// Punctuation common in prose, `，。、：；！？（）「」『』《》` and `—…‘’“”·`: neither
  /// letters nor digits, and their own lowercase (the tests check this), so they end a word
  /// without a lookup. Chinese and Japanese text has one every few characters.
  static func isCommonPunctuation(_ value: UInt32) -> Bool {
    switch value {
    case 0x3001, 0x3002, 0x300A, 0x300B, 0x300C, 0x300D, 0x300E, 0x300F, 0xFF01, 0xFF08, 0xFF09,
      0xFF0C, 0xFF1A, 0xFF1B, 0xFF1F, 0x2014, 0x2026, 0x2018, 0x2019, 0x201C, 0x201D, 0x00B7:
      true
    default: false
    }
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

  /// ASCII and the caseless letters `forEachWord` takes without a lookup: Han ideographs,
  /// Hangul syllables, Hiragana and Katakana letters. A string of only these is in NFC (each
  /// is its own NFC and none composes with another; the tests check this), so two such
  /// strings are equal as `String`s exactly when their bytes are.
  static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x80, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x3041...0x3096, 0x30A1...0x30FA: true
    default: false
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
