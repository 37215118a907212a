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

  /// Checks `lessons`, filling each one's `links`, and the `headingIDs` of the open ones
  /// (`Lesson.isOpen`: their pages are made from them); returns the problems, placed at the
  /// link.
  package func check(_ lessons: inout [Lesson]) -> [SiteDiagnostic] {
    check(&lessons, only: Array(lessons.indices))
  }

  /// `check` of the lessons at `indices` alone, against every lesson of `lessons`: the
  /// others keep their `links` and `headingIDs` as they are (a rebuild patching the last
  /// build's site checks again the lessons of the groups it makes again).
  package func check(_ lessons: inout [Lesson], only indices: [Int]) -> [SiteDiagnostic] {
    // A page's anchors are worked out at once for open lessons, on all cores; for a lesson
    // made from its facts only when a link names one of its anchors (a rebuild after one
    // change opens a few lessons of thousands, and few links have a fragment).
    let table = PageAnchorTable(lessons, defaultLocale: locales.first)
    table.workOut(indices.filter { lessons[$0].isOpen }, jobs: jobs)
    var pages: [String: LinkTargets.Page] = [:]
    for index in lessons.indices {
      pages[relative(lessons[index].path)] = LinkTargets.Page(
        sitePath: lessons[index].locale + "/" + lessons[index].slug + ".html",
        anchors: { table.anchors(at: index).anchors })
    }
    let targets = LinkTargets(pages: pages, assets: assets, locales: locales)
    let checked = lessons
    let results = ParallelMap.map(indices, jobs: jobs) { index in
      check(checked[index], targets: targets)
    }
    var diagnostics: [SiteDiagnostic] = []
    for (index, (links, problems)) in zip(indices, results) {
      let ids = lessons[index].isOpen ? table.anchors(at: index).ids : lessons[index].headingIDs
      // Both at once: each setter gives the lesson a new box; none when nothing changes.
      if links != lessons[index].links || ids != lessons[index].headingIDs {
        lessons[index].setLinks(links, headingIDs: ids)
      }
      diagnostics += problems
    }
    return diagnostics
  }

  /// Gives each open lesson of `lessons` that has no heading ids the ones `check` gives:
  /// a lesson opened after its content was checked (`SitePipeline.openStep`).
  package static func fillHeadingIDs(_ lessons: inout [Lesson], defaultLocale: String?) {
    let table = PageAnchorTable(lessons, defaultLocale: defaultLocale)
    for index in lessons.indices where lessons[index].isOpen && lessons[index].headingIDs == nil {
      lessons[index].headingIDs = table.anchors(at: index).ids
    }
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

  /// `path` relative to the content folder. By bytes: counting and dropping characters walks
  /// grapheme clusters, twice for every lesson of the site.
  private func relative(_ path: String) -> String {
    let bytes = path.utf8
    let count = root.utf8.count
    guard bytes.starts(with: root.utf8), bytes.dropFirst(count).first == UInt8(ascii: "/") else {
      return path
    }
    return String(Substring(bytes.dropFirst(count + 1)))
  }

  /// Ids headings never take: the template's and the scenarios' figures (`scenario-2`).
  fileprivate static func reserved(_ lesson: Lesson) -> Set<String> {
    let count = lesson.scenarioIDs.count
    return HeadingAnchors().reserved.union((0..<count).map { "scenario-\($0 + 1)" })
  }
}

/// A page's heading ids, in order with their levels, and every id a link may name on it:
/// those, its scenarios' figures and the template's own.
private struct PageAnchors: Sendable {
  var levels: [Int]
  var ids: [String]
  var anchors: Set<String>
}

/// Each lesson's `PageAnchors`, worked out once when first asked for, from any thread.
///
/// A translation's headings take the default locale's ids by position (`HeadingAnchors`),
/// so a link into it names the ids its page will have, not slugs of translated headings:
/// its anchors are worked out from the default locale's lesson of its slug.
private final class PageAnchorTable: @unchecked Sendable {
  private let lessons: [Lesson]
  private let defaultLocale: String?
  /// The default locale's lesson of each slug, by index (reference pages are in no slug).
  private let canonical: [String: Int]
  private let lock = NSLock()
  private var found: [PageAnchors?]

  init(_ lessons: [Lesson], defaultLocale: String?) {
    self.lessons = lessons
    self.defaultLocale = defaultLocale
    var canonical: [String: Int] = [:]
    for (index, lesson) in lessons.enumerated()
    where !lesson.isReference && lesson.locale == defaultLocale {
      canonical[lesson.slug] = index
    }
    self.canonical = canonical
    found = Array(repeating: nil, count: lessons.count)
  }

  /// Works out the anchors of the lessons at `indices` on `jobs` cores: first the pages that
  /// take no other page's ids, then the translations, from them.
  func workOut(_ indices: [Int], jobs: Int) {
    let translations = indices.filter { isTranslation(lessons[$0]) }
    let own = indices.filter { !isTranslation(lessons[$0]) }
    _ = ParallelMap.map(own, jobs: jobs) { self.anchors(at: $0).ids.count }
    _ = ParallelMap.map(translations, jobs: jobs) { self.anchors(at: $0).ids.count }
  }

  func anchors(at index: Int) -> PageAnchors {
    lock.lock()
    if let known = found[index] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let lesson = lessons[index]
    var original: [(level: Int, id: String)]?
    if isTranslation(lesson), let source = canonical[lesson.slug] {
      let anchors = anchors(at: source)
      original = Array(zip(anchors.levels, anchors.ids))
    }
    let reserved = LinkChecker.reserved(lesson)
    let sources = lesson.headingSources
    let ids = HeadingAnchors(reserved: reserved, canonical: original).ids(for: sources)
    let made = PageAnchors(levels: sources.map(\.level), ids: ids, anchors: reserved.union(ids))
    lock.lock()
    found[index] = made
    lock.unlock()
    return made
  }

  private func isTranslation(_ lesson: Lesson) -> Bool {
    !lesson.isReference && lesson.locale != defaultLocale
  }
}
