internal import CCmarkGFM
import Foundation

extension CmarkBridge {
  /// cmark-gfm's own HTML for `markdown`, parsed with the same extensions and options as
  /// `parse`: the reference `MarkdownHTMLRenderer` is compared with on cmark-gfm's spec
  /// examples (`CmarkSpecTests`). Never used for a page.
  static func referenceHTML(_ markdown: String) -> String {
    _ = registered
    let parser = cmark_parser_new(options)
    defer { cmark_parser_free(parser) }
    for name in extensionNames {
      guard let syntaxExtension = cmark_find_syntax_extension(name) else { continue }
      cmark_parser_attach_syntax_extension(parser, syntaxExtension)
    }
    // Parsing and rendering both use cmark's shared table of special characters: under the
    // same lock as `parse`, so a test cannot disturb a page parsed at the same time.
    return lock.withLock {
      var text = markdown
      text.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { chars in
          cmark_parser_feed(parser, chars.baseAddress, chars.count)
        }
      }
      guard let document = cmark_parser_finish(parser) else { return "" }
      defer { cmark_node_free(document) }
      guard
        let html = cmark_render_html(
          document, options, cmark_parser_get_syntax_extensions(parser))
      else { return "" }
      defer { free(html) }
      return String(cString: html)
    }
  }
}
