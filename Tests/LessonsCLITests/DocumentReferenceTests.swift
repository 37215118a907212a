import Foundation
import Testing

/// Every message the tool prints that names a document (`docs/FIDELITY.md`, `README.md`)
/// names one the repository has: no "see DESIGN.md section 3" for a file a user cannot open.
@Suite struct DocumentReferenceTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func documentsNamedInMessagesExist() throws {
    let sources = Self.root.appendingPathComponent("Sources")
    let walker = try #require(FileManager.default.enumerator(atPath: sources.path))
    let pattern = try NSRegularExpression(pattern: "(docs/)?[A-Z][A-Z0-9-]+\\.md")
    var named: [String: String] = [:]
    while let item = walker.nextObject() as? String {
      guard item.hasSuffix(".swift") else { continue }
      let text = try String(
        contentsOf: sources.appendingPathComponent(item), encoding: .utf8)
      for (number, line) in text.split(separator: "\n").enumerated() {
        let code = line.trimmingCharacters(in: .whitespaces)
        // Comments are for developers; messages are string literals.
        guard !code.hasPrefix("//"), code.contains("\"") else { continue }
        let range = NSRange(code.startIndex..., in: code)
        for match in pattern.matches(in: code, range: range) {
          // `FILE.md` is a usage placeholder, not a document.
          guard Range(match.range, in: code).map({ code[$0] }) != "FILE.md" else { continue }
          named[String(code[Range(match.range, in: code)!])] = "\(item):\(number + 1)"
        }
      }
    }
    #expect(!named.isEmpty)
    for (document, place) in named.sorted(by: { $0.key < $1.key }) {
      let exists = FileManager.default.fileExists(
        atPath: Self.root.appendingPathComponent(document).path)
      #expect(exists, "\(place) names \(document), which the repository does not have")
    }
  }
}
