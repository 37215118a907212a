import Testing

/// `lessons run --ios 11`: an iOS version the model does not know is bad usage (status 64)
/// for a lesson and for a snippet alike, and the message lists the versions it knows.
@Suite struct RunUnknownIOSTests {
  static let usage = """
    usage: lessons run FILE.swift|FILE.m|- [--language swift|objc] [--self CLASS] \
    [--parent CLASS|none] [--run A,B] [--show layout,views] [--uikit ITEM:VALUE] [--ios VERSION] \
    [--storyboard ID:CLASS] [--segue ID:KIND:CLASS] [--in CLASS] [--swift 3|4] [--explain]
           lessons run FILE.md[:LINE] [--ios VERSION] [--explain]
    See `lessons run --help`.

    """

  @Test(arguments: [
    ["run", "lesson.md", "--ios", "11"],
    ["run", "-", "--language", "swift", "--ios", "11"],
  ])
  func unknownVersionIsUsageError(_ arguments: [String]) {
    let result = runLessons(arguments, standardInput: "print(1)\n")
    #expect(result.status == 64)
    #expect(result.output == "")
    #expect(
      result.error
        == "error: unknown iOS version `11` for --ios: the model knows iOS 12, 13, 14, 15, 16, "
        + "17, 18 and 26 (the default is the current iOS, 26)\n" + Self.usage)
  }

  @Test func knownVersionIsNoUsageError() {
    let result = runLessons(
      ["run", "-", "--language", "swift", "--ios", "12"], standardInput: "print(1)\n")
    #expect(result.status != 64)
  }
}
