/// What the Plan step decides: the first of the two places the build cache answers. Each
/// lesson group (a slug in every locale) gets a key; a group whose key, pages and lessons the
/// cache holds unchanged, with its pages as the output has them, is kept and not run; the
/// rest are the sources to verify.
struct PlannedBuild {
  /// What every page shows besides its own lesson (`commonKey`).
  var common: Digest
  var keys: GroupKeys
  /// Lesson pages of kept groups, by site-relative path.
  var kept: [String: BuildCache.PageEntry]
  /// Kept groups' cache entries, by slug.
  var groups: [String: BuildCache.GroupEntry]
  /// The lessons to run: those of groups not kept.
  var sources: [Lesson]
  /// False when Load patched the last build's site model and this plan needs more than it
  /// made again: a group outside the patched slugs to run, or another common key (the
  /// caller then loads whole and plans again).
  var patchHolds = true
}

extension SitePipeline {
  /// Plan: each group's key from the common key and its lessons' digests, and which groups
  /// the cache keeps (`current`: the output's file stamps).
  func planStep(
    _ loaded: LoadedSite, options: SiteBuilder.Options, inputs: InputDigests,
    cache: BuildCache?, current: [String: FileStamp]
  ) -> PlannedBuild {
    let plan = loaded.plan
    let codes = loaded.content.config.localeCodes
    let common = commonKey(options, plan: plan, inputs: inputs)
    let digests = LessonDigests(inputs: inputs, contentDirectory: options.contentDirectory)
    let keys: GroupKeys
    if let patch = loaded.patch {
      // The other groups' keys as the cache recorded them, under the same common key.
      guard let cache, cache.commonKey == common.description else {
        return PlannedBuild(
          common: common, keys: GroupKeys(), kept: [:], groups: [:], sources: [],
          patchHolds: false)
      }
      keys = GroupKeys(
        plan: plan, content: loaded.content, translations: loaded.translations, common: common,
        digests: digests, patching: patch.slugs, recorded: cache.groups)
    } else {
      keys = GroupKeys(
        plan: plan, content: loaded.content, translations: loaded.translations, common: common,
        digests: digests)
    }
    var kept: [String: BuildCache.PageEntry] = [:]
    var groups: [String: BuildCache.GroupEntry] = [:]
    for slug in plan.slugs {
      let key = keys[slug]
      guard !key.isEmpty, let entry = cache?.groups[slug], entry.key == key else { continue }
      var pages: [String: BuildCache.PageEntry] = [:]
      for locale in codes {
        // `plan.page(slug:locale:).fileName`, without finding the page's lesson.
        let path = locale + "/" + slug + ".html"
        guard let page = entry.pages[path], cache?.isUnchanged(path, current: current) == true
        else { break }
        pages[path] = page
      }
      let lessons = loaded.translations[slug] ?? []
      guard pages.count == codes.count, lessons.allSatisfy({ entry.lessons[$0.path] != nil })
      else { continue }
      kept.merge(pages) { _, new in new }
      groups[slug] = entry
    }
    let sources = plan.sourceLessons.filter { groups[$0.slug] == nil }
    return PlannedBuild(
      common: common, keys: keys, kept: kept, groups: groups, sources: sources,
      patchHolds: loaded.patch.map { patch in sources.allSatisfy { patch.slugs.contains($0.slug) } }
        ?? true)
  }

