import Foundation
import Scenarios

extension ContentLoader {
  /// Reads a Markdown file outside any content folder (`lessons check post.md`): a blog
  /// post, a README, a tutorial) or on its own (`lessons run FILE.md`). Front matter is
  /// optional and may hold any keys (a static site generator's `date:` or `tags:`); the slug,
  /// which default scenario ids start with, is the file name's, as in a content folder
  /// (`05-swap.md` gives `swap`), else the name without `.md`; the locale is its folder's name.
  package static func looseFile(at path: String) -> (Lesson?, [SiteDiagnostic]) {
    // The lesson limit holds outside a content folder too, checked before reading; a FIFO
    // or device is refused without blocking (`FileBytes`).
    let bytes: [UInt8]
    switch FileBytes.read(path, limit: Limits.lessonBytes) {
    case .bytes(let read): bytes = read
    case .tooLarge(let size):
      return (nil, [ContentMessages.fileTooLarge(size, limit: Limits.lessonBytes).placed(at: path)])
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
    var title = ""
    var summary = ""
    var body = text
    var bodyFirstLine = 1
    var problems: [SiteDiagnostic] = []
    if lines[1].trimmingCharacters(in: .whitespaces) == "---" {
      let (frontMatter, found) = FrontMatter.split(text, path: path, lines: lines)
      // Any keys, and no title, are fine outside a site; a front matter never closed is not.
      problems = found.filter { $0.severity == .error && $0.id != "content.missing-title" }
      if !problems.isEmpty { return (nil, problems) }
      title = frontMatter.values["title"] ?? ""
      summary = frontMatter.values["summary"] ?? ""
      body = frontMatter.body
      bodyFirstLine = frontMatter.bodyFirstLine
    }
    let lesson = Lesson(
      locale: locale, order: parsed?.order ?? 0, slug: slug, title: title, summary: summary,
      body: body,
      bodyFirstLine: bodyFirstLine, path: path, bytes: bytes, lines: lines)
    return (lesson, problems)
  }
}
