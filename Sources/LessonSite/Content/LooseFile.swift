import Diagnostics
import Foundation

extension ContentLoader {
  /// Reads a Markdown file outside any content folder (`lessons check post.md`): a blog
  /// post, a README, a tutorial) or on its own (`lessons run FILE.md`). Front matter is
  /// optional and may have any shape (`LooseFrontMatter`: a generator's `tags:` list, TOML); the slug,
  /// which default scenario ids start with, is the file name's, as in a content folder
  /// (`05-swap.md` gives `swap`), else the name without `.md`; the locale is its folder's name.
  package static func looseFile(at path: String) -> (Lesson?, [SiteDiagnostic]) {
    // The lesson limit holds outside a content folder too, checked before reading; a FIFO
    // or device is refused without blocking (`FileBytes`).
    let bytes: [UInt8]
    switch FileBytes.read(path, limit: SiteLimits.lessonBytes) {
    case .bytes(let read): bytes = read
    case .tooLarge(let size):
      return (
        nil, [ContentMessages.fileTooLarge(size, limit: SiteLimits.lessonBytes).placed(at: path)]
      )
    case .unreadable:
      return (
        nil,
        [
          ContentMessages.unreadableFile("no such file, not a regular file, or not readable")
            .placed(at: path)
        ]
      )
    }
    if let (line, column) = UTF8Check.firstInvalidPosition(bytes) {
      var diagnostic = ContentMessages.invalidUTF8()
      diagnostic.file = path
      diagnostic.line = line
      diagnostic.column = column
      return (nil, [diagnostic])
    }
    let url = URL(fileURLWithPath: path)
    let name = url.lastPathComponent
    let parsed = Lesson.parseFileName(name)
    let slug = parsed?.slug ?? (name.hasSuffix(".md") ? String(name.dropLast(3)) : name)
    let locale = url.deletingLastPathComponent().lastPathComponent
    let text = Lesson.textWithoutByteOrderMark(bytes)
    let lines = TextLines(text)
    // Any front matter a generator writes (YAML of any shape, TOML) is read or skipped.
    let frontMatter = LooseFrontMatter.split(text, lines: lines)
    let lesson = Lesson(
      locale: locale, order: parsed?.order ?? 0, slug: slug, title: frontMatter.title,
      summary: frontMatter.summary, body: frontMatter.body,
      bodyFirstLine: frontMatter.bodyFirstLine, path: path, bytes: bytes, lines: lines)
    var problems: [SiteDiagnostic] = []
    if frontMatter.unclosed {
      var warning = ContentMessages.unclosedFrontMatter()
      warning.severity = .warning
      warning.message =
        "the `---` on line 1 is never closed, so it is read as a thematic break, not as "
        + "front matter; close the front matter with a `---` line if it is one"
      problems.append(warning.located(file: path, line: 1, text: lines))
    }
    // Nesting and table limits are reported outside a content folder too.
    problems += limitDiagnostics(lesson.document.limitHits, path: path, lines: lines)
    return (lesson, problems)
  }
}
