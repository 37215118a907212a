import Containment

extension FidelityPage {
  /// The page as one search document, a section per rule, so that a rule named in a lesson
  /// or a trace mark (`A7.1`, `B3`) and the words of its summary find the rule itself. It is
  /// indexed after the lessons and reference pages of the locale.
  package func searchDocument(rules: [FidelityRule] = FidelityRule.catalogue)
    -> SearchIndex.Document
  {
    SearchIndex.Document(
      title: strings["fidelityTitle"], href: Self.fileName, summary: strings["fidelityIntro"],
      text: "",
      sections: rules.map {
        SearchIndex.Section(
          anchor: $0.anchor, heading: $0.id + " " + tagWords($0.tag), text: $0.summary)
      })
  }
}
