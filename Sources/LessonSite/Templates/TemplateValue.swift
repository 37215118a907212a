/// The data a template is rendered with: strings, flags, lists and objects, as in Mustache.
///
/// A value type rather than `Any`, so page models are `Sendable`, comparable in tests and
/// free of reflection. Build it with literals: `["title": "Intro", "items": [["n": "1"]]]`.
package indirect enum TemplateValue: Sendable, Equatable {
  case string(String)
  case bool(Bool)
  case list([TemplateValue])
  case object([String: TemplateValue])

  /// Mustache truthiness: `false`, an empty list and an empty string hide a section
  /// (the empty string is our choice, so `{{#summary}}` needs no separate flag).
  package var isTruthy: Bool {
    switch self {
    case .string(let text): return !text.isEmpty
    case .bool(let flag): return flag
    case .list(let items): return !items.isEmpty
    case .object: return true
    }
  }

  /// The text a `{{name}}` tag writes: strings as they are, flags as `true`/`false`,
  /// lists and objects as nothing.
  package var text: String {
    switch self {
    case .string(let text): return text
    case .bool(let flag): return flag ? "true" : "false"
    case .list, .object: return ""
    }
  }

  /// The member `key` of an object, nil for anything else.
  package subscript(key: String) -> TemplateValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }
}

extension TemplateValue: ExpressibleByStringLiteral {
  package init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
  package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
  package init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
  package init(dictionaryLiteral elements: (String, TemplateValue)...) {
    self = .object(Dictionary(elements) { _, last in last })
  }
}
