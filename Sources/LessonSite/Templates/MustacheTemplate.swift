/// A parsed template in our Mustache subset: `{{x}}` (escaped), `{{{x}}}` and `{{&x}}` (raw),
/// dotted names, `{{#x}}…{{/x}}` over lists, objects and flags, `{{^x}}…{{/x}}`,
/// `{{> partial}}` and `{{! comment}}`.
///
/// Our own engine, because no outside package can be fetched and a theme needs no more.
/// Parsing happens once per theme; rendering is pure and `Sendable`, so lessons render in
/// parallel with the same template.
package struct MustacheTemplate: Sendable, Equatable {
  /// One piece of a template, with the line of the tag that made it (for error messages).
  indirect enum Node: Sendable, Equatable {
    case text(String)
    case variable(path: [String], escaped: Bool, line: Int)
    case section(path: [String], inverted: Bool, children: [Node], line: Int)
    case partial(name: String, line: Int)

    /// The line of the tag that made the node; 0 for text.
    var line: Int {
      switch self {
      case .text: 0
      case .variable(_, _, let line), .section(_, _, _, let line), .partial(_, let line): line
      }
    }
  }

  /// Sections nested deeper than this are a template error (`template.too-deep`):
  /// `SiteLimits.templateSections`; the limit keeps every recursive walk of the tree shallow.
  package static let maximumSectionDepth = SiteLimits.templateSections
  /// Partials including partials deeper than this are a template error
  /// (`template.partial-too-deep`): `SiteLimits.templatePartials`.
  package static let maximumPartialDepth = SiteLimits.templatePartials
  /// A page longer than this is a template error (`template.output-too-large`):
  /// `SiteLimits.templateOutputBytes`.
  package static let maximumOutputBytes = SiteLimits.templateOutputBytes

  /// The template's name as errors show it, e.g. `page.html` or `partials/nav.html`.
  package let file: String
  let nodes: [Node]

  /// Parses `source`; a malformed template throws with its file and line.
  package init(file: String, source: String) throws(TemplateError) {
    self.file = file
    self.nodes = try MustacheParser(file: file).parse(source)
  }

  /// Every partial this template names, with the line naming it, for checking a theme once
  /// when it loads rather than on the first page that happens to use the partial.
  package var partialReferences: [(name: String, line: Int)] {
    var found: [(String, Int)] = []
    func visit(_ nodes: [Node]) {
      for node in nodes {
        switch node {
        case .partial(let name, let line): found.append((name, line))
        case .section(_, _, let children, _): visit(children)
        case .text, .variable: break
        }
      }
    }
    visit(nodes)
    return found
  }

  /// True when the template writes the top-level value `name` (`{{name}}`, `{{{name}}}`),
  /// outside any section: a slot the renderer can fill.
  package func writes(_ name: String) -> Bool {
    nodes.contains { node in
      if case .variable(let path, _, _) = node { return path == [name] }
      return false
    }
  }

  /// Renders with `context`; `partials` resolves `{{> name}}`.
  package func render(
    _ context: TemplateValue, partials: [String: MustacheTemplate] = [:]
  ) throws(TemplateError) -> String {
    var out = ""
    var stack = [context]
    try render(nodes, stack: &stack, partials: partials, depth: 0, into: &out)
    return out
  }

  /// `stack` is the context stack, innermost last; a section pushes onto it and pops what it
  /// pushed before it returns, so one array serves the whole page.
  private func render(
    _ nodes: [Node], stack: inout [TemplateValue], partials: [String: MustacheTemplate],
    depth: Int, into out: inout String
  ) throws(TemplateError) {
    for node in nodes {
      guard out.utf8.count <= Self.maximumOutputBytes else {
        throw TemplateError(
          file: file, line: node.line, problem: .outputTooLarge(limit: Self.maximumOutputBytes))
      }
      switch node {
      case .text(let text):
        out += text
      case .variable(let path, let escaped, _):
        switch Self.lookup(path, in: stack) {
        case .string(let text)?:
          if escaped { HTML.escape(text, into: &out) } else { out += text }
        case .bool(let flag)?:
          out += flag ? "true" : "false"
        case .list?, .object?, nil:
          break
        }
      case .section(let path, let inverted, let children, _):
        let value = Self.lookup(path, in: stack)
        let truthy = value?.isTruthy ?? false
        if inverted {
          if !truthy {
            try render(children, stack: &stack, partials: partials, depth: depth, into: &out)
          }
          continue
        }
        guard truthy, let value else { continue }
        switch value {
        case .list(let items):
          for item in items {
            stack.append(item)
            defer { stack.removeLast() }
            try render(children, stack: &stack, partials: partials, depth: depth, into: &out)
          }
        case .bool:
          try render(children, stack: &stack, partials: partials, depth: depth, into: &out)
        case .string, .object:
          stack.append(value)
          defer { stack.removeLast() }
          try render(children, stack: &stack, partials: partials, depth: depth, into: &out)
        }
      case .partial(let name, let line):
        guard let partial = partials[name] else {
          throw TemplateError(file: file, line: line, problem: .unknownPartial(name))
        }
        guard depth < Self.maximumPartialDepth else {
          throw TemplateError(file: file, line: line, problem: .partialTooDeep(name))
        }
        try partial.render(
          partial.nodes, stack: &stack, partials: partials, depth: depth + 1, into: &out)
      }
    }
  }

  /// Mustache name resolution: the first name is looked up from the innermost context
  /// outwards; the rest are looked up inside what it found, and nowhere else.
  private static func lookup(_ path: [String], in stack: [TemplateValue]) -> TemplateValue? {
    guard let first = path.first else { return stack.last }
    var found: TemplateValue?
    for context in stack.reversed() {
      if let member = context[first] {
        found = member
        break
      }
    }
    guard var value = found else { return nil }
    for key in path.dropFirst() {
      guard let member = value[key] else { return nil }
      value = member
    }
    return value
  }
}
