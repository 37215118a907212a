import Foundation

extension ContentLoader {
  /// The folder of a locale's reference pages.
  package static let guideFolder = "guide"

  /// Reads `lesson`'s file again (promotion re-checks what it wrote), as the same kind of
  /// page with the same locale, order and slug.
  package static func reread(_ lesson: Lesson) -> (Lesson?, [SiteDiagnostic]) {
    guard let data = FileManager.default.contents(atPath: lesson.path) else {
      var diagnostic = ContentMessages.unreadableFile("no such file or not readable")
      diagnostic.file = lesson.path
      return (nil, [diagnostic])
    }
    var (reread, problems) = Self.lesson(
      bytes: Array(data), path: lesson.path, locale: lesson.locale, order: lesson.order,
      slug: lesson.slug)
    reread?.isReference = lesson.isReference
    return (reread, problems)
  }

  /// Reads `<locale>/guide/*.md`: reference pages (`authoring.md` becomes `authoring.html`),
  /// verified like lessons, not numbered. A slug must be shaped like a lesson's and differ
  /// from every lesson's and from the locale's own pages.
  func loadGuides(in localeFolder: String, locale: String, lessons: [Lesson])
    -> ([Lesson], [SiteDiagnostic])
  {
    let folder = localeFolder + "/" + Self.guideFolder
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    let lessonSlugs = Dictionary(lessons.map { ($0.slug, $0.path) }) { first, _ in first }
    var guides: [Lesson] = []
    var problems: [SiteDiagnostic] = []
    for name in names where !name.hasPrefix(".") {
      let path = folder + "/" + name
      func problem(_ diagnostic: SiteDiagnostic) {
        var placed = diagnostic
        placed.file = path
        problems.append(placed)
      }
      // The same shape as a lesson's name, with any number standing in for the missing one.
      guard name.hasSuffix(".md"), let (_, slug) = Lesson.parseFileName("0-" + name) else {
        problem(ContentMessages.badGuideName(name))
        continue
      }
      if Lesson.reservedSlugs.contains(slug) {
        problem(ContentMessages.reservedSlug(slug, name: name))
        continue
      }
      if let lesson = lessonSlugs[slug] {
        problem(ContentMessages.duplicateSlug(slug, first: lesson))
        continue
      }
      guard let data = FileManager.default.contents(atPath: path) else {
        problem(ContentMessages.unreadableFile("no such file or not readable"))
        continue
      }
      let (loaded, found) = Self.lesson(
        bytes: Array(data), path: path, locale: locale, order: 0, slug: slug)
      problems += found
      guard var guide = loaded else { continue }
      guide.isReference = true
      guides.append(guide)
    }
    return (guides, problems)
  }
}
