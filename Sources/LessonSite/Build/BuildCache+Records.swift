/// The build cache's per-lesson records (`BuildCache.records`): each lesson file's facts
/// (`LessonFacts`) under the key they hold for, so a rebuild makes unchanged lessons from
/// them without reading their files. Fields in the order `write` writes them.
extension BuildCache {
  /// One lesson file's facts and the key they hold for (`LessonFacts.key`).
  package struct Record: Sendable, Equatable {
    package var key: String
    package var facts: LessonFacts

    package init(key: String, facts: LessonFacts) {
      self.key = key
      self.facts = facts
    }
  }

  static func write(_ record: Record, _ writer: inout CacheWriter) {
    let facts = record.facts
    writer.string(record.key)
    writer.string(facts.locale)
    writer.int(facts.order)
    writer.string(facts.slug)
    writer.string(facts.title)
    writer.string(facts.summary)
    writer.int(facts.bodyFirstLine)
    writer.list(facts.diagnostics) { write($1, &$0) }
    writer.list(facts.headings) { writer, heading in
      writer.int(heading.level)
      writer.string(heading.text)
      writer.optional(heading.explicitID) { $0.string($1) }
    }
    writer.list(facts.scenarioIDs) { $0.string($1) }
    writer.list(facts.links) { writer, link in
      writer.string(link.destination)
      writer.bool(link.isImage)
      writer.int(link.line)
      writer.int(link.byteColumn)
    }
    writer.list(facts.linkLines.sorted { $0.key < $1.key }) { writer, line in
      writer.int(line.key)
      writer.string(line.value)
    }
    writer.string(facts.sourceHash)
    writer.optional(facts.translationMark) { writer, mark in
      writer.string(mark.hash)
      writer.int(mark.line)
      writer.int(mark.column)
      writer.string(mark.text)
    }
    writer.list(facts.glossaryDiagnostics) { write($1, &$0) }
    writer.list(facts.glossaryTerms) { $0.string($1) }
  }

  static func record(_ reader: inout CacheReader) throws(CacheReader.Truncated) -> Record {
    typealias Reader = CacheReader
    let key = try reader.string()
    let locale = try reader.string()
    let order = try reader.int()
    let slug = try reader.string()
    let title = try reader.string()
    let summary = try reader.string()
    let bodyFirstLine = try reader.int()
    let diagnostics = try reader.list(diagnostic)
    let headings = try reader.list { (reader: inout Reader) throws(Reader.Truncated) in
      HeadingAnchors.Source(
        level: try reader.int(), text: try reader.string(),
        explicitID: try reader.optional { (reader: inout Reader) throws(Reader.Truncated) in
          try reader.string()
        })
    }
    let scenarioIDs = try reader.list { (reader: inout Reader) throws(Reader.Truncated) in
      try reader.string()
    }
    let links = try reader.list { (reader: inout Reader) throws(Reader.Truncated) in
      MarkdownLink(
        destination: try reader.string(), isImage: try reader.bool(), line: try reader.int(),
        byteColumn: try reader.int())
    }
    var linkLines: [Int: String] = [:]
    for _ in 0..<(try reader.count()) {
      let line = try reader.int()
      linkLines[line] = try reader.string()
    }
    let sourceHash = try reader.string()
    let mark = try reader.optional { (reader: inout Reader) throws(Reader.Truncated) in
      LessonFacts.TranslationMark(
        hash: try reader.string(), line: try reader.int(), column: try reader.int(),
        text: try reader.string())
    }
    let glossaryDiagnostics = try reader.list(diagnostic)
    let glossaryTerms = try reader.list { (reader: inout Reader) throws(Reader.Truncated) in
      try reader.string()
    }
    return Record(
      key: key,
      facts: LessonFacts(
        locale: locale, order: order, slug: slug, title: title, summary: summary,
        bodyFirstLine: bodyFirstLine, diagnostics: diagnostics, headings: headings,
        scenarioIDs: scenarioIDs, links: links, linkLines: linkLines, sourceHash: sourceHash,
        translationMark: mark, glossaryDiagnostics: glossaryDiagnostics,
        glossaryTerms: glossaryTerms))
  }

  /// A record's blob.
  static func encoded(_ record: Record) -> [UInt8] {
    var writer = CacheWriter()
    write(record, &writer)
    return writer.bytes
  }
}
