import Testing

@testable import LessonsCLI

@Test func noArgumentsIsAUsageError() {
  var output = ""
  #expect(LessonsCommand.run(arguments: [], output: &output) == 64)
  #expect(output.contains("usage: lessons"))
}
