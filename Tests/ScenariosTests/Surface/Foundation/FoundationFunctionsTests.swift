import Testing

@testable import Scenarios

/// Foundation's functions and macros as whole families (FIDELITY-SURFACE.md C38–C40), with
/// the values C11 7.21.6.1, NSException.h and The Swift Standard Library give: every
/// conversion specification of a format, every assertion macro, the numeric conversions of
/// every numeric type, and the string constants that must stay distinct. The passing paths are
/// also trace fixtures (Tests/Fixtures/Traces/foundation/).
@Suite struct FoundationFunctionsTests {
  // MARK: Format specifications (C40)

  @Test(arguments: [
    ("[%5d]", "7", "[    7]"),
    ("[%-4d]", "7", "[7   ]"),
    ("[%05d]", "42", "[00042]"),
    ("[%+d] [% d]", "5, 5", "[+5] [ 5]"),
    ("[%x] [%#x] [%X]", "255, 255, 255", "[ff] [0xff] [FF]"),
    ("[%o] [%#o]", "8, 8", "[10] [010]"),
    ("[%.3d]", "7", "[007]"),
    ("[%*d]", "4, 7", "[   7]"),
    ("[%-*d]", "3, 7", "[7  ]"),
    ("[%5.1f]", "3.75", "[  3.8]"),
    ("[%08.3f]", "-3.5", "[-003.500]"),
    ("[%e]", "1234.5", "[1.234500e+03]"),
    ("[%.2E]", "0.5", "[5.00E-01]"),
    ("[%g] [%g] [%g]", "1234567.0, 0.0001, 0.00001", "[1.23457e+06] [0.0001] [1e-05]"),
    ("[%g] [%.3g] [%#g]", "100.0, 3.14159, 2.0", "[100] [3.14] [2.00000]"),
    ("[%10@]", "@\"ab\"", "[        ab]"),
    ("[%-6@|]", "@\"ab\"", "[ab    |]"),
    ("[%.2s]", "\"abc\"", "[ab]"),
  ])
  func formatSpecificationsAreC11s(_ format: String, _ arguments: String, _ expected: String) {
    let outcome = runScenario("NSLog(@\"\(format)\", \(arguments));", .objc)
    #expect(FoundationClassesTests.errors(outcome).isEmpty, "\(outcome.diagnostics)")
    #expect(FoundationClassesTests.prints(outcome) == [expected])
  }

  @Test func swiftNSLogFormatsAsObjectiveCDoes() {
    let outcome = runScenario(
      """
      NSLog("%@ %d [%4.1f]", "a", 2, 2.25)
      NSLog("plain")
      """, .swift)
    #expect(FoundationClassesTests.errors(outcome).isEmpty, "\(outcome.diagnostics)")
    #expect(FoundationClassesTests.prints(outcome) == ["a 2 [ 2.2]", "plain"])
  }

  // MARK: Assertions (C40)

  @Test(arguments: [
    // The numbered forms are macros over `NSAssert` / `NSCAssert` (NSException.h), whose name
    // the message gives.
    ("NSAssert1(NO, @\"broken %@\", @\"here\");", "NSAssert failed: broken here"),
    ("NSAssert(1 > 2, @\"bad %d\", 3);", "NSAssert failed: bad 3"),
    ("NSCAssert2(NO, @\"%@-%@\", @\"a\", @\"b\");", "NSCAssert failed: a-b"),
    ("NSParameterAssert(nil);", "NSParameterAssert failed"),
    ("NSCParameterAssert(0);", "NSCParameterAssert failed"),
  ])
  func failedAssertionMacroEndsTheScenario(_ statement: String, _ message: String) {
    let outcome = runScenario("NSLog(@\"before\");\n" + statement + "\nNSLog(@\"after\");", .objc)
    #expect(diagnosticSummary(outcome) == ["2:1 scenario.assertion-failed"])
    #expect(outcome.diagnostics.first?.message == message)
    #expect(outcome.traceText == "print   before\n")
  }

  // MARK: print (C40)

  @Test func printTerminatorThatContinuesTheLineIsRefused() {
    let outcome = runScenario("print(\"a\", terminator: \"\")", .swift)
    // At the terminator's value, what is not supported.
    #expect(diagnosticSummary(outcome) == ["1:24 scenario.unsupported"])
  }

  // MARK: Numeric conversions (C40)

