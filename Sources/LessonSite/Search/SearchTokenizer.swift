/// Splits text into search terms, the same way `site.js` splits a query.
///
/// Words are runs of letters and digits, lowercased. Chinese is written without spaces and
/// Korean attaches particles to words (`컨트롤러를`), so a run of Han, Kana or Hangul is also
/// indexed by its overlapping character bigrams: a query's bigrams then find any text that
/// contains it. A single CJK character stands for itself.
///
/// Works on the text's UTF-8 bytes: a word is collected as lowercased bytes with each
/// scalar's start and kind beside them, and each term is a byte range of it, appended to the
/// joined result only when new (`SearchTermSet`). No `String` is made per term or per
/// bigram: a build tokenises every page's prose, and a Chinese or Korean word made several.
package enum SearchTokenizer {
  /// True for the scripts indexed by bigrams: Han, Hiragana, Katakana, Hangul.
  package static func isBigramScript(_ scalar: Unicode.Scalar) -> Bool {
    isBigramScript(scalar.value)
  }

  /// `isBigramScript(_:)` of a scalar's value.
  static func isBigramScript(_ value: UInt32) -> Bool {
    switch value {
    case 0x3040...0x30FF,  // Hiragana, Katakana
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F,  // Han
      0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF:  // Hangul
      return true
    default:
      return false
    }
  }

  /// Terms of `text`, unique, in first-seen order.
  package static func terms(_ text: String) -> [String] {
    joinedTermBytes(text).split(separator: UInt8(ascii: " ")).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// `terms(text)` joined by spaces (terms never contain one): what the search index keeps
  /// of each entry.
  package static func joinedTerms(_ text: String) -> String {
    String(decoding: joinedTermBytes(text), as: UTF8.self)
  }

  /// `joinedTerms(text)` as UTF-8 bytes.
  static func joinedTermBytes(_ text: String) -> [UInt8] {
    var seen = SearchTermSet(textCount: text.utf8.count)
    insertTerms(text, into: &seen)
    return seen.joined
  }

  /// Adds the terms of `text` to `seen`, in first-seen order, each unless it is there: the
  /// terms of two texts (a section's prose, then its code) in one set tell which of the
  /// second's are new.
  static func insertTerms(_ text: String, into seen: inout SearchTermSet) {
    var scanner = WordScanner()
    scanner.scan(text) { word in
      word.bytes.withUnsafeBufferPointer { bytes in
        guard !word.isASCII else {
          // One run, not of a bigram script: only the whole word, if longer than a letter.
          if bytes.count > 1 { seen.insert(bytes, plain: true) }
          return
        }
        func add(_ from: Int, _ to: Int) {
          var plain = true
          for index in from..<to where word.kinds[index] & Word.plain == 0 { plain = false }
          let start = word.starts[from]
          let end = to < word.count ? word.starts[to] : bytes.count
          seen.insert(UnsafeBufferPointer(rebasing: bytes[start..<end]), plain: plain)
        }
        // Split the word where it changes between bigram scripts and the others.
        let count = word.count
        var start = 0
        while start < count {
          let cjk = word.isBigram(start)
          var end = start + 1
          while end < count, word.isBigram(end) == cjk { end += 1 }
          if cjk {
            if end - start == 1 { add(start, end) }
            for index in start..<max(start, end - 1) { add(index, index + 2) }
          } else if end - start > 1, end - start < count {
            add(start, end)
          }
          start = end
        }
        if count > 1 || word.isBigram(0) { add(0, count) }
      }
    }
  }

  /// Lowercased runs of letters, digits and `_`.
  package static func words(_ text: String) -> [String] {
    var words: [String] = []
    var scanner = WordScanner()
    scanner.scan(text) { words.append(String(decoding: $0.bytes, as: UTF8.self)) }
    return words
  }

  /// A word being collected: its lowercased UTF-8 bytes and, once it holds a scalar outside
  /// ASCII, where each scalar starts and what kind it is (`bigram`, `plain`). Most words of
  /// most pages are ASCII: their scalars are their bytes, all plain, none of a bigram script.
  struct Word {
    /// Kind bit: the scalar is of a bigram script (`isBigramScript`).
    static let bigram: UInt8 = 1
    /// Kind bit: the scalar is plain (`isPlain`).
    static let plain: UInt8 = 2

    private(set) var bytes: [UInt8] = []
    /// Empty while `isASCII`.
    private(set) var starts: [Int] = []
    /// Empty while `isASCII`.
    private(set) var kinds: [UInt8] = []
    /// Every scalar so far is ASCII.
    private(set) var isASCII = true

    /// Scalars in the word.
    var count: Int { isASCII ? bytes.count : kinds.count }

    func isBigram(_ index: Int) -> Bool { !isASCII && kinds[index] & Self.bigram != 0 }

    mutating func append(ascii byte: UInt8) {
      if !isASCII {
        starts.append(bytes.count)
        kinds.append(Self.plain)
      }
      bytes.append(byte)
    }

    /// A scalar of the caseless CJK letter ranges, as its `length` bytes at `start`.
    mutating func append(cjk source: UnsafeBufferPointer<UInt8>, at start: Int, length: Int) {
      leaveASCII()
      starts.append(bytes.count)
      kinds.append(Self.bigram | Self.plain)
      for offset in 0..<length { bytes.append(source[start + offset]) }
    }

    mutating func append(_ scalar: Unicode.Scalar) {
      guard !scalar.isASCII || !isASCII else {
        bytes.append(UInt8(scalar.value))
        return
      }
      leaveASCII()
      starts.append(bytes.count)
      kinds.append(
        (isBigramScript(scalar.value) ? Self.bigram : 0) | (isPlain(scalar) ? Self.plain : 0))
      UTF8.encode(scalar) { bytes.append($0) }
    }

    /// Records the ASCII scalars so far one by one, before a scalar outside ASCII.
    private mutating func leaveASCII() {
      guard isASCII else { return }
      isASCII = false
      starts.append(contentsOf: 0..<bytes.count)
      kinds.append(contentsOf: repeatElement(Self.plain, count: bytes.count))
    }

    mutating func removeAll() {
      bytes.removeAll(keepingCapacity: true)
      if !isASCII {
        starts.removeAll(keepingCapacity: true)
        kinds.removeAll(keepingCapacity: true)
        isASCII = true
      }
    }
  }

  /// Walks a text word by word (see `words`), lowercased as `String.lowercased()` does
  /// (scalar by scalar, full mappings). ASCII, and the scripts without case that the bigrams
  /// cover, skip the Unicode property tables: a build tokenises every page's prose, and the
  /// tables were most of that time. A struct, so the word it fills is no captured variable.
  struct WordScanner {
    private var word = Word()

    /// Calls `wordEnded` with each word of `text`.
    mutating func scan(_ text: String, _ wordEnded: (Word) -> Void) {
      var text = text
      text.withUTF8 { bytes in
        var index = 0
        while index < bytes.count {
          let lead = bytes[index]
          if lead < 0x80 {
            switch lead {
            case 0x41...0x5A: word.append(ascii: lead + 0x20)
            case 0x61...0x7A, 0x30...0x39, 0x5F: word.append(ascii: lead)
            default: flush(wordEnded)
            }
            index += 1
            continue
          }
          // The text is valid UTF-8 (a `String`): the lead byte gives the length.
          let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
          var value = UInt32(lead) & (lead < 0xE0 ? 0x1F : lead < 0xF0 ? 0x0F : 0x07)
          for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
          if (0x4E00...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value)
            || (0x3041...0x3096).contains(value) || (0x30A1...0x30FA).contains(value)
          {
            // Han ideographs, Hangul syllables, Hiragana and Katakana letters: every scalar
            // of these ranges is alphabetic and has no case (the test checks this).
            word.append(cjk: bytes, at: index, length: length)
          } else if isCommonPunctuation(value) {
            flush(wordEnded)
          } else if let scalar = Unicode.Scalar(value) {
            if isBigramScript(value) {
              // Han, Kana and Hangul have no case: no mapping to look up.
              append(scalar, wordEnded)
            } else {
              for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                append(lower, wordEnded)
              }
            }
          }
          index += length
        }
      }
      flush(wordEnded)
    }

    /// Adds `scalar` to the word if it is a letter, a digit or `_`; else ends the word.
    private mutating func append(_ scalar: Unicode.Scalar, _ wordEnded: (Word) -> Void) {
      let properties = scalar.properties
      if properties.isAlphabetic || properties.numericType != nil || scalar == "_" {
        word.append(scalar)
      } else {
        flush(wordEnded)
      }
    }

    private mutating func flush(_ wordEnded: (Word) -> Void) {
      if word.count > 0 {
        wordEnded(word)
        word.removeAll()
      }
    }
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
}
