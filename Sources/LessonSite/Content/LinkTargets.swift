import Containment
import Foundation

/// What a link or image in a content file may point at, and where each target is in the
/// site: the pages (lessons and reference pages, by their source file, with the anchors
/// their page has) and the assets.
///
/// Authors link by file, the way their editor and GitHub resolve it: `02-transition.md`,
/// `../ko/02-transition.md#anchor`, `../assets/diagram.png`, `assets/diagram.png` (the
/// locale's own asset, else the shared one of that name). `resolve` turns such a destination
/// into a site path, or says what is wrong with it.
package struct LinkTargets: Sendable {
  /// One page of the site.
  package struct Page: Sendable {
    /// Where the page is in the site (`ko/transition.html`).
    package var sitePath: String
    /// The ids a link may name after `#`, known, or worked out when a link first names one
    /// (`LinkChecker`: most pages are never the target of a link with a fragment).
    private var source: Anchors

    private enum Anchors: Sendable {
      case known(Set<String>)
      case onDemand(@Sendable () -> Set<String>)
    }

    /// The ids a link may name after `#`.
    package var anchors: Set<String> {
      switch source {
      case .known(let anchors): anchors
      case .onDemand(let make): make()
      }
    }

    package init(sitePath: String, anchors: Set<String>) {
      self.sitePath = sitePath
      source = .known(anchors)
    }

    /// A page whose anchors `make` gives when a link names one (it is asked each time: it
    /// keeps what it found itself).
    init(sitePath: String, anchors make: @escaping @Sendable () -> Set<String>) {
      self.sitePath = sitePath
      source = .onDemand(make)
    }
  }

  /// What a destination leads to.
  package enum Resolution: Sendable, Equatable {
    /// Not a file of the content folder (`https:`, `mailto:`): left as written.
    case notLocal
    /// A site path (`ko/transition.html#overview`, `assets/diagram.png`).
    case target(String)
    /// A problem, as a diagnostic to place at the link.
    case problem(SiteDiagnostic)
  }

  /// By content-relative source path (`ko/02-transition.md`).
  package var pages: [String: Page]
  package var assets: ContentAssets
  /// Locale codes, so `ko/assets/x.png` can fall back to `assets/x.png`.
  package var locales: [String]

  package init(pages: [String: Page], assets: ContentAssets, locales: [String]) {
    self.pages = pages
    self.assets = assets
    self.locales = locales
  }

  /// The site path `destination` leads to, written in the file at `source` (content-relative)
  /// as a link (`image` false) or an image.
  package func resolve(_ destination: String, from source: String, image: Bool) -> Resolution {
    let trimmed = Self.trimmed(destination)
    let isFile = Self.startsWithFileScheme(trimmed)
    if trimmed.isEmpty || Self.hasScheme(trimmed) && !isFile {
      return .notLocal
    }
    if isFile || trimmed.hasPrefix("/") || trimmed.hasPrefix("\\") {
      return .problem(LinkMessages.absolute(destination))
    }
    var (path, fragment) = Self.split(trimmed)
    if path.isEmpty {
      // `#anchor`: a place on this page.
      guard let page = pages[source] else { return .notLocal }
      if let fragment, !fragment.isEmpty, !page.anchors.contains(Self.decoded(fragment)) {
        return .problem(
          LinkMessages.missingAnchor(fragment, page: source, known: page.anchors.sorted()))
      }
      return .notLocal
    }
    path = Self.decoded(path)
    if path.hasSuffix("/") {
      return .problem(LinkMessages.notPublished(destination, resolved: path, image: image))
    }
    let folder = source.split(separator: "/").dropLast().map(String.init)
    guard let normalized = Self.normalize(folder, path) else {
      return .problem(LinkMessages.outsideContent(destination))
    }
    if let page = pages[normalized], !image {
      if let fragment, !fragment.isEmpty {
        guard page.anchors.contains(Self.decoded(fragment)) else {
          return .problem(
            LinkMessages.missingAnchor(fragment, page: normalized, known: page.anchors.sorted()))
        }
        return .target(page.sitePath + "#" + fragment)
      }
      return .target(page.sitePath)
    }
    if normalized.hasSuffix(".md"), !image {
      let known = pages.keys.filter { Self.folder(of: $0) == Self.folder(of: normalized) }
      return .problem(LinkMessages.missingPage(destination, resolved: normalized, known: known))
    }
    let parts = normalized.split(separator: "/").map(String.init)
    // The pages the site makes itself: the language chooser, and each locale's lesson list,
    // search and fidelity reference.
    if !image,
      normalized == "index.html"
        || (parts.count == 2 && locales.contains(parts[0]) && Self.sitePages.contains(parts[1]))
    {
      // A rule of the fidelity reference is linked by its anchor (`fidelity.html#B16`): one
      // that names no rule would land at the top of a long page.
      if parts.last == FidelityPage.fileName, let fragment, !fragment.isEmpty,
        !Self.fidelityAnchors.contains(Self.decoded(fragment))
      {
        return .problem(
          LinkMessages.missingAnchor(
            fragment, page: normalized, known: Self.fidelityAnchors.sorted()))
      }
      return .target(normalized + (fragment.map { "#" + $0 } ?? ""))
    }
    if parts.first == ContentAssets.folderName {
      return assets.contains(normalized)
        ? .target(normalized)
        : .problem(LinkMessages.missingAsset(destination, resolved: normalized))
    }
    if parts.count > 2, locales.contains(parts[0]), parts[1] == ContentAssets.folderName {
      if assets.contains(normalized) { return .target(normalized) }
      let shared = parts.dropFirst().joined(separator: "/")
      if assets.contains(shared) { return .target(shared) }
      return .problem(
        LinkMessages.missingAsset(destination, resolved: normalized, shared: shared))
    }
    return .problem(LinkMessages.notPublished(destination, resolved: normalized, image: image))
  }

  /// The sections of the fidelity reference page: one per rule (`A1-3`, `B16`, `V1`).
  static let fidelityAnchors = Set(FidelityRule.catalogue.map(\.anchor))

  /// Pages of every locale folder that no content file makes.
  static let sitePages: Set<String> = ["index.html", "search.html", "fidelity.html"]

  /// True for `scheme:` destinations (`https:`, `mailto:`), as RFC 3986 spells a scheme.
  static func hasScheme(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return false }
    let scheme = text[..<colon]
    guard let first = scheme.unicodeScalars.first, first.isASCIILetter else { return false }
    return scheme.unicodeScalars.allSatisfy {
      $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "."
    }
  }

  /// The path and the fragment (without `#`; nil when there is none); a query is dropped.
  private static func split(_ text: String) -> (String, String?) {
    var path = Substring(text)
    var fragment: String?
    if let hash = path.firstIndex(of: "#") {
      fragment = String(path[path.index(after: hash)...])
      path = path[..<hash]
    }
    if let question = path.firstIndex(of: "?") { path = path[..<question] }
    return (String(path), fragment)
  }

  /// Percent escapes decoded, when they decode.
  static func decoded(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
    return text.removingPercentEncoding ?? text
  }

  /// `text` without leading and trailing spaces and tabs (`CharacterSet.whitespaces`); most
  /// destinations have none, and are returned without a look at their characters.
  private static func trimmed(_ text: String) -> String {
    let utf8 = text.utf8
    func isPlain(_ byte: UInt8?) -> Bool {
      byte.map { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 < 0x80 } ?? true
    }
    if isPlain(utf8.first), isPlain(utf8.last) { return text }
    return text.trimmingCharacters(in: .whitespaces)
  }

  /// True when `text` starts with `file:`, in any case.
  private static func startsWithFileScheme(_ text: String) -> Bool {
    let prefix = Array(text.utf8.prefix(5))
    return prefix.count == 5 && prefix[4] == UInt8(ascii: ":")
      && prefix[..<4].map { $0 | 0x20 } == Array("file".utf8)
  }

  /// `path` taken from `folder` (both content-relative), `.` and `..` resolved; nil when it
  /// climbs out of the content folder.
  static func normalize(_ folder: [String], _ path: String) -> String? {
    var parts = folder
    let slashed =
      path.utf8.contains(UInt8(ascii: "\\")) ? path.replacingOccurrences(of: "\\", with: "/") : path
    for part in slashed.split(separator: "/") {
      switch part {
      case ".": continue
      case "..":
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      default: parts.append(String(part))
      }
    }
    return parts.isEmpty ? nil : parts.joined(separator: "/")
  }

  private static func folder(of path: String) -> String {
    path.split(separator: "/").dropLast().joined(separator: "/")
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
