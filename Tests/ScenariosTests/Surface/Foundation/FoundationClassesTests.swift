import Testing

@testable import Scenarios

/// Foundation's classes as whole categories (FIDELITY-SURFACE.md C31–C34), with the values
/// Apple's documentation gives: NSString's paths, comparisons and pieces in both languages,
/// key-value coding through key paths on controllers, views and arrays, NSMutableArray's
/// changes, and the class factories of index paths, notifications and button subclasses.
@Suite struct FoundationClassesTests {
  static func errors(_ outcome: ScenarioOutcome) -> [ScenarioDiagnostic] {
    outcome.diagnostics.filter { $0.severity == .error }
  }

  /// The `print` lines of a run, without their prefix.
  static func prints(_ outcome: ScenarioOutcome) -> [String] {
    outcome.traceText.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("print") else { return nil }
      return String(line.dropFirst(5).drop { $0 == " " })
    }
  }

  // MARK: NSString (C31)

  @Test func pathMembersFollowTheDocumentedExamples() {
    let outcome = runScenario(
      """
      NSString *file = [@"/tmp" stringByAppendingPathComponent:@"scratch.tiff"];
      NSLog(@"%@", file);
      NSLog(@"%@", [@"/tmp/" stringByAppendingPathComponent:@"x"]);
      NSLog(@"%@", [@"" stringByAppendingPathComponent:@"x"]);
      NSLog(@"%@", [@"/" stringByAppendingPathComponent:@"x"]);
      NSLog(@"%@ %@", file.lastPathComponent, [file pathExtension]);
      NSLog(@"%@", [file stringByDeletingLastPathComponent]);
      NSLog(@"%@", [file stringByDeletingPathExtension]);
      NSLog(@"%@", [@"/tmp/scratch.old" stringByAppendingPathExtension:@"tiff"]);
      NSLog(@"%@", [@"/tmp" stringByDeletingLastPathComponent]);
      NSLog(@"[%@]", [@"scratch.tiff" stringByDeletingLastPathComponent]);
      NSLog(@"%@", [@"/tmp/" lastPathComponent]);
      NSArray *parts = [file pathComponents];
      NSLog(@"%lu %@ %@", (unsigned long)parts.count, parts[0], parts[2]);
      NSLog(@"[%@]", [@".bashrc" pathExtension]);
      """, .objc)
    #expect(Self.errors(outcome).isEmpty, "\(outcome.diagnostics)")
    #expect(
      Self.prints(outcome) == [
        "/tmp/scratch.tiff", "/tmp/x", "x", "/x", "scratch.tiff tiff", "/tmp", "/tmp/scratch",
        "/tmp/scratch.old.tiff", "/", "[]", "tmp", "3 / scratch.tiff", "[]",
      ], "\(outcome.traceText)")
  }

  @Test func comparisonsRangesAndPiecesInObjectiveC() {
    let outcome = runScenario(
      """
      NSLog(@"%ld %ld %ld", (long)[@"a" compare:@"b"], (long)[@"b" compare:@"a"],
            (long)[@"Same" caseInsensitiveCompare:@"same"]);
      NSLog(@"%d", [@"B" compare:@"a"] == NSOrderedAscending);
      NSLog(@"%ld", (long)[@"file2" localizedStandardCompare:@"file10"]);
      NSRange found = [@"hello world" rangeOfString:@"world"];
      NSLog(@"%lu %lu", (unsigned long)found.location, (unsigned long)found.length);
      NSRange missing = [@"hello" rangeOfString:@"z"];
      NSLog(@"%d", missing.location == NSNotFound);
      NSLog(@"%@ %@ %@", [@"hello" substringFromIndex:2], [@"hello" substringToIndex:2],
            [@"hello" substringWithRange:NSMakeRange(1, 3)]);
      NSLog(@"%d", [@"hello" characterAtIndex:1]);
      NSLog(@"%d %d", [@"container" containsString:@"tain"], [@"Tabs" hasPrefix:@"Ta"]);
      NSArray *words = [@"a,b,c" componentsSeparatedByString:@","];
      NSLog(@"%lu %@", (unsigned long)words.count, words[2]);
      NSLog(@"%@", [@"a-b" stringByReplacingOccurrencesOfString:@"-" withString:@"+"]);
      NSLog(@"%@ %lu", [@"Tab" uppercaseString], (unsigned long)@"Tab".length);
      NSLog(@"%d %.1f", [@" 42px" intValue], [@"2.5" floatValue]);
      NSLog(@"%@", [@"ab" stringByPaddingToLength:5 withString:@"." startingAtIndex:0]);
      """, .objc)
    #expect(Self.errors(outcome).isEmpty, "\(outcome.diagnostics)")
    #expect(
      Self.prints(outcome) == [
        "-1 1 0", "1", "-1", "6 5", "1", "llo he ell", "101", "1 1", "3 c", "a+b", "TAB 3",
        "42 2.5", "ab...",
      ], "\(outcome.traceText)")
  }

  @Test func anIndexPastTheEndRaisesNSRangeException() {
    // Uncaught, the exception ends the app: a `raise` line (FIDELITY-SURFACE C16).
    let outcome = runScenario(#"NSString *s = [@"abc" substringFromIndex:4];"#, .objc)
    #expect(
      outcome.traceText.contains(
        "raise   NSRangeException: -[__NSCFString substringFromIndex:]: Index 4 out of bounds"),
      "\(outcome.traceText)")
  }

  @Test func aMutableStringChangesInPlace() {
    let outcome = runScenario(
      """
      NSMutableString *text = [NSMutableString string];
      [text appendString:@"tab"];
      [text appendFormat:@" %d", 2];
      [text insertString:@"<" atIndex:0];
      [text replaceCharactersInRange:NSMakeRange(1, 3) withString:@"TAB"];
      [text deleteCharactersInRange:NSMakeRange(0, 1)];
      NSMutableString *copy = [[NSMutableString alloc] initWithString:text];
      [copy setString:@"x"];
      NSLog(@"%@ %@ %@", text, copy, [text stringByAppendingFormat:@"/%@", @"y"]);
      """, .objc)
    #expect(Self.errors(outcome).isEmpty, "\(outcome.diagnostics)")
    #expect(Self.prints(outcome) == ["TAB 2 x TAB 2/y"], "\(outcome.traceText)")
  }

  @Test func swiftStringsHaveStringAndNSStringMembers() {
    let outcome = runScenario(
      """
      let path = "/tmp"
      print((path as NSString).appendingPathComponent("a.png"))
      print(("/tmp/a.png" as NSString).lastPathComponent)
      print("a,b".components(separatedBy: ","))
      print("Tab".lowercased(), "Tab".uppercased(), "tab".capitalized)
      print("Tabs".hasPrefix("Ta"), "Tabs".hasSuffix("x"), "Tabs".contains("ab"))
      print("Tabs".count, "".isEmpty, "Tabs".prefix(2), "Tabs".dropFirst())
      print("a-b".replacingOccurrences(of: "-", with: "+"))
      print("a".range(of: "z") == nil)
      """, .swift)
    #expect(Self.errors(outcome).isEmpty, "\(outcome.diagnostics)")
    #expect(
      Self.prints(outcome) == [
        "/tmp/a.png", "a.png", #"["a", "b"]"#, "tab TAB Tab", "true false true",
        "4 true Ta abs", "a+b", "true",
      ], "\(outcome.traceText)")
  }

  @Test func anotherRealStringMemberIsInertWithItsType() {
    let outcome = runScenario(
      """
      NSString *s = [@"~/a" stringByExpandingTildeInPath];
      NSLog(@"[%@]", s);
      """, .objc)
    #expect(Self.errors(outcome).isEmpty, "\(outcome.diagnostics)")
    #expect(outcome.diagnostics.contains { $0.id == .scenarioInert }, "\(outcome.diagnostics)")
  }

  // MARK: Key-value coding (C32)

  @Test func setValueForKeyPathSetsTheLastKeyOnWhatThePathReads() {
    let outcome = runScenario(
      """
      UIViewController *a = [[UIViewController alloc] init];
      [a setValue:@"Z" forKeyPath:@"title"];
      UIView *v1 = [[UIView alloc] init];
      UIView *v2 = [[UIView alloc] init];
      v1.hidden = YES;
      v2.hidden = YES;
      NSArray *views = @[v1, v2];
      [views setValue:@NO forKeyPath:@"hidden"];
      [v1 setValue:@5 forKey:@"tag"];
      NSLog(@"%@ %d %d %ld %@", a.title, v1.hidden, v2.hidden, (long)v1.tag,
            [v1 valueForKey:@"tag"]);
      [a setValuesForKeysWithDictionary:@{@"title": @"Q"}];
      NSDictionary *d = [a dictionaryWithValuesForKeys:@[@"title"]];
      NSLog(@"%@ %@", a.title, d[@"title"]);
      """, .objc)
    #expect(Self.errors(outcome).isEmpty, "\(outcome.diagnostics)")
    #expect(Self.prints(outcome) == ["Z 0 0 5 5", "Q Q"], "\(outcome.traceText)")
  }

  @Test func aReadOnlyInertPropertyIsSetThroughItsInstanceVariable() {
    let objc = runScenario(
      """
      UITabBarController *tabs = [[UITabBarController alloc] init];
      UITabBar *bar = [[UITabBar alloc] init];
      [tabs setValue:bar forKeyPath:@"tabBar"];
      NSLog(@"%d", tabs.tabBar == bar);
      """, .objc)
    #expect(Self.errors(objc).isEmpty, "\(objc.diagnostics)")
    #expect(Self.prints(objc) == ["1"], "\(objc.traceText)")
    let swift = runScenario(
      """
      let tabs = UITabBarController()
      let bar = UITabBar()
      tabs.setValue(bar, forKey: "tabBar")
      print(tabs.tabBar === bar)
      """, .swift)
    #expect(Self.errors(swift).isEmpty, "\(swift.diagnostics)")
    #expect(Self.prints(swift) == ["true"], "\(swift.traceText)")
  }

  @Test func aViewPropertyNamedValueIsTheViewsOwn() {
    let outcome = runScenario(
      """
      let stepper = UIStepper()
      stepper.value = 3
      print(stepper.value)
      """, .swift)
    #expect(Self.errors(outcome).isEmpty, "\(outcome.diagnostics)")
    #expect(Self.prints(outcome) == ["3.0"], "\(outcome.traceText)")
  }

  // MARK: NSMutableArray (C33)

  @Test func mutableArrayChangesAsFoundationMakesThem() {
    let outcome = runScenario(
      """
      NSMutableArray *list = [NSMutableArray array];
      list[list.count] = @"a";
      list[list.count] = @"b";
      list[0] = @"z";
      [list insertObject:@"c" atIndex:2];
      [list exchangeObjectAtIndex:0 withObjectAtIndex:2];
      [list replaceObjectAtIndex:1 withObject:@"y"];
      NSLog(@"%@", [list componentsJoinedByString:@","]);
      [list removeObjectsInRange:NSMakeRange(0, 2)];
      NSLog(@"%lu %@", (unsigned long)list.count, list[0]);
      [list addObjectsFromArray:@[@"p", @"q"]];
      [list removeObjectsInArray:@[@"z", @"q"]];
      NSLog(@"%@", [list componentsJoinedByString:@","]);
      """, .objc)
    #expect(Self.errors(outcome).isEmpty, "\(outcome.diagnostics)")
    #expect(Self.prints(outcome) == ["c,y,z", "1 z", "p"], "\(outcome.traceText)")
  }

  @Test func dictionaryCreationAndChanges() {
    let outcome = runScenario(
      """
      NSDictionary *d = [NSDictionary dictionaryWithObjectsAndKeys:@"A", @"a", @"B", @"b", nil];
      NSMutableDictionary *m = [NSMutableDictionary dictionaryWithObjects:@[@1, @2]
                                                                  forKeys:@[@"x", @"y"]];
      [m addEntriesFromDictionary:d];
      [m removeObjectsForKeys:@[@"x"]];
      NSLog(@"%lu %@ %@ %@", (unsigned long)m.count, m[@"a"], m[@"y"], [d objectForKey:@"b"]);
      """, .objc)
    #expect(Self.errors(outcome).isEmpty, "\(outcome.diagnostics)")
    #expect(Self.prints(outcome) == ["3 A 2 B"], "\(outcome.traceText)")
  }

  @Test func aSubscriptPastTheCountStaysOutOfRange() {
    let outcome = runScenario(
      """
      NSMutableArray *list = [NSMutableArray array];
      list[1] = @"a";
      """, .objc)
    #expect(!Self.errors(outcome).isEmpty, "\(outcome.diagnostics)")
  }

  // MARK: Class factories (C34)

  @Test func classFactoriesMakeTheirObjects() {
    let outcome = runScenario(
      """
      NSIndexPath *p = [NSIndexPath indexPathForRow:3 inSection:1];
      NSLog(@"%ld %ld", (long)p.row, (long)p.section);
      [[NSNotificationCenter defaultCenter] addObserverForName:@"Ping" object:nil queue:nil
                                                    usingBlock:^(NSNotification *note) {
          NSLog(@"got %@", note.name);
      }];
      NSNotification *n = [NSNotification notificationWithName:@"Ping" object:nil];
      [[NSNotificationCenter defaultCenter] postNotification:n];
      """, .objc)
    #expect(Self.errors(outcome).isEmpty, "\(outcome.diagnostics)")
    #expect(Self.prints(outcome) == ["3 1", "got Ping"], "\(outcome.traceText)")
  }

  @Test func swiftPostsANotificationValue() {
    let outcome = runScenario(
      """
      NotificationCenter.default.addObserver(forName: Notification.Name("Ping"), object: nil, queue: nil) { note in
          print("got")
      }
      NotificationCenter.default.post(Notification(name: Notification.Name("Ping")))
      """, .swift)
    #expect(Self.errors(outcome).isEmpty, "\(outcome.diagnostics)")
    #expect(Self.prints(outcome) == ["got"], "\(outcome.traceText)")
  }

  @Test func aButtonFactorySentToASubclassMakesTheSubclass() {
    let outcome = runScenario(
      """
      @interface TitleButton : UIButton
      @end
      @implementation TitleButton
      @end
      @interface Host : UIViewController
      @end
      @implementation Host
      - (void)viewDidLoad {
          [super viewDidLoad];
          TitleButton *b = [TitleButton buttonWithType:UIButtonTypeCustom];
          NSLog(@"%d", [b isKindOfClass:[TitleButton class]]);
      }
      @end
      """, .objc, ["self=Host"])
    #expect(Self.errors(outcome).isEmpty, "\(outcome.diagnostics)")
    #expect(Self.prints(outcome) == ["1"], "\(outcome.traceText)")
  }
}
