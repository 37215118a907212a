/// What the rest of the site shows of one lesson file: its locale, its place in the locale's
/// lesson list (`order`), its slug (the same in every translation), its title and summary;
/// and the file line its body starts on, so an unopened lesson counts lines as an opened one.
///
/// One lesson's facts hold it (`LessonFacts.listing`), and so does its row in the site model
/// (`SiteModel.Row`); the cache file writes it the same way in both (`write`, `read`).
package struct LessonListing: Sendable, Equatable {
  package var locale: String
  package var order: Int
  package var slug: String
  package var title: String
  package var summary: String
  package var bodyFirstLine: Int

  package init(
    locale: String, order: Int, slug: String, title: String, summary: String, bodyFirstLine: Int
  ) {
    self.locale = locale
    self.order = order
    self.slug = slug
    self.title = title
    self.summary = summary
    self.bodyFirstLine = bodyFirstLine
  }

  /// The listing of `lesson` as loaded.
  package init(of lesson: Lesson) {
    self.init(
      locale: lesson.locale, order: lesson.order, slug: lesson.slug, title: lesson.title,
      summary: lesson.summary, bodyFirstLine: lesson.bodyFirstLine)
  }

  static func write(_ listing: LessonListing, _ writer: inout CacheWriter) {
    writer.string(listing.locale)
    writer.int(listing.order)
    writer.string(listing.slug)
    writer.string(listing.title)
    writer.string(listing.summary)
    writer.int(listing.bodyFirstLine)
  }

  static func read(_ reader: inout CacheReader) throws(CacheReader.Truncated) -> LessonListing {
    LessonListing(
      locale: try reader.string(), order: try reader.int(), slug: try reader.string(),
      title: try reader.string(), summary: try reader.string(), bodyFirstLine: try reader.int())
  }

  /// Steps over what `read` reads.
  static func skip(_ reader: inout CacheReader) throws(CacheReader.Truncated) {
    try reader.skipString()  // locale
    _ = try reader.int()  // order
    for _ in 0..<3 { try reader.skipString() }  // slug, title, summary
    _ = try reader.int()  // bodyFirstLine
  }
}
