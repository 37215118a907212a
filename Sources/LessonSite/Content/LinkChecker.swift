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

  /// Checks `lessons`, filling each one's `links`; returns the problems, placed at the link.
  package func check(_ lessons: inout [Lesson]) -> [SiteDiagnostic] {
    // A translation's headings take the default locale's ids by position (`HeadingAnchors`),
    // so a link into it names the ids its page will have, not slugs of translated headings.
    var bySlug: [String: Lesson] = [:]
    for lesson in lessons where lesson.locale == locales.first && !lesson.isReference {
      bySlug[lesson.slug] = lesson
    }
    // Each original's ids once, however many translations it has.
    let originals = bySlug.values.sorted { $0.slug < $1.slug }
    let originalIDs = ParallelMap.map(originals, jobs: jobs) { Self.headingIDs(of: $0) }
    var canonicalIDs: [String: [(level: Int, id: String)]] = [:]
    for (original, ids) in zip(originals, originalIDs) { canonicalIDs[original.slug] = ids }
    let canonicalBySlug = canonicalIDs
    let anchors = ParallelMap.map(lessons, jobs: jobs) { lesson in
      var canonical: [(level: Int, id: String)]?
      if !lesson.isReference, lesson.locale != locales.first {
        canonical = canonicalBySlug[lesson.slug]
      }
      return Self.anchors(of: lesson, canonical: canonical)
    }
    var pages: [String: LinkTargets.Page] = [:]
    for (lesson, ids) in zip(lessons, anchors) {
      pages[relative(lesson.path)] = LinkTargets.Page(
        sitePath: lesson.locale + "/" + lesson.slug + ".html", anchors: ids)
    }
    let targets = LinkTargets(pages: pages, assets: assets, locales: locales)
    let results = ParallelMap.map(lessons, jobs: jobs) { lesson in
      check(lesson, targets: targets)
    }
    var diagnostics: [SiteDiagnostic] = []
    for (index, (links, problems)) in results.enumerated() {
      lessons[index].links = links
      diagnostics += problems
    }
    return diagnostics
  }

  /// One lesson's resolved links (destination as written → site path) and problems.
  func check(_ lesson: Lesson, targets: LinkTargets) -> ([String: String], [SiteDiagnostic]) {
    let source = relative(lesson.path)
    var links: [String: String] = [:]
    var problems: [SiteDiagnostic] = []
    for link in lesson.document.links {
      switch targets.resolve(link.destination, from: source, image: link.isImage) {
      case .notLocal: break
      case .target(let path): links[link.destination] = path
      case .problem(let diagnostic):
        let text = lesson.lines[link.line]
        let bytes = max(0, link.byteColumn - 1)
        let column = String(decoding: text.utf8.prefix(bytes), as: UTF8.self).count + 1
        problems.append(
          diagnostic.located(
            file: lesson.path, line: link.line, column: column, text: lesson.lines))
      }
    }
    return (links, problems)
  }

  /// `path` relative to the content folder.
  private func relative(_ path: String) -> String {
    path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
  }

  /// The ids a link may name on the lesson's page: its headings' anchors as the page gives
  /// them (`LessonBody`), its scenarios' figures and the template's own.
  package static func anchors(
    of lesson: Lesson, canonical: [(level: Int, id: String)]? = nil
  ) -> Set<String> {
    // The page's passes, on its headings only: each pass is local to a heading's own text.
    var tree = MarkdownPasses.joiningWordlessLineBreaks(lesson.document.headingTree)
    tree = ExternalLinks.neutralize(tree)
    let anchors = HeadingAnchors(reserved: reserved(lesson), canonical: canonical)
    var ids = anchors.reserved
    anchors.apply(to: tree).tree.walk { node in
      if case .heading(_, let id?) = node.kind { ids.insert(id) }
    }
    return ids
  }

  /// The ids the page's headings take, in order: what its translations' headings take.
  static func headingIDs(of lesson: Lesson) -> [(level: Int, id: String)] {
    HeadingAnchors.headings(
      of: HeadingAnchors(reserved: reserved(lesson)).apply(to: lesson.document.headingTree)
        .tree)
  }

  /// Ids headings never take: the template's and the scenarios' figures (`scenario-2`).
  private static func reserved(_ lesson: Lesson) -> Set<String> {
    let count = ScenarioExtractor.count(in: lesson)
    return HeadingAnchors().reserved.union((0..<count).map { "scenario-\($0 + 1)" })
  }
}
