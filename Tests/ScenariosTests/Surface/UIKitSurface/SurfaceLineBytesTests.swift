import Testing

@testable import Scenarios

/// The line format read as bytes (`SurfaceLineFormat+Bytes.swift`): the fields' edge cases
/// the sample in `SurfaceLineFormatTests` does not reach.
@Suite("Surface line format, bytes")
struct SurfaceLineBytesTests {
  @Test func listsKeepEmptyPartsAndProtocolsDropThem() throws {
    let text =
      "@C|UIA|UIA|NSObject|,NSCoding,,UIB,||\nm||a:b:c:|a(_:b:c:)|id;;int|Any;;Int|void|Void||\n"
    let types = try SurfaceLineFormat.parse(text, framework: .uiKit)
    #expect(types.count == 1)
    #expect(types[0].protocols == ["NSCoding", "UIB"])
    #expect(types[0].members[0].objcParameterTypes == ["id", "", "int"])
    #expect(types[0].members[0].swiftParameterTypes == ["Any", "", "Int"])
  }

  @Test func blankLinesCountAndTextOutsideASCIIIsKept() throws {
    let text = "\n@S|CGé|CGé|||2.0|\n\nz|x"
    #expect(
      throws: SurfaceLineFormat.Error(
        framework: .coreGraphics, line: 4, message: "unknown record 'z'")
    ) {
      try SurfaceLineFormat.parse(text, framework: .coreGraphics)
    }
    let types = try SurfaceLineFormat.parse("\n@S|CGé|CGé|||2.0|\n", framework: .coreGraphics)
    #expect(types.map(\.objcName) == ["CGé"])
    #expect(types[0].introduced == "2.0" && types[0].superclass == nil && types[0].rawType == nil)
  }

  @Test(arguments: [
    ("@C|A|A||||\nk|X|x|1|", 2, "a 'k' line has 6 fields, not 5"),
    ("@C|A|A||||\nn|X|x", 2, "a 'n' line has 5 fields, not 3"),
    ("@C|A|A||||\nmm|x", 2, "unknown record 'mm'"),
    ("@CC|A|A||||", 1, "unknown type kind '@CC'"),
    ("@C||A||||", 1, "a type needs both names"),
  ])
  func rejectsEveryRecordShape(text: String, line: Int, message: String) {
    #expect(throws: SurfaceLineFormat.Error(framework: .uiKit, line: line, message: message)) {
      try SurfaceLineFormat.parse(text, framework: .uiKit)
    }
  }
}