  @Test func numericTypesConvertAsTheStandardLibraryDoes() {
    let outcome = runScenario(
      """
      print(UInt8(255), Int16(-3.9), UInt32(7), Int64(1 << 40), NSInteger(2.5), NSUInteger(4))
      print(Float32(1.5), Float64(2), CFTimeInterval(3), TimeInterval(Int(4)))
      """, .swift)
    #expect(FoundationClassesTests.errors(outcome).isEmpty, "\(outcome.diagnostics)")
    #expect(
      FoundationClassesTests.prints(outcome) == [
        "255 -3 7 1099511627776 2 4", "1.5 2.0 3.0 4.0",
      ])
  }

  @Test(arguments: [
    ("UInt8(300)", "`UInt8(_:)` failed: not enough bits to represent 300"),
    ("UInt(-1.5)", "`UInt(_:)` failed: the value -1.5 is outside UInt's range"),
    ("Int8(-129)", "`Int8(_:)` failed: not enough bits to represent -129"),
  ])
  func valueOutsideAFixedWidthTypeTraps(_ expression: String, _ message: String) {
    let outcome = runScenario("let x = " + expression + "\nprint(x)", .swift)
    #expect(diagnosticSummary(outcome) == ["1:9 scenario.assertion-failed"])
    #expect(outcome.diagnostics.first?.message == message)
  }

  // MARK: String constants (C38)

  @Test func transitionContextKeysAreFourStringsNamingTwoSides() {
    let outcome = runScenario(
      """
      NSArray *keys = @[UITransitionContextFromViewControllerKey, UITransitionContextToViewControllerKey, UITransitionContextFromViewKey, UITransitionContextToViewKey];
      NSLog(@"%lu", (unsigned long)[NSSet setWithArray:keys].count);
      NSLog(@"%@", UITransitionContextToViewControllerKey);
      """, .objc)
    #expect(FoundationClassesTests.errors(outcome).isEmpty, "\(outcome.diagnostics)")
    #expect(
      FoundationClassesTests.prints(outcome) == ["4", "UITransitionContextToViewControllerKey"])
  }

  // MARK: Settable properties (C39)

  @Test func applicationDelegateSetIsTheOneRead() {
    let outcome = runScenario(
      """
      UIViewController *helper = [UIViewController new];
      [UIApplication sharedApplication].delegate = (id)helper;
      NSLog(@"%d", [UIApplication sharedApplication].delegate == helper);
      """, .objc)
    #expect(FoundationClassesTests.errors(outcome).isEmpty, "\(outcome.diagnostics)")
    #expect(FoundationClassesTests.prints(outcome) == ["1"])
  }

  @Test func bundleForClassIsAnInitializerInSwift() {
    let outcome = runScenario(
      """
      let bundle = Bundle(for: type(of: self))
      print(bundle == Bundle.main || bundle != Bundle.main)
      """, .swift)
    #expect(FoundationClassesTests.errors(outcome).isEmpty, "\(outcome.diagnostics)")
    #expect(FoundationClassesTests.prints(outcome) == ["true"])
  }
}

extension FoundationFunctionsTests {
  // MARK: Class objects and associated objects (C41)

  @Test func classesOwnClassMethodIsCalledBeforeNSObjects() {
    let outcome = runScenario(
      """
      @interface Menu : NSObject
      @end
      @implementation Menu
      + (NSString *)description { return @"menu"; }
      @end
      @interface Container : UIViewController
      @end
      @implementation Container
      - (void)viewDidLoad {
        [super viewDidLoad];
        NSLog(@"%@ %d", [Menu description], [Menu isSubclassOfClass:[Menu class]]);
      }
      @end
      """, .objc, ["self=Container"])
    #expect(FoundationClassesTests.errors(outcome).isEmpty, "\(outcome.diagnostics)")
    #expect(FoundationClassesTests.prints(outcome) == ["menu 1"])
  }

  @Test func associatedObjectsWorkInSwift() {
    let outcome = runScenario(
      """
      var key: UInt8 = 0
      objc_setAssociatedObject(self, &key, "tag", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      print(objc_getAssociatedObject(self, &key) as? String ?? "none")
      """, .swift)
    #expect(FoundationClassesTests.errors(outcome).isEmpty, "\(outcome.diagnostics)")
    #expect(FoundationClassesTests.prints(outcome) == ["tag"])
  }
}
