import Foundation
import Scenarios

/// An executor that runs each distinct scenario once and hands every lesson that has it the
/// same outcome: `ScenarioRunner.forVerificationOnly`, made once per `check` (promotion's
/// re-check included: it changes traces, never code).
///
/// A translation carries its original's code, so a site in three languages ran each
/// scenario three times for one result: a run depends only on the source, the language, the
/// attributes and the executor (what `ScenarioExecuting.cacheIdentity` stands for), and its
/// diagnostics are in snippet positions, which each lesson's verifier places in its own file.
/// Two lessons asking at once may both run it; either outcome is the same value. A build
/// does not share runs (its cache and its tests count runs per lesson).
final class SharedScenarioRuns: ScenarioExecuting, @unchecked Sendable {
  private struct Key: Hashable {
    var source: String
    var language: ScenarioLanguage
    var attributes: ScenarioAttributes
  }

  private let base: any ScenarioExecuting
  private let lock = NSLock()
  private var outcomes: [Key: ScenarioOutcome] = [:]

  init(_ base: any ScenarioExecuting) {
    self.base = base
  }

  func run(_ source: String, language: ScenarioLanguage, attributes: ScenarioAttributes)
    -> ScenarioOutcome
  {
    let key = Key(source: source, language: language, attributes: attributes)
    lock.lock()
    let known = outcomes[key]
    lock.unlock()
    if let known { return known }
    let outcome = base.run(source, language: language, attributes: attributes)
    lock.lock()
    outcomes[key] = outcome
    lock.unlock()
    return outcome
  }

  var cacheIdentity: String { base.cacheIdentity }

  /// Already for verification only: made by `ScenarioRunner.forVerificationOnly`.
  var forVerificationOnly: any ScenarioExecuting { self }
}
