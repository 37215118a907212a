import Foundation
import Testing

@testable import LessonSite

/// Runs every case of `MustacheCases`; a failure names the case and its line in that file.
@Suite struct MustacheSpecTests {
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var line: Int
    var data: String
    var partials: [String: String]
    var template: String
    var expected: String
    var description: String { "\(name) (MustacheCases.swift:\(line))" }
  }

  static let cases: [Case] = {
    var cases: [Case] = []
    var lineNumber = MustacheCases.firstLine
    var chunk: [(Int, String)] = []
    func finish() {
      guard let first = chunk.first else { return }
      var parts: [[String]] = [[]]
      for (_, line) in chunk {
        if line == "." { parts.append([]) } else { parts[parts.count - 1].append(line) }
      }
      var name = ""
      var data = "{}"
      var partials: [String: String] = [:]
      for header in parts[0] {
        if header.hasPrefix("name: ") { name = String(header.dropFirst(6)) }
        if header.hasPrefix("data: ") { data = String(header.dropFirst(6)) }
        if header.hasPrefix("partial "), let colon = header.firstIndex(of: ":") {
          let key = String(header[header.index(header.startIndex, offsetBy: 8)..<colon])
          partials[key] = String(header[header.index(colon, offsetBy: 2)...])
        }
      }
      let template = parts.count > 1 ? parts[1].joined(separator: "\n") + "\n" : ""
      let expected = parts.count > 2 ? parts[2].joined(separator: "\n") + "\n" : ""
      cases.append(
        Case(
          name: name, line: first.0, data: data, partials: partials, template: template,
          expected: expected))
      chunk = []
    }
    for line in MustacheCases.text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "~~~~" { finish() } else { chunk.append((lineNumber, String(line))) }
      lineNumber += 1
    }
    finish()
    return cases
  }()

  static func value(_ json: Any) -> TemplateValue {
    switch json {
    case let text as String: return .string(text)
    case let flag as Bool: return .bool(flag)  // the fixture's data has no numbers
    case let items as [Any]: return .list(items.map(value))
    case let members as [String: Any]: return .object(members.mapValues(value))
    default: return .string("")
    }
  }

  @Test func fixtureHasCases() {
    #expect(Self.cases.count >= 20)
  }

  @Test(arguments: cases) func mustacheCase(_ example: Case) throws {
    let json = try JSONSerialization.jsonObject(with: Data(example.data.utf8))
    let context = Self.value(json)
    var partials: [String: MustacheTemplate] = [:]
    for (name, source) in example.partials {
      partials[name] = try MustacheTemplate(file: "partials/\(name).html", source: source)
    }
    let result: String
    do {
      let template = try MustacheTemplate(file: "test.html", source: example.template)
      result = try template.render(context, partials: partials)
    } catch {
      result = "error: \(error.file):\(error.line) \(error.id)\n"
    }
    #expect(result == example.expected, "\(example)")
  }
}
