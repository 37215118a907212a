import Diagnostics
import Foundation
import LessonSite

/// `lessons new SLUG`: the next lesson, in every locale, ready for `check --promote`.
enum NewCommand: Subcommand {
  static let name = "new"
  static let summary = "Create the next-numbered lesson in every locale."
  static let forms = [UsageForm("SLUG")]
  static let discussion = """
    Writes <locale>/NN-SLUG.md in every locale of site.json, NN one after the highest
    number in use, with front matter and a first Swift scenario. The translations start as
    copies of the default locale's text. Then run `lessons check --promote` to write the
    scenario's trace, and `lessons serve` to see the page while you write.
    Exit status: 0 when the files were written, 1 when the site cannot be read or the slug
    is taken, 64 for bad usage.
    """
  static let options = [
    OptionSpec(
      name: "--title", valueName: "TITLE", help: "The lesson's title (default: from the slug)."),
    OptionSpec(name: "--content", valueName: "DIR", help: "Content folder (default: Content)."),
  ]

  static func run(_ arguments: ParsedArguments, environment: CommandEnvironment)
    throws(UsageError) -> Int32
  {
    guard let slug = arguments.positionals.first else {
      throw UsageError(command: name, message: AuthoringUsage.missing("SLUG"))
    }
    if arguments.positionals.count > 1 {
      throw UsageError(
        command: name, message: UsageMessages.unexpectedArgument(arguments.positionals[1]))
    }
    let content = arguments.values["--content"] ?? "Content"
    do {
      let scaffold = try LessonScaffold.plan(
        slug: slug, title: arguments.values["--title"], contentDirectory: content)
      try scaffold.write()
      for (path, _) in scaffold.files { environment.write("created \(path)\n") }
      environment.write(
        "next: write the lesson, then `lessons check --promote"
          + (content == "Content" ? "" : " --content \(content)")
          + "` to record its trace\n")
      return LessonsCommand.ExitStatus.success
    } catch {
      environment.write(DiagnosticFormatter.text(error.diagnostic))
      return LessonsCommand.ExitStatus.failure
    }
  }
}

/// The wording of the authoring commands' own usage errors.
enum AuthoringUsage {
  static func missing(_ placeholder: String) -> String {
    "missing \(placeholder)"
  }
}
