import Diagnostics

/// The site's name for the one `Diagnostic` type (the Diagnostics module): content,
/// verification, promotion and template problems are all reported in it.
package typealias SiteDiagnostic = Diagnostic

extension Diagnostic {
  /// A copy placed at `line`:`column` of `file`, with that line's text for the caret.
  package func located(file: String, line: Int, column: Int = 1, text: TextLines?) -> Self {
    var copy = self
    copy.file = file
    copy.line = line
    copy.column = column
    copy.sourceLine = text.map { String($0[line]) }
    return copy
  }
}
