/// Splits text into search terms, the same way `site.js` splits a query.
///
/// Words are runs of letters and digits, lowercased. Chinese is written without spaces and
/// Korean attaches particles to words (`컨트롤러를`), so a run of Han, Kana or Hangul is also
/// indexed by its overlapping character bigrams: a query's bigrams then find any text that
/// contains it. A single CJK character stands for itself.
package enum SearchTokenizer {
  /// True for the scripts indexed by bigrams: Han, Hiragana, Katakana, Hangul.
  package static func isBigramScript(_ scalar: Unicode.Scalar) -> Bool {
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
  package static func terms(_ text: String) -> [String] {
    var seen: Set<String> = []
    var terms: [String] = []
    func add(_ term: String) {
      if !term.isEmpty, seen.insert(term).inserted { terms.append(term) }
    }
    for word in words(text) {
      let scalars = Array(word.unicodeScalars)
      // Split the word where it changes between bigram scripts and the others.
      var start = 0
      while start < scalars.count {
        let cjk = isBigramScript(scalars[start])
        var end = start + 1
        while end < scalars.count, isBigramScript(scalars[end]) == cjk { end += 1 }
        let run = Array(scalars[start..<end])
        if cjk {
          if run.count == 1 { add(string(run)) }
          for index in 0..<max(0, run.count - 1) { add(string(Array(run[index...index + 1]))) }
        } else if run.count > 1, run.count < scalars.count {
          add(string(run))
        }
        start = end
      }
      if scalars.count > 1 || scalars.allSatisfy(isBigramScript) { add(word) }
    }
    return terms
  }

  /// Lowercased runs of letters, digits and `_`.
  package static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    for scalar in text.lowercased().unicodeScalars {
      if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  private static func string(_ scalars: [Unicode.Scalar]) -> String {
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }
}
