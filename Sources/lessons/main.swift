import Foundation
import LessonsCLI

// Everything lives in LessonsCLI so tests can drive the command line in-process.
let status = LessonsCommand.main(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
