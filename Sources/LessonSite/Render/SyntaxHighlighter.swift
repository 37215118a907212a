import Containment
import Scenarios

/// Highlights Swift and Objective-C scenario code at build time, so pages need no JavaScript.
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
    "s\(scenario)-L\(line)"
  }

  /// The highlighted lines of `source`, joined by newlines (for inside `<pre><code>`).
  package func highlight(_ source: String, scenario: Int) -> String {
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

  /// Splits `source` into styled tokens; concatenating their texts gives `source` back.
  func tokenize(_ source: String) -> [Token] {
    let scalars = Array(source.unicodeScalars)
    var tokens: [Token] = []
    var index = 0
    var previousWord = ""
    func text(_ range: Range<Int>) -> String {
      var out = String.UnicodeScalarView()
      out.append(contentsOf: scalars[range])
      return String(out)
    }
    func emit(_ style: String?, _ range: Range<Int>) {
      let piece = text(range)
      if style == nil, let last = tokens.last, last.style == nil {
        tokens[tokens.count - 1].text += piece
      } else {
        tokens.append(Token(style: style, text: piece))
      }
    }
    func at(_ offset: Int) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }
    while index < scalars.count {
      let start = index
      let scalar = scalars[index]
      if scalar == "/", at(1) == "/" {
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
        emit("co", start..<index)
      } else if scalar == "/", at(1) == "*" {
        index += 2
        while index < scalars.count, !(scalars[index] == "*" && at(1) == "/") { index += 1 }
        index = min(scalars.count, index + 2)
        emit("co", start..<index)
      } else if scalar == "\"" || (language == .objc && scalar == "@" && at(1) == "\"") {
        index += scalar == "@" ? 2 : 1
        while index < scalars.count, scalars[index] != "\"", scalars[index] != "\n" {
          index += scalars[index] == "\\" ? 2 : 1
        }
        index = min(scalars.count, index + 1)
        emit("st", start..<index)
      } else if language == .objc, scalar == "#", previousWord.isEmpty || tokens.isEmpty {
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
        emit("pp", start..<index)
      } else if scalar.properties.numericType != nil, scalar.isASCII {
        while index < scalars.count,
          scalars[index].isASCII,
          scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil
            || scalars[index] == "." || scalars[index] == "_"
        {
          if scalars[index] == ".", index + 1 < scalars.count,
            scalars[index + 1].properties.numericType == nil
          {
            break
          }
          index += 1
        }
        emit("nu", start..<index)
      } else if Self.isIdentifierStart(scalar) || (scalar == "@" && language == .objc) {
        index += 1
        while index < scalars.count, Self.isIdentifierPart(scalars[index]) { index += 1 }
        let word = text(start..<index)
        let followedByColon = index < scalars.count && scalars[index] == ":"
        emit(style(of: word, followedByColon: followedByColon), start..<index)
        previousWord = word
      } else {
        index += 1
        emit(nil, start..<index)
        if scalar == "\n" { previousWord = "" }
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
      if word.hasPrefix("@") { return "kw" }
      if followedByColon, Self.objcSelectorPieces.contains(word) { return "api" }
    }
    if Self.apiNames.contains(word) { return "api" }
    if let first = word.unicodeScalars.first, first.properties.isUppercase { return "ty" }
    return nil
  }

  private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic
  }

  private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierStart(scalar) || scalar.properties.numericType != nil
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

  /// UIKit names the model knows, derived from `APIMember` so the two never drift apart,
  /// plus the properties scenarios read and write.
  static let apiNames: Set<String> = {
    var names: Set<String> = [
      "children", "childViewControllers", "parent", "parentViewController", "viewIfLoaded",
      "isViewLoaded", "frame", "bounds", "superview", "subviews", "window",
      "rootViewController", "shouldAutomaticallyForwardAppearanceMethods", "isMovingToParent",
      "isMovingFromParent", "isMovingToParentViewController", "isMovingFromParentViewController",
      "translatesAutoresizingMaskIntoConstraints", "objectAtIndex", "initWithNibName", "alloc",
      "new",
    ]
    for member in APIMember.allCases {
      switch member.form {
      case .method(let swiftName, _, let objcPieces):
        names.insert(swiftName)
        if let first = objcPieces.first { names.insert(first) }
      case .getter(let name), .setter(let name):
        names.insert(name)
      }
    }
    return names
  }()

  /// Every piece of every Objective-C selector the model knows (`toViewController:`).
  static let objcSelectorPieces: Set<String> = {
    var pieces: Set<String> = ["bundle"]
    for member in APIMember.allCases {
      if case .method(_, _, let objcPieces) = member.form { pieces.formUnion(objcPieces) }
    }
    return pieces
  }()
}
