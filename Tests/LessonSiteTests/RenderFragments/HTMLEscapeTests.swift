import Testing

@testable import LessonSite

/// `HTML.escape` works on UTF-8 bytes; it must give what escaping character by character
/// gives, in every script, and keep text without the five characters as it is.
struct HTMLEscapeTests {
  static func reference(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }

  @Test(arguments: [
    "", "plain", "a<b>&\"c\"'d'", "<script>alert('x')</script>", "자식 <뷰> & \"컨트롤러\"",
    "添加'子'控制器&", "👩‍👩‍👧<e\u{301}>", "&amp;", "?=@;:/\\[]{}", "\u{0}\u{7F}<",
  ])
  func escapesAsCharacterByCharacterEscapingDoes(_ text: String) {
    #expect(HTML.escape(text) == Self.reference(text))
    #expect(HTML.escape(Substring("x" + text).dropFirst()) == Self.reference(text))
    // Appended to what is already written, as renderers do.
    var out = "<p>"
    HTML.escape(text, into: &out)
    #expect(out == "<p>" + Self.reference(text))
    var sliced = ""
    HTML.escape(Substring("x" + text + "y").dropFirst().dropLast(), into: &sliced)
    #expect(sliced == Self.reference(text))
    // The Markdown renderer's escaping, as cmark's: `'` stays.
    var markdown = ""
    MarkdownHTMLRenderer.escape(Substring("x" + text).dropFirst(), into: &markdown)
    #expect(markdown == Self.reference(text).replacingOccurrences(of: "&#39;", with: "'"))
  }
}
