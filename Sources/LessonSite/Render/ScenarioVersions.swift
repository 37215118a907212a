/// One scenario's traces under two iOS versions, shown side by side (docs/FIDELITY.md,
/// section V): the lesson writes the scenario twice, one block after the other, each with its
/// `ios=` and its own trace block, and gives the two blocks ids with one stem and the version
/// as suffix (`id=launch.ios17 ios=17`, `id=launch.ios18 ios=18`). Each block runs and is
/// verified on its own; the page labels each figure with its version and sets the two next to
/// each other (`style.css`; one above the other on a narrow screen and in print).
package enum ScenarioVersions {
  /// `("launch", "17")` for the id `launch.ios17`; nil for an id without a version suffix.
  package static func version(id: String) -> (stem: String, version: String)? {
    guard let dot = id.lastIndex(of: ".") else { return nil }
    let suffix = id[id.index(after: dot)...]
    guard suffix.hasPrefix("ios"), dot > id.startIndex else { return nil }
    let number = suffix.dropFirst(3)
    guard !number.isEmpty, number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber) else {
      return nil
    }
    return (String(id[..<dot]), String(number))
  }
}
