import LessonSite
import Scenarios

/// `lessons run FILE.md --ios 12`: runs a lesson's scenarios as if each block said `ios=12`
/// (docs/FIDELITY.md, section V), after the block's own `uikit=` settings, so that one
/// scenario's trace can be read for another iOS without editing the lesson.
struct VersionedExecutor: ScenarioExecuting {
  let base: any ScenarioExecuting
  /// The version as given (`12`); checked by the model like `ios=` on a block.
  let version: String

  func run(_ source: String, language: ScenarioLanguage, attributes: ScenarioAttributes)
    -> ScenarioOutcome
  {
    var versioned = attributes
    versioned.uikit.append("IOS:" + version)
    return base.run(source, language: language, attributes: versioned)
  }

  var cacheIdentity: String { base.cacheIdentity + ",IOS:" + version }

  var forVerificationOnly: any ScenarioExecuting {
    VersionedExecutor(base: base.forVerificationOnly, version: version)
  }
}
