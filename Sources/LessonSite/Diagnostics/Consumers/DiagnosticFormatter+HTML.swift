import Foundation
import Scenarios

extension DiagnosticFormatter {
  /// The diagnostic as a page shows it: the message, id and place, the source line and caret,
  /// fix-its and detail, all escaped, in one `<pre>`.
  package static func html(_ diagnostic: SiteDiagnostic) -> String {
    "<pre class=\"diagnostic diagnostic-\(diagnostic.severity.rawValue)\">"
      + HTML.escape(text(diagnostic).trimmingCharacters(in: .newlines)) + "</pre>"
  }
}
