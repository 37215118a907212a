import Diagnostics
import Foundation
import Scenarios

/// `lessons serve`: builds the site into a private folder, serves it on the loopback
/// interface, and rebuilds it whenever a file under the content or templates folder changes.
///
/// Every page it builds carries a small script (`LiveReload.hook`, rendered into the page)
/// that polls `/__lessons/version` and reloads the page when a rebuild finished. A failed
/// build keeps the last good site on disk and served; its diagnostics are printed (through
/// `log`) and shown by the script at the top of every page until a build succeeds again. When the first build fails there is no site yet: every
/// request gets a page with the diagnostics.
package final class LivePreview: @unchecked Sendable {
  /// What to build and where to listen.
  package struct Options: Sendable {
    package var contentDirectory = "Content"
    package var templatesDirectory = "Templates"
    /// 0: a free port.
    package var port: UInt16 = 0
    package var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// How often the folders are polled for changes when no change woke the watcher first
    /// (`FolderEvents`).
    package var pollInterval = 0.25

    package init() {}
  }

  /// The outcome of one build, for the terminal.
  package struct BuildOutcome: Sendable, Equatable {
    package var succeeded: Bool
    /// The diagnostics, warnings and the error, formatted as `lessons build` prints them.
    package var text: String
    package var pages: Int
    package var seconds: Double
  }

  private let options: Options
  private let executor: any ScenarioExecuting
  private let log: @Sendable (String) -> Void
  private let workspace: URL
  private let lock = NSLock()
  private var state = State()
  private var server: HTTPServer?
  private var watcherStopped = false
  private var watching = false
  private let watcherEnded = DispatchSemaphore(value: 0)

  private struct State {
    /// Bumped by every build, failed or not: pages reload when it changes.
    var version = 0
    /// The diagnostics of the last build when it failed; nil after a good build.
    var failure: String?
    /// True once a build has written a site.
    var hasSite = false
  }

  /// `log` receives the terminal's lines (each ends with a newline).
  package init(
    options: Options, executor: any ScenarioExecuting = ScenarioRunner(),
    log: @escaping @Sendable (String) -> Void
  ) {
    self.options = options
    self.executor = executor
    self.log = log
    workspace = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        Self.workspacePrefix + "\(ProcessInfo.processInfo.processIdentifier)-"
          + UUID().uuidString)
  }

  /// The start of a workspace's name; the process id follows, then a UUID.
  static let workspacePrefix = "lessons-serve-"

  /// Removes the workspaces of `lessons serve` processes that are no longer running (killed
  /// by SIGKILL, or before they could clean up) from `folder`.
  static func removeLeftoverWorkspaces(in folder: String) {
    let files = FileManager.default
    for entry in (try? files.contentsOfDirectory(atPath: folder)) ?? []
    where entry.hasPrefix(workspacePrefix) {
      let rest = entry.dropFirst(workspacePrefix.count)
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty, rest.dropFirst(digits.count).first == "-", let pid = pid_t(digits),
        pid != getpid(), kill(pid, 0) != 0, errno != EPERM
      else { continue }
      let path = folder + "/" + entry
      var status = stat()
      guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
        status.st_uid == getuid()
      else { continue }
      try? files.removeItem(atPath: path)
    }
  }

  /// Where the site is built: a private folder removed by `stop()`.
  package var siteFolder: String { workspace.appendingPathComponent("site").path }

  /// The address pages are served at (valid after `start()`).
  package var url: String { "http://127.0.0.1:\(server?.port ?? 0)/" }

  /// The port listened on (valid after `start()`).
  package var port: UInt16 { server?.port ?? 0 }

  /// Bumped by every build (tests wait for it).
  package var version: Int {
    lock.lock()
    defer { lock.unlock() }
    return state.version
  }

  /// Builds once, starts listening and starts watching. Throws only when the port cannot
  /// be bound; a failed build is reported and served as a page.
  package func start() throws(HTTPServer.StartError) {
    let server = try HTTPServer(port: options.port) { [self] request in respond(to: request) }
    self.server = server
    Self.removeLeftoverWorkspaces(in: workspace.deletingLastPathComponent().path)
    try? FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
    // The snapshot comes before the first build, so a save made while it runs, or right
    // after `start()` returns, is a change the watcher sees (taken on the watcher thread,
    // it could include that save and miss it).
    let folders = [options.contentDirectory, options.templatesDirectory]
    let before = FolderSnapshot.take(folders)
    report(rebuild())
    server.start()
    let thread = Thread { [self] in
      watch(folders, from: before)
      watcherEnded.signal()
    }
    thread.name = "lessons-serve-watch"
    lock.lock()
    watching = true
    lock.unlock()
    thread.start()
  }

  /// Stops watching and serving, and removes the built site. Safe to call more than once,
  /// or without `start()`.
  package func stop() {
    lock.lock()
    let already = watcherStopped
    let started = watching
    watcherStopped = true
    lock.unlock()
    guard !already else { return }
    if started { watcherEnded.wait() }
    server?.stop()
    try? FileManager.default.removeItem(at: workspace)
  }

  /// Builds the site now; on success it replaces the one served.
  @discardableResult
  package func rebuild() -> BuildOutcome {
    let started = Date()
    var builderOptions = SiteBuilder.Options()
    builderOptions.contentDirectory = options.contentDirectory
    builderOptions.templatesDirectory = options.templatesDirectory
    builderOptions.outputDirectory = siteFolder
    builderOptions.jobs = options.jobs
    builderOptions.pageHook = LiveReload.hook
    let report = SiteBuilder(options: builderOptions, executor: executor).build()
    var text = report.diagnostics.map(DiagnosticFormatter.text).joined()
    text += report.warnings.map(DiagnosticFormatter.text).joined()
    if let error = report.error { text += error.description + "\n" }
    let outcome = BuildOutcome(
      succeeded: report.succeeded, text: text, pages: report.pages,
      seconds: Date().timeIntervalSince(started))
    lock.lock()
    state.version += 1
    state.failure = report.succeeded ? nil : text
    if report.succeeded { state.hasSite = true }
    lock.unlock()
    return outcome
  }

  private var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return watcherStopped
  }

  /// Polls `folders`; a change waits until the files stop changing (an editor writing in
  /// steps), then rebuilds.
  private func watch(_ folders: [String], from snapshot: FolderSnapshot) {
    var last = snapshot
    let events = FolderEvents(folders: folders)
    while !isStopped {
      _ = events.wait(timeout: options.pollInterval)
      var now = FolderSnapshot.take(folders)
      let changed = last.changes(to: now)
      guard !changed.isEmpty else { continue }
      while !isStopped {
        Thread.sleep(forTimeInterval: 0.1)
        let settled = FolderSnapshot.take(folders)
        if settled == now { break }
        now = settled
      }
      last = now
      guard !isStopped else { break }
      log(LivePreviewMessages.changed(changed))
      report(rebuild())
    }
  }

  private func report(_ outcome: BuildOutcome) {
    log(outcome.text)
    log(
      outcome.succeeded
        ? LivePreviewMessages.built(pages: outcome.pages, seconds: outcome.seconds)
        : LivePreviewMessages.failed(keptSite: currentState.hasSite))
  }

  private var currentState: State {
    lock.lock()
    defer { lock.unlock() }
    return state
  }

  /// Answers one request: the live-reload endpoints, or a file of the site.
  package func respond(to request: HTTPRequest) -> HTTPResponse {
    let state = currentState
    switch request.path {
    case LiveReload.versionPath:
      return .text(
        200, LiveReload.versionJSON(version: state.version, failed: state.failure != nil),
        contentType: "application/json")
    case LiveReload.failurePath:
      return .text(200, state.failure ?? "")
    case LiveReload.scriptPath:
      return .text(200, LiveReload.script, contentType: "text/javascript; charset=utf-8")
    case LiveReload.stylePath:
      return .text(200, LiveReload.style, contentType: "text/css; charset=utf-8")
    default:
      break
    }
    guard state.hasSite else {
      return .text(
        500, LiveReload.errorPage(state.failure ?? "", version: state.version),
        contentType: "text/html; charset=utf-8")
    }
    switch SitePathResolver(root: siteFolder).resolve(request.path) {
    case .notFound:
      return .notFound
    case .redirect(let location):
      return .redirect(to: location)
    case .file(let path):
      guard let data = FileManager.default.contents(atPath: path) else { return .notFound }
      var response = HTTPResponse.file(Array(data), path: path)
      // A page's version travels in a header: the page is served as the build wrote it.
      if path.hasSuffix(".html") {
        response.headers.append(LiveReload.versionTiming(state.version))
      }
      return response
    }
  }
}

/// The wording of `lessons serve`'s terminal lines.
package enum LivePreviewMessages {
  package static func changed(_ paths: [String]) -> String {
    let names = paths.prefix(3).map { ($0 as NSString).lastPathComponent }
    let more = paths.count > 3 ? " and \(paths.count - 3) more" : ""
    return "changed: \(names.joined(separator: ", "))\(more); rebuilding\n"
  }

  package static func built(pages: Int, seconds: Double) -> String {
    "built \(pages) pages (\(String(format: "%.2f", seconds)) s)\n"
  }

  package static func failed(keptSite: Bool) -> String {
    keptSite
      ? "build failed; still serving the last good site, with these diagnostics on every page\n"
      : "build failed; every page shows these diagnostics until a build succeeds\n"
  }
}
