import Foundation
import Scenarios

/// An executor that runs each distinct scenario once and hands every lesson that has it the
/// same outcome: `ScenarioRunner.forVerificationOnly`, made once per `check` (promotion's
/// re-check included: it changes traces, never code), and one per build (`verifyStep`:
/// there the outcomes carry the player's states, the same for the same code).
///
/// A translation carries its original's code, so a site in three languages ran each
/// scenario three times for one result: a run depends only on the source, the language, the
/// attributes and the executor (what `ScenarioExecuting.cacheIdentity` stands for), and its
/// diagnostics are in snippet positions, which each lesson's verifier places in its own file.
/// A lesson asking while another runs the same scenario waits for that run.
final class SharedScenarioRuns: ScenarioExecuting, @unchecked Sendable {
  private struct Key: Hashable {
    var source: String
    var language: ScenarioLanguage
    var attributes: ScenarioAttributes
  }

  private let base: any ScenarioExecuting
  private let condition = NSCondition()
  private var outcomes: [Key: ScenarioOutcome] = [:]
  /// Scenarios being run now: a lesson asking for one waits for that run, so each distinct
  /// scenario runs exactly once (a count tests and the build's report can rely on).
  private var running: Set<Key> = []

  init(_ base: any ScenarioExecuting) {
    self.base = base
  }

  func run(_ source: String, language: ScenarioLanguage, attributes: ScenarioAttributes)
    -> ScenarioOutcome
  {
    let key = Key(source: source, language: language, attributes: attributes)
    condition.lock()
    while true {
      if let known = outcomes[key] {
        condition.unlock()
        return known
      }
      if !running.contains(key) { break }
      condition.wait()
    }
    running.insert(key)
    condition.unlock()
    let outcome = base.run(source, language: language, attributes: attributes)
    condition.lock()
    outcomes[key] = outcome
    running.remove(key)
    condition.broadcast()
    condition.unlock()
    return outcome
  }

  var cacheIdentity: String { base.cacheIdentity }

  /// Already for verification only: made by `ScenarioRunner.forVerificationOnly`.
  var forVerificationOnly: any ScenarioExecuting { self }
}
