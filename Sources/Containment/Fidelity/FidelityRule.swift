/// One rule of the model's UIKit behaviour: a fact it reproduces (documented by Apple or
/// observed on devices) or a choice it makes where the sources are silent or disagree.
///
/// Every event the model records for UIKit (`auto`, `block`, `warning`, `raise`, and the lints
/// that check a rule) carries the id of the rule that produced it (`TraceEvent.provenance`),
/// so a reader can see why a line is in a trace and how sure we are of it. The ids are those
/// of the project's fidelity reference, `docs/FIDELITY.md` (anchor `A1-3` for `A1.3`).
public struct FidelityRule: Sendable, Equatable {
  /// How sure we are of a rule.
  public enum Tag: String, Sendable, CaseIterable, Comparable {
    /// Documented by Apple: a header comment, a documentation page or guide.
    case documented = "D"
    /// Observed on real devices or simulators: logs, stack traces, tests run against UIKit.
    case observed = "O"
    /// Inferred: the model's choice, with alternatives a `uikit=` switch selects.
    case inferred = "I"

    public static func < (lhs: Tag, rhs: Tag) -> Bool {
      allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
  }

  /// `A1.3`, `B7`: section (b) items are `B`, facts `A`.
  public var id: String
  public var tag: Tag
  /// The rule in one line, in our own words.
  public var summary: String
  /// Where it comes from: ids of `FidelitySource.catalogue` (`S1`).
  public var sources: [String]
  /// For [I] rules: the `UIKitBehavior` item (`B1`) whose values select the alternatives.
  public var switchItem: String?

  public init(
    _ id: String, _ tag: Tag, _ summary: String, sources: [String], switchItem: String? = nil
  ) {
    self.id = id
    self.tag = tag
    self.summary = summary
    self.sources = sources
    self.switchItem = switchItem
  }

  /// The fragment the reference page gives the rule: `A1-3` for `A1.3`.
  public var anchor: String { Self.anchor(for: id) }

  /// `A1-3` for `A1.3`.
  public static func anchor(for id: String) -> String {
    String(id.map { $0 == "." ? "-" : $0 })
  }

  /// The alternatives of a rule with a switch: every value of its `uikit=` item.
  public var alternatives: [String] {
    guard let switchItem else { return [] }
    return UIKitBehavior.items.first { $0.item == switchItem }?.values ?? []
  }

  /// The value the model uses unless a scenario switches it.
  public var defaultAlternative: String? {
    switchItem.flatMap { UIKitBehavior().value(of: $0) }
  }

  /// Every rule, in reference order (A items, then B items, each by number).
  public static var catalogue: [FidelityRule] {
    coreRules + systemContainerRules + customTransitionRules + otherContainerRules
      + areaRules + hierarchyRules + controlRules + versionRules
  }

  /// The rule with this id.
  public static func rule(_ id: String) -> FidelityRule? { byID[id] }

  private static let byID: [String: FidelityRule] = Dictionary(
    catalogue.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}

/// Why an event is in a trace: the rule that produced it, with its tag.
public struct Provenance: Sendable, Equatable, Hashable {
  public var rule: String
  public var tag: FidelityRule.Tag

  /// The provenance of a catalogue rule; an id the catalogue lacks is a model bug, caught by
  /// the tests that check every event's rule against the catalogue (it is tagged [I] here).
  public init(_ rule: String) {
    self.rule = rule
    self.tag = FidelityRule.rule(rule)?.tag ?? .inferred
  }

  /// `A1.3 D`, as `lessons run --explain` prints it.
  public var label: String { rule + " " + tag.rawValue }
}
