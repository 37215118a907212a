import Diagnostics
import Foundation
import LessonSite

/// `lessons init DIR`: a new site with one lesson and a copy of the theme.
enum InitCommand: Subcommand {
  static let name = "init"
  static let summary = "Create a new site: site.json, a first lesson, a copy of the theme."
  static let forms = [UsageForm("DIR")]
  static let discussion = """
    Creates DIR (or fills it when empty) with Content/site.json, Content/<locale>/
    01-first-steps.md in each locale, a copy of the theme in Templates/ and a .gitignore
    for _site/. Run the other commands from DIR: `lessons build` and `lessons serve` find
    Content/ and Templates/ there.
    The theme copied is --templates DIR, or Templates/ in the working folder, or the
    Templates/ of the checkout the lessons executable was built in.
    Exit status: 0 when the site was created, 1 when it could not be, 64 for bad usage.
    """
  static let options = [
    OptionSpec(
      name: "--locales", valueName: "CODES",
      help: "Comma-separated locale codes, the default first (default: en)."),
    OptionSpec(
      name: "--title", valueName: "TITLE", help: "The site title (default: Containment Lessons)."),
    OptionSpec(name: "--templates", valueName: "DIR", help: "The theme to copy."),
  ]

  static func run(_ arguments: ParsedArguments, environment: CommandEnvironment)
    throws(UsageError) -> Int32
  {
    guard let directory = arguments.positionals.first else {
      throw UsageError(command: name, message: AuthoringUsage.missing("DIR"))
    }
    if arguments.positionals.count > 1 {
      throw UsageError(
        command: name, message: UsageMessages.unexpectedArgument(arguments.positionals[1]))
    }
    let locales = (arguments.values["--locales"] ?? "en").split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    do {
      // With no theme folder found, the theme compiled into the binary is written.
      let theme = arguments.values["--templates"] ?? SiteScaffold.defaultTheme()
      let scaffold = SiteScaffold(
        directory: directory, locales: locales.isEmpty ? ["en"] : locales,
        title: arguments.values["--title"] ?? "Containment Lessons", theme: theme)
      for path in try scaffold.create() { environment.write("created \(path)\n") }
      environment.write(
        "next: cd \(directory) && lessons check --promote && lessons serve\n")
      return LessonsCommand.ExitStatus.success
    } catch {
      environment.write(DiagnosticFormatter.text(error.diagnostic))
      return LessonsCommand.ExitStatus.failure
    }
  }
}
