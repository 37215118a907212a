/// Spec-style cases for the Mustache subset, in the shape of cmark's spec: a header
/// (`data:` JSON, `partial NAME: text`), a `.` line, the template, a `.` line, then the
/// expected output or `error: FILE:LINE ID`. Cases are separated by `~~~~` lines.
enum MustacheCases {
  static let firstLine = #line + 2
  static let text = #"""
    name: escaped variable
    data: {"name": "<b>Tom & \"Jerry\"</b>"}
    .
    Hi {{name}}!
    .
    Hi &lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;!
    ~~~~
    name: triple mustache is raw
    data: {"html": "<em>x</em>"}
    .
    {{{html}}} {{& html}}
    .
    <em>x</em> <em>x</em>
    ~~~~
    name: missing names render nothing
    data: {}
    .
    [{{nothing}}][{{{nothing}}}][{{a.b.c}}]
    .
    [][][]
    ~~~~
    name: dotted names
    data: {"a": {"b": {"c": "deep"}}}
    .
    {{a.b.c}}
    .
    deep
    ~~~~
    name: dotted name stops at the first match
    data: {"a": {"b": {}}, "c": "outer"}
    .
    {{#a}}[{{b.c}}]{{/a}}
    .
    []
    ~~~~
    name: section over a list pushes each item
    data: {"items": [{"n": "1"}, {"n": "2"}], "sep": ","}
    .
    {{#items}}{{n}}{{sep}}{{/items}}
    .
    1,2,
    ~~~~
    name: implicit iterator
    data: {"words": ["a", "<b>"]}
    .
    {{#words}}({{.}}){{/words}}
    .
    (a)(&lt;b&gt;)
    ~~~~
    name: booleans and empty values
    data: {"yes": true, "no": false, "empty": [], "blank": ""}
    .
    {{#yes}}Y{{/yes}}{{#no}}N{{/no}}{{#empty}}E{{/empty}}{{#blank}}B{{/blank}}
    .
    Y
    ~~~~
    name: inverted sections
    data: {"yes": true, "no": false, "empty": []}
    .
    {{^yes}}Y{{/yes}}{{^no}}N{{/no}}{{^empty}}E{{/empty}}{{^missing}}M{{/missing}}
    .
    NEM
    ~~~~
    name: object section pushes the object
    data: {"person": {"name": "Ana"}, "name": "outer"}
    .
    {{#person}}{{name}}{{/person}} {{name}}
    .
    Ana outer
    ~~~~
    name: standalone lines vanish
    data: {"items": ["a", "b"]}
    .
    <ul>
      {{#items}}
      <li>{{.}}</li>
      {{/items}}
      {{! a comment on its own line }}
    </ul>
    .
    <ul>
      <li>a</li>
      <li>b</li>
    </ul>
    ~~~~
    name: comments may span lines
    data: {}
    .
    a{{! one
    two }}b
    .
    ab
    ~~~~
    name: partials see the caller's context
    data: {"links": [{"href": "a.html", "label": "A"}]}
    partial link: <a href="{{href}}">{{label}}</a>
    .
    {{#links}}{{> link}}{{/links}}
    .
    <a href="a.html">A</a>
    ~~~~
    name: unclosed tag names its line
    data: {}
    .
    one
    two {{name
    .
    error: test.html:2 template.unclosed-tag
    ~~~~
    name: unclosed section names the opening line
    data: {}
    .
    {{#a}}
    x
    .
    error: test.html:1 template.unclosed-section
    ~~~~
    name: mismatched close names the close
    data: {}
    .
    {{#a}}
    {{#b}}
    {{/a}}
    .
    error: test.html:3 template.mismatched-close
    ~~~~
    name: close without open
    data: {}
    .
    x
    {{/a}}
    .
    error: test.html:2 template.unexpected-close
    ~~~~
    name: unknown partial names the tag's line
    data: {}
    .
    a
    b {{> missing}}
    .
    error: test.html:2 template.unknown-partial
    ~~~~
    name: set delimiters are not supported
    data: {}
    .
    {{=<% %>=}}
    .
    error: test.html:1 template.unsupported-tag
    ~~~~
    name: empty tag
    data: {}
    .
    {{ }}
    .
    error: test.html:1 template.empty-tag
    """#
}
