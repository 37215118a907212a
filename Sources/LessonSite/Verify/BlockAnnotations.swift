import Diagnostics
import Scenarios

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// The `<!-- lessons: … -->` comments of a Markdown file, each attached to the code block it
/// annotates: what a published page needs checked and hides from its readers, in the manner
/// of ocaml-mdx's `<!-- $MDX … -->` labels (a comment right before the block it labels).
///
/// ```markdown
/// <!-- lessons: scenario run=showChild -->
/// <!-- lessons: prelude
/// let menu = UIViewController()
/// -->
/// ```swift
/// func showChild() { … }
/// ```
/// <!-- lessons: trace
/// manual  self.addChild(menu)
/// -->
/// ```
///
/// Every renderer (GitHub, Jekyll, Hugo, Hexo, the CJK blog platforms) leaves HTML comments
/// out of the page. Comments before a block stack (only blank lines between them and the
/// block); a `trace` comment may also follow the block. Any code block can be annotated:
/// fenced with any info string (`python`, `text`, none) or indented.
package struct BlockAnnotations: Sendable {
  /// One comment.
  package struct Annotation: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
      /// `scenario`, `swift scenario`, `objc scenario`: attribute words follow.
      case scenario(language: ScenarioLanguage?, words: [String])
      case prelude(SourcePiece)
      case driver(SourcePiece)
      case trace(HiddenTrace)
    }

    package var kind: Kind
    /// File line of `<!--`.
    package var line: Int
  }

  /// A code block that has annotations: a fenced one (`fenced` is its index) or an indented
  /// one (`indented` is set).
  package struct Target: Sendable {
    package var firstLine: Int
    package var fenced: Int?
    package var indented: FencedCodeBlock?
    package var annotations: [Annotation]
  }

  /// Annotated code blocks in source order.
  package var targets: [Target] = []
  /// Comments that annotate nothing or say something unknown.
  package var diagnostics: [SiteDiagnostic] = []

  /// True when `text` may hold an annotation: the quick test before the tree is walked.
  /// It searches bytes: `String.contains` with Foundation imported is NSString's search, which
  /// turns each whole lesson into UTF-16 on every check and rebuild.
  package static func mayHaveAnnotations(_ text: some StringProtocol) -> Bool {
    var text = Substring(text)
    return text.withUTF8 { bytes in
      contains(bytes, "<!--") && contains(bytes, "lessons")
    }
  }

  /// Whether `needle`'s bytes occur in `bytes`: `memchr` finds each candidate first byte
  /// (it skips through memory by word, where a loop in Swift looks at every byte), `memcmp`
  /// checks the rest.
  static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
    let count = needle.utf8CodeUnitCount
    guard let base = bytes.baseAddress, count > 0 else { return count == 0 }
    let first = Int32(needle.utf8Start.pointee)
    var offset = 0
    while bytes.count - offset >= count {
      guard let found = memchr(base + offset, first, bytes.count - offset - count + 1) else {
        return false
      }
      let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self))
      if memcmp(at, needle.utf8Start, count) == 0 { return true }
      offset = at - base + 1
    }
    return false
  }

  /// The annotations of `lesson`; empty (and no parse) when its text has none.
  package static func find(in lesson: Lesson) -> BlockAnnotations {
    var found = BlockAnnotations()
    guard mayHaveAnnotations(lesson.bodyText) else { return found }
    let document = lesson.tree
    var leaves: [MarkdownNode] = []
    collectLeaves(document.root, into: &leaves)
    let fencedByLine = Dictionary(
      document.codeBlocks.map { ($0.openingFenceLine, $0.index) }, uniquingKeysWith: { a, _ in a })
    // Code a page shows although CommonMark reads no code block there (`PublishedCodeBlocks`).
    let liquid = PublishedCodeBlocks.liquidBlocks(in: lesson.lines, text: lesson.bodyText)
    var skipThrough = 0
    var pending: [Annotation] = []
    // The code block just passed (a trace comment may follow it), as its target.
    var lastCode: Target?
    func flush(_ target: Target?) {
      guard let target, !target.annotations.isEmpty else { return }
      found.targets.append(target)
    }
    func takeAsCode(_ block: FencedCodeBlock, startLine: Int) {
      flush(lastCode)
      lastCode = Target(
        firstLine: startLine, fenced: nil, indented: block, annotations: pending)
      pending = []
    }
    for node in leaves {
      // The lines of a Liquid block after its opening tag are its code, whatever CommonMark
      // made of them.
      if node.range.startLine <= skipThrough { continue }
      if let block = liquid[node.range.startLine] {
        takeAsCode(block, startLine: node.range.startLine)
        skipThrough = block.lastLine
        continue
      }
      if case .htmlBlock(let html) = node.kind, parse(html, node: node, &found) == nil {
        swallowed(html, node: node, &found)
        if !pending.isEmpty,
          let block = PublishedCodeBlocks.preBlock(
            html: html, startLine: node.range.startLine,
            endLine: preEnd(from: node.range.startLine, lines: lesson.lines),
            startColumn: node.range.startColumn)
        {
          takeAsCode(block, startLine: node.range.startLine)
          continue
        }
      }
      if case .htmlBlock(let html) = node.kind, let comment = parse(html, node: node, &found) {
        if case .trace = comment.kind, pending.isEmpty, lastCode != nil {
          lastCode?.annotations.append(comment)
          flush(lastCode)
          lastCode = nil
        } else {
          flush(lastCode)
          lastCode = nil
          pending.append(comment)
        }
        continue
      }
      flush(lastCode)
      lastCode = nil
      if case .codeBlock(let block) = node.kind {
        var target = Target(
          firstLine: node.range.startLine, fenced: nil, indented: nil, annotations: pending)
        if block.fence != nil {
          target.fenced = fencedByLine[node.range.startLine]
        } else {
          target.indented = indentedBlock(node, block, lines: lesson.lines)
        }
        lastCode = target
        pending = []
        continue
      }
      if let first = pending.first { found.diagnostics.append(annotatesNothing(first, lesson)) }
      pending = []
    }
    flush(lastCode)
    if let first = pending.first { found.diagnostics.append(annotatesNothing(first, lesson)) }
    for index in found.diagnostics.indices where found.diagnostics[index].file == nil {
      let line = found.diagnostics[index].line ?? 1
      found.diagnostics[index] = found.diagnostics[index].located(
        file: lesson.path, line: line, text: lesson.lines)
    }
    return found
  }

  /// The line of `</pre` from `start` on: cmark's source position of an HTML block ends a line
  /// early when the block ends with its end condition (`</pre>`), so the lines are searched.
  private static func preEnd(from start: Int, lines: TextLines) -> Int {
    var line = start
    while line <= lines.count {
      if lines[line].lowercased().contains("</pre") { return line }
      line += 1
    }
    return lines.count
  }

  /// A `<!-- lessons: … -->` comment inside an HTML block that does not start with it: an
  /// HTML block of CommonMark's kind 6 or 7 (`<p>`, `<div>`, `<table>` …) runs to the next
  /// blank line, so a comment written on the line after `</p>` is part of it and annotates
  /// nothing, silently; and so is a fence after it. A warning at the comment's line says so.
  private static func swallowed(
    _ html: String, node: MarkdownNode, _ found: inout BlockAnnotations
  ) {
    let start = html.drop { $0 == " " || $0 == "\t" }.startIndex
    guard let comment = html.range(of: "<!--", range: html.index(after: start)..<html.endIndex)
    else { return }
    let after = html[comment.upperBound...].drop { $0 == " " || $0 == "\t" }
    guard after.hasPrefix("lessons") else { return }
    let line = node.range.startLine + html[..<comment.lowerBound].filter { $0 == "\n" }.count
    let opening = html.prefix { $0 != "\n" }.trimmingWhitespace()
    found.diagnostics.append(
      SiteDiagnostic(
        id: .annotationSwallowed, severity: .warning,
        message: "this `<!-- lessons: … -->` comment is inside the HTML block that starts on "
          + "line \(node.range.startLine) (`\(opening.prefix(40))`), which runs to the next "
          + "blank line, so it annotates nothing; put a blank line before the comment",
        line: line))
  }

  private static func annotatesNothing(_ annotation: Annotation, _ lesson: Lesson)
    -> SiteDiagnostic
  {
    SiteDiagnostic(
      id: .annotationNoBlock, severity: .warning,
      message: "this `<!-- lessons: … -->` comment annotates no code block: put it right "
        + "before one (only blank lines or other annotations between)"
    ).located(file: lesson.path, line: annotation.line, text: lesson.lines)
  }

  /// Leaf blocks in document order: a list item's or a quote's blocks in their place.
  /// The `<pre>` elements of `lesson`'s HTML blocks, as code blocks (`PublishedCodeBlocks`):
  /// code a page shows that CommonMark reads as HTML.
  static func preBlocks(in lesson: Lesson) -> [FencedCodeBlock] {
    var leaves: [MarkdownNode] = []
    collectLeaves(lesson.tree.root, into: &leaves)
    return leaves.compactMap { node in
      guard case .htmlBlock(let html) = node.kind else { return nil }
      return PublishedCodeBlocks.preBlock(
        html: html, startLine: node.range.startLine,
        endLine: preEnd(from: node.range.startLine, lines: lesson.lines),
        startColumn: node.range.startColumn)
    }
  }

  private static func collectLeaves(_ node: MarkdownNode, into leaves: inout [MarkdownNode]) {
    switch node.kind {
    case .document, .blockQuote, .list, .item:
      for child in node.children { collectLeaves(child, into: &leaves) }
    default:
      leaves.append(node)
    }
  }

  /// An indented code block as the verifier sees blocks: its "fence" is the line before its
  /// first line, so snippet line 1 is the block's first line.
  private static func indentedBlock(
    _ node: MarkdownNode, _ block: MarkdownCodeBlock, lines: TextLines
  ) -> FencedCodeBlock {
    let first = node.range.startLine
    let firstCode = block.literal.prefix { $0 != "\n" }
    let fileLine = lines[first]
    let shift = fileLine.hasSuffix(firstCode) ? fileLine.count - firstCode.count : 4
    return FencedCodeBlock(
      index: -1, info: "", literal: block.literal, openingFenceLine: first - 1,
      closingFenceLine: nil, lastLine: node.range.endLine, fenceIndentation: shift,
      fenceCharacter: " ", fenceLength: 0)
  }

  /// The annotation an HTML block holds, or nil when it is another comment or HTML. Near
  /// misses (`<!-- lesson: …`, `<!-- lessons scenario -->`, an unknown kind) are warnings.
  private static func parse(
    _ html: String, node: MarkdownNode, _ found: inout BlockAnnotations
  ) -> Annotation? {
    let trimmed = html.drop { $0 == " " || $0 == "\t" }
    guard trimmed.hasPrefix("<!--") else { return nil }
    var content = trimmed.dropFirst(4)
    if let end = content.range(of: "-->") { content = content[..<end.lowerBound] }
    let startLine = node.range.startLine
    let head = content.drop { $0 == " " || $0 == "\t" }
    let marker = "lessons:"
    guard head.hasPrefix(marker) else {
      let word = head.prefix { !$0.isWhitespace }
      let lowered = word.lowercased()
      if lowered.hasPrefix("lesson") || lowered.hasPrefix("$lessons")
        || Suggestion.closest(to: String(word), in: [marker], minimumAllowance: 2) != nil
      {
        found.diagnostics.append(
          SiteDiagnostic(
            id: .annotationNearMiss, severity: .warning,
            message: "`<!-- \(word) …` is not an annotation, so this comment is ignored "
              + "(did you mean `<!-- lessons: …`?)", line: startLine))
      }
      return nil
    }
    let rest = head.dropFirst(marker.count)
    let firstLineEnd = rest.firstIndex(of: "\n") ?? rest.endIndex
    let firstWords = rest[..<firstLineEnd].split(whereSeparator: \.isWhitespace).map(String.init)
    let body = firstLineEnd < rest.endIndex ? String(rest[rest.index(after: firstLineEnd)...]) : ""
    // The payload's lines: the comment's lines after the first, the closing `-->` line's
    // text before `-->` kept when it is not blank.
    var payload = body
    if let last = payload.lastIndex(of: "\n"),
      payload[payload.index(after: last)...].allSatisfy(\.isWhitespace)
    {
      payload = String(payload[...last])
    } else if !payload.isEmpty, !payload.hasSuffix("\n") {
      payload += "\n"
    }
    let shift = node.range.startColumn - 1
    let piece = SourcePiece(
      text: payload, firstLine: startLine + 1, columnShift: shift, owner: 0)
    var words = firstWords
    var language: ScenarioLanguage?
    if let first = words.first, let named = ScenarioLanguageNames.language(first),
      words.count >= 2, words[1] == "scenario"
    {
      language = named
      words.removeFirst()
    }
    guard let kind = words.first else {
      found.diagnostics.append(unknownKind("", line: startLine))
      return nil
    }
    let attributes =
      Array(words.dropFirst())
      + body.split(whereSeparator: \.isWhitespace).map(
        String.init)
    switch kind {
    case "scenario":
      return Annotation(kind: .scenario(language: language, words: attributes), line: startLine)
    case "prelude":
      return Annotation(kind: .prelude(piece), line: startLine)
    case "driver":
      return Annotation(kind: .driver(piece), line: startLine)
    case "trace":
      let closing = node.range.endLine
      return Annotation(
        kind: .trace(HiddenTrace(text: payload, openingLine: startLine, closingLine: closing)),
        line: startLine)
    default:
      found.diagnostics.append(unknownKind(kind, line: startLine))
      return nil
    }
  }

  static let kinds = ["scenario", "prelude", "driver", "trace"]

  private static func unknownKind(_ word: String, line: Int) -> SiteDiagnostic {
    let suggestion = Suggestion.closest(to: word, in: kinds, minimumAllowance: 2)
    return SiteDiagnostic(
      id: .annotationUnknown, severity: .warning,
      message: (word.isEmpty
        ? "`<!-- lessons: -->` says nothing"
        : "`<!-- lessons: \(word)` is not an annotation")
        + "; write one of \(kinds.map { "`\($0)`" }.joined(separator: ", "))"
        + (suggestion.map { " (did you mean `\($0)`?)" } ?? ""),
      line: line)
  }
}
