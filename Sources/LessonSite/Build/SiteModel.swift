import Diagnostics

/// The site as the last build loaded it, kept in the build cache as one record that the next
/// build patches: each lesson in content order with what the rest of the site shows of it
/// (locale, order, slug, title, summary), and the content's diagnostics by source (those
/// about one lesson file, each under its lesson; the rest, about the config, the glossary,
/// the reference pages or files that are not lessons, together).
///
/// A rebuild after changes to lesson files alone (the same files, the same config, glossary,
/// reference pages, assets and templates) starts from it (`SitePipeline.patchedLoad`): the
/// changed lessons are read; their slugs' lessons have their own checks made again (links,
/// translation marks) and their diagnostics replaced; every other lesson is made from its
/// row, its recorded facts left undecoded (`RecordFacts`). A change that other pages show or
/// check against (a title, summary, heading, scenario id or glossary term) loads the site
/// whole instead.
package struct SiteModel: Sendable, Equatable {
  /// One lesson file, as the loader named it, with what the rest of the site shows of it.
  package struct Row: Sendable, Equatable {
    package var path: String
    package var listing: LessonListing

    package init(path: String, listing: LessonListing) {
      self.path = path
      self.listing = listing
    }
  }

  /// Every lesson loaded, in content order (`SiteContent.lessons`).
  package var rows: [Row]
  /// Each row's own diagnostics (placed in its file), in the order loading sorted them.
  package var own: [[SiteDiagnostic]]
  /// The content's other diagnostics, in the order loading sorted them.
  package var shared: [SiteDiagnostic]

  package init(rows: [Row], own: [[SiteDiagnostic]], shared: [SiteDiagnostic]) {
    self.rows = rows
    self.own = own
    self.shared = shared
  }

  /// The model of `content` as loaded: its lessons' rows, its diagnostics by source.
  package init(content: SiteContent) {
    rows = content.lessons.map { Row(path: $0.path, listing: LessonListing(of: $0)) }
    var index: [String: Int] = [:]
    index.reserveCapacity(rows.count)
    for (position, row) in rows.enumerated() { index[row.path] = position }
    own = Array(repeating: [], count: rows.count)
    shared = []
    for diagnostic in content.diagnostics {
      if let file = diagnostic.file, let position = index[file] {
        own[position].append(diagnostic)
      } else {
        shared.append(diagnostic)
      }
    }
  }

  /// Every diagnostic, sorted as loading sorts them.
  package var diagnostics: [SiteDiagnostic] {
    (shared + own.joined()).sorted(by: SiteDiagnostic.ordered)
  }

  static func write(_ model: SiteModel, _ writer: inout CacheWriter) {
    writer.list(model.rows) { writer, row in
      writer.string(row.path)
      LessonListing.write(row.listing, &writer)
    }
    for diagnostics in model.own {
      writer.list(diagnostics) { BuildCache.write($1, &$0) }
    }
    writer.list(model.shared) { BuildCache.write($1, &$0) }
  }

  static func read(_ reader: inout CacheReader) throws(CacheReader.Truncated) -> SiteModel {
    let rows = try reader.list { (reader) throws(CacheReader.Truncated) in
      Row(path: try reader.string(), listing: try LessonListing.read(&reader))
    }
    var own: [[SiteDiagnostic]] = []
    own.reserveCapacity(rows.count)
    for _ in rows { own.append(try reader.list(BuildCache.diagnostic)) }
    return SiteModel(rows: rows, own: own, shared: try reader.list(BuildCache.diagnostic))
  }
}
