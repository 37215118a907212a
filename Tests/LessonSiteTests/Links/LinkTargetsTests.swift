import Testing

@testable import LessonSite

/// `LinkTargets.resolve`: what a destination written in a content file leads to.
@Suite struct LinkTargetsTests {
  static let targets = LinkTargets(
    pages: [
      "en/01-first.md": .init(sitePath: "en/first.html", anchors: ["top", "intro"]),
      "en/guide/authoring.md": .init(sitePath: "en/authoring.html", anchors: ["links"]),
      "ko/01-first.md": .init(sitePath: "ko/first.html", anchors: ["소개"]),
    ],
    assets: ContentAssets(paths: ["assets/a b.png", "assets/x.png", "ko/assets/x.png"]),
    locales: ["en", "ko"])

  static func resolve(_ destination: String, from source: String = "en/01-first.md") -> String {
    switch targets.resolve(destination, from: source, image: false) {
    case .notLocal: return "not local"
    case .target(let path): return path
    case .problem(let diagnostic): return diagnostic.id.rawValue
    }
  }

  @Test(arguments: [
    ("https://example.com/a.md", "not local"),
    ("mailto:a@example.com", "not local"),
    ("#intro", "not local"),
    ("#nowhere", "link.missing-anchor"),
    ("./01-first.md?x=1#intro", "en/first.html#intro"),
    ("guide/authoring.md#links", "en/authoring.html#links"),
    ("../ko/01-first.md#%EC%86%8C%EA%B0%9C", "ko/first.html#%EC%86%8C%EA%B0%9C"),
    ("../ko/01-first.md#intro", "link.missing-anchor"),
    ("02-second.md", "link.missing-lesson"),
    ("assets/a%20b.png", "assets/a b.png"),
    ("assets/x.png", "assets/x.png"),
    ("assets/", "asset.not-in-assets"),
    ("../assets/missing.png", "asset.missing"),
    ("file:///etc/passwd", "link.absolute"),
    ("FiLe:/etc/passwd", "link.absolute"),
    (" \tfile:x", "link.absolute"),
    ("file\u{1A}x", "asset.not-in-assets"),
    ("  01-first.md#intro\t", "en/first.html#intro"),
    ("\u{3000}01-first.md", "en/first.html"),
    ("guide\\authoring.md", "en/authoring.html"),
    ("/en/first.html", "link.absolute"),
    ("../../../x", "link.outside-content"),
    ("..\\..\\..\\x", "link.outside-content"),
    ("fidelity.html", "en/fidelity.html"),
    ("fidelity.html#A1-3", "en/fidelity.html#A1-3"),
    ("fidelity.html#B16", "en/fidelity.html#B16"),
    // A rule id as written in prose (A1.3) or one the reference does not have.
    ("fidelity.html#A1.3", "link.missing-anchor"),
    ("fidelity.html#B99", "link.missing-anchor"),
    ("../index.html", "index.html"),
    ("notes.txt", "asset.not-in-assets"),
  ])
  func resolves(destination: String, expected: String) {
    #expect(Self.resolve(destination) == expected)
  }

  /// A locale's `assets/x` is its own when it has one, else the shared one.
  @Test func localeAssetsFallBackToShared() {
    #expect(Self.resolve("assets/x.png", from: "ko/01-first.md") == "ko/assets/x.png")
    #expect(Self.resolve("assets/a%20b.png", from: "ko/01-first.md") == "assets/a b.png")
    #expect(Self.resolve("../01-first.md", from: "en/guide/authoring.md") == "en/first.html")
  }
}
