import Diagnostics

/// Every diagnostic the content model reports, with its id and wording in one place.
///
/// Call sites place them (`located(file:line:…)`); the words and ids live only here.
package enum ContentMessages {
  package static func configInvalidJSON(_ reason: String) -> SiteDiagnostic {
    SiteDiagnostic(id: .siteConfigInvalid, message: "site.json is not valid JSON: \(reason)")
  }

  package static func configField(_ problem: String) -> SiteDiagnostic {
    SiteDiagnostic(id: .siteConfigField, message: "site.json: \(problem)")
  }

  package static func configDuplicateLocale(_ code: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .siteConfigDuplicateLocale, message: "site.json lists locale `\(code)` twice")
  }

  package static func configBadLocaleCode(_ code: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .siteConfigBadLocaleCode,
      message: "site.json: locale code `\(code)` is not a language tag (like en, zh-Hans, pt-BR)")
  }

  package static func unknownLocale(_ folder: String, known: [String]) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .contentUnknownLocale,
      message: "folder `\(folder)` is not a locale listed in site.json"
        + " (listed: \(known.joined(separator: ", ")))"
        + (Suggestion.closest(to: folder, in: known, minimumAllowance: 1).map {
          "; did you mean `\($0)`?"
        } ?? ""))
  }

  package static func emptyLocale(_ code: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .contentEmptyLocale, severity: .warning,
      message: "site.json lists locale `\(code)` but there is no folder with lessons for it")
  }

  package static func badFileName(_ name: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .contentBadFileName,
      message: "`\(name)` is not named like a lesson: NN-slug.md (a number, a dash, "
        + "lowercase letters, digits and dashes, e.g. 01-adding-a-child.md)")
  }

  package static func badGuideName(_ name: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .contentBadFileName,
      message: "`\(name)` is not named like a reference page: slug.md (lowercase letters, "
        + "digits and dashes, e.g. authoring.md)")
  }

  package static func reservedSlug(_ slug: String, name: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .contentReservedSlug,
      message: "`\(name)` would become `\(slug).html`, which is one of the locale's own pages; "
        + "choose another slug (reserved: "
        + Lesson.reservedSlugs.sorted().map { "`\($0)`" }.joined(separator: ", ") + ")")
  }

  package static func duplicateOrder(_ order: Int, first: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .contentDuplicateOrder,
      message:
        "order number \(Lesson.orderText(order)) is already used by `\(first)` in this locale",
      notes: [SiteDiagnostic.Note(message: "first used here", file: first, line: 1)])
  }

  package static func duplicateSlug(_ slug: String, first: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .contentDuplicateSlug,
      message: "slug `\(slug)` is already used by `\(first)` in this locale",
      notes: [SiteDiagnostic.Note(message: "first used here", file: first, line: 1)])
  }

  package static func invalidUTF8() -> SiteDiagnostic {
    SiteDiagnostic(
      id: .contentInvalidUtf8,
      message: "the file is not valid UTF-8 here; save it as UTF-8")
  }

  package static func missingFrontMatter() -> SiteDiagnostic {
    SiteDiagnostic(
      id: .contentMissingTitle,
      message: "the lesson has no front matter; start the file with `---`, a `title:` line, "
        + "a `summary:` line and `---`")
  }

  package static func unclosedFrontMatter() -> SiteDiagnostic {
    SiteDiagnostic(
      id: .contentUnclosedFrontMatter,
      message: "the front matter that starts here is never closed with a `---` line")
  }

  package static func repeatedTitle() -> SiteDiagnostic {
    SiteDiagnostic(
      id: .contentRepeatedTitle, severity: .warning,
      message: "this heading repeats the front matter's title, which the page already shows "
        + "as its heading; start the body with its first section (`##`)")
  }

  package static func missingTitle() -> SiteDiagnostic {
    SiteDiagnostic(
      id: .contentMissingTitle, message: "the front matter has no `title:`, or it is empty")
  }

  package static func badFrontMatterLine(_ text: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .contentBadFrontMatter,
      message: "front matter lines are `key: value`; `\(text)` is not")
  }

  package static func unknownFrontMatterKey(_ key: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .contentUnknownFrontMatterKey, severity: .warning,
      message: "unknown front matter key `\(key)`; supported: title, summary"
        + (Suggestion.closest(to: key, in: ["title", "summary"], minimumAllowance: 1).map {
          "; did you mean `\($0)`?"
        }
          ?? ""))
  }

  package static func fileTooLarge(_ bytes: Int, limit: Int, kind: String = "lesson")
    -> SiteDiagnostic
  {
    SiteDiagnostic(
      id: .contentFileTooLarge,
      message: "the \(kind) is \(bytes) bytes, more than the limit of \(limit); split it into "
        + "several \(kind)s")
  }

  package static func glossaryTooLarge(_ bytes: Int, limit: Int) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .contentGlossaryTooLarge,
      message: "glossary.json is \(bytes) bytes, more than the limit of \(limit); it was not "
        + "read (a glossary of a few hundred terms takes a few kilobytes)")
  }

  package static func markdownTooDeep(_ limit: Int) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .markdownTooDeep, severity: .warning,
      message: "block quotes, lists or emphasis are nested more than \(limit) levels deep here; "
        + "what is deeper is shown as plain text")
  }

  package static func tableTooLarge(_ limit: Int) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .markdownTableTooLarge, severity: .warning,
      message: "this table would take the page past \(limit) table cells (columns × rows); "
        + "it is shown as text. Split it, or drop columns")
  }

  package static func tableTooWide(_ limit: Int) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .markdownTableTooWide, severity: .warning,
      message: "this line has more than \(limit) `|`; it is shown as text, not as a table row "
        + "(split the table)")
  }

  package static func unreadableFile(_ reason: String) -> SiteDiagnostic {
    SiteDiagnostic(id: .contentUnreadable, message: "cannot read the file: \(reason)")
  }

  package static func glossaryInvalid(_ problem: String) -> SiteDiagnostic {
    SiteDiagnostic(id: .contentGlossaryInvalid, message: "glossary.json: \(problem)")
  }

  /// A term used in a lesson that has translations in `locale`, with no wording there.
  package static func glossaryWordingMissing(term: String, locale: String, lessons: [String])
    -> SiteDiagnostic
  {
    SiteDiagnostic(
      id: .contentGlossaryMissingWording, severity: .warning,
      message: "the term `\(term)` has no \(locale) wording in glossary.json, and "
        + "\(lessons.joined(separator: ", ")) translate\(lessons.count == 1 ? "s" : "") a lesson that uses it",
      fixIts: [
        SiteDiagnostic.FixIt(
          message:
            "add a \"\(locale)\": { \"use\": … } entry to `\(term)`, so every translator writes it the same way",
          replacement: nil)
      ])
  }

  package static func avoidedTerm(
    _ avoided: String, preferred: String, term: String, note: String?
  ) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .contentAvoidedTerm, severity: .warning,
      message: "`\(avoided)` is a wording glossary.json avoids for `\(term)`",
      fixIts: [
        SiteDiagnostic.FixIt(
          message: "write `\(preferred)` instead" + (note.map { " (\($0))" } ?? ""),
          replacement: nil)
      ])
  }
}
