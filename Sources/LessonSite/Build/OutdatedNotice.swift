extension PageRenderer {
  /// The page values that tell the reader, in their language, that the translation they read
  /// is outdated (`Lesson.outdatedFrom`), with a link to the same lesson in the source's
  /// locale. Empty for every other page.
  func outdatedNotice(_ page: SitePlan.Page, strings ui: UIStrings) -> [String: TemplateValue] {
    guard !page.isFallback, let source = page.source.outdatedFrom else { return [:] }
    let language =
      ui.values["language." + source] ?? theme.strings[source]?["languageName"] ?? source
    return [
      "outdated": .bool(true),
      "outdatedNotice": .string(ui.format("outdatedTranslation", ["language": language])),
      "outdatedLink": .string(ui.format("outdatedTranslationLink", ["language": language])),
      "outdatedHref": .string("../" + source + "/" + page.fileName),
    ]
  }
}
