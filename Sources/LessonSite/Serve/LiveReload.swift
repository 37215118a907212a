import Foundation

/// What `lessons serve` adds to the pages it serves: a script that reloads the page after a
/// rebuild, and a panel with the diagnostics of a failed build.
///
/// The script is a file of its own (`/__lessons/live.js`), not inline, so a page with a
/// strict Content-Security-Policy still runs it.
package enum LiveReload {
  /// `{"version": N, "failed": false}`: polled by the script.
  package static let versionPath = "/__lessons/version"
  package static let scriptPath = "/__lessons/live.js"
  package static let stylePath = "/__lessons/live.css"

  package static func versionJSON(version: Int, failed: Bool) -> String {
    "{\"version\": \(version), \"failed\": \(failed)}\n"
  }

  /// `html` with the stylesheet, the failure panel (when `failure` is set) and the script
  /// inserted before the last `</body>` (or appended when there is none).
  package static func inject(into html: String, version: Int, failure: String?) -> String {
    var addition = "<link rel=\"stylesheet\" href=\"\(stylePath)\">\n"
    if let failure {
      addition += panel(
        failure, heading: "The last build failed; this page is from the last good build")
    }
    addition += "<script src=\"\(scriptPath)\" data-version=\"\(version)\"></script>\n"
    guard let body = html.range(of: "</body>", options: .backwards) else { return html + addition }
    return html.replacingCharacters(in: body.lowerBound..<body.lowerBound, with: addition)
  }

  /// The page served while no build has succeeded yet.
  package static func errorPage(_ failure: String, version: Int) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head><meta charset="utf-8"><title>Build failed · lessons serve</title></head>
    <body>
    \(panel(failure, heading: "The build failed; fix the content and save to try again"))\
    <script src="\(scriptPath)" data-version="\(version)"></script>
    <link rel="stylesheet" href="\(stylePath)">
    </body>
    </html>

    """
  }

  /// The failure panel: the diagnostics exactly as the terminal shows them, escaped.
  static func panel(_ failure: String, heading: String) -> String {
    "<section class=\"lessons-serve-failure\" role=\"alert\">"
      + "<h2>\(heading)</h2>"
      + "<pre>\(HTML.escape(failure))</pre></section>\n"
  }

  package static let style = """
    .lessons-serve-failure { position: sticky; top: 0; z-index: 1000; margin: 0;
      padding: 0.75rem 1rem; background: #fff0f0; color: #5c0000; border-bottom: 3px solid #c00;
      max-height: 50vh; overflow: auto; font: 14px/1.4 system-ui, sans-serif; }
    .lessons-serve-failure h2 { margin: 0 0 0.5rem; font-size: 1rem; }
    .lessons-serve-failure pre { margin: 0; white-space: pre-wrap;
      font: 13px/1.4 ui-monospace, Menlo, Consolas, monospace; }

    """

  /// Polls the version; reloads when a build finished since the page was served.
  package static let script = """
    (function () {
      "use strict";
      var script = document.currentScript;
      var served = script ? script.getAttribute("data-version") : null;
      function poll() {
        fetch("\(versionPath)", { cache: "no-store" })
          .then(function (response) { return response.json(); })
          .then(function (state) {
            if (String(state.version) !== served) { location.reload(); return; }
            setTimeout(poll, 500);
          })
          .catch(function () { setTimeout(poll, 2000); });
      }
      setTimeout(poll, 500);
    })();

    """
}
