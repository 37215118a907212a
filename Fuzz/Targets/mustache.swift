// Fuzz target: the Mustache parser, and rendering of what parses with a context of lists,
// objects, flags and strings, the template also available as its own partial `self`.
@testable import LessonSite

private let context = TemplateValue.object([
  "title": .string("<b>T</b> & \"q\""),
  "flag": .bool(true),
  "off": .bool(false),
  "items": .list([
    .object(["name": .string("a"), "href": .string("a.html")]),
    .object(["name": .string("b"), "missing": .bool(true)]),
  ]),
  "nested": .object(["deeper": .object(["value": .string("v")])]),
])

func fuzzMustache(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  let source = fuzzText(data, size)
  let template: MustacheTemplate
  do {
    template = try MustacheTemplate(file: "page.html", source: source)
  } catch {
    require(error.line >= 0 && error.file == "page.html", "error at \(error.file):\(error.line)")
    _ = error.description
    return 0
  }
  _ = template.partialReferences
  _ = try? template.render(context, partials: ["self": template])
  return 0
}
