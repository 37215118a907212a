import Testing

@testable import Scenarios

/// No error about a snippet's own or missing code mentions "the modelled UIKit API" (issue 26,
/// acceptance): each place that can refuse a member of the snippet's own types, static or at
/// run time, words it as the compiler would ("`Page` has no member `subtitle`") or as a missing
/// piece (`scenario.undeclared`); the phrase stays only for a member some UIKit type declares.
@Suite struct UndeclaredWordingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var code: String
    var language: ScenarioLanguage
    /// `id message` of the first error.
    var expected: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // A field the snippet's struct does not have (The Swift Programming Language, "Structures
    // and Classes": a struct has the properties it declares).
    Case(
      name: "struct field",
      code:
        "struct Page { let title: String }\nlet page = Page(title: \"a\")\nprint(page.subtitle)\n",
      language: .swift,
      expected: "scenario.unknown-member `Page` has no member `subtitle`"),
    // A case the snippet's enum does not declare.
    Case(
      name: "enum case", code: "enum Mode { case list }\nlet mode = Mode.grid\nprint(mode)\n",
      language: .swift, expected: "scenario.unknown-member `Mode` has no member `grid`"),
    // `rawValue` exists only for an enum with a raw type (TSPL "Raw Values"): the static check
    // finds it on the case, before the run would, worded as the compiler does (since round 36
    // `rawValue` is a modelled name: a notification name's, FIDELITY-SURFACE N6).
    Case(
      name: "raw value of an enum without a raw type",
      code: "enum Mode { case list }\nprint(Mode.list.rawValue)\n", language: .swift,
      // Swift's own words ("value of type 'Mode' has no member 'rawValue'"): `rawValue` is real
      // (every imported enum has it, FIDELITY-SURFACE C36), so the snippet's enum is told.
      expected: "scenario.unknown-member `Mode` has no member `rawValue`"),
    // A designator names a member of the struct (C11 6.7.9p7).
    Case(
      name: "designator of a C struct",
      code:
        "CGRect r = (CGRect){ .origin = CGPointZero, .depth = 2 };\nNSLog(@\"%f\", r.size.width);\n",
      language: .objc, expected: "scenario.unknown-member `CGRect` has no member `depth`"),
    // An initializer the snippet's own class does not declare, and UIKit has none of.
    Case(
      name: "initializer of the snippet's class",
      code: """
        @interface Panel : UIViewController
        @end
        @implementation Panel
        @end
        @implementation ParentViewController (Run)
        - (void)go {
            Panel *panel = [[Panel alloc] initWithPanelStyle:2];
            [self addChildViewController:panel];
        }
        @end
        """,
      language: .objc,
      expected:
        "scenario.undeclared `initWithPanelStyle:` is not declared in this snippet: "
        + "`[Panel alloc]` has no such member, and UIKit declares none"),
  ]

  @Test(arguments: cases)
  func theSnippetsOwnCodeIsNeverBlamedOnTheModel(_ test: Case) {
    let outcome = runScenario(
      test.code, test.language, test.name.hasPrefix("initializer") ? ["run=go"] : [])
    let errors = outcome.diagnostics.filter { $0.severity == .error }
    #expect(errors.first.map { "\($0.id) \($0.message)" } == test.expected)
    #expect(outcome.diagnostics.allSatisfy { !$0.message.contains("modelled UIKit API") })
  }

  /// A dictionary's member the model does not read is Foundation's or the standard library's,
  /// not UIKit's, and not the snippet's own.
  @Test func aDictionaryMemberTheModelDoesNotReadIsNotSupported() {
    let outcome = runScenario(
      "let d = [\"a\": 1]\nlet keys = d.keysSortedByValue\nprint(keys)\n", .swift)
    #expect(
      outcome.diagnostics.first.map { "\($0.id) \($0.message)" }
        == "scenario.unsupported `keysSortedByValue` of a dictionary is not supported in "
        + "scenarios; supported: `count`, `isEmpty`, `keys`, `values`, `first` and subscripts")
  }

  /// The phrase stays for a member some UIKit class declares: `initWithStyle:` is
  /// `UITableViewController`'s, not the `UIViewController` subclass's the snippet declares.
  @Test func aRealUIKitMemberKeepsTheModelsWording() {
    let problem = ScenarioProblem.unknownMember(
      "initWithStyle:", on: "`[Panel alloc]`", suggestion: nil)
    #expect(problem.attributed == problem)
    let own = ScenarioProblem.unknownMember(
      "initWithPanelStyle:", on: "`[Panel alloc]`", suggestion: nil)
    #expect(
      own.attributed
        == .undeclaredMember("initWithPanelStyle:", on: "`[Panel alloc]`", suggestion: nil))
  }
}

/// A class named in capitals alone (`TVC`) is a class when it is sent `alloc`; the stand-in's
/// superclass is the one class whose initializer takes the argument's type (`initWithStyle:` with
/// a `UITableViewStyle` is `UITableViewController`'s, not `UISplitViewController`'s).
@Suite struct CapitalsClassTests {
  @Test func itsInitializerDecidesItsSuperclass() {
    let outcome = runScenario(
      """
      TVC *tvc = [[TVC alloc] initWithStyle:UITableViewStylePlain];
      GVC *gvc = [[GVC alloc] initWithCollectionViewLayout:[[UICollectionViewFlowLayout alloc] init]];
      """, .objc)
    #expect(
      outcome.diagnostics.map { "\($0.id) \($0.message) / \($0.hint ?? "")" } == [
        "scenario.undeclared `TVC` is not declared in this snippet / declare it, or let `lessons "
          + "fix` declare a stand-in in the block's hidden prelude: a `UITableViewController` "
          + "subclass (it is sent `initWithStyle:`)",
        "scenario.undeclared `GVC` is not declared in this snippet / declare it, or let `lessons "
          + "fix` declare a stand-in in the block's hidden prelude: a `UICollectionViewController` "
          + "subclass (it is sent `initWithCollectionViewLayout:`)",
      ])
  }
}
