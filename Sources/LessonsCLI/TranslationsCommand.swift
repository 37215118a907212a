import Diagnostics
import Foundation
import LessonSite

/// `lessons translations`: which translations are missing, outdated or current; `--mark`
/// records that a translation follows its source as it is now.
enum TranslationsCommand: Subcommand {
  static let name = "translations"
  static let summary = "List missing and outdated translations; --mark records them current."
  static let forms = [
    UsageForm(options: ["--content"]), UsageForm("--mark [FILE…]", options: ["--content"]),
  ]
  static let discussion = """
    A translation records the default-locale lesson it follows in its front matter
    (`translated-from:`, a hash of the source file). Without --mark, lists per locale every
    lesson that is missing, outdated (its source changed since), unmarked (no
    `translated-from:` yet) or current, and ends with one count line per locale.
    --mark FILE… writes `translated-from:` for the source as it is now into each translation
    named (do it once the translation matches its source again); --mark alone marks every
    translation that has no `translated-from:` yet, never an outdated one.
    Exit status: 0 when the list was printed or the files marked, 1 when the content cannot
    be read or a FILE is not a translation, 64 for bad usage.
    """
  static let options = [
    OptionSpec(name: "--mark", help: "Record the named translations (or all unmarked) as current."),
    OptionSpec(name: "--content", valueName: "DIR", help: "Content folder (default: Content)."),
  ]

  static func run(_ arguments: ParsedArguments, environment: CommandEnvironment)
    throws(UsageError) -> Int32
  {
    let content = arguments.values["--content"] ?? "Content"
    let marking = arguments.flags.contains("--mark")
    if !marking, let extra = arguments.positionals.first {
      throw UsageError(command: name, message: UsageMessages.unexpectedArgument(extra))
    }
    do {
      let status = try TranslationStatus.read(contentDirectory: content)
      if marking {
        let marked = try TranslationMarking.mark(arguments.positionals, in: status)
        for path in marked { environment.write("marked \(path)\n") }
        environment.write(TranslationsMessages.markedSummary(marked.count))
      } else {
        environment.write(TranslationsMessages.listing(status))
      }
      return LessonsCommand.ExitStatus.success
    } catch {
      environment.write(DiagnosticFormatter.text(error.diagnostic))
      return LessonsCommand.ExitStatus.failure
    }
  }
}

/// The wording of `lessons translations`.
enum TranslationsMessages {
  /// Per locale: one line per translation that needs work (missing, outdated, unmarked),
  /// then the locale's counts.
  static func listing(_ status: TranslationStatus) -> String {
    guard !status.locales.isEmpty else {
      return "site.json lists one locale (\(status.defaultLocale)): nothing to translate\n"
    }
    var text = ""
    for locale in status.locales {
      let entries = status.entries(of: locale)
      for entry in entries {
        switch entry.state {
        case .current: continue
        case .missing:
          text += "\(locale): missing   \(entry.slug): translate \(entry.source)\n"
        case .outdated:
          text +=
            "\(locale): outdated  \(entry.path ?? ""): \(entry.source) changed since it was "
            + "translated; update it, then `lessons translations --mark \(entry.path ?? "")`\n"
        case .unmarked:
          text +=
            "\(locale): unmarked  \(entry.path ?? ""): no translated-from; once it matches "
            + "\(entry.source), `lessons translations --mark \(entry.path ?? "")`\n"
        }
      }
      let counts = TranslationStatus.Entry.State.allCases.map { state in
        "\(entries.filter { $0.state == state }.count) \(state.rawValue)"
      }
      text += "\(locale): \(counts.joined(separator: ", "))\n"
    }
    return text
  }

  static func markedSummary(_ count: Int) -> String {
    "marked \(count) translation\(count == 1 ? "" : "s") as current\n"
  }
}
