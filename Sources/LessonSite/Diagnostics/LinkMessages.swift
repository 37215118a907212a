import Diagnostics

/// Every diagnostic about links and images in content files, with its id and wording.
package enum LinkMessages {
  /// Where local links may lead, said once for every message that needs it.
  private static let rule =
    "link to lessons by file name (`02-transition.md`, `../ko/02-transition.md#anchor`) and "
    + "put images and downloads in `Content/assets/` or `Content/<locale>/assets/`"

  package static func absolute(_ destination: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .linkAbsolute,
      message: "`\(destination)` is an absolute path, which breaks when the site moves; "
        + "write a path relative to this file: \(rule)")
  }

  package static func outsideContent(_ destination: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .linkOutsideContent,
      message: "`\(destination)` leads out of the content folder, which the site does not "
        + "publish; \(rule)")
  }

  package static func missingPage(_ destination: String, resolved: String, known: [String])
    -> SiteDiagnostic
  {
    let names = known.map { String($0.split(separator: "/").last ?? "") }
    let wanted = String(resolved.split(separator: "/").last ?? "")
    return SiteDiagnostic(
      id: .linkMissingLesson,
      message: "`\(destination)` names no lesson: there is no `\(resolved)` in the content "
        + "folder"
        + (Suggestion.closest(to: wanted, in: names, minimumAllowance: 2).map {
          "; did you mean `\($0)`?"
        } ?? ""))
  }

  package static func missingAnchor(_ fragment: String, page: String, known: [String])
    -> SiteDiagnostic
  {
    SiteDiagnostic(
      id: .linkMissingAnchor,
      message: "`#\(fragment)` is no heading or scenario of `\(page)`"
        + (Suggestion.closest(to: fragment, in: known, minimumAllowance: 2).map {
          "; did you mean `#\($0)`?"
        } ?? "")
        + " (a heading's anchor is its text in lowercase, spaces and punctuation as `-`)")
  }

  package static func missingAsset(_ destination: String, resolved: String, shared: String? = nil)
    -> SiteDiagnostic
  {
    SiteDiagnostic(
      id: .assetMissing,
      message: "`\(destination)` names no file: there is no `\(resolved)` in the content folder"
        + (shared.map { " (nor the shared `\($0)`)" } ?? ""))
  }

  package static func notPublished(_ destination: String, resolved: String, image: Bool)
    -> SiteDiagnostic
  {
    SiteDiagnostic(
      id: .assetNotInAssets,
      message: "`\(destination)` is \(image ? "an image" : "a link") to `\(resolved)`, which is "
        + "neither a lesson nor a file in an assets folder, so the site would not have it; "
        + rule)
  }
}
