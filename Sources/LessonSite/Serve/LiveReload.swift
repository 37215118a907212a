import Foundation

/// What `lessons serve` adds to the pages it serves: a script that reloads the page after a
/// rebuild, and shows a panel with the diagnostics of a failed build.
///
/// The build renders `hook` into every page (`SiteBuilder.Options.pageHook`, the layouts'
/// `{{{lessonsServe}}}` slot), so pages are served as they were written, never scanned for
/// a place to put it. What changes between builds comes from the server: the version a page
/// was served at in its response's `Server-Timing` header (`versionTiming`), the current one
/// and whether the last build failed from `versionPath`, the failure's text from
/// `failurePath`. The script is a file of its own (`/__lessons/live.js`), not inline, so a
/// page with a strict Content-Security-Policy still runs it.
package enum LiveReload {
  /// `{"version": N, "failed": false}`: polled by the script.
  package static let versionPath = "/__lessons/version"
  /// The last build's diagnostics as text, when it failed; empty otherwise.
  package static let failurePath = "/__lessons/failure"
  package static let scriptPath = "/__lessons/live.js"
  package static let stylePath = "/__lessons/live.css"
  /// The `Server-Timing` metric whose description is the version a page was served at.
  package static let versionMetric = "lessons-version"

  /// The markup the build puts in every page.
  package static let hook =
    "<link rel=\"stylesheet\" href=\"\(stylePath)\">\n<script src=\"\(scriptPath)\"></script>\n"

  package static func versionJSON(version: Int, failed: Bool) -> String {
    "{\"version\": \(version), \"failed\": \(failed)}\n"
  }

  /// The `Server-Timing` header of a page served at `version`.
  package static func versionTiming(_ version: Int) -> (String, String) {
    ("Server-Timing", "\(versionMetric);desc=\"\(version)\"")
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

  /// Finds the version the page was served at (its `data-version`, on the server's own
  /// error page; else the `Server-Timing` metric; else the first poll's answer) and marks
  /// the script with it; polls the version and reloads when a build finished since; shows
  /// the failure panel while the last build failed.
  package static let script = """
    (function () {
      "use strict";
      var script = document.currentScript;
      var served = script ? script.getAttribute("data-version") : null;
      if (served === null && window.performance && performance.getEntriesByType) {
        var navigation = performance.getEntriesByType("navigation")[0];
        (navigation && navigation.serverTiming || []).forEach(function (metric) {
          if (metric.name === "\(versionMetric)") { served = metric.description; }
        });
      }
      if (script && served !== null) { script.setAttribute("data-version", served); }
      var panel = document.querySelector(".lessons-serve-failure");
      function showFailure() {
        if (panel) { return; }
        panel = document.createElement("section");
        panel.className = "lessons-serve-failure";
        panel.setAttribute("role", "alert");
        fetch("\(failurePath)", { cache: "no-store" })
          .then(function (response) { return response.text(); })
          .then(function (text) {
            var heading = document.createElement("h2");
            heading.textContent = "The last build failed; this page is from the last good build";
            var pre = document.createElement("pre");
            pre.textContent = text;
            panel.appendChild(heading);
            panel.appendChild(pre);
            document.body.insertBefore(panel, document.body.firstChild);
          })
          .catch(function () { panel = null; });
      }
      function poll() {
        fetch("\(versionPath)", { cache: "no-store" })
          .then(function (response) { return response.json(); })
          .then(function (state) {
            if (served === null) {
              served = String(state.version);
              if (script) { script.setAttribute("data-version", served); }
            }
            if (String(state.version) !== served) { location.reload(); return; }
            if (state.failed) { showFailure(); }
            setTimeout(poll, 500);
          })
          .catch(function () { setTimeout(poll, 2000); });
      }
      poll();
    })();

    """
}
