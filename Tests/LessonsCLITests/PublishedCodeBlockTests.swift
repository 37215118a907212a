import Foundation
import LessonSite
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonsCLI

/// Code a published page shows although CommonMark reads no code block there (sweep 29, A1,
/// A9, A10): a Liquid block of Jekyll or Hexo and an HTML `<pre>` element are taken by the
/// annotation before them; a comment an HTML block swallows is a warning at its line. The
/// traces are FIDELITY's A1.3 (addChild sends willMove), A7.1 (the view loads on first
/// access), A5.10 (viewWillAppear when the view enters a window), A3.2, B3 (viewDidAppear at
/// the end of the turn).
@Suite struct PublishedCodeBlockTests {
  private func run(_ text: String, _ arguments: [String] = []) throws -> (CLIResult, String, String)
  {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("post.md", text)
    let post = folder.path("post.md")
    let result = runLessons(["check"] + arguments + [post], executor: ScenarioRunner())
    let written = try String(contentsOfFile: post, encoding: .utf8)
    return (result, written, post)
  }

  static let objcTrace = """
    manual  [self addChildViewController:child]
    auto      [child willMoveToParentViewController:self]
    manual  child.view
    auto      [child loadView]
    auto      [child viewDidLoad]
    manual  [self.view addSubview:child.view]
    auto      [child viewWillAppear:NO]
    manual  [child didMoveToParentViewController:self]
    turn
    auto      [child viewDidAppear:NO]

    """

  @Test func aJekyllHighlightBlockIsTheAnnotatedBlock() throws {
    // A blank line splits the lines into two paragraphs for CommonMark; Jekyll shows them as
    // one code block.
    let text = """
      ---
      layout: post
      ---
      <!-- lessons: objc scenario -->
      {% highlight objc linenos %}
      UIViewController *child = [UIViewController new];
      [self addChildViewController:child];

      [self.view addSubview:child.view];
      [child didMoveToParentViewController:self];
      {% endhighlight %}
      After the block.

      """
    let (result, written, _) = try run(text, ["--promote"])
    #expect(result.status == 0)
    #expect(
      written
        == text.replacingOccurrences(
          of: "{% endhighlight %}\n",
          with: "{% endhighlight %}\n\n<!-- lessons: trace\n\(Self.objcTrace)-->\n"))
    let (again, _, _) = try run(written)
    #expect(again.output.hasSuffix("1 file, 1 scenario: 1 verified, 0 failed, 0 without trace\n"))
  }

  @Test func aDiagnosticInALiquidBlockIsAtItsFileLine() throws {
    let text = """
      <!-- lessons: scenario -->
      {% codeblock Adding a child lang:swift %}
      addChild(menu)
      {% endcodeblock %}

      """
    let (result, _, post) = try run(text)
    #expect(result.status == 1)
    #expect(result.output.contains("\(post):3:10: error: cannot find `menu` in scope"))
  }

  @Test func anHTMLPreElementIsTheAnnotatedBlock() throws {
    // A WordPress export: GeSHi colouring spans and character references for the brackets.
    let text = """
      <!-- lessons: objc scenario -->
      <pre class="objc"><code>UIViewController *child = &#91;UIViewController new&#93;;
      <span class="kw">[self</span> addChildViewController:child];
      [self.view addSubview:child.view];
      [child didMoveToParentViewController:self];
      </code></pre>
      <p>After.</p>

      """
    let (result, written, _) = try run(text, ["--promote"])
    #expect(result.status == 0)
    #expect(
      written
        == text.replacingOccurrences(
          of: "</code></pre>\n",
          with: "</code></pre>\n\n<!-- lessons: trace\n\(Self.objcTrace)-->\n"))
    let (again, _, _) = try run(written)
    #expect(again.output.hasSuffix("1 file, 1 scenario: 1 verified, 0 failed, 0 without trace\n"))
  }

  @Test func aCommentAnHTMLBlockSwallowsIsAWarningAtItsLine() throws {
    let text = """
      <p>Intro paragraph written as HTML.</p>
      <!-- lessons: objc scenario -->
      ```objc
      [self addChildViewController:child];
      ```

      """
    let (result, _, post) = try run(text)
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "\(post):2:1: warning: this `<!-- lessons: … -->` comment is inside the HTML block that "
          + "starts on line 1 (`<p>Intro paragraph written as HTML.</p>`), which runs to the next "
          + "blank line, so it annotates nothing; put a blank line before the comment "
          + "[annotation.swallowed]"))
  }

  @Test func anUnmarkedLiquidBlockIsCountedAsUnchecked() throws {
    let text =
      "Intro.\n\n{% highlight objc %}\n[self addChildViewController:child];\n"
      + "{% endhighlight %}\n"
    let (result, _, post) = try run(text)
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "\(post):3:1: note: 1 Objective-C code block is not a scenario, so nothing checked it "
          + "(this file has no scenario) [scenario.unmarked-blocks]"))
  }

  @Test func characterReferencesAndTagsLeaveTheTextAReaderSees() {
    #expect(
      PublishedCodeBlocks.decodedCharacterReferences("a &lt; b &amp;&amp; &#91;x&#x5D; &bogus; &")
        == "a < b && [x] &bogus; &")
    #expect(
      PublishedCodeBlocks.withoutTags("<span class=\"k\">if</span> (a < b)<br>x")
        == "if (a < b)\nx")
  }
}
