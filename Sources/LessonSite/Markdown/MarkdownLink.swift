/// A link or image of a document, as written: what the link checker resolves against the
/// site, kept when the document's tree is dropped (`MarkdownDocument.withoutTree()`).
package struct MarkdownLink: Sendable, Equatable {
  /// The destination (`02-transition.md#overview`) or image source, as written.
  package var destination: String
  /// True for an image (`![alt](src)`).
  package var isImage: Bool
  /// Where the link starts: a file line and cmark's 1-based byte column on it.
  package var line: Int
  package var byteColumn: Int

  package init(destination: String, isImage: Bool, line: Int, byteColumn: Int) {
    self.destination = destination
    self.isImage = isImage
    self.line = line
    self.byteColumn = byteColumn
  }
}
