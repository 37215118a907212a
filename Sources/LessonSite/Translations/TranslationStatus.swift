import Foundation

/// Where each translation stands against the default-locale lesson it translates, read from
/// its `translated-from:` front-matter key (the `SourceHash` of the source's bytes when the
/// translation was last brought up to date).
///
/// ```
/// ---
/// title: 자식 뷰 컨트롤러 추가와 제거
/// translated-from: 5f0c6e1d2a9b4c73
/// ---
/// ```
package struct TranslationStatus: Sendable, Equatable {
  /// One translation (or its absence).
  package struct Entry: Sendable, Equatable {
    package enum State: String, Sendable, Equatable, CaseIterable {
      /// Its `translated-from:` matches the source as it is now.
      case current
      /// The source changed since `translated-from:` was written.
      case outdated
      /// No `translated-from:` yet: nobody has said which source revision it follows.
      case unmarked
      /// The locale has no file for this lesson (pages fall back to the default locale).
      case missing
    }

    package var locale: String
    package var slug: String
    package var state: State
    /// The default-locale lesson.
    package var source: String
    /// The translation's file; nil when missing.
    package var path: String?
  }

  /// The default locale's code.
  package var defaultLocale: String
  /// Every other locale, in site.json order.
  package var locales: [String]
  /// Per locale (site.json order), per lesson (source order).
  package var entries: [Entry]

  /// Reads `contentDirectory`: site.json, then the lesson files by name. Only site.json
  /// problems throw; a lesson file that cannot be read counts as unmarked.
  package static func read(contentDirectory: String) throws(AuthoringError) -> TranslationStatus {
    let config = try SiteReading.config(contentDirectory)
    let codes = config.localeCodes
    let defaultLocale = codes[0]
    let sources = LessonFiles.inLocale(defaultLocale, of: contentDirectory)
    var entries: [Entry] = []
    for locale in codes.dropFirst() {
      let translations = LessonFiles.inLocale(locale, of: contentDirectory)
      for source in sources {
        guard let path = translations.first(where: { $0.slug == source.slug })?.path else {
          entries.append(
            Entry(
              locale: locale, slug: source.slug, state: .missing, source: source.path, path: nil))
          continue
        }
        let state: Entry.State
        switch TranslationMarker.recordedHash(inFile: path) {
        case nil: state = .unmarked
        case let recorded?:
          let bytes = FileManager.default.contents(atPath: source.path).map(Array.init) ?? []
          state = recorded == SourceHash.of(bytes) ? .current : .outdated
        }
        entries.append(
          Entry(locale: locale, slug: source.slug, state: state, source: source.path, path: path))
      }
    }
    return TranslationStatus(
      defaultLocale: defaultLocale, locales: Array(codes.dropFirst()), entries: entries)
  }

  /// The entries of one locale.
  package func entries(of locale: String) -> [Entry] {
    entries.filter { $0.locale == locale }
  }
}

/// The lesson files of a locale folder, found by name (`NN-slug.md`), sorted by number.
enum LessonFiles {
  struct File: Sendable, Equatable {
    var order: Int
    var slug: String
    var path: String
  }

  /// The locale's lessons in order, then its reference pages (`guide/authoring.md`, slug
  /// `guide/authoring`), which are translated and marked the same way.
  static func inLocale(_ locale: String, of contentDirectory: String) -> [File] {
    let folder = contentDirectory + "/" + locale
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let lessons = names.sorted().compactMap { name in
      Lesson.parseFileName(name).map {
        File(order: $0.order, slug: $0.slug, path: folder + "/" + name)
      }
    }.sorted { $0.order < $1.order }
    let guideFolder = folder + "/" + ContentLoader.guideFolder
    let guideNames = (try? FileManager.default.contentsOfDirectory(atPath: guideFolder)) ?? []
    let guides = guideNames.sorted().compactMap { name in
      Lesson.parseFileName("0-" + name).map {
        File(
          order: Int.max, slug: ContentLoader.guideFolder + "/" + $0.slug,
          path: guideFolder + "/" + name)
      }
    }
    return lessons + guides
  }
}
