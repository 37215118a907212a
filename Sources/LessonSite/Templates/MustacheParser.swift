/// Turns template text into a tree of `MustacheTemplate.Node`s, with each tag's line.
///
/// Follows the Mustache spec for the subset we support, including "standalone" lines: a
/// line holding only whitespace and one section, inverted, close, comment or partial tag
/// vanishes from the output entirely, so templates can be indented readably.
struct MustacheParser {
  private enum Token {
    case text(String)
    case tag(Tag)
  }

  private struct Tag {
    enum Kind { case variable, raw, section, inverted, close, partial, comment }
    var kind: Kind
    var name: String
    var line: Int

    var canStandAlone: Bool { kind != .variable && kind != .raw }
  }

  let file: String

  /// Parses `source`; the first problem found is thrown with its file and line.
  func parse(_ source: String) throws(TemplateError) -> [MustacheTemplate.Node] {
    let tokens = try removeStandaloneWhitespace(tokenize(source))
    return try buildTree(tokens)
  }

  private func tokenize(_ source: String) throws(TemplateError) -> [[Token]] {
    var lines: [[Token]] = [[]]
    var text = ""
    var line = 1
    var index = source.startIndex
    func flushText() {
      if !text.isEmpty { lines[lines.count - 1].append(.text(text)) }
      text = ""
    }
    while index < source.endIndex {
      let character = source[index]
      // A tag only where a character is `{`: asking every character for a `{{` prefix was
      // most of loading a theme.
      if character == "{", source[index...].hasPrefix("{{") {
        flushText()
        let tagLine = line
        let triple = source[index...].hasPrefix("{{{")
        let opener = source.index(index, offsetBy: triple ? 3 : 2)
        let closer = triple ? "}}}" : "}}"
        guard let end = source[opener...].firstRange(of: closer) else {
          throw TemplateError(file: file, line: tagLine, problem: .unclosedTag)
        }
        let body = String(source[opener..<end.lowerBound])
        line += body.filter { $0 == "\n" }.count
        let tag = try makeTag(body, triple: triple, line: tagLine)
        lines[lines.count - 1].append(.tag(tag))
        index = end.upperBound
        continue
      }
      text.append(character)
      index = source.index(after: index)
      if character == "\n" || character == "\r\n" {
        flushText()
        lines.append([])
        line += 1
      }
    }
    flushText()
    return lines
  }

  private func makeTag(_ body: String, triple: Bool, line: Int) throws(TemplateError) -> Tag {
    var content = body.trimmingSpaces()
    var kind = Tag.Kind.variable
    if triple {
      kind = .raw
    } else if let sigil = content.first {
      switch sigil {
      case "#": kind = .section
      case "^": kind = .inverted
      case "/": kind = .close
      case ">": kind = .partial
      case "!": kind = .comment
      case "&": kind = .raw
      case "=", "<", "$":
        throw TemplateError(file: file, line: line, problem: .unsupportedTag(content))
      default: break
      }
      if kind != .variable { content = String(content.dropFirst()).trimmingSpaces() }
    }
    if kind == .comment { return Tag(kind: kind, name: "", line: line) }
    if content.isEmpty { throw TemplateError(file: file, line: line, problem: .emptyTag) }
    if content.contains(where: { $0.isWhitespace || $0 == "{" || $0 == "}" }) {
      throw TemplateError(file: file, line: line, problem: .unsupportedTag(body.trimmingSpaces()))
    }
    return Tag(kind: kind, name: content, line: line)
  }

  /// Drops the indentation and line ending around a tag that stands alone on its line.
  private func removeStandaloneWhitespace(_ lines: [[Token]]) -> [Token] {
    var tokens: [Token] = []
    for line in lines {
      var tags: [Tag] = []
      var blank = true
      for token in line {
        switch token {
        case .tag(let tag): tags.append(tag)
        case .text(let text): blank = blank && text.allSatisfy { $0.isWhitespace }
        }
      }
      if blank, tags.count == 1, tags[0].canStandAlone {
        tokens.append(.tag(tags[0]))
      } else {
        tokens += line
      }
    }
    return tokens
  }

  private func buildTree(_ tokens: [Token]) throws(TemplateError) -> [MustacheTemplate.Node] {
    // Each open section: its tag and the nodes collected so far inside it.
    var stack: [(tag: Tag?, nodes: [MustacheTemplate.Node])] = [(nil, [])]
    for token in tokens {
      switch token {
      case .text(let text):
        stack[stack.count - 1].nodes.append(.text(text))
      case .tag(let tag):
        switch tag.kind {
        case .comment:
          break
        case .variable, .raw:
          stack[stack.count - 1].nodes.append(
            .variable(path: Self.path(tag.name), escaped: tag.kind == .variable, line: tag.line))
        case .partial:
          stack[stack.count - 1].nodes.append(.partial(name: tag.name, line: tag.line))
        case .section, .inverted:
          // The tree is walked recursively (rendering, partial checks, equality, release):
          // bound its depth here, once, so no template can exhaust the stack.
          guard stack.count <= MustacheTemplate.maximumSectionDepth else {
            throw TemplateError(
              file: file, line: tag.line,
              problem: .sectionTooDeep(tag.name, limit: MustacheTemplate.maximumSectionDepth))
          }
          stack.append((tag, []))
        case .close:
          guard stack.count > 1, let open = stack.last?.tag else {
            throw TemplateError(file: file, line: tag.line, problem: .unexpectedClose(tag.name))
          }
          guard open.name == tag.name else {
            throw TemplateError(
              file: file, line: tag.line,
              problem: .mismatchedClose(expected: open.name, found: tag.name, openedAt: open.line))
          }
          let children = stack.removeLast().nodes
          stack[stack.count - 1].nodes.append(
            .section(
              path: Self.path(open.name), inverted: open.kind == .inverted, children: children,
              line: open.line))
        }
      }
    }
    if let open = stack.last?.tag {
      throw TemplateError(file: file, line: open.line, problem: .unclosedSection(open.name))
    }
    return stack[0].nodes
  }

  /// `a.b.c` as `["a", "b", "c"]`; `.` (the current item) as `[]`.
  private static func path(_ name: String) -> [String] {
    name == "." ? [] : name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    var slice = Substring(self)
    while slice.first?.isWhitespace == true { slice = slice.dropFirst() }
    while slice.last?.isWhitespace == true { slice = slice.dropLast() }
    return String(slice)
  }
}
