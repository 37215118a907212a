import Diagnostics

/// The passes of `lessons fix` (`SitePipeline.fix(_:dryRun:)`). A fix can let the next run go further and find more to fix:
/// once a stand-in is declared, the run reaches a member of it that only the running code
/// shows (`[[other view] setX:h]`, where `other` has no static type), and that member gets a
/// fix-it of its own. So the files a pass wrote are checked and fixed again, until a pass
/// writes nothing or `limit` passes have run; what the passes did is reported as one.
package struct FixPasses {
  /// Passes at most. A fix that never settles (a fix-it written again each pass) stops here
  /// with `fix.not-settled` rather than running on. A run stops at its first problem, so a
  /// stand-in class whose members only the running code reaches (`drawerControllerWillOpen()`,
  /// `…DidOpen()`, `…WillClose()`, `…DidClose()` on a child typed `UIViewController`) gets one
  /// member a pass: a dozen passes let such a file settle (S198); a fix that never settles
  /// still stops.
  package static let limit = 12

  /// Passes run so far.
  package private(set) var count = 0
  /// Each file fixed, in the order first fixed: as first read, as last written, with the
  /// fix-its of every pass.
  private var files: [SitePipeline.FixedFile] = []
  private var problems: [SiteDiagnostic] = []
  /// The first pass's report, whose lists `total` fills in.
  private let first: SitePipeline.Fixes
  /// Files the last pass wrote.
  private var lastWritten: [String] = []

  package init(first: SitePipeline.Fixes) {
    self.first = first
    add(first)
  }

  package mutating func add(_ fixes: SitePipeline.Fixes) {
    count += 1
    lastWritten = fixes.files.map(\.path)
    for file in fixes.files {
      if let index = files.firstIndex(where: { $0.path == file.path }) {
        files[index].after = file.after
        files[index].applied += file.applied
      } else {
        files.append(file)
      }
    }
    // A fix-it that cannot be placed is found again by every pass that checks its file.
    for problem in fixes.problems where !problems.contains(problem) {
      problems.append(problem)
    }
  }

  /// The files to check and fix again: those the last pass wrote, until `limit` passes.
  package var pathsToCheckAgain: [String]? {
    lastWritten.isEmpty || count >= Self.limit ? nil : lastWritten
  }

  /// What all passes did, with a warning for each file the last allowed pass still changed.
  package var total: SitePipeline.Fixes {
    var fixes = first
    fixes.files = files
    fixes.problems = problems
    if count >= Self.limit {
      for path in lastWritten {
        var warning = SiteDiagnostic(
          id: .fixNotSettled, severity: .warning,
          message: "\(Self.limit) passes of fixes and the last one still changed the file: "
            + "run `lessons fix` on it again, or fix what the check reports by hand")
        warning.file = path
        fixes.problems.append(warning)
      }
    }
    return fixes
  }
}
