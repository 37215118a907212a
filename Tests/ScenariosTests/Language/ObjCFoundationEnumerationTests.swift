import Testing

@testable import Scenarios

/// Round 34, issue 26 items 1 and 5: what Objective-C app code does to Foundation
/// collections that ends the run, and C's lexical rules real files rely on. Traces of the
/// runs that go on are in `Tests/Fixtures/Traces/grammar/objc-foundation-collections.md`.
@Suite struct ObjCFoundationEnumerationTests {
  /// NSEnumerator.h / Fast Enumeration: a mutable collection changed inside `for … in` makes
  /// Foundation raise `NSGenericException` when the loop takes its next object; uncaught, it
  /// ends the app there (FIDELITY-SURFACE.md C11, C16).
  @Test func mutatingASetWhileEnumeratingItStopsTheRun() {
    let source = """
      NSMutableSet *open = [NSMutableSet setWithObjects:@"a", @"b", nil];
      for (NSString *s in open) {
          NSLog(@"%@", s);
          [open removeObject:s];
      }
      NSLog(@"after");
      """
    let outcome = runScenario(source, .objc)
    #expect(diagnosticSummary(outcome) == ["2:21 scenario.mutated-while-enumerating"])
    #expect(
      outcome.diagnostics.first?.message
        == "this `NSMutableSet` was mutated while being enumerated: Foundation raises "
        + "NSGenericException when the enumeration takes its next object (FIDELITY-SURFACE C11)")
    #expect(outcome.traceText == "print   a\n")
  }

  /// The same for an `NSMutableArray` the loop names, which the model keeps as a value: the
  /// change message counts as a mutation of the array the loop walks.
  @Test func mutatingAnArrayWhileEnumeratingItStopsTheRun() {
    let source = """
      NSMutableArray *children = [NSMutableArray arrayWithObjects:@1, @2, nil];
      for (NSNumber *n in children) {
          [children addObject:n];
      }
      """
    let outcome = runScenario(source, .objc)
    #expect(diagnosticSummary(outcome) == ["2:21 scenario.mutated-while-enumerating"])
  }

  /// UIKit's `childViewControllers` is a copy (UIViewController.h, `NSArray` `copy`
  /// property): removing children while walking it is the common, safe loop.
  @Test func removingChildrenWhileWalkingChildViewControllersIsSafe() {
    let source = """
      UIViewController *a = [UIViewController new];
      [self addChildViewController:a];
      for (UIViewController *child in self.childViewControllers) {
          [child removeFromParentViewController];
      }
      NSLog(@"%lu", (unsigned long)self.childViewControllers.count);
      """
    let outcome = runScenario(source, .objc)
    #expect(diagnosticSummary(outcome) == [])
    #expect(outcome.traceText.contains("print   0\n"))
  }

  /// NSSet.h: `addObject:` of nil raises `NSInvalidArgumentException`; a message that changes
  /// an immutable `NSSet` is an unrecognized selector.
  @Test func nilAndImmutableSetsAreFoundationsErrors() {
    let added = runScenario("NSMutableSet *s = [NSMutableSet set];\n[s addObject:nil];", .objc)
    #expect(diagnosticSummary(added) == ["2:4 scenario.nil-inserted"])
    // Typed `NSSet *`, the static check already finds no `addObject:` (clang's warning).
    let typed = runScenario("NSSet *s = [NSSet set];\n[s addObject:@1];", .objc)
    #expect(diagnosticSummary(typed) == ["2:4 scenario.type-mismatch"])
    let frozen = runScenario("id s = [NSSet set];\n[s addObject:@1];", .objc)
    #expect(diagnosticSummary(frozen) == ["2:4 scenario.read-only"])
    #expect(
      frozen.diagnostics.first?.message
        == "cannot use mutating member `addObject:` on an `NSSet`: it is immutable (make it "
        + "with `NSMutableSet`)")
  }

  /// C11 6.4.9: a comment `/*` … `*/` ends at the first `*/` and does not nest, so the usual
  /// switch `/* … //*/` closes at its `//*/`; Swift's comments nest.
  @Test func cCommentsDoNotNest() {
    let source = """
      /* switched off
      NSLog(@"off");
      //*/
      NSLog(@"on");
      """
    let outcome = runScenario(source, .objc)
    #expect(diagnosticSummary(outcome) == [])
    #expect(outcome.traceText == "print   on\n")
    let swift = runScenario("/* outer /* inner */ still */\nprint(\"on\")", .swift)
    #expect(swift.traceText == "print   on\n")
  }

  /// C11 6.10.3.2: `#x` in a function-like macro is the string literal of the argument's
  /// spelling (an enum-to-name switch, as JVFloatingDrawer writes it).
  @Test func stringizingMakesTheArgumentsSpelling() {
    let source = """
      typedef NS_ENUM(NSInteger, Side) { SideNone, SideLeft };
      #define NAME_CASE(p) case(p): name = @#p; break;
      #define QUOTE(x) #x
      Side side = SideLeft;
      NSString *name = nil;
      switch (side) {
          NAME_CASE(SideNone);
          NAME_CASE(SideLeft);
      }
      NSLog(@"%@ %s", name, QUOTE(a  +  b));
      """
    let outcome = runScenario(source, .objc)
    #expect(diagnosticSummary(outcome) == [])
    #expect(outcome.traceText == "print   SideLeft a + b\n")
  }

  /// objc.h: `Class` and `SEL` are types, so `(Class)x` is a cast, also as a receiver.
  @Test func castsToClassAreCasts() {
    let source = """
      id kind = [UIViewController class];
      Class c = (Class)kind;
      UIViewController *made = [[((Class)kind) alloc] init];
      UIViewController *other = [[(Class)c alloc] init];
      NSLog(@"%d", made != other);
      """
    let outcome = runScenario(source, .objc)
    #expect(diagnosticSummary(outcome) == [])
    #expect(outcome.traceText == "print   1\n")
  }

  /// libdispatch: `dispatch_get_main_queue()` returns the one main queue object, so two calls
  /// compare equal, as do two `[UIApplication sharedApplication]`.
  @Test func theMainQueueIsOneObject() {
    let source = """
      if (dispatch_get_main_queue() == dispatch_get_main_queue()) NSLog(@"same queue");
      if ([UIApplication sharedApplication] == [UIApplication sharedApplication]) NSLog(@"same app");
      if ([NSNotificationCenter defaultCenter] != dispatch_get_main_queue()) NSLog(@"different");
      """
    let outcome = runScenario(source, .objc)
    #expect(diagnosticSummary(outcome) == [])
    #expect(outcome.traceText == "print   same queue\nprint   same app\nprint   different\n")
  }

  /// NSKeyValueObserving.h: removing an observer that is not registered raises
  /// `NSRangeException`, with Foundation's reason.
  @Test func removingAnObserverThatIsNotRegisteredRaises() {
    let source = """
      @interface Box : NSObject
      @property (nonatomic) NSInteger size;
      @end
      @implementation Box
      @end
      Box *box = [Box new];
      [box removeObserver:self forKeyPath:@"size"];
      """
    let outcome = runScenario(source, .objc)
    #expect(diagnosticSummary(outcome) == ["7:6 scenario.key-value-observing"])
    #expect(
      outcome.diagnostics.first?.message
        == "Foundation raises NSRangeException: Cannot remove an observer <ParentViewController: "
        + "self> for the key path \"size\" from <Box: box> because it is not registered as "
        + "an observer. (FIDELITY-SURFACE C11)")
  }

  /// NSObject's own `observeValueForKeyPath:ofObject:change:context:` raises
  /// `NSInternalInconsistencyException`: an observer whose class does not write it ends the
  /// run at the change that notifies it.
  @Test func anObserverThatDoesNotHandleTheNotificationRaises() {
    let source = """
      @interface Box : NSObject
      @property (nonatomic) NSInteger size;
      @end
      @implementation Box
      @end
      Box *box = [Box new];
      [box addObserver:self forKeyPath:@"size" options:NSKeyValueObservingOptionNew context:NULL];
      box.size = 2;
      NSLog(@"after");
      """
    let outcome = runScenario(source, .objc)
    #expect(diagnosticSummary(outcome) == ["8:5 scenario.key-value-observing"])
    #expect(!outcome.traceText.contains("after"))
  }

  /// The Objective-C Programming Language, "Fast Enumeration": the loop variable is declared
  /// with any object type, protocol-qualified (`id<P>`) or with type arguments
  /// (`NSArray<NSString *> *`), as JXPagingView's containers write it.
  @Test func fastEnumerationVariablesTakeQualifiedTypes() {
    let source = """
      NSDictionary *lists = @{@"a": @1};
      for (id<NSObject> list in lists.allValues) { NSLog(@"%@", list); }
      for (NSArray<NSString *> *row in @[@[@"x"]]) { NSLog(@"%@", row[0]); }
      """
    let outcome = runScenario(source, .objc)
    #expect(diagnosticSummary(outcome) == [])
    #expect(outcome.traceText == "print   1\nprint   x\n")
  }

  /// NSKeyValueObserving.h: NSObject's own `observeValueForKeyPath:ofObject:change:context:`
  /// raises `NSInternalInconsistencyException`, so a class that passes every notification to
  /// `super` (not only the contexts it does not own) ends the app at the first one.
  @Test func passingANotificationToNSObjectRaises() {
    let source = """
      @interface Box : UIViewController
      @property (nonatomic) NSInteger size;
      @end
      @implementation Box
      - (void)go {
          [self addObserver:self forKeyPath:@"size" options:NSKeyValueObservingOptionNew context:NULL];
          self.size = 3;
          NSLog(@"after");
      }
      - (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
          NSLog(@"%@ %@", keyPath, change[NSKeyValueChangeNewKey]);
          [super observeValueForKeyPath:keyPath ofObject:object change:change context:context];
      }
      @end
      """
    let outcome = runScenario(source, .objc, ["self=Box", "run=go"])
    #expect(diagnosticSummary(outcome) == ["12:12 scenario.key-value-observing"])
    #expect(outcome.traceText.contains("print   size 3\n"))
    #expect(!outcome.traceText.contains("after"))
  }
}
