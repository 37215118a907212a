import Testing

@testable import Scenarios

/// Foundation dictionaries and collection descriptions in Objective-C app code (issue 26,
/// items 1 and 4), with clang's literal semantics and Foundation's documented behaviour.
@Suite struct ObjCDictionaryTests {
  private func prints(_ outcome: ScenarioOutcome) -> [String] {
    outcome.traceText.split(separator: "\n").filter { $0.hasPrefix("print") }
      .map { $0.dropFirst("print".count).trimmingCharacters(in: .whitespaces) }
  }

  /// clang's `@{k: v}` is `+[NSDictionary dictionaryWithObjects:forKeys:count:]`;
  /// `dict[key]` is `objectForKeyedSubscript:` (nil for a missing key), `dict[key] = v`
  /// `setObject:forKeyedSubscript:`. `-[NSDictionary descriptionWithLocale:indent:]` lists
  /// string keys in ascending order, one `key = value;` a line; `-[NSArray description]`
  /// one element a line, quoting a string with a space. `for (key in dict)` enumerates keys.
  @Test func literalsSubscriptsAndDescriptions() {
    let outcome = runScenario(
      """
      @implementation ContainerViewController
      - (void)viewDidLoad {
        [super viewDidLoad];
        NSDictionary *titles = @{@"b": @"Bee", @"a": @"Ay"};
        NSMutableDictionary *children = [NSMutableDictionary dictionary];
        children[@"home"] = [[UIViewController alloc] init];
        [children setObject:@"x" forKey:@"y"];
        NSLog(@"%@ %@ %lu", titles[@"a"], [titles objectForKey:@"b"], (unsigned long)titles.count);
        NSLog(@"%@", titles[@"zzz"]);
        [self addChildViewController:children[@"home"]];
        NSLog(@"%@", titles);
        NSLog(@"%@", @[@"one", @"two words"]);
        NSDictionary *single = @{@"only": @1};
        for (NSString *key in single) { NSLog(@"key %@", key); }
        [children removeObjectForKey:@"y"];
        NSLog(@"%lu", (unsigned long)[children count]);
      }
      @end
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      prints(outcome) == [
        "Ay Bee 2", "(null)", #"{\n    a = Ay;\n    b = Bee;\n}"#,
        #"(\n    one,\n    "two words"\n)"#, "key only", "1",
      ])
    #expect(outcome.traceText.contains("addChildViewController:"))
  }
}
