import Foundation
import Scenarios

/// The consumers of the one `Diagnostic`, one file each in this folder: people's text (here;
/// `DiagnosticRenderer.text` in Scenarios, which the interpreter's own output shares), GitHub
/// annotations (`+GitHub`), JSON objects for tools (`+JSON`), HTML for pages (`+HTML`) and
/// JUnit XML for CI (`JUnitReport`).
package enum DiagnosticFormatter {
  /// People's text with a caret (`DiagnosticRenderer.text`, the one text renderer).
  package static func text(_ diagnostic: SiteDiagnostic) -> String {
    DiagnosticRenderer.text(diagnostic)
  }
}
