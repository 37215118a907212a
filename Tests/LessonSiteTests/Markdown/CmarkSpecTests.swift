import Foundation
import Testing

@testable import LessonSite

/// cmark-gfm's own examples run through our Markdown-to-HTML path (issue 30 item 3):
/// `MarkdownHTMLRenderer` claims to write what cmark-gfm writes for every node cmark makes,
/// so each example's HTML from our tree must equal cmark-gfm's own `cmark_render_html` of the
/// same parse (same extensions, same safe options: `CmarkBridge.referenceHTML`).
///
/// The examples are read where they are installed, never copied into the repository:
/// - the GFM spec (`spec.txt`, CC-BY-SA 4.0, 673 examples with the table, strikethrough,
///   autolink and tagfilter extensions' own), shipped by Debian's `cmark-gfm` package as
///   `/usr/share/doc/cmark-gfm/spec.txt.gz` (`scripts/setup` installs it);
/// - cmark-gfm's `test/extensions.txt` and `test/regression.txt` (BSD-2-Clause), which
///   Debian does not ship: give a folder holding them in `LESSONS_CMARK_TESTS` to run those
///   too (a checkout of github.com/github/cmark-gfm's `test/`).
///
/// Our markup differs from cmark's on purpose in two places, undone before comparing:
/// `<wbr>` inside code spans (`TokenBreaks`: code breaks at token boundaries on a narrow
/// screen) and `<td>` for an empty header cell (a `<th>` must name its column). Examples in
/// `knownDifferences` differ for the reason given there; the test fails if one of them
/// starts to agree, so the list stays true.
@Suite struct CmarkSpecTests {
  static let specPath = "/usr/share/doc/cmark-gfm/spec.txt.gz"

  /// Example numbers (in `spec.txt`) whose HTML differs from cmark's, with the reason.
  static let knownDifferences: [Int: String] = [:]

  struct Example: Sendable, CustomTestStringConvertible {
    var file: String
    var number: Int
    var line: Int
    var section: String
    var markdown: String
    var testDescription: String { "\(file) example \(number) (line \(line), \(section))" }
  }

  /// The examples of a cmark spec-format file: a fence of 32 backticks with `example`, the
  /// Markdown, a line `.`, the HTML, a closing fence; `→` stands for a tab.
  static func examples(in text: String, file: String) -> [Example] {
    let fence = String(repeating: "`", count: 32)
    var examples: [Example] = []
    var section = ""
    var markdown: [Substring]?
    var inHTML = false
    var start = 0
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if markdown == nil {
        if line.hasPrefix(fence + " example") {
          markdown = []
          inHTML = false
          start = index + 1
        } else if line.hasPrefix("#") {
          section = String(line.drop { $0 == "#" || $0 == " " })
        }
      } else if line == fence {
        let source = markdown!.map { $0 + "\n" }.joined().replacingOccurrences(of: "→", with: "\t")
        examples.append(
          Example(
            file: file, number: examples.count + 1, line: start, section: section,
            markdown: source))
        markdown = nil
      } else if line == "." && !inHTML {
        inHTML = true
      } else if !inHTML {
        markdown!.append(line)
      }
    }
    return examples
  }

  static func specText() -> String? {
    let gunzip = Process()
    gunzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
    gunzip.arguments = ["-dc", specPath]
    let pipe = Pipe()
    gunzip.standardOutput = pipe
    guard FileManager.default.fileExists(atPath: specPath), (try? gunzip.run()) != nil else {
      return nil
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    gunzip.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  static let specExamples: [Example] = specText().map { examples(in: $0, file: "spec.txt") } ?? []

  static let extraExamples: [Example] = {
    guard let folder = ProcessInfo.processInfo.environment["LESSONS_CMARK_TESTS"] else {
      return []
    }
    return ["extensions.txt", "regression.txt"].flatMap { name in
      (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)).map {
        examples(in: $0, file: name)
      } ?? []
    }
  }()

  /// Ours, with the two intended differences undone.
  static func ourHTML(_ markdown: String) -> String {
    let root = CmarkBridge.parse(markdown, firstLine: 1).root
    return MarkdownHTMLRenderer().render(root).replacingOccurrences(of: "<wbr>", with: "")
  }

  static func cmarkHTML(_ markdown: String) -> String {
    // cmark writes `<th></th>` for an empty header cell; ours is `<td></td>` there.
    CmarkBridge.referenceHTML(markdown).replacing(
      #/<th( align="[a-z]+")?></th>/#, with: { "<td\($0.output.1 ?? "")></td>" })
  }

  @Test func theSpecIsInstalled() {
    #expect(
      Self.specExamples.count >= 600,
      "\(Self.specPath) is missing or short: run scripts/setup (Debian package cmark-gfm)")
  }

  @Test(arguments: specExamples + extraExamples)
  func example(_ example: Example) {
    let ours = Self.ourHTML(example.markdown)
    let cmark = Self.cmarkHTML(example.markdown)
    let known = example.file == "spec.txt" ? Self.knownDifferences[example.number] : nil
    if let known {
      #expect(ours != cmark, "now agrees with cmark; remove it from knownDifferences (\(known))")
    } else {
      #expect(
        ours == cmark,
        """
        \(example.testDescription)
        markdown: \(example.markdown.debugDescription)
        cmark:    \(cmark.debugDescription)
        ours:     \(ours.debugDescription)
        """)
    }
  }
}
