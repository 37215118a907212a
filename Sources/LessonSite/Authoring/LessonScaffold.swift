import Diagnostics
import Foundation

/// `lessons new SLUG`: the next-numbered lesson, written in every locale of a site, with
/// front matter and a first scenario whose trace `lessons check --promote` writes.
///
/// The scenario has no trace block yet: `check` runs it (and counts it as without a trace)
/// and `check --promote` inserts the trace after it. Translations are written with the
/// default locale's placeholder text, to be translated; the same scenario in each keeps the
/// cross-locale rule (same id, same trace) true from the start.
package struct LessonScaffold: Sendable, Equatable {
  /// The lesson number chosen.
  package var order: Int
  /// Path → text, one file per locale, in site.json's order.
  package var files: [(path: String, text: String)]

  package static func == (left: LessonScaffold, right: LessonScaffold) -> Bool {
    left.order == right.order
      && left.files.map { [$0.path, $0.text] } == right.files.map { [$0.path, $0.text] }
  }

  /// Plans lesson `slug` in `contentDirectory`: numbered one after the highest number any
  /// locale uses. Throws when the site cannot be read, the slug is bad or taken.
  package static func plan(slug: String, title: String?, contentDirectory: String)
    throws(AuthoringError) -> LessonScaffold
  {
    guard let parsed = Lesson.parseFileName("01-\(slug).md"), parsed.slug == slug else {
      throw .badSlug(slug)
    }
    let config = try SiteReading.config(contentDirectory)
    var highest = 0
    for code in config.localeCodes {
      let folder = contentDirectory + "/" + code
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names.sorted() {
        guard let (order, existing) = Lesson.parseFileName(name) else { continue }
        if existing == slug { throw .slugTaken(slug: slug, path: folder + "/" + name) }
        highest = max(highest, order)
      }
    }
    let order = highest + 1
    guard order <= 99 else { throw .noNumberLeft }
    let name = Lesson.orderText(order) + "-" + slug + ".md"
    let text = lessonText(title: title ?? defaultTitle(slug: slug))
    return LessonScaffold(
      order: order,
      files: config.localeCodes.map { (contentDirectory + "/" + $0 + "/" + name, text) })
  }

  /// Writes the planned files; none may exist already.
  package func write() throws(AuthoringError) {
    for (path, text) in files {
      try SiteReading.create(path, Array(text.utf8))
    }
  }

  /// `adding-a-child` → `Adding a child`.
  package static func defaultTitle(slug: String) -> String {
    let words = slug.replacingOccurrences(of: "-", with: " ")
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  /// A new lesson's text: front matter, an introduction to replace, one section with a
  /// Swift scenario.
  package static func lessonText(title: String) -> String {
    let quotedTitle = title.contains(":") || title.hasPrefix("\"") ? "\"\(title)\"" : title
    return """
      ---
      title: \(quotedTitle)
      summary: One sentence for the lesson list: what the reader learns here.
      ---

      Replace this paragraph with what the lesson shows and why it matters.

      ## A first scenario

      Describe what the code does. Then run `lessons check --promote`: it runs the scenario
      and writes the trace UIKit produces after it. Read the trace and explain it here.

      ```swift scenario
      let child = UIViewController()
      self.addChild(child)
      child.view.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
      self.view.addSubview(child.view)
      child.didMove(toParent: self)
      ```

      """
  }
}

/// Reading a site's configuration and creating files, for the authoring commands.
enum SiteReading {
  /// site.json of `contentDirectory`, parsed; throws when missing or broken.
  static func config(_ contentDirectory: String) throws(AuthoringError) -> SiteConfig {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: contentDirectory, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw .noSite("no content folder at \(contentDirectory)") }
    let path = contentDirectory + "/site.json"
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .noSite("no site.json at \(path)")
    }
    let (config, diagnostics) = SiteConfig.parse(Array(data), path: path)
    if diagnostics.contains(where: { $0.severity == .error }) || config.locales.isEmpty {
      throw .badSiteConfig(diagnostics.map(DiagnosticFormatter.text).joined())
    }
    return config
  }

  /// Writes a new file (its folder created), refusing to replace one.
  static func create(_ path: String, _ bytes: [UInt8]) throws(AuthoringError) {
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url, options: .withoutOverwriting)
    } catch {
      throw .write(path: path, reason: (error as NSError).localizedDescription)
    }
  }
}
