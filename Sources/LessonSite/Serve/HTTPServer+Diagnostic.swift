import Diagnostics

extension HTTPServer.StartError {
  /// The failure as a diagnostic (`error: cannot listen … [serve.cannot-listen]`), printed
  /// by the text consumer as every other problem is.
  package var diagnostic: SiteDiagnostic {
    SiteDiagnostic(id: .serveCannotListen, message: description)
  }
}
