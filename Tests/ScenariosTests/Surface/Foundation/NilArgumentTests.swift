import Testing

@testable import Scenarios

/// What UIKit does with nil where its declarations take nil (`nullable`) or Objective-C
/// passes it anyway: `imageNamed:nil` finds no image and returns nil; a title, image or nib
/// name of nil is taken.
@Suite struct NilArgumentTests {
  @Test func objectiveCNilArgumentsUIKitAccepts() {
    let outcome = runScenario(
      """
      NSString *name = nil;
      UIImage *image = [UIImage imageNamed:name];
      NSLog(@"%d", image == nil);
      UIButton *b = [UIButton buttonWithType:UIButtonTypeSystem];
      [b setTitle:nil forState:UIControlStateNormal];
      [b setImage:[UIImage imageNamed:nil] forState:UIControlStateNormal];
      UIViewController *vc = [[UIViewController alloc] initWithNibName:nil bundle:nil];
      vc.title = nil;
      UILabel *l = [[UILabel alloc] init];
      l.text = nil;
      vc.view.backgroundColor = nil;
      UIImageView *iv = [[UIImageView alloc] initWithImage:nil];
      NSLog(@"%d", iv.image == nil);
      """, .objc)
    #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
    // `vc.view` loads the view (A2) before its colour is set to nil.
    #expect(
      outcome.traceText
        == "print   1\nmanual  vc.view\nauto      [vc loadView]\nauto      [vc viewDidLoad]\n"
        + "print   1\n", "\(outcome.traceText)")
  }
}
