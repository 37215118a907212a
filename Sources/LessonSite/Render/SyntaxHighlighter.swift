import Scenarios

/// Highlights Swift and Objective-C scenario code at build time, so pages need no JavaScript.
///
/// Tokens come from the scenario lexer (`Lexer.pieces`) and API names from the one UIKit
/// table (`UIKitVocabulary`); this type only chooses colours and writes HTML.
///
/// Output is HTML-escaped, one `<span class="…">` per token (`kw` keyword, `ty` type,
/// `st` string, `nu` number, `co` comment, `api` UIKit API, `pp` preprocessor), and each
/// source line wrapped as `<span class="line" id="s2-L5">` so a trace row can link to the
/// line that caused it. A comment spanning lines is closed and reopened at each line end,
/// so every line's markup is balanced on its own.
package struct SyntaxHighlighter: Sendable {
  /// Swift or Objective-C keywords and literals.
  package var language: ScenarioLanguage

  package init(language: ScenarioLanguage) {
    self.language = language
  }

  /// The id of line `line` (1-based) of scenario `scenario` on its page: `s2-L5`.
  package static func lineID(scenario: Int, line: Int) -> String {
    var id = ""
    appendLineID(scenario: scenario, line: line, to: &id)
    return id
  }

  /// `lineID(scenario:line:)` appended to `html`, in `scope` (`IDScope`).
  static func appendLineID(
    scenario: Int, line: Int, scope: IDScope = .page, to html: inout String
  ) {
    scope.appendPrefix(to: &html)
    html += "s"
    html += String(scenario)
    html += "-L"
    html += String(line)
  }

  /// The highlighted lines of `source`, joined by newlines (for inside `<pre><code>`); the
  /// lines' ids in `scope`.
  package func highlight(_ source: String, scenario: Int, scope: IDScope = .page) -> String {
    var html = ""
    highlight(source, scenario: scenario, scope: scope, into: &html)
    return html
  }

  /// `highlight(source, scenario:scope:)` appended to `html`.
  ///
  /// Lines are split at the character `\n`, as `split(separator:)` on a token's text does:
  /// a `\n` byte, except the one of a `\r\n` within the same token (one character).
  func highlight(_ source: String, scenario: Int, scope: IDScope, into html: inout String) {
    var line = 1
    // A line is opened when something is written to it or a line ending follows it, so a
    // final line ending starts no empty line of its own.
    var lineOpen = false
    func open() {
      if line > 1 { html += "\n" }
      html += "<span class=\"line\" id=\""
      Self.appendLineID(scenario: scenario, line: line, scope: scope, to: &html)
      html += "\">"
      lineOpen = true
    }
    func write(_ piece: Substring, style: String?) {
      guard !piece.isEmpty else { return }
      if !lineOpen { open() }
      if let style {
        html += "<span class=\""
        html += style
        html += "\">"
        HTML.escape(piece, into: &html)
        html += "</span>"
      } else {
        HTML.escape(piece, into: &html)
      }
    }
    open()
    for token in tokenize(source) {
      let text = token.text
      let utf8 = text.utf8
      var pieceStart = utf8.startIndex
      var previous: UInt8 = 0
      var index = utf8.startIndex
      while index < utf8.endIndex {
        let byte = utf8[index]
        if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") {
          write(text[pieceStart..<index], style: token.style)
          if !lineOpen { open() }
          html += "</span>"
          lineOpen = false
          line += 1
          pieceStart = utf8.index(after: index)
        }
        previous = byte
        index = utf8.index(after: index)
      }
      write(text[pieceStart...], style: token.style)
    }
    // The first line is always written; a last line with nothing in it is not.
    if lineOpen { html += "</span>" }
  }

  /// The general path of `highlight`: lines split over characters, each line's HTML built
  /// and then joined. What `highlight` gives, kept for the tests that compare the two.
  func highlightByLines(_ source: String, scenario: Int) -> String {
    var lines: [String] = [""]
    for token in tokenize(source) {
      let pieces = token.text.split(separator: "\n", omittingEmptySubsequences: false)
      for (offset, piece) in pieces.enumerated() {
        if offset > 0 { lines.append("") }
        guard !piece.isEmpty else { continue }
        if let style = token.style {
          lines[lines.count - 1] += "<span class=\"\(style)\">" + HTML.escape(piece) + "</span>"
        } else {
          lines[lines.count - 1] += HTML.escape(piece)
        }
      }
    }
    if lines.count > 1, lines.last == "" { lines.removeLast() }
    return lines.enumerated().map { index, html in
      let id = Self.lineID(scenario: scenario, line: index + 1)
      return "<span class=\"line\" id=\"\(id)\">\(html)</span>"
    }.joined(separator: "\n")
  }

  struct Token: Equatable {
    var style: String?
    var text: String
  }

  /// Splits `source` into styled tokens; concatenating their texts gives `source` back. The
  /// tokens are the scenario lexer's own (`Lexer.pieces`), so the page shows the code as the
  /// interpreter reads it; only the colours are decided here.
  func tokenize(_ source: String) -> [Token] {
    let pieces = Lexer.pieces(source, directivesTakeTheLine: language == .objc)
    var tokens: [Token] = []
    func emit(_ style: String?, _ text: String) {
      if style == nil, let last = tokens.last, last.style == nil {
        tokens[tokens.count - 1].text += text
      } else {
        tokens.append(Token(style: style, text: text))
      }
    }
    /// `@word` or `#word…`: one piece in Objective-C, the mark then the word in Swift.
    func emitMarked(_ text: String, word: String, objcStyle: String) {
      guard language == .swift else { return emit(objcStyle, text) }
      emit(nil, String(text.prefix(1)))
      emit(style(of: word, followedByColon: false), String(text.dropFirst()))
    }
    for (index, piece) in pieces.enumerated() {
      switch piece.kind {
      case .identifier(let word):
        let next = index + 1 < pieces.count ? pieces[index + 1].kind : nil
        emit(style(of: word, followedByColon: next == .punctuation(":")), piece.text)
      case .number: emit("nu", piece.text)
      case .string: emit("st", piece.text)
      case .comment: emit("co", piece.text)
      case .atKeyword(let word):
        // Objective-C's `@interface`; Swift's `@objc`, coloured by its word.
        emitMarked(piece.text, word: word, objcStyle: "kw")
      case .directive(let name):
        // Objective-C's `#import …` line; Swift's `#selector`, coloured by its word.
        emitMarked(piece.text, word: name, objcStyle: "pp")
      case .punctuation("@") where language == .objc:
        // `@[…]`, `@{…}`, `@(…)` literals.
        emit("kw", piece.text)
      case .punctuation, .whitespace, .unlexable:
        emit(nil, piece.text)
      }
    }
    return tokens
  }

  private func style(of word: String, followedByColon: Bool) -> String? {
    switch language {
    case .swift:
      if Self.swiftKeywords.contains(word) { return "kw" }
    case .objc:
      if Self.objcKeywords.contains(word) { return "kw" }
      if followedByColon, UIKitVocabulary.objcSelectorPieces.contains(word) { return "api" }
    }
    if UIKitVocabulary.apiNames.contains(word) { return "api" }
    if let first = word.unicodeScalars.first, first.properties.isUppercase { return "ty" }
    return nil
  }

  static let swiftKeywords: Set<String> = [
    "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else",
    "enum", "extension", "false", "fileprivate", "final", "for", "func", "guard", "if",
    "import", "in", "init", "inout", "internal", "is", "lazy", "let", "nil", "open",
    "override", "private", "protocol", "public", "repeat", "return", "self", "Self", "static",
    "struct", "super", "switch", "throws", "true", "try", "unowned", "var", "weak", "where",
    "while", "some", "any",
  ]

  static let objcKeywords: Set<String> = [
    "BOOL", "break", "case", "const", "continue", "default", "else", "for", "id", "if", "in",
    "instancetype", "int", "nil", "NO", "return", "self", "static", "struct", "super", "switch",
    "void", "while", "YES", "__weak", "__strong", "__block", "nonatomic", "strong", "weak",
    "assign", "copy", "readonly", "double", "float", "CGFloat", "NSInteger", "NSUInteger",
  ]
}
