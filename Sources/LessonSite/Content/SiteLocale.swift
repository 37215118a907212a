/// One language of the site.
package struct SiteLocale: Sendable, Equatable, Hashable {
  /// BCP 47 code and folder name (`en`, `zh-Hans`, `ko`).
  package var code: String
  /// The site's title in this language.
  package var title: String

  package init(code: String, title: String) {
    self.code = code
    self.title = title
  }
}
