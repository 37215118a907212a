import Testing

@testable import Scenarios

/// The SDK's typed constant groups (`UIFont.Weight`, `UILayoutPriority`, `UIWindow.Level`,
/// `UIFont.TextStyle`, `NSAttributedString.Key` …): their constants known with their type in
/// both spellings, a value made from its raw value, and never blamed on another type.
@Suite struct TypedConstantTests {
  @Test func theGeneratorNestsEachGroupUnderItsSwiftType() {
    let surface = UIKitSurface.shared
    for (swift, member) in [
      ("UIFont.Weight", "bold"), ("UIFont.TextStyle", "headline"),
      ("UILayoutPriority", "defaultHigh"), ("UIWindow.Level", "alert"),
      ("NSAttributedString.Key", "foregroundColor"),
      ("UIAccessibility.Notification", "screenChanged"),
      ("NSLayoutConstraint.FormatOptions", "alignAllLeading"),
    ] {
      let type = surface.type(swift: swift)
      #expect(type != nil, "\(swift)")
      #expect(type?.members.contains { $0.swiftName == member } == true, "\(swift).\(member)")
    }
    #expect(surface.global(objc: "UIFontWeightBold")?.member.swiftName == "bold")
    // A string key of the font descriptor is no weight.
    #expect(surface.global(objc: "UIFontWeightTrait")?.owner.swiftName != "UIFont.Weight")
  }

  @Test func swiftSpellingsRun() {
    let outcome = runScenario(
      """
      let l = UILabel()
      l.font = UIFont.systemFont(ofSize: 12, weight: .bold)
      l.font = .systemFont(ofSize: 14, weight: UIFont.Weight.semibold)
      l.font = UIFont.preferredFont(forTextStyle: .headline)
      let c = l.widthAnchor.constraint(equalToConstant: 10)
      c.priority = .defaultHigh
      c.priority = UILayoutPriority(rawValue: 999)
      c.priority = UILayoutPriority(999)
      print(UILayoutPriority.required - 1, UILayoutPriority.defaultLow)
      let key = NSAttributedString.Key("custom")
      print(key)
      """, .swift)
    #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
    #expect(
      outcome.traceText.hasSuffix("print   999.0 250.0\nprint   custom\n"), "\(outcome.traceText)")
  }

  @Test func objectiveCSpellingsRun() {
    let outcome = runScenario(
      """
      UILabel *l = [[UILabel alloc] init];
      l.font = [UIFont systemFontOfSize:12 weight:UIFontWeightBold];
      l.font = [UIFont preferredFontForTextStyle:UIFontTextStyleHeadline];
      NSLayoutConstraint *c = [l.widthAnchor constraintEqualToConstant:10];
      c.priority = UILayoutPriorityDefaultHigh + 1;
      NSLog(@"%g", (double)(UILayoutPriorityDefaultHigh + 1));
      """, .objc)
    #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
    #expect(outcome.traceText.hasSuffix("print   751\n"), "\(outcome.traceText)")
  }

  @Test func aRawValueOfTheWrongKindIsATypeMismatch() {
    let outcome = runScenario("let p = UILayoutPriority(rawValue: \"high\")", .swift)
    #expect(outcome.diagnostics.first?.id == .scenarioTypeMismatch, "\(outcome.diagnostics)")
  }
}

/// An implicit member nobody has is named after the type whose member it nearly is, the same
/// type on every run; a typed constant is no longer blamed on an unrelated type.
@Suite struct ImplicitMemberOwnerTests {
  @Test func aWeightIsAWeight() {
    let outcome = runScenario(
      "let l = UILabel()\nl.font = .systemFont(ofSize: 12, weight: .bold)", .swift)
    #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
  }

  @Test func aTypoOfAWeightNamesTheWeightType() {
    let outcome = runScenario(
      "let l = UILabel()\nl.font = .systemFont(ofSize: 12, weight: .semibolt)", .swift)
    #expect(outcome.diagnostics.first?.message == "`UIFont.Weight` has no member `.semibolt`")
    #expect(outcome.diagnostics.first?.hint == "did you mean `.semibold`?")
  }
}
