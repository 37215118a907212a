import Foundation

/// A templates folder, parsed and checked once: the page layouts, their partials, the
/// stylesheet and script, and the UI strings of each locale.
///
/// ```
/// Templates/page.html  index.html  locale-index.html  search.html
/// Templates/partials/<name>.html   style.css  site.js  i18n/<locale>.json
/// ```
/// `--templates DIR` points the build at another folder of the same shape: a user's theme.
package struct Theme: Sendable {
  /// The layouts every theme must have.
  package static let layoutNames = ["page.html", "index.html", "locale-index.html", "search.html"]
  /// Files copied into `assets/`, without their comments (`AssetCompactor`).
  package static let assetNames = ["style.css", "site.js"]

  /// By file name (`page.html`).
  package var layouts: [String: MustacheTemplate]
  /// By partial name (`header` for `partials/header.html`).
  package var partials: [String: MustacheTemplate]
  /// `assets/<name>` → bytes, compacted when first asked for (a rebuild that keeps the
  /// site's copies never compacts them).
  package var assets: [String: [UInt8]] {
    Dictionary(uniqueKeysWithValues: Self.assetNames.map { ($0, asset($0)) })
  }
  /// The theme's files for `assets`, as read.
  private let assetSources: ThemeAssets
  /// By locale, gaps already filled from the default locale.
  package var strings: [String: UIStrings]
  /// Gaps filled from the default locale, one line each.
  package var warnings: [SiteDiagnostic]
  /// Markup every page gets in its layout's `{{{lessonsServe}}}` slot (`serveSlot`): the
  /// live-reload script of `lessons serve`. Nil for `lessons build`, whose pages have the
  /// slot empty. A layout without the slot (a user's theme) gets the markup after its
  /// output: the page is rendered with it, never scanned for a place to put it.
  package var pageHook: String?
  /// The name of the slot `pageHook` fills.
  package static let serveSlot = "lessonsServe"

  /// Loads and checks `folder` for `locales` (the first is the default). Every template
  /// error names its file and line; partials named but missing are reported at the tag.
  /// The default folder name, where no such folder exists, means the theme compiled into
  /// the binary (`EmbeddedTheme`).
  package init(folder: String, locales: [String]) throws(SiteBuildError) {
    let embedded =
      folder == EmbeddedTheme.defaultFolderName && !FileManager.default.fileExists(atPath: folder)
    try self.init(folder: folder, locales: locales, embedded: embedded)
  }

  /// With `embedded`, the files are `EmbeddedTheme`'s and `folder` is not read.
  init(folder: String, locales: [String], embedded: Bool) throws(SiteBuildError) {
    let root = URL(fileURLWithPath: folder)
    let files = FileManager.default
    func contents(_ name: String) -> Data? {
      embedded
        ? EmbeddedTheme.contents(name)
        : files.contents(atPath: root.appendingPathComponent(name).path)
    }
    func read(_ name: String) throws(SiteBuildError) -> String {
      guard let data = contents(name) else {
        throw .template(TemplateError(file: name, line: 0, problem: .missingTemplate(name)))
      }
      guard let text = String(data: data, encoding: .utf8) else {
        throw .template(
          TemplateError(file: name, line: 0, problem: .unreadable("not valid UTF-8")))
      }
      return text
    }
    func parse(_ name: String, _ source: String) throws(SiteBuildError) -> MustacheTemplate {
      do {
        return try MustacheTemplate(file: name, source: source)
      } catch {
        throw .template(error)
      }
    }
    var layouts: [String: MustacheTemplate] = [:]
    for name in Self.layoutNames { layouts[name] = try parse(name, try read(name)) }
    var partials: [String: MustacheTemplate] = [:]
    let partialFolder = root.appendingPathComponent("partials").path
    let partialFiles =
      embedded
      ? EmbeddedTheme.fileNames(in: "partials")
      : ((try? files.contentsOfDirectory(atPath: partialFolder)) ?? []).sorted()
    for file in partialFiles where file.hasSuffix(".html") && !file.hasPrefix(".") {
      let name = "partials/" + file
      partials[String(file.dropLast(5))] = try parse(name, try read(name))
    }
    for template in layouts.values.sorted(by: { $0.file < $1.file })
      + partials.values.sorted(by: { $0.file < $1.file })
    {
      for reference in template.partialReferences where partials[reference.name] == nil {
        throw .template(
          TemplateError(
            file: template.file, line: reference.line, problem: .unknownPartial(reference.name)))
      }
    }
    var assets: [String: [UInt8]] = [:]
    for name in Self.assetNames {
      guard let data = contents(name) else {
        throw .template(TemplateError(file: name, line: 0, problem: .missingTemplate(name)))
      }
      assets[name] = Array(data)
    }
    let (strings, warnings) = try UIStrings.load(locales: locales, read: contents)
    self.layouts = layouts
    self.partials = partials
    assetSources = ThemeAssets(assets)
    self.strings = strings
    self.warnings = warnings
  }

  /// The file `assets/<name>` of the site (`name` one of `assetNames`), compacted.
  package func asset(_ name: String) -> [UInt8] {
    assetSources.compacted(name)
  }

  /// Renders layout `name` (one of `layoutNames`) with `context`.
  package func render(_ name: String, _ context: TemplateValue) throws(SiteBuildError) -> String {
    guard let layout = layouts[name] else {
      throw .template(TemplateError(file: name, line: 0, problem: .missingTemplate(name)))
    }
    do {
      guard let pageHook else { return try layout.render(context, partials: partials) }
      guard layout.writes(Self.serveSlot), case .object(var values) = context else {
        return try layout.render(context, partials: partials) + pageHook
      }
      values[Self.serveSlot] = .string(pageHook)
      return try layout.render(.object(values), partials: partials)
    } catch {
      throw .template(error)
    }
  }
}

/// A theme's stylesheet and script as read, each compacted (`AssetCompactor`) the first time
/// it is asked for, once, whichever thread asks.
private final class ThemeAssets: @unchecked Sendable {
  private let lock = NSLock()
  private let sources: [String: [UInt8]]
  private var compactedFiles: [String: [UInt8]] = [:]

  init(_ sources: [String: [UInt8]]) {
    self.sources = sources
  }

  func compacted(_ name: String) -> [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    if let known = compactedFiles[name] { return known }
    let made = AssetCompactor.compact(sources[name] ?? [], name: name)
    compactedFiles[name] = made
    return made
  }
}
