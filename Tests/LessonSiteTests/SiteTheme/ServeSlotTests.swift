import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// `lessons serve`'s live-reload hook is rendered into each page (`Theme.pageHook`, the
/// layouts' `{{{lessonsServe}}}` slot), never spliced into a written page.
@Suite struct ServeSlotTests {
  static let context: TemplateValue = [
    "lang": "en", "siteTitle": "Site", "locales": .list([]),
  ]

  @Test("Without a hook the slot is empty: the page ends as the layout does")
  func emptyInABuild() throws {
    let theme = try Theme(folder: SiteFixture.templates, locales: ["en"])
    let page = try theme.render("index.html", Self.context)
    #expect(page.hasSuffix("</main>\n</body>\n</html>\n"))
    #expect(!page.contains("__lessons"))
  }

  @Test("With a hook every built-in layout writes it just before </body>")
  func filledByServe() throws {
    var theme = try Theme(folder: SiteFixture.templates, locales: ["en"])
    theme.pageHook = LiveReload.hook
    for name in Theme.layoutNames {
      #expect(theme.layouts[name]?.writes(Theme.serveSlot) == true, "\(name)")
    }
    let page = try theme.render("index.html", Self.context)
    #expect(page.hasSuffix("</main>\n" + LiveReload.hook + "</body>\n</html>\n"))
  }

  @Test("A user's layout without the slot gets the hook after its output")
  func appendedWithoutTheSlot() throws {
    var theme = try Theme(folder: SiteFixture.templates, locales: ["en"])
    theme.layouts["index.html"] = try MustacheTemplate(
      file: "index.html", source: "<html><body>{{siteTitle}}</body></html>\n")
    theme.pageHook = "<script src=\"/hook.js\"></script>\n"
    let page = try theme.render("index.html", Self.context)
    #expect(page == "<html><body>Site</body></html>\n<script src=\"/hook.js\"></script>\n")
    // A slot inside a section is not the layout's: it is not filled there.
    let sectioned = try MustacheTemplate(
      file: "x.html", source: "{{#a}}{{{lessonsServe}}}{{/a}}")
    #expect(!sectioned.writes(Theme.serveSlot))
  }
}
