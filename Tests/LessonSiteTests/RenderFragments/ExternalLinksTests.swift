import Testing

@testable import LessonSite

@Suite struct ExternalLinksTests {
  @Test func networkLinksBecomeVisibleText() {
    let html = """
      <p><a href="https://example.com/a?b=1&amp;c=2" title="t">docs</a> and \
      <a href="#local">here</a> and <img src="//cdn.example/x.png" alt="pic" /></p>
      """
    #expect(
      ExternalLinks.neutralize(html) == """
        <p><span class="external-link">docs <span class="url">\
        (https://example.com/a?b=1&amp;c=2)</span></span> and \
        <a href="#local">here</a> and <span class="external-image">pic \
        <span class="url">(//cdn.example/x.png)</span></span></p>
        """)
  }
}
