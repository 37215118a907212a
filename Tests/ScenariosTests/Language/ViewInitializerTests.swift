import Testing

@testable import Scenarios

/// A view class's own initializer takes what it declares, not a frame (The Swift Programming
/// Language, "Initialization": a designated initializer of a subclass runs its own body and
/// calls the superclass's; Objective-C `[[V alloc] initWithTitle:…]` sends that message to
/// the new object). The stand-ins `lessons fix` writes for a project's view class
/// (`initWithTitle:andPageIndex:` of a `UIView` subclass) depend on it.
@Suite struct ViewInitializerTests {
  @Test func aSwiftViewClassRunsItsOwnInitializer() {
    let outcome = runScenario(
      """
      class Badge: UIView {
        init(title: String) {
          super.init(frame: .zero)
          print("made", title)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      let badge = Badge(title: "new")
      view.addSubview(badge)
      print(badge.superview === view)
      """, .swift)
    #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
    #expect(
      outcome.traceText == "print   made new\nmanual  self.view.addSubview(badge)\nprint   true\n",
      "\(outcome.traceText)")
  }

  @Test func anObjectiveCViewClassRunsItsOwnInitializer() {
    let outcome = runScenario(
      """
      @interface Badge : UIView
      @end
      @implementation Badge
      - (instancetype)initWithTitle:(NSString *)title {
          self = [super initWithFrame:CGRectZero];
          NSLog(@"made %@", title);
          return self;
      }
      @end
      @implementation Host
      - (void)viewDidLoad {
          [super viewDidLoad];
          Badge *badge = [[Badge alloc] initWithTitle:@"new"];
          [self.view addSubview:badge];
      }
      @end
      """, .objc, ["self=Host"])
    #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
    #expect(
      outcome.traceText.contains(
        "print       made new\nmanual      [self.view addSubview:badge]\n"),
      "\(outcome.traceText)")
  }

  /// Only a class answers `alloc`: in the getter `- (Bar *)bar`, `[[bar alloc] init]` makes a
  /// `bar` of the class so named, not a message to the property's nil storage.
  @Test func allocIsSentToTheClassNamedLikeAGetter() {
    let outcome = runScenario(
      """
      @interface bar : UIView
      @end
      @implementation bar
      @end
      @implementation Host
      - (bar *)bar {
          if (!_bar) {
              _bar = [[bar alloc] init];
          }
          return _bar;
      }
      - (void)viewDidLoad {
          [super viewDidLoad];
          [self.view addSubview:self.bar];
          NSLog(@"%d", self.bar.superview == self.view);
      }
      @end
      """, .objc, ["self=Host"])
    #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
    #expect(
      outcome.traceText.contains("manual      [self.view addSubview:bar]\nprint       1\n"),
      "\(outcome.traceText)")
  }
}
