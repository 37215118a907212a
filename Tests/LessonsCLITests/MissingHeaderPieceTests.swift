import Foundation
import LessonTestSupport
import Testing

@testable import LessonsCLI
@testable import Scenarios

/// An implementation file cut without its header (MissingPieceHeader, MissingPieceConstants):
/// what the header declares is named, one `scenario.undeclared` per piece saying it is "declared
/// in the class's header, not in this snippet", never read as UIKit (no "did you mean" of a
/// UIKit member, no "needs a UINavigationController"); `lessons fix` writes the header's
/// stand-in and reaches a fixed point (a second `fix` changes nothing), and the file then runs.
///
/// The cases are generated from what the checker knows: for each UIKit container, a member
/// only that container has (from the surface) asked of `super` and of `self`, and its delegate
/// pattern; for each kind of use the property inference reads, a property used that way.
@Suite struct MissingHeaderPieceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var code: String
    /// Text the stand-in must contain.
    var standIn: String
    /// Run the fixed file and expect no error.
    var runs = true
    var testDescription: String { name }
  }

  /// A member of `container` that `UIViewController` does not have, as the surface lists it:
  /// an instance property when `property`, else an instance method taking arguments.
  static func member(of container: String, property: Bool) -> SurfaceMember? {
    UIKitSurface.shared.allMembers(of: container).first { match in
      let member = match.member
      return match.owner.objcName == container && !member.isClassMember
        && !member.isDeprecated && (property ? member.kind == .property : member.kind == .method)
        && (property || member.objcName.hasSuffix(":"))
        && UIKitSurface.shared.member(
          named: member.objcName, in: "UIViewController", language: .objc) == nil
        && member.objcName != "delegate"
        // Only this container has it: a member two containers share decides nothing.
        && MissingPieceHeader.containers.allSatisfy { other in
          other.name == container
            || UIKitSurface.shared.member(named: member.objcName, in: other.name, language: .objc)
              == nil
        }
    }?.member
  }

  /// `[super a:nil b:nil]` for a selector.
  static func send(_ selector: String, to receiver: String) -> String {
    let pieces = selector.split(separator: ":").map(String.init)
    return "[\(receiver) " + pieces.map { "\($0):nil" }.joined(separator: " ") + "]"
  }

  static let superclassCases: [Case] = {
    var cases: [Case] = []
    for (container, prefix) in MissingPieceHeader.containers {
      if let method = member(of: container, property: false) {
        cases.append(
          Case(
            name: "\(container) from [super \(method.objcName)]",
            code: """
              @implementation Shell
              - (void)go {
                  \(send(method.objcName, to: "super"));
              }
              @end
              """,
            standIn: "@interface Shell : \(container)\n@end", runs: false))
      }
      if let property = member(of: container, property: true) {
        cases.append(
          Case(
            name: "\(container) from self.\(property.objcName)",
            code: """
              @implementation Shell
              - (void)viewDidLoad {
                  [super viewDidLoad];
                  NSLog(@"%@", self.\(property.objcName));
              }
              @end
              """,
            standIn: "@interface Shell : \(container)\n@end", runs: false))
      }
      if UIKitSurface.shared.member(named: "delegate", in: container, language: .objc) != nil {
        cases.append(
          Case(
            name: "\(container) from its delegate pattern",
            code: """
              @implementation Shell
              - (void)viewDidLoad {
                  [super viewDidLoad];
                  self.delegate = self;
              }
              - (void)\(prefix):(id)sender didFinish:(id)other {
              }
              @end
              """,
            standIn: "@interface Shell : \(container)\n@end",
            runs: Interpreter.systemContainerClasses.contains(container)
              && container != "UISplitViewController"))
      }
    }
    return cases
  }()

  /// Each kind of use the property inference reads, with the type it implies.
  static let propertyCases: [Case] = [
    (
      "an edge's inset", "CGFloat top = self.edge.top;\nNSLog(@\"%f\", top);", "edge",
      "UIEdgeInsets "
    ),
    ("a rectangle's size", "NSLog(@\"%f\", self.edge.size.width);", "edge", "CGRect "),
    ("a subscript", "NSLog(@\"%@\", self.items[0]);", "items", "NSArray *"),
    ("a comparison", "if (self.count > 2) { NSLog(@\"many\"); }", "count", "NSInteger "),
    ("a negation", "if (!self.ready) { NSLog(@\"not yet\"); }", "ready", "BOOL "),
    (
      "a child controller", "if (self.child) { [self addChildViewController:self.child]; }",
      "child", "UIViewController *"
    ),
    ("a view", "if (self.header) { [self.view addSubview:self.header]; }", "header", "UIView *"),
    (
      "a scroll view", "self.pager.pagingEnabled = YES;\nNSLog(@\"%@\", self.pager);", "pager",
      "UIScrollView *"
    ),
    ("an instance variable", "NSLog(@\"%@\", _model);", "model", "id "),
  ].map { name, use, property, type in
    Case(
      name: "a header property read as \(name)",
      code: """
        @implementation Shell
        - (void)viewDidLoad {
            [super viewDidLoad];
            \(use)
        }
        @end
        """,
      standIn: type.hasSuffix("View *")
        ? "@property (nonatomic, weak) IBOutlet \(type)\(property);"
        : "@property (nonatomic\(type.hasSuffix("*") || type.hasPrefix("id") ? ", strong" : "")) "
          + "\(type)\(property);"
    )
  }

  static let otherCases: [Case] = [
    Case(
      name: "the class's own delegate protocol",
      code: """
        @implementation Shell
        - (void)viewDidLoad {
            [super viewDidLoad];
            if ([self.delegate respondsToSelector:@selector(shellDidLoad:)]) {
                [self.delegate shellDidLoad:self];
            }
            id other = [self.delegate shell:self pageAtIndex:1];
            NSLog(@"%@", other);
        }
        @end
        """,
      standIn: """
        @protocol ShellDelegate <NSObject>
        @optional
        - (void)shellDidLoad:(id)a0;
        - (id)shell:(id)a0 pageAtIndex:(id)a1;
        @end
        @interface Shell ()
        @property (nonatomic, weak) id<ShellDelegate> delegate;
        @end
        """),
    Case(
      name: "a container's member the class does not keep",
      code: """
        @implementation Shell
        - (void)viewDidLoad {
            [super viewDidLoad];
            if ([self.viewControllers count] > 0) {
                NSLog(@"%@", self.viewControllers[0]);
            }
        }
        @end
        """,
      standIn: "@interface Shell ()\n@property (nonatomic, strong) NSArray *viewControllers;\n@end"),
    Case(
      name: "a method the class sends itself and leaves out",
      code: """
        @implementation Shell
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self setupTabs:3];
            id first = [self firstTab];
            NSLog(@"%@", first);
        }
        @end
        """,
      standIn: """
        @interface Shell (Header)
        - (void)setupTabs:(id)a0;
        - (id)firstTab;
        @end
        @implementation Shell (Header)
        - (void)setupTabs:(id)a0 {}
        - (id)firstTab { return nil; }
        @end
        """),
    Case(
      name: "an enumeration constant of the header",
      code: """
        @implementation Shell
        - (void)placeAt:(ShellPosition)position {
            if (position == ShellPositionTop) {
                NSLog(@"top");
            } else if (position == ShellPositionBottom) {
                NSLog(@"bottom");
            }
        }
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self placeAt:ShellPositionBottom];
        }
        @end
        """,
      standIn:
        "typedef NS_ENUM(NSInteger, ShellPosition) {\n  ShellPositionTop,\n  ShellPositionBottom,\n};"
    ),
  ]

  /// What the code does, never the class's name, says the superclass; `@synthesize`d
  /// properties are the header's, typed by the uses of their instance variables.
  static let useCases: [Case] = [
    Case(
      name: "a tab bar controller from the tab bar items it gives its tabs",
      code: """
        @implementation Shell
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIViewController *first = [[UIViewController alloc] init];
            [first setTabBarItem:[[UITabBarItem alloc] initWithTitle:@"One" image:nil tag:0]];
            [self setViewControllers:@[first] animated:NO];
        }
        @end
        """,
      standIn: "@interface Shell : UITabBarController\n@end"),
    Case(
      name: "a navigation controller from what only it has, beside a shared member",
      code: """
        @implementation Shell
        - (void)viewDidLoad {
            [super viewDidLoad];
            NSLog(@"%lu", (unsigned long)[self.viewControllers count]);
            [self pushViewController:[[UIViewController alloc] init] animated:NO];
        }
        @end
        """,
      standIn: "@interface Shell : UINavigationController\n@end"),
    Case(
      name: "a property synthesized under its own name, used as a view",
      code: """
        @implementation Shell
        @synthesize panel;
        - (void)viewDidLoad {
            [super viewDidLoad];
            [panel addSubview:[[UIView alloc] init]];
        }
        @end
        """,
      standIn: "@property (nonatomic, weak) IBOutlet UIView *panel;"),
    Case(
      name: "a property synthesized to an instance variable, released by hand",
      code: """
        @implementation Shell
        @synthesize board = _board;
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.board = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
            NSLog(@"%@", [self.board instantiateInitialViewController]);
        }
        - (void)dealloc {
            [_board release];
            [super dealloc];
        }
        @end
        """,
      standIn: "@property (nonatomic, strong) UIStoryboard *board;"),
  ]

  /// A constant of the project's headers used as a number (in arithmetic, or as a C
  /// function's argument) is no enumeration's: it stands in as 0, which the prelude says, or
  /// as 1 where the code multiplies or divides by it (the operation's identity).
  static let numberCases: [Case] = [
    ("arithmetic", "CGFloat height = ShellBarHeight + 2;\nNSLog(@\"%f\", height);", 0),
    ("a product", "CGFloat height = ShellBarHeight * 2;\nNSLog(@\"%f\", height);", 1),
    (
      "a C function's argument",
      "CGRect frame = CGRectMake(0, 0, ShellBarHeight, 44);\nNSLog(@\"%f\", frame.size.width);",
      0
    ),
  ].map { name, use, value in
    Case(
      name: "a numeric header constant in \(name)",
      code: """
        @implementation Shell
        - (void)viewDidLoad {
            [super viewDidLoad];
            \(use)
        }
        @end
        """,
      standIn:
        "static const CGFloat ShellBarHeight = \(value); // the project's value is not known")
  }

  static let cases = superclassCases + propertyCases + otherCases + useCases + numberCases

  @Test func everyContainerHasItsCases() {
    for (container, _) in MissingPieceHeader.containers {
      #expect(Self.superclassCases.contains { $0.name.hasPrefix(container) }, "\(container)")
    }
    #expect(Self.cases.count >= 20)
  }

  @Test(arguments: cases)
  func aHeaderPieceIsNamedAndItsStandInReachesAFixedPoint(_ example: Case) throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write(
      "post.md", "```objc scenario self=Shell\n\(example.code)\n```\n")
    let check = runLessons(["run", path], executor: ScenarioRunner())
    #expect(check.output.contains("[scenario.undeclared]"), "\(check.output)")
    #expect(
      check.output.contains("in this snippet"), "\(check.output)")
    #expect(!check.output.contains("did you mean"), "\(check.output)")
    #expect(!check.output.contains("modelled UIKit API"), "\(check.output)")
    _ = runLessons(["fix", path], executor: ScenarioRunner())
    let fixed = try String(contentsOfFile: path, encoding: .utf8)
    #expect(fixed.contains(example.standIn), "\(fixed)")
    let second = runLessons(["fix", path], executor: ScenarioRunner())
    #expect(try String(contentsOfFile: path, encoding: .utf8) == fixed, "\(second.output)")
    if example.runs {
      let run = runLessons(["run", path], executor: ScenarioRunner())
      #expect(!run.output.contains("error:"), "\(run.output)")
    }
  }

  /// A class whose interface is in the snippet keeps the member check's report of a typo, and
  /// a headerless class that uses only what `UIViewController` has is the implicit controller:
  /// nothing is reported for either.
  @Test func aDeclaredInterfaceAndAPlainControllerAreLeftAlone() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let typo = try folder.write(
      "typo.md",
      """
      ```objc scenario self=Shell
      @interface Shell : UIViewController
      @property (nonatomic, strong) UIView *header;
      @end
      @implementation Shell
      - (void)viewDidLoad {
          [super viewDidLoad];
          [self.view addSubview:self.haeder];
      }
      @end
      ```

      """)
    let typoRun = runLessons(["run", typo], executor: ScenarioRunner())
    #expect(!typoRun.output.contains("declared in the class's header"), "\(typoRun.output)")
    #expect(typoRun.output.contains("`haeder`"), "\(typoRun.output)")
    let plain = try folder.write(
      "plain.md",
      """
      ```objc scenario self=Shell
      @implementation Shell
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.title = @"Home";
          UIViewController *child = [[UIViewController alloc] init];
          [self addChildViewController:child];
          [self.view addSubview:child.view];
          [child didMoveToParentViewController:self];
      }
      @end
      ```

      """)
    let plainRun = runLessons(["run", plain], executor: ScenarioRunner())
    #expect(!plainRun.output.contains("error:"), "\(plainRun.output)")
  }

  /// A child of a tab bar controller that makes itself its parent's delegate
  /// (`self.tabBarController.delegate = self`) is no tab bar controller.
  @Test func aChildThatIsItsParentsDelegateIsNoContainer() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write(
      "child.md",
      """
      ```objc scenario self=TabChild
      @implementation TabChild
      - (void)viewWillAppear:(BOOL)animated {
          [super viewWillAppear:animated];
          self.tabBarController.delegate = self;
      }
      - (void)tabBarController:(UITabBarController *)tabBarController didSelectViewController:(UIViewController *)viewController {
          NSLog(@"%@", viewController.title);
      }
      @end
      ```

      """)
    let run = runLessons(["run", path], executor: ScenarioRunner())
    #expect(!run.output.contains("declared in the class's header"), "\(run.output)")
    #expect(!run.output.contains("needs a UITabBarController"), "\(run.output)")
  }
}
