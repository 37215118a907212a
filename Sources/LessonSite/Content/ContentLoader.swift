import Diagnostics
import Foundation

/// Reads a content folder (`site.json`, `<locale>/NN-slug.md` and, when present,
/// `glossary.json`) into a `SiteContent`; each lesson's avoided glossary wordings are warnings.
///
/// Only a missing folder or a missing site.json stop it (they throw); every other problem
/// becomes a diagnostic and the loader carries on with what it could read.
package struct ContentLoader: Sendable {
  /// Why loading could not even start.
  package enum LoadError: Error, Equatable, Sendable {
    case missingContentDirectory(String)
    case missingSiteConfig(String)
  }

  /// Files read and parsed at once.
  package var jobs: Int
  /// Lesson files' bytes already read (by path as the loader names them: the folder as
  /// given, without a trailing `/`, then `<locale>/<file>`): a build digests its inputs
  /// first (`InputDigests`), and a file it read there is not read again.
  package var preread: [String: [UInt8]] = [:]
  /// True when each lesson read gets its facts (`Lesson.facts`, the build cache's record of
  /// it); a build asks for them, `check` does not.
  package var makesFacts = false
  /// Facts of lessons whose file is unchanged since they were recorded, by path as the loader
  /// names files: such a lesson is made from them without reading its file
  /// (`Lesson(facts:path:)`); `open` reads it when its pages are made again.
  package var known: [String: RecordFacts] = [:]

  package init(jobs: Int = 1) {
    self.jobs = max(1, jobs)
  }

  /// Loads `directory` (as the user named it; paths in diagnostics start with it).
  package func load(contentDirectory directory: String) throws(LoadError) -> SiteContent {
    let root = Self.root(directory)
    let files = FileManager.default
    var isDirectory: ObjCBool = false
    guard files.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .missingContentDirectory(root)
    }
    let configPath = root + "/site.json"
    // Read without blocking on a FIFO, within the glossary's limit (a site.json is smaller).
    guard case .bytes(let configData) = FileBytes.read(configPath, limit: SiteLimits.glossaryBytes)
    else {
      throw .missingSiteConfig(configPath)
    }
    var (config, diagnostics) = SiteConfig.parse(configData, path: configPath)
    var lessons: [Lesson] = []
    let entries = ((try? files.contentsOfDirectory(atPath: root)) ?? []).sorted()
    let folders = entries.filter { name in
      var folder: ObjCBool = false
      return !name.hasPrefix(".")
        && files.fileExists(atPath: root + "/" + name, isDirectory: &folder) && folder.boolValue
    }
    if !config.locales.isEmpty {
      for folder in folders
      where !config.localeCodes.contains(folder) && folder != ContentAssets.folderName {
        diagnostics.append(
          located(
            ContentMessages.unknownLocale(folder, known: config.localeCodes), root + "/" + folder))
      }
    }
    var lessonFiles: [(locale: String, path: String)] = []
    for locale in config.locales {
      guard folders.contains(locale.code) else {
        diagnostics.append(located(ContentMessages.emptyLocale(locale.code), configPath))
        continue
      }
      let folder = root + "/" + locale.code
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
      for name in names where !name.hasPrefix(".") && !Self.isPublishedFolder(folder, name) {
        lessonFiles.append((locale.code, folder + "/" + name))
      }
    }
    // The glossary is optional; with one, each lesson's avoided wordings are warnings. Read
    // first: a lesson's facts hold its findings.
    var glossary: Glossary?
    var glossaryText = ""
    var glossaryProblems: [SiteDiagnostic] = []
    let glossaryPath = root + "/" + Glossary.fileName
    switch FileBytes.read(glossaryPath, limit: SiteLimits.glossaryBytes) {
    case .bytes(let bytes):
      glossaryText = String(decoding: bytes, as: UTF8.self)
      (glossary, glossaryProblems) = Glossary.parse(bytes, path: glossaryPath)
    case .tooLarge(let size):
      glossaryProblems.append(
        ContentMessages.glossaryTooLarge(size, limit: SiteLimits.glossaryBytes).placed(
          at: glossaryPath))
    case .unreadable:
      break
    }
    // Reading and parsing are per file: on all cores. Then, in order, per locale.
    let sourceLocale = config.localeCodes.first
    let parsedFiles = ParallelMap.map(lessonFiles, jobs: jobs) { [glossary] file in
      readLesson(at: file.path, locale: file.locale, glossary: glossary, sourceLocale: sourceLocale)
    }
    let loaded = parsedFiles.map { ($0.lesson, $0.diagnostics) }
    for locale in config.locales {
      let (found, problems) = collect(
        zip(lessonFiles, loaded).filter { $0.0.locale == locale.code }.map(\.1))
      lessons += found
      diagnostics += problems
    }
    if config.locales.isEmpty { config = .empty }
    diagnostics += glossaryProblems
    if let glossary {
      // Each lesson's from its facts when it has them (found as it was read).
      diagnostics += ParallelMap.map(lessons, jobs: jobs) {
        $0.facts?.glossaryDiagnostics ?? glossary.diagnostics(for: $0)
      }
      .flatMap { $0 }
      if let sourceLocale = config.localeCodes.first {
        diagnostics += glossary.coverageDiagnostics(
          for: lessons, sourceLocale: sourceLocale, glossaryPath: glossaryPath,
          glossaryText: glossaryText)
      }
    }
    var guides: [Lesson] = []
    for locale in config.localeCodes {
      let (found, problems) = loadGuides(
        in: root + "/" + locale, locale: locale, lessons: lessons.filter { $0.locale == locale })
      guides += found
      diagnostics += problems
    }
    if let glossary {
      diagnostics += ParallelMap.map(guides, jobs: jobs) { glossary.diagnostics(for: $0) }
        .flatMap { $0 }
    }
    if let defaultLocale = config.localeCodes.first {
      diagnostics += TranslationFreshness.check(&lessons, defaultLocale: defaultLocale)
      diagnostics += TranslationFreshness.check(&guides, defaultLocale: defaultLocale)
    }
    let assets = ContentAssets.list(root: root, locales: config.localeCodes)
    // Lessons and reference pages link to each other: one check over both.
    var pages = lessons + guides
    diagnostics += LinkChecker(
      root: root, locales: config.localeCodes, assets: assets, jobs: jobs
    ).check(&pages)
    lessons = Array(pages.prefix(lessons.count))
    guides = Array(pages.dropFirst(lessons.count))
    var content = SiteContent(
      directory: root, config: config, lessons: lessons, glossary: glossary,
      diagnostics: diagnostics.sorted(by: SiteDiagnostic.ordered), assets: assets)
    content.guides = guides
    return content
  }

  /// The content folder as lesson paths start with it: as the user named it, without a
  /// trailing `/` (but `/` itself kept).
  package static func root(_ directory: String) -> String {
    directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
  }

  /// True for the folders a locale folder may hold besides lessons: `assets/`, `guide/`.
  private static func isPublishedFolder(_ folder: String, _ name: String) -> Bool {
    var isDirectory: ObjCBool = false
    return (name == ContentAssets.folderName || name == Self.guideFolder)
      && FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// Reads one lesson file. `locale` is its folder name; the slug and order come from
  /// the file name, which must be `NN-slug.md`.
  package func loadLesson(at path: String, locale: String) -> (Lesson?, [SiteDiagnostic]) {
    let read = readLesson(at: path, locale: locale, glossary: nil, sourceLocale: nil)
    return (read.lesson, read.diagnostics)
  }

  /// `lesson` read from its file as loading reads it (an unopened lesson, `Lesson.isOpen`,
  /// made from its facts), with what loading set on it carried over; nil, with the problems,
  /// when the file can no longer be read as it was.
  package func open(_ lesson: Lesson) -> (Lesson?, [SiteDiagnostic]) {
    guard !lesson.isOpen else { return (lesson, []) }
    var loader = self
    loader.known = [:]
    loader.makesFacts = false
    let read = loader.readLesson(
      at: lesson.path, locale: lesson.locale, glossary: nil, sourceLocale: nil)
    return (read.lesson.map { lesson.carried(into: $0) }, read.diagnostics)
  }

  /// `loadLesson`; with `makesFacts`, the lesson's facts found with `glossary` and
  /// `sourceLocale`.
  func readLesson(
    at path: String, locale: String, glossary: Glossary?, sourceLocale: String?
  ) -> ParsedFile {
    // After the last `/`, found as a byte: splitting by characters walks grapheme clusters.
    let name =
      path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[path.utf8.index(after: $0)...]) }
      ?? path
    guard let (order, slug) = Lesson.parseFileName(name) else {
      return ParsedFile([located(ContentMessages.badFileName(name), path)])
    }
    // A lesson page is `<locale>/<slug>.html`: these slugs would overwrite the locale's own
    // pages (the lesson list, search, the fidelity reference).
    if Lesson.reservedSlugs.contains(slug) {
      return ParsedFile([located(ContentMessages.reservedSlug(slug, name: name), path)])
    }
    // Decoded here, on loading's threads (`RecordFacts`).
    if let facts = known[path]?.facts, facts.locale == locale, facts.order == order,
      facts.slug == slug
    {
      return ParsedFile(facts.diagnostics, lesson: Lesson(facts: facts, path: path))
    }
    // A file past the size limit is refused before it is read into memory.
    let outcome =
      preread[path].map { FileBytes.Outcome.bytes($0) }
      ?? FileBytes.read(path, limit: SiteLimits.lessonBytes)
    switch outcome {
    case .tooLarge(let size):
      return ParsedFile([Self.tooLarge(size, path: path)])
    case .unreadable:
      return ParsedFile([
        located(ContentMessages.unreadableFile("no such file or not readable"), path)
      ])
    case .bytes(let bytes):
      var read = Self.parsedLesson(
        bytes: bytes, path: path, locale: locale, order: order, slug: slug)
      if makesFacts, let lesson = read.lesson {
        read.lesson?.facts = LessonFacts(
          of: lesson, diagnostics: read.diagnostics, glossary: glossary,
          sourceLocale: sourceLocale)
      }
      return read
    }
  }

  /// A lesson file as loading leaves it: the lesson (nil when it could not be read) and its
  /// problems.
  struct ParsedFile {
    var lesson: Lesson?
    var diagnostics: [SiteDiagnostic]

    init(_ diagnostics: [SiteDiagnostic], lesson: Lesson? = nil) {
      self.lesson = lesson
      self.diagnostics = diagnostics
    }
  }

  /// `content.file-too-large` at the file's first line.
  private static func tooLarge(_ size: Int, path: String) -> SiteDiagnostic {
    var diagnostic = ContentMessages.fileTooLarge(size, limit: SiteLimits.lessonBytes)
    diagnostic.file = path
    diagnostic.line = 1
    diagnostic.column = 1
    return diagnostic
  }

  /// Reads a lesson file outside a content folder (`lessons run`), as a loose Markdown file
  /// (`looseFile(at:)`): front matter optional, the slug from the file name.
  package func loadStandaloneLesson(at path: String) -> (Lesson?, [SiteDiagnostic]) {
    Self.looseFile(at: path)
  }

  /// Builds a lesson from bytes already read (promotion re-checks the bytes it wrote).
  package static func lesson(
    bytes: [UInt8], path: String, locale: String, order: Int, slug: String
  ) -> (Lesson?, [SiteDiagnostic]) {
    let read = parsedLesson(bytes: bytes, path: path, locale: locale, order: order, slug: slug)
    return (read.lesson, read.diagnostics)
  }

  /// `lesson(bytes:…)` as a `ParsedFile`.
  private static func parsedLesson(
    bytes: [UInt8], path: String, locale: String, order: Int, slug: String
  ) -> ParsedFile {
    if bytes.count > SiteLimits.lessonBytes {
      return ParsedFile([tooLarge(bytes.count, path: path)])
    }
    // Validated once, by the standard library as it makes the string; only a file that
    // fails is decoded again to place the bad byte.
    guard let decoded = String(validating: bytes, as: UTF8.self) else {
      let (line, column) = UTF8Check.firstInvalidPosition(bytes) ?? (1, 1)
      var diagnostic = ContentMessages.invalidUTF8()
      diagnostic.file = path
      diagnostic.line = line
      diagnostic.column = column
      return ParsedFile([diagnostic])
    }
    let text = Lesson.droppingByteOrderMark(decoded)
    let lines = TextLines(text)
    let (frontMatter, problems) = FrontMatter.split(text, path: path, lines: lines)
    if problems.contains(where: { $0.severity == .error }) { return ParsedFile(problems) }
    let lesson = Lesson(
      locale: locale, order: order, slug: slug, title: frontMatter.values["title"] ?? "",
      summary: frontMatter.values["summary"] ?? "", body: frontMatter.body,
      bodyFirstLine: frontMatter.bodyFirstLine, path: path, bytes: bytes, lines: lines)
    var notes = problems
    // The page shows the front matter's title as its heading; the same `# Title` in the body
    // would show it twice.
    if let heading = lesson.document.headings.first, heading.level == 1,
      heading.text.trimmingCharacters(in: .whitespaces) == lesson.title
    {
      var diagnostic = ContentMessages.repeatedTitle()
      diagnostic.file = path
      diagnostic.line = heading.line
      diagnostic.column = 1
      notes.append(diagnostic)
    }
    notes += Self.limitDiagnostics(lesson.document.limitHits, path: path, lines: lines)
    // Everything loading and checking ask was read off the tree as it was parsed; a page
    // parses the body again (`Lesson.tree`), so a site of thousands of lessons never holds
    // every tree at once.
    return ParsedFile(notes, lesson: lesson.withoutTree())
  }

  /// One locale's lessons in order, each order number and slug used once.
  private func collect(_ loaded: [(Lesson?, [SiteDiagnostic])]) -> ([Lesson], [SiteDiagnostic]) {
    var lessons: [Lesson] = []
    var diagnostics: [SiteDiagnostic] = []
    var orders: [Int: String] = [:]
    var slugs: [String: String] = [:]
    for (lesson, problems) in loaded {
      diagnostics += problems
      guard let lesson else { continue }
      if let first = orders[lesson.order] {
        diagnostics.append(
          located(ContentMessages.duplicateOrder(lesson.order, first: first), lesson.path))
      } else if let first = slugs[lesson.slug] {
        diagnostics.append(
          located(ContentMessages.duplicateSlug(lesson.slug, first: first), lesson.path))
      } else {
        orders[lesson.order] = lesson.path
        slugs[lesson.slug] = lesson.path
        lessons.append(lesson)
      }
    }
    return (lessons.sorted { $0.order < $1.order }, diagnostics)
  }

  private func located(_ diagnostic: SiteDiagnostic, _ path: String) -> SiteDiagnostic {
    var copy = diagnostic
    copy.file = path
    return copy
  }
}
