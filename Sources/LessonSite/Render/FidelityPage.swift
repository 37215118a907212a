import Containment

/// The fidelity reference page of a locale (`<locale>/fidelity.html`), built from
/// `FidelityRule.catalogue`: one section per rule, its anchor the rule's (`A1-3`), with its
/// tag in the reader's words, its summary, its sources (titles and locations as text: the
/// site loads nothing from the network) and, for an [I] rule, the `uikit=` switch and its
/// alternatives with the default marked. The rules stay in English; the chrome is localized.
package struct FidelityPage: Sendable {
  /// The page's file name in each locale folder.
  package static let fileName = "fidelity.html"

  /// The page locale's words.
  package var strings: UIStrings

  package init(strings: UIStrings) {
    self.strings = strings
  }

  /// The tag in the reader's words: "documented by Apple".
  package func tagWords(_ tag: FidelityRule.Tag) -> String {
    strings["fidelityTag" + tag.rawValue]
  }

  /// The link of a trace mark, from a lesson page of the same locale.
  package static func href(_ provenance: Provenance) -> String {
    fileName + "#" + FidelityRule.anchor(for: provenance.rule)
  }

  /// The page's article: the note on language, the legend, and one section per rule.
  package func body(_ rules: [FidelityRule] = FidelityRule.catalogue) -> String {
    var html = "<p class=\"notice\" role=\"note\">"
    html += HTML.escape(strings["fidelityEnglishNote"]) + "</p>\n<ul class=\"fidelity-legend\">"
    for tag in FidelityRule.Tag.allCases {
      html += "<li><span class=\"pv-\(tag.rawValue.lowercased())\">\(tag.rawValue)</span> "
      html += HTML.escape(tagWords(tag)) + "</li>"
    }
    html += "</ul>\n"
    for rule in rules { html += section(rule) }
    return html
  }

  /// One rule's section.
  package func section(_ rule: FidelityRule) -> String {
    let tag = rule.tag.rawValue
    var html = "<section class=\"rule\" id=\"\(HTML.escape(rule.anchor))\">\n"
    html += "<h2>\(HTML.escape(rule.id)) <span class=\"pv-\(tag.lowercased())\">\(tag)</span> "
    html += "<span class=\"rule-tag\">\(HTML.escape(tagWords(rule.tag)))</span></h2>\n"
    html += "<p lang=\"en\">\(HTML.escape(rule.summary))</p>\n"
    let sources = rule.sources.compactMap(FidelitySource.source)
    if !sources.isEmpty {
      html += "<p class=\"rule-label\">\(HTML.escape(strings["fidelitySources"]))</p>\n"
      html += "<ul class=\"rule-sources\" lang=\"en\">"
      for source in sources {
        html += "<li>\(HTML.escape(source.id)): \(HTML.escape(source.title)) "
        html += "<span class=\"source-location\">\(HTML.escape(source.location))</span></li>"
      }
      html += "</ul>\n"
    }
    if let item = rule.switchItem, !rule.alternatives.isEmpty {
      html += "<p class=\"rule-label\">\(HTML.escape(strings["fidelitySwitch"]))</p>\n"
      html += "<ul class=\"rule-switch\">"
      for value in rule.alternatives {
        html += "<li><code>uikit=\(HTML.escape(item)):\(HTML.escape(value))</code>"
        if value == rule.defaultAlternative {
          html += " <strong>(\(HTML.escape(strings["fidelityDefault"])))</strong>"
        }
        html += "</li>"
      }
      html += "</ul>\n"
    }
    return html + "</section>\n"
  }
}
