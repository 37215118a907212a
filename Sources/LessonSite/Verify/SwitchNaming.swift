import Containment
import Diagnostics

/// A scenario that sets a `uikit=` switch away from the model's default shows a trace that
/// rests on an inferred ([I]) choice the model does not make by itself; the lesson's text
/// must say so (issue 11). The text names the switch when its item (`B7`) appears as a word
/// outside fenced code blocks: in a sentence or in inline code such as `uikit=B7:end-of-turn`.
/// A scenario that runs on the defaults needs no such sentence, even when a line of its trace
/// is [I].
package enum SwitchNaming {
  /// One warning per non-default switch of each block that the lesson never names, at the
  /// block's opening fence.
  package static func diagnostics(for blocks: [ScenarioBlock], in lesson: Lesson)
    -> [SiteDiagnostic]
  {
    let settings = blocks.map { nonDefaultSettings($0.attributes.uikit) }
    guard settings.contains(where: { !$0.isEmpty }) else { return [] }
    let text = prose(of: lesson)
    var found: [SiteDiagnostic] = []
    for (block, switches) in zip(blocks, settings) {
      for setting in switches where !names(setting.item, in: text) {
        found.append(
          VerifyMessages.unnamedSwitch(
            block.id, item: setting.item, value: setting.value, defaultValue: setting.defaultValue
          ).located(
            file: lesson.path, line: block.code.openingFenceLine,
            column: block.code.fenceIndentation + 1, text: lesson.lines))
      }
    }
    return found
  }

  /// The items whose value after applying `settings` in order differs from the default, in
  /// `UIKitBehavior.items` order. Settings that do not apply are the runner's to report.
  static func nonDefaultSettings(_ settings: [String])
    -> [(item: String, value: String, defaultValue: String)]
  {
    guard !settings.isEmpty else { return [] }
    let defaults = UIKitBehavior()
    var behavior = UIKitBehavior()
    for setting in settings { try? behavior.apply(setting) }
    return UIKitBehavior.items.compactMap { entry in
      guard let value = behavior.value(of: entry.item),
        let defaultValue = defaults.value(of: entry.item), value != defaultValue
      else { return nil }
      return (entry.item, value, defaultValue)
    }
  }

  /// The lesson's lines outside fenced code blocks (front matter included), one per line.
  static func prose(of lesson: Lesson) -> String {
    var code = Set<Int>()
    for block in lesson.document.codeBlocks {
      code.formUnion(block.openingFenceLine...max(block.openingFenceLine, block.lastLine))
      if let closing = block.closingFenceLine { code.insert(closing) }
    }
    var kept: [Substring] = []
    for number in 1...max(1, lesson.lines.count) where !code.contains(number) {
      kept.append(lesson.lines[number])
    }
    return kept.joined(separator: "\n")
  }

  /// True when `item` (`B1`) appears in `text` as a word of its own: not inside `B13` or
  /// `AB1`.
  static func names(_ item: String, in text: String) -> Bool {
    var searchStart = text.startIndex
    while let range = text.range(of: item, range: searchStart..<text.endIndex) {
      let before =
        range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
      let after = range.upperBound < text.endIndex ? text[range.upperBound] : nil
      if !isWordCharacter(before), !isWordCharacter(after) { return true }
      searchStart = range.upperBound
    }
    return false
  }

  private static func isWordCharacter(_ character: Character?) -> Bool {
    guard let character else { return false }
    return character.isLetter || character.isNumber || character == "_"
  }
}
