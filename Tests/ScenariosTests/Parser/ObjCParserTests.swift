import Testing

@testable import Scenarios

@Suite struct ObjCParserTests {
  private func dump(_ source: String) throws -> String {
    ASTDumper.dump(try ObjCParser.parse(source))
  }

  @Test func messagesLocalsAndAllocInit() throws {
    let source = """
      UIViewController *child = [[FirstViewController alloc] initWithNibName:nil bundle:nil];
      [self addChildViewController:child];
      child.view.frame = CGRectMake(0, 0, 320, 240);
      [child didMoveToParentViewController:self];
      """
    #expect(
      try dump(source) == """
        var child: UIViewController 1:1
          message initWithNibName:bundle:
            message alloc
              name FirstViewController
            nil
            nil
        expression 2:1
          message addChildViewController:
            name self
            name child
        assign 3:1
          member frame
            member view
              name child
          call
            name CGRectMake
            argument _
              number 0.0
            argument _
              number 0.0
            argument _
              number 320.0
            argument _
              number 240.0
        expression 4:1
          message didMoveToParentViewController:
            name child
            name self

        """)
  }

  @Test func transitionWithBlocksAndOptions() throws {
    let source = """
      [self transitionFromViewController:[self.childViewControllers objectAtIndex:0]
                        toViewController:self.childViewControllers[1]
                                duration:0.3
                                 options:UIViewAnimationOptionTransitionFlipFromLeft | UIViewAnimationOptionCurveEaseIn
                              animations:^{}
                              completion:^(BOOL finished) {
        NSLog(@"done %d", finished);
      }];
      """
    #expect(
      try dump(source) == """
        expression 1:1
          message transitionFromViewController:toViewController:duration:options:animations:completion:
            name self
            message objectAtIndex:
              member childViewControllers
                name self
              number 0.0
            subscript
              member childViewControllers
                name self
              number 1.0
            number 0.3
            binary |
              name UIViewAnimationOptionTransitionFlipFromLeft
              name UIViewAnimationOptionCurveEaseIn
            closure ()
            closure (finished)
              expression 7:3
                call
                  name NSLog
                  argument _
                    string
                      text "done %d"
                  argument _
                    name finished

        """)
  }

  @Test func implementationWithIvarsAndMethods() throws {
    let source = """
      #import "ParentViewController.h"
      @interface ParentViewController ()
      @property (nonatomic, strong) UIViewController *first;
      @end
      @implementation ParentViewController {
        __weak UIViewController *first;
      }
      - (void)viewDidLoad {
        [super viewDidLoad];
        if (first == nil) first = [FirstViewController new];
      }
      - (void)change:(UIViewController *)old to:(UIViewController *)new {
        for (UIViewController *c in self.childViewControllers) { [c removeFromParentViewController]; }
      }
      @end
      """
    #expect(
      try dump(source) == """
        class ParentViewController: - 5:1
          property var first: UIViewController 6:3
          property @property first: UIViewController 3:1
          method viewDidLoad labels [] parameters [] 8:1
            expression 9:3
              message viewDidLoad
                name super
            if 10:3
              test
                binary ==
                  name first
                  nil
              then
                assign 10:21
                  name first
                  message new
                    name FirstViewController
          method change labels [to] parameters [old,new] 12:1
            for c 13:3
              member childViewControllers
                name self
              do
                expression 13:60
                  message removeFromParentViewController
                    name c

        """)
  }

  @Test func castsAndWeakTypeofAreAccepted() throws {
    #expect(
      try dump("__weak typeof(self) weakSelf = self;\nUIViewController *c = (UIViewController *)x;")
        == """
        var weakSelf 1:1
          name self
        var c: UIViewController 2:1
          as UIViewController
            name x

        """)
  }

  @Test func seedTypoMissingArgumentParsesAsUnaryMessage() throws {
    #expect(
      try dump("[newVC didMoveToParentViewController];") == """
        expression 1:1
          message didMoveToParentViewController
            name newVC

        """)
  }

  @Test(arguments: [
    ("[self.view addSubView:childController.\n", "scenario.unexpected-token", 1, 38),
    ("[self addChildViewController:child]", "scenario.unexpected-token", 1, 36),
    ("self view addConstraints:x;", "scenario.unexpected-token", 1, 6),
    // A typedef in a function is block-scoped C (C11 6.7.8) and runs; a store through a
    // computed pointer is outside the model.
    ("for (int i = 0; i < 2; i++) { *(&i) = 1; }", "scenario.unsupported", 1, 31),
    // clang: "use of undeclared label 'done'" (C11 6.8.6.1: the label is in the function).
    ("for (int i = 0; i < 2; i++) { goto done; }", "scenario.undeclared-label", 1, 31),
    ("- (void)a { }\n[self a];", "scenario.statement-outside-method", 2, 1),
    ("@implementation X\n- (void)a {}\n", "scenario.unexpected-token", 3, 1),
    ("x = .curveEaseIn;", "scenario.other-language-spelling", 1, 5),
    ("NSLog(@\"\\(x)\");", "scenario.other-language-spelling", 1, 9),
  ])
  func syntaxProblems(source: String, id: String, line: Int, column: Int) {
    do {
      _ = try ObjCParser.parse(source)
      Issue.record("parsed: \(source)")
    } catch {
      #expect(error.diagnostic.id.rawValue == id)
      #expect(error.diagnostic.line == line)
      #expect(error.diagnostic.column == column)
    }
  }
}
