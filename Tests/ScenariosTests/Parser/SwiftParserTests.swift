import Testing

@testable import Scenarios

@Suite struct SwiftParserTests {
  private func dump(_ source: String) throws -> String {
    ASTDumper.dump(try SwiftParser.parse(source))
  }

  /// A `)` left out: the error where parsing noticed, a note at the line of the `(`.
  @Test func missingClosingParenthesisNotesTheOpeningOne() {
    let source = "let child = UIViewController()\naddChild(child\nview.addSubview(child.view)\n"
    #expect(throws: ScenarioError.self) { try SwiftParser.parse(source) }
    do {
      _ = try SwiftParser.parse(source)
    } catch {
      #expect(error.diagnostic.line == 3)
      #expect(error.diagnostic.column == 1)
      #expect(
        error.diagnostic.notes == [.init(message: "to match this opening `(` (column 9)", line: 2)])
    }
  }

  @Test func addChildStatements() throws {
    let source = """
      let child = FirstViewController()
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
      """
    #expect(
      try dump(source) == """
        let child 1:1
          call
            name FirstViewController
        expression 2:1
          call
            name addChild
            argument _
              name child
        expression 3:1
          call
            member addSubview
              name view
            argument _
              member view
                name child
        expression 4:1
          call
            member didMove
              name child
            argument toParent
              name self

        """)
  }

  @Test func trailingClosuresFillClosureArguments() throws {
    let source = """
      transition(from: a, to: b, duration: 0.5, options: [.transitionFlipFromLeft], animations: nil) { finished in
        b.didMove(toParent: self)
      }
      """
    #expect(
      try dump(source) == """
        expression 1:1
          call
            name transition
            argument from
              name a
            argument to
              name b
            argument duration
              number 0.5
            argument options
              array
                implicit .transitionFlipFromLeft
            argument animations
              nil
            argument _
              closure (finished)
                expression 2:3
                  call
                    member didMove
                      name b
                    argument toParent
                      name self

        """)
  }

  @Test func closuresWithCaptureListsAndTypedParameters() throws {
    let source =
      "UIView.animate(withDuration: 0.3, animations: { [weak self] in }) { (done: Bool) -> Void in }"
    #expect(
      try dump(source) == """
        expression 1:1
          call
            member animate
              name UIView
            argument withDuration
              number 0.3
            argument animations
              closure ()
            argument _
              closure (done)

        """)
  }

  @Test func controlFlowAndInterpolation() throws {
    let source = """
      guard let first = children.first else { return }
      for c in children { print("child \\(c)") }
      if a == 1 && !b { x = 1 } else if c { x = 2 } else { x = 3 }
      """
    #expect(
      try dump(source) == """
        guard 1:1
          bind first
            member first
              name children
          else
            return 1:41
        for c 2:1
          name children
          do
            expression 2:21
              call
                name print
                argument _
                  string
                    text "child "
                    name c
        if 3:1
          test
            binary &&
              binary ==
                name a
                number 1.0
              unary !
                name b
          then
            assign 3:19
              name x
              number 1.0
          else
            if 3:32
              test
                name c
              then
                assign 3:39
                  name x
                  number 2.0
              else
                assign 3:54
                  name x
                  number 3.0

        """)
  }

  @Test func methodsShapeWithClassesAndProperties() throws {
    let source = """
      import UIKit
      let first = FirstViewController()
      class FirstViewController: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
        }
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
      }
      @objc func show(from old: UIViewController, _ other: UIViewController) {}
      """
    #expect(
      try dump(source) == """
        property let first 2:1
          call
            name FirstViewController
        method show labels [from,_] parameters [old,other] 9:7
        class FirstViewController: UIViewController 3:1
          override method viewWillAppear labels [_] parameters [animated] 4:12
            expression 5:5
              call
                member viewWillAppear
                  name super
                argument _
                  name animated
          override method shouldAutomaticallyForwardAppearanceMethods labels [] parameters [] 7:12
            expression 7:68
              bool false

        """)
  }

  @Test func optionalChainingIsTransparentAndCastsAreNodes() throws {
    #expect(
      try dump("children.first?.view.removeFromSuperview()\nlet c = x as? FirstViewController")
        == """
        expression 1:1
          call
            member removeFromSuperview
              member view
                member first
                  name children
        let c 2:1
          as? FirstViewController
            name x

        """)
  }

  @Test(arguments: [
    ("addChild(child", "scenario.unexpected-token", 1, 15),
    ("a.b c", "scenario.unexpected-token", 1, 5),
    ("repeat {} until true", "scenario.unexpected-token", 1, 11),
    ("async let (x, y) = (load(), load())", "scenario.unsupported", 1, 1),
    ("override func viewDidLoad() {}\nprint(1)", "scenario.statement-outside-method", 2, 1),
    ("[NSObject new]", "scenario.unexpected-token", 1, 11),
    ("@dynamicMemberLookup struct B {}", "scenario.unsupported", 1, 1),
  ])
  func syntaxProblems(source: String, id: String, line: Int, column: Int) {
    do {
      _ = try SwiftParser.parse(source)
      Issue.record("parsed: \(source)")
    } catch {
      #expect(error.diagnostic.id.rawValue == id)
      #expect(error.diagnostic.line == line)
      #expect(error.diagnostic.column == column)
    }
  }

  @Test func deepNestingIsADiagnosticNotACrash() {
    let source = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
    do {
      _ = try SwiftParser.parse(source)
      Issue.record("parsed")
    } catch {
      #expect(error.diagnostic.id == .scenarioNestingTooDeep)
    }
  }
}
