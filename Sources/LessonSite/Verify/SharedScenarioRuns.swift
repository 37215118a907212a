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
  /// The last build's runs by record key (`ScenarioRunCoding.key`), taken instead of
  /// running the same scenario again (`verifyStep`: those of the groups it makes again).
  private let prior: [String: ArraySlice<UInt8>]
  /// `build`: each run's record key, and the keys each lesson asked for (`recording`), so
  /// the cache can keep each group's runs with the group.
  private let records: Bool
  private var recordKeys: [Key: String] = [:]
  private var asked: [String: Set<String>] = [:]
  /// The bytes of the runs taken from `prior`, by record key: kept as read.
  private var taken: [String: ArraySlice<UInt8>] = [:]
  /// `ScenarioRunCoding.canonical` of each attributes value met (most scenarios share one).
  private var spellings: [ScenarioAttributes: String] = [:]
  /// How many runs `prior` answered, for the build's step times.
  private(set) var reused = 0

  init(_ base: any ScenarioExecuting) {
    self.base = base
    prior = [:]
    records = false
  }

  /// Records the runs for the cache (`records(of:)`), and takes those `prior` holds.
  init(_ base: any ScenarioExecuting, prior: [String: ArraySlice<UInt8>]) {
    self.base = base
    self.prior = prior
    records = true
  }

  func run(_ source: String, language: ScenarioLanguage, attributes: ScenarioAttributes)
    -> ScenarioOutcome
  {
    run(source, language: language, attributes: attributes, lesson: nil)
  }

  private func run(
    _ source: String, language: ScenarioLanguage, attributes: ScenarioAttributes,
    lesson: String?
  ) -> ScenarioOutcome {
    let key = Key(source: source, language: language, attributes: attributes)
    condition.lock()
    if records, let lesson {
      asked[lesson, default: []].insert(recordKey(key))
    }
    while true {
      if let known = outcomes[key] {
        condition.unlock()
        return known
      }
      if !running.contains(key) { break }
      condition.wait()
    }
    running.insert(key)
    let cached = records ? prior[recordKey(key)] : nil
    condition.unlock()
    var outcome: ScenarioOutcome?
    if let cached {
      outcome = ScenarioRunCoding.outcome(cached)
    }
    let made = outcome ?? base.run(source, language: language, attributes: attributes)
    condition.lock()
    if outcome != nil, let cached {
      taken[recordKey(key)] = cached
      reused += 1
    }
    outcomes[key] = made
    running.remove(key)
    condition.broadcast()
    condition.unlock()
    return made
  }

  /// The record key of `key`; called with the lock held.
  private func recordKey(_ key: Key) -> String {
    if let known = recordKeys[key] { return known }
    let spelling =
      spellings[key.attributes]
      ?? {
        let made = ScenarioRunCoding.canonical(key.attributes)
        spellings[key.attributes] = made
        return made
      }()
    let made = ScenarioRunCoding.key(
      source: key.source, language: key.language, attributes: spelling,
      executor: base.cacheIdentity, tool: BuildCache.toolIdentity)
    recordKeys[key] = made
    return made
  }

  /// The runs the lessons at `paths` asked for, by record key: as read from `prior`, or
  /// encoded (`ScenarioRunCoding`) on up to `jobs` threads.
  func records(of paths: [String], jobs: Int) -> [String: ArraySlice<UInt8>] {
    condition.lock()
    let wanted = Set(paths.flatMap { asked[$0] ?? [] })
    var found: [String: ArraySlice<UInt8>] = [:]
    var toEncode: [(String, ScenarioOutcome)] = []
    for (key, record) in recordKeys where wanted.contains(record) {
      if let bytes = taken[record] {
        found[record] = bytes
      } else if let outcome = outcomes[key] {
        toEncode.append((record, outcome))
      }
    }
    condition.unlock()
    let encoded = ParallelMap.map(toEncode, jobs: jobs) { ScenarioRunCoding.encoded($0.1)[...] }
    for ((record, _), bytes) in zip(toEncode, encoded) { found[record] = bytes }
    return found
  }

  /// The record keys the lesson at `path` asked for.
  func recordKeys(of path: String) -> Set<String> {
    condition.lock()
    defer { condition.unlock() }
    return asked[path] ?? []
  }

  /// The same runs, each lesson's asks recorded under `path` (`SiteChecker`).
  func recording(lesson path: String) -> any ScenarioExecuting {
    records ? LessonRuns(shared: self, lesson: path) : self
  }

  var cacheIdentity: String { base.cacheIdentity }

  /// Already for verification only: made by `ScenarioRunner.forVerificationOnly`.
  var forVerificationOnly: any ScenarioExecuting { self }

  /// One lesson's view of the shared runs: what it asks for is recorded under its path.
  private struct LessonRuns: ScenarioExecuting {
    let shared: SharedScenarioRuns
    let lesson: String

    func run(_ source: String, language: ScenarioLanguage, attributes: ScenarioAttributes)
      -> ScenarioOutcome
    {
      shared.run(source, language: language, attributes: attributes, lesson: lesson)
    }

    var cacheIdentity: String { shared.cacheIdentity }
    var forVerificationOnly: any ScenarioExecuting { shared }
  }
}