  /// What every page of the site shows besides its own lesson: the tool, how scenarios run,
  /// the theme, the options, and each locale's lesson list. A change here renders everything.
  func commonKey(
    _ options: SiteBuilder.Options, plan: SitePlan, inputs: InputDigests
  ) -> Digest {
    var digest = Digest()
    digest.add(BuildCache.toolIdentity)
    digest.add(executor.cacheIdentity)
    digest.add("keepGoing=\(options.keepGoing) requireTraces=\(requireTraces)")
    if let hook = options.pageHook { digest.add("pageHook=" + hook) }
    digest.add(inputs.folderDigest("templates"))
    // Every page's footer links to the reference pages by title.
    for guide in plan.guides { digest.add(guide.path + "\u{0}" + guide.title) }
    for locale in plan.locales {
      digest.add(locale.code + "\u{0}" + locale.title)
      for slug in plan.slugs {
        // Field by field (each behind its length), not joined into one string first.
        let source = plan.page(slug: slug, locale: locale.code).source
        digest.add(slug)
        digest.add(source.locale)
        digest.add(source.title)
        digest.add(source.summary)
      }
    }
    return digest
  }
}

/// Each lesson's digest from the build's `InputDigests` (already computed, often without
/// reading the file again).
struct LessonDigests {
  var inputs: InputDigests
  /// The content folder as lesson paths start with it (`ContentLoader.root`), worked out once.
  private let root: String

  init(inputs: InputDigests, contentDirectory: String) {
    self.inputs = inputs
    root = ContentLoader.root(contentDirectory)
  }

  /// The digest of `lesson`'s bytes.
  func digest(of lesson: Lesson) -> String {
    // By bytes: counting and dropping characters walks grapheme clusters, a lesson at a time.
    let path = lesson.path.utf8
    if path.starts(with: root.utf8), path.dropFirst(root.utf8.count).first == UInt8(ascii: "/"),
      let known = inputs.digest(of: "content/" + Substring(path.dropFirst(root.utf8.count + 1)))
    {
      return known
    }
    var digest = Digest()
    digest.add(lesson.bytes)
    return digest.description
  }
}

/// Each lesson group's cache key: the common key and the group's lessons' bytes.
///
/// Cross-locale and duplicate-id checks reach across groups only through scenario ids two
/// groups share (`id=` written the same in two lessons); such groups get no key, so they are
/// always run and checked together.
struct GroupKeys {
  private var keys: [String: String] = [:]

  init() {}

  /// The keys of a patched load (`LoadedSite.patch`): the groups of `slugs` keyed as `init`
  /// keys them, every other group's as `recorded` holds it. Scenario ids are as they were
  /// (the patch holds only then), so the groups tied then are tied now: those recorded
  /// without a key get none.
  init(
    plan: SitePlan, content: SiteContent, translations: [String: [Lesson]], common: Digest,
    digests: LessonDigests, patching slugs: Set<String>,
    recorded: [String: BuildCache.GroupEntry]
  ) {
    var common = common
    common.add(content.assets.paths.joined(separator: "\u{0}"))
    for slug in plan.slugs {
      guard let old = recorded[slug]?.key, !old.isEmpty else { continue }
      guard slugs.contains(slug) else {
        keys[slug] = old
        continue
      }
      var digest = common
      for lesson in translations[slug] ?? [] {
        digest.add(lesson.path)
        digest.add(digests.digest(of: lesson))
      }
      keys[slug] = digest.description
    }
  }

  init(
    plan: SitePlan, content: SiteContent, translations: [String: [Lesson]], common: Digest,
    digests: LessonDigests
  ) {
    // Where a page's links to assets lead depends on which assets exist.
    var common = common
    common.add(content.assets.paths.joined(separator: "\u{0}"))
    var slugsByID: [String: Set<String>] = [:]
    for lesson in content.lessons {
      for id in lesson.scenarioIDs { slugsByID[id, default: []].insert(lesson.slug) }
    }
    let tied = Set(slugsByID.values.filter { $0.count > 1 }.flatMap { $0 })
    for slug in plan.slugs where !tied.contains(slug) {
      var digest = common
      for lesson in translations[slug] ?? [] {
        digest.add(lesson.path)
        digest.add(digests.digest(of: lesson))
      }
      keys[slug] = digest.description
    }
  }

  /// The key, or "" (never equal to a recorded key) for a tied group.
  subscript(slug: String) -> String { keys[slug] ?? "" }
}
