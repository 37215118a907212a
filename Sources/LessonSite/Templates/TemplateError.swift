import Diagnostics

/// A problem in a template file, named by file and line so a theme author can fix it.
///
/// Messages live here, in one place; call sites choose a case, never build text.
package struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong; each case has a stable dotted id.
  package enum Problem: Sendable, Equatable {
    case unclosedTag
    case emptyTag
    case unsupportedTag(String)
    case unclosedSection(String)
    case mismatchedClose(expected: String, found: String, openedAt: Int)
    case unexpectedClose(String)
    case unknownPartial(String)
    case partialTooDeep(String)
    case sectionTooDeep(String, limit: Int)
    case outputTooLarge(limit: Int)
    case missingTemplate(String)
    case unreadable(String)
  }

  /// The template's path as the user would recognise it (relative to the templates folder).
  package var file: String
  /// 1-based line of the tag at fault (0 when the problem is the file as a whole).
  package var line: Int
  /// What is wrong, with the names involved.
  package var problem: Problem

  package init(file: String, line: Int, problem: Problem) {
    self.file = file
    self.line = line
    self.problem = problem
  }

  /// Stable id, e.g. `template.unclosed-section`.
  package var id: MessageID {
    switch problem {
    case .unclosedTag: return .templateUnclosedTag
    case .emptyTag: return .templateEmptyTag
    case .unsupportedTag: return .templateUnsupportedTag
    case .unclosedSection: return .templateUnclosedSection
    case .mismatchedClose: return .templateMismatchedClose
    case .unexpectedClose: return .templateUnexpectedClose
    case .unknownPartial: return .templateUnknownPartial
    case .partialTooDeep: return .templatePartialTooDeep
    case .sectionTooDeep: return .templateTooDeep
    case .outputTooLarge: return .templateOutputTooLarge
    case .missingTemplate: return .templateMissingTemplate
    case .unreadable: return .templateUnreadable
    }
  }

  /// The human sentence, without position.
  package var message: String {
    switch problem {
    case .unclosedTag:
      return "tag opened with `{{` is never closed with `}}`"
    case .emptyTag:
      return "tag has no name"
    case .unsupportedTag(let tag):
      return "`{{\(tag)}}` is not supported; this engine knows {{x}}, {{{x}}}, {{&x}}, "
        + "{{#x}}, {{^x}}, {{/x}}, {{> partial}} and {{! comment}}"
    case .unclosedSection(let name):
      return "section `{{#\(name)}}` is never closed; add `{{/\(name)}}`"
    case .mismatchedClose(let expected, let found, let openedAt):
      return "`{{/\(found)}}` closes `{{#\(expected)}}` opened on line \(openedAt); "
        + "write `{{/\(expected)}}`"
    case .unexpectedClose(let name):
      return "`{{/\(name)}}` closes a section that was never opened"
    case .unknownPartial(let name):
      return "unknown partial `\(name)`; partials live in partials/\(name).html"
    case .partialTooDeep(let name):
      return "partial `\(name)` includes itself too deeply (recursion?)"
    case .sectionTooDeep(let name, let limit):
      return "section `{{#\(name)}}` is nested more than \(limit) sections deep; "
        + "a theme needs far fewer (is a `{{/…}}` missing?)"
    case .outputTooLarge(let limit):
      return "the page grows past \(limit >> 20) MB here; sections over lists nested inside "
        + "each other multiply the output (does a section repeat its own list?)"
    case .missingTemplate(let name):
      return "the theme has no `\(name)`"
    case .unreadable(let reason):
      return "cannot read the template: \(reason)"
    }
  }

  /// `page.html:12: error: message [id]`, the shape every diagnostic of the tool has.
  package var description: String {
    let position = line > 0 ? "\(file):\(line)" : file
    return "\(position): error: \(message) [\(id)]"
  }
}
