import Testing

@testable import Containment

/// The rule catalogue is consistent with itself, with the `uikit=` switches and with the
/// sources it cites.
@Suite struct CatalogueTests {
  @Test("Rule ids are unique and well formed (A<n>.<m>, B<n> or V<n>)")
  func uniqueIDs() {
    let ids = FidelityRule.catalogue.map(\.id)
    #expect(Set(ids).count == ids.count)
    for id in ids {
      let wellFormed =
        (id.hasPrefix("A") && id.split(separator: ".").count == 2)
        || ((id.hasPrefix("B") || id.hasPrefix("V")) && Int(id.dropFirst()) != nil)
      #expect(wellFormed, "\(id)")
    }
  }

  @Test("Every uikit= item has its rule, and every switch a rule names exists")
  func switchesHaveRules() {
    for (item, values) in UIKitBehavior.items {
      // The iOS version (`ios=`) is selected by the V rules; every other item by its B rule.
      let rules =
        item == "IOS"
        ? FidelityRule.catalogue.filter { $0.id.hasPrefix("V") }
        : [FidelityRule.rule(item)].compactMap { $0 }
      #expect(!rules.isEmpty, "\(item) has no rule naming its switch")
      for rule in rules {
        #expect(rule.switchItem == item, "\(rule.id) does not name \(item)")
        #expect(rule.alternatives == values)
      }
    }
    for rule in FidelityRule.catalogue {
      if let item = rule.switchItem {
        #expect(UIKitBehavior.items.contains { $0.item == item }, "\(rule.id) → \(item)")
      }
      if rule.tag == .inferred {
        #expect(rule.switchItem != nil, "[I] \(rule.id) has no switch")
      }
    }
  }

  /// The build cache is keyed by `settingsDescription`: a setting missing from the switch
  /// table would change traces without changing the key.
  @Test("Every UIKit behaviour setting is switchable and in the settings description")
  func everySettingIsDescribed() throws {
    let fields = Mirror(reflecting: UIKitBehavior()).children.count
    #expect(fields == UIKitBehavior.items.count)
    let base = UIKitBehavior().settingsDescription
    for (item, values) in UIKitBehavior.items {
      var changed = UIKitBehavior()
      let other = try #require(values.first { $0 != UIKitBehavior().value(of: item) })
      try changed.apply("\(item):\(other)")
      #expect(changed.settingsDescription != base, "\(item)")
      #expect(changed.settingsDescription.contains("\(item):\(other)"))
    }
  }

  @Test("Every rule cites at least one source, and every source cited exists")
  func sourcesExist() {
    for rule in FidelityRule.catalogue {
      #expect(!rule.sources.isEmpty, "\(rule.id)")
      for source in rule.sources {
        #expect(FidelitySource.source(source) != nil, "\(rule.id) cites unknown \(source)")
      }
    }
    let ids = FidelitySource.catalogue.map(\.id)
    #expect(Set(ids).count == ids.count)
  }

  @Test("Anchors: A1.3 → A1-3, B7 → B7")
  func anchors() {
    #expect(FidelityRule.anchor(for: "A1.3") == "A1-3")
    #expect(FidelityRule.rule("B7")?.anchor == "B7")
    #expect(Provenance("A5.10").label == "A5.10 O")
  }
}
