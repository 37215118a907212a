/// What the site-wide steps of a build read off one lesson file, and nothing else: its
/// place and words in the lesson list, its heading anchors and scenario ids (what links into
/// it are checked against, and what ties groups together), its links (checked against the
/// others), its translation mark and fingerprint, its glossary findings, and loading's own
/// diagnostics of it.
///
/// The build cache keeps each lesson's facts (`BuildCache.records`), so a rebuild makes an
/// unchanged lesson from them (`Lesson(facts:path:)`) without reading or parsing its file;
/// only the lessons whose pages are made again are opened. Everything here depends on the
/// file's bytes, its path, the glossary and the site's source locale alone: those are the
/// record's key (`key(fileDigest:glossary:config:)`).
package struct LessonFacts: Sendable, Equatable {
  /// Its locale, place, slug, title and summary, and where its body starts.
  package var listing: LessonListing
  package var locale: String { listing.locale }
  package var order: Int { listing.order }
  package var slug: String { listing.slug }
  package var title: String { listing.title }
  package var summary: String { listing.summary }
  package var bodyFirstLine: Int { listing.bodyFirstLine }
  /// Loading's diagnostics of the file (front matter, a repeated title, Markdown limits),
  /// in the order loading gave them.
  package var diagnostics: [SiteDiagnostic]
  /// The headings as their ids are worked out (`HeadingAnchors.sources`).
  package var headings: [HeadingAnchors.Source]
  /// The scenario blocks' ids, in source order.
  package var scenarioIDs: [String]
  /// Every link and image, as written.
  package var links: [MarkdownLink]
  /// The text of each line a link starts on, for the caret of a link problem.
  package var linkLines: [Int: String]
  /// `SourceHash.of` the file's bytes: what translations of it record.
  package var sourceHash: String
  /// The `translated-from:` the file records, and where; nil when it records none.
  package var translationMark: TranslationMark?
  /// With a glossary: the avoided wordings found in the file, as warnings.
  package var glossaryDiagnostics: [SiteDiagnostic]
  /// With a glossary, for a lesson of the source locale: the ids of the terms whose source
  /// wording its prose uses (`Glossary.coverageDiagnostics`).
  package var glossaryTerms: [String]

  /// A translation's record of its source (`TranslationFreshness`).
  package struct TranslationMark: Sendable, Equatable {
    /// The recorded fingerprint (`TranslationFreshness.recordedHash`).
    package var hash: String
    /// Where a warning about it is placed, with that line's text.
    package var line: Int
    package var column: Int
    package var text: String
  }

  package init(
    listing: LessonListing, diagnostics: [SiteDiagnostic], headings: [HeadingAnchors.Source],
    scenarioIDs: [String], links: [MarkdownLink], linkLines: [Int: String], sourceHash: String,
    translationMark: TranslationMark?, glossaryDiagnostics: [SiteDiagnostic],
    glossaryTerms: [String]
  ) {
    self.listing = listing
    self.diagnostics = diagnostics
    self.headings = headings
    self.scenarioIDs = scenarioIDs
    self.links = links
    self.linkLines = linkLines
    self.sourceHash = sourceHash
    self.translationMark = translationMark
    self.glossaryDiagnostics = glossaryDiagnostics
    self.glossaryTerms = glossaryTerms
  }

  /// The facts with their listing given field by field.
  package init(
    locale: String, order: Int, slug: String, title: String, summary: String,
    bodyFirstLine: Int, diagnostics: [SiteDiagnostic], headings: [HeadingAnchors.Source],
    scenarioIDs: [String], links: [MarkdownLink], linkLines: [Int: String], sourceHash: String,
    translationMark: TranslationMark?, glossaryDiagnostics: [SiteDiagnostic],
    glossaryTerms: [String]
  ) {
    self.init(
      listing: LessonListing(
        locale: locale, order: order, slug: slug, title: title, summary: summary,
        bodyFirstLine: bodyFirstLine),
      diagnostics: diagnostics, headings: headings, scenarioIDs: scenarioIDs, links: links,
      linkLines: linkLines, sourceHash: sourceHash, translationMark: translationMark,
      glossaryDiagnostics: glossaryDiagnostics, glossaryTerms: glossaryTerms)
  }

  /// The facts of `lesson`, read as it was parsed (its document's heading tree is needed:
  /// the lesson as loading makes it, before its tree is dropped); `diagnostics` are
  /// loading's of the file.
  package init(
    of lesson: Lesson, diagnostics: [SiteDiagnostic], glossary: Glossary?, sourceLocale: String?
  ) {
    var linkLines: [Int: String] = [:]
    for link in lesson.document.links where linkLines[link.line] == nil {
      linkLines[link.line] = String(lesson.lines[link.line])
    }
    var mark: TranslationMark?
    if let hash = TranslationFreshness.recordedHash(of: lesson) {
      let line = TranslationFreshness.markLine(of: lesson)
      mark = TranslationMark(
        hash: hash, line: line,
        column: lesson.lines[line].prefix { $0 == " " || $0 == "\t" }.count + 1,
        text: String(lesson.lines[line]))
    }
    self.init(
      listing: LessonListing(of: lesson), diagnostics: diagnostics,
      headings: HeadingAnchors.sources(of: lesson.document.headingTree),
      scenarioIDs: lesson.scenarios.map(\.id), links: lesson.document.links,
      linkLines: linkLines, sourceHash: SourceHash.of(lesson.bytes), translationMark: mark,
      glossaryDiagnostics: glossary?.diagnostics(for: lesson) ?? [],
      glossaryTerms: sourceLocale.flatMap { locale in
        glossary?.termsUsed(in: lesson, sourceLocale: locale)
      } ?? [])
  }

  /// The key a lesson's facts are kept under: they hold while the file's bytes, the
  /// glossary and site.json (which names the source locale) are as they were, by digest (the
  /// path is the record's name).
  package static func key(fileDigest: String, glossary: String, config: String) -> String {
    var digest = Digest()
    digest.add(fileDigest)
    digest.add(glossary)
    digest.add(config)
    return digest.description
  }
}
