/// The language a scenario is written in; it also decides how its trace is spelled.
public enum ScenarioLanguage: String, Sendable, Equatable, Hashable, CaseIterable {
  case swift
  case objc
}
