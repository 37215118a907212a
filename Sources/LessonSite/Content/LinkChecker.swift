import Foundation

/// Checks every link and image of a content folder's lessons against what the site will
/// have (`LinkTargets`) and records, in each lesson, where its local links lead
/// (`Lesson.links`), so the page can write them as links between pages.
///
/// Site-wide (a link names another file's anchors), so it runs once after loading, on every
/// `check` and `build`: a renamed heading or file is reported in the lessons that link to it.
package struct LinkChecker: Sendable {
  /// The content folder as the user named it (lesson paths start with it).
  package var root: String
  package var locales: [String]
  package var assets: ContentAssets
  package var jobs: Int

  package init(root: String, locales: [String], assets: ContentAssets, jobs: Int = 1) {
    self.root = root
    self.locales = locales
    self.assets = assets
    self.jobs = max(1, jobs)
  }

  /// Checks `lessons`, filling each one's `links` and `headingIDs`; returns the problems,
  /// placed at the link.
  package func check(_ lessons: inout [Lesson]) -> [SiteDiagnostic] {
    // A translation's headings take the default locale's ids by position (`HeadingAnchors`),
    // so a link into it names the ids its page will have, not slugs of translated headings.
    // First every page that takes no other page's ids, then the translations, from them.
    let first = locales.first
    func isTranslation(_ lesson: Lesson) -> Bool { !lesson.isReference && lesson.locale != first }
    var pageAnchors = [PageAnchors?](repeating: nil, count: lessons.count)
    let own = lessons.indices.filter { !isTranslation(lessons[$0]) }
    let ownPages = ParallelMap.map(own.map { lessons[$0] }, jobs: jobs) {
      Self.pageAnchors(of: $0, canonical: nil)
    }
    for (index, found) in zip(own, ownPages) { pageAnchors[index] = found }
    var canonicalBySlug: [String: [(level: Int, id: String)]] = [:]
    for index in own where !lessons[index].isReference && lessons[index].locale == first {
      if let found = pageAnchors[index] {
        canonicalBySlug[lessons[index].slug] = Array(zip(found.levels, found.ids))
      }
    }
    let translations = lessons.indices.filter { isTranslation(lessons[$0]) }
    let canonical = canonicalBySlug
    let translatedPages = ParallelMap.map(translations.map { lessons[$0] }, jobs: jobs) {
      Self.pageAnchors(of: $0, canonical: canonical[$0.slug])
    }
    for (index, found) in zip(translations, translatedPages) { pageAnchors[index] = found }
    var pages: [String: LinkTargets.Page] = [:]
    for index in lessons.indices {
      guard let found = pageAnchors[index] else { continue }
      pages[relative(lessons[index].path)] = LinkTargets.Page(
        sitePath: lessons[index].locale + "/" + lessons[index].slug + ".html",
        anchors: found.anchors)
    }
    let targets = LinkTargets(pages: pages, assets: assets, locales: locales)
    let results = ParallelMap.map(lessons, jobs: jobs) { lesson in
      check(lesson, targets: targets)
    }
    var diagnostics: [SiteDiagnostic] = []
    for (index, (links, problems)) in results.enumerated() {
      // Both at once: each setter gives the lesson a new box.
      lessons[index].setLinks(links, headingIDs: pageAnchors[index]?.ids)
      diagnostics += problems
    }
    return diagnostics
  }

  /// One lesson's resolved links (destination as written → site path) and problems.
  func check(_ lesson: Lesson, targets: LinkTargets) -> ([String: String], [SiteDiagnostic]) {
    let source = relative(lesson.path)
    var links: [String: String] = [:]
    var problems: [SiteDiagnostic] = []
    // From the lesson's facts when it has them: an unopened lesson has nothing else.
    for link in lesson.linkList {
      switch targets.resolve(link.destination, from: source, image: link.isImage) {
      case .notLocal: break
      case .target(let path): links[link.destination] = path
      case .problem(let diagnostic):
        let text = lesson.linkLine(link.line)
        let bytes = max(0, link.byteColumn - 1)
        let column = String(decoding: text.utf8.prefix(bytes), as: UTF8.self).count + 1
        var placed = diagnostic
        (placed.file, placed.line, placed.column, placed.sourceLine) = (
          lesson.path, link.line, column, text
        )
        problems.append(placed)
      }
    }
    return (links, problems)
  }

  /// `path` relative to the content folder.
  private func relative(_ path: String) -> String {
    path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
  }

  /// A page's heading ids, in order with their levels, and every id a link may name on it:
  /// those, its scenarios' figures and the template's own.
  private struct PageAnchors: Sendable {
    var levels: [Int]
    var ids: [String]
    var anchors: Set<String>
  }

  private static func pageAnchors(
    of lesson: Lesson, canonical: [(level: Int, id: String)]?
  ) -> PageAnchors {
    let reserved = reserved(lesson)
    let sources = lesson.headingSources
    let ids = HeadingAnchors(reserved: reserved, canonical: canonical).ids(for: sources)
    return PageAnchors(levels: sources.map(\.level), ids: ids, anchors: reserved.union(ids))
  }

  /// Ids headings never take: the template's and the scenarios' figures (`scenario-2`).
  private static func reserved(_ lesson: Lesson) -> Set<String> {
    let count = lesson.scenarioIDs.count
    return HeadingAnchors().reserved.union((0..<count).map { "scenario-\($0 + 1)" })
  }
}
