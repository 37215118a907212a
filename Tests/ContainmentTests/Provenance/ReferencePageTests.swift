import Foundation
import Testing

@testable import Containment

/// docs/FIDELITY.md, the project's fidelity reference, agrees with `FidelityRule.catalogue`:
/// one anchored section per rule, with the same tag, sources and switch values.
@Suite struct ReferencePageTests {
  /// One `### <a id="A1-3"></a>A1.3 [D] …` section of the page.
  struct Section {
    var anchor: String
    var id: String
    var tag: String
    var body: String
  }

  static let page: String = {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let url = root.appendingPathComponent("docs/FIDELITY.md")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  static let sections: [Section] = {
    var sections: [Section] = []
    for chunk in page.components(separatedBy: "\n### ").dropFirst() {
      let heading = chunk.prefix { $0 != "\n" }
      // <a id="A1-3"></a>A1.3 [D] Title
      let parts = heading.components(separatedBy: "\"")
      guard parts.count >= 3, let close = heading.range(of: "</a>") else { continue }
      let rest = heading[close.upperBound...].split(separator: " ")
      guard rest.count >= 2 else { continue }
      let body = chunk.components(separatedBy: "\n## ").first ?? chunk
      sections.append(
        Section(
          anchor: parts[1], id: String(rest[0]), tag: String(rest[1]),
          body: String(body.dropFirst(heading.count))))
    }
    return sections
  }()

  @Test("The page exists and every catalogue rule has exactly one section, and vice versa")
  func sameRules() {
    #expect(!Self.page.isEmpty, "docs/FIDELITY.md not found")
    let pageIDs = Self.sections.map(\.id)
    #expect(Set(pageIDs).count == pageIDs.count, "a rule has two sections")
    let catalogueIDs = Set(FidelityRule.catalogue.map(\.id))
    #expect(Set(pageIDs).subtracting(catalogueIDs).sorted() == [], "on the page only")
    #expect(catalogueIDs.subtracting(pageIDs).sorted() == [], "in the catalogue only")
  }

  @Test("Each section's anchor and tag are the catalogue's")
  func anchorsAndTags() {
    for section in Self.sections {
      guard let rule = FidelityRule.rule(section.id) else { continue }
      #expect(section.anchor == rule.anchor, "\(section.id)")
      #expect(section.tag == "[" + rule.tag.rawValue + "]", "\(section.id)")
    }
  }

  @Test("Each section cites the catalogue's sources, and every source link resolves")
  func sources() {
    for section in Self.sections {
      guard let rule = FidelityRule.rule(section.id) else { continue }
      let line = section.body.components(separatedBy: "\n").first { $0.hasPrefix("Sources:") }
      let cited = (line ?? "").components(separatedBy: "](#").dropFirst().map {
        String($0.prefix { $0 != ")" })
      }
      #expect(cited == rule.sources, "\(section.id)")
    }
    for source in FidelitySource.catalogue {
      #expect(Self.page.contains("<a id=\"\(source.id)\"></a>\(source.id) |"), "\(source.id)")
    }
  }

  @Test("Each switch section names every value as uikit=ITEM:VALUE and marks the default")
  func switches() {
    for section in Self.sections {
      guard let rule = FidelityRule.rule(section.id), let item = rule.switchItem else {
        #expect(!section.body.contains("uikit="), "\(section.id) names a switch it lacks")
        continue
      }
      for value in rule.alternatives {
        #expect(section.body.contains("`uikit=\(item):\(value)`"), "\(section.id) \(value)")
      }
      if let value = rule.defaultAlternative {
        #expect(section.body.contains("`uikit=\(item):\(value)` (default)"), "\(section.id)")
      }
    }
  }
}
