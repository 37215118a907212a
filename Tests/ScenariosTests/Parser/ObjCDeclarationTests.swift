import Testing

@testable import Scenarios

/// Declarations real Objective-C files have around their classes: module imports, forward
/// declarations, protocols whose methods the code sends, class properties read with dot
/// syntax (FIDELITY-SURFACE.md C9).
@Suite struct ObjCDeclarationTests {
  @Test func importsForwardDeclarationsAndProtocolMethods() {
    let source = """
      @import UIKit;
      @class DetailViewController, MenuViewController;
      @protocol ContainerDelegate;

      @protocol ContainerDelegate <NSObject>
      - (void)containerDidSwitch:(UIViewController *)child;
      @end

      @interface ContainerViewController : UIViewController
      @property (nonatomic, weak) id<ContainerDelegate> delegate;
      @end

      @implementation ContainerViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.view.backgroundColor = UIColor.whiteColor;
          if ([self.delegate respondsToSelector:@selector(containerDidSwitch:)]) {
              [self.delegate containerDidSwitch:self];
          }
          NSLog(@"%@", self.view.backgroundColor);
      }
      @end
      """
    let outcome = runScenario(source, .objc, ["self=ContainerViewController"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       UIColor.whiteColor\n"))
  }

  @Test func aProtocolMethodNobodyImplementsIsStillUnknownWhenSent() {
    let source = """
      @protocol ContainerDelegate <NSObject>
      - (void)containerDidSwitch;
      @end
      - (void)tap {
          [self containerDidSwitch];
      }
      """
    let outcome = runScenario(source, .objc, ["run=tap"])
    // Declared by a protocol but by no class the snippet has, nor by UIKit: undeclared code.
    #expect(diagnosticSummary(outcome) == ["5:11 scenario.undeclared"])
  }
}
