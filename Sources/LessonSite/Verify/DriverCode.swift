import Scenarios

/// Puts a scenario's run together from what the page shows and what it hides: the blocks it
/// continues, then its hidden prelude and code, then its `run=` steps and its drivers
/// (`<!-- lessons: driver`) in the order the comments are written (a driver before the
/// `<!-- lessons: scenario run=… -->` comment runs before the steps), wrapped in methods of
/// `self` when the code defines methods (each then its own run-loop event, as a `run=` step
/// is).
package enum DriverCode {
  /// The placeholder `BlockAttributes` puts in `run=` for the call at `position`.
  static func stepName(_ position: Int) -> String { "lessonsStep\(position + 1)" }

  /// The run of `block` after `earlier` (the blocks it continues, in order): the source with
  /// its map back to the file, and the attributes (`run=` steps of every block in order; the
  /// other attributes the block's own, or the nearest earlier block's where it leaves one at
  /// its default).
  package static func assemble(_ block: ScenarioBlock, after earlier: [ScenarioBlock]) -> (
    AssembledSource, ScenarioAttributes
  ) {
    let chain = earlier + [block]
    var attributes = block.attributes
    let defaults = ScenarioAttributes()
    for previous in earlier.reversed() {
      let theirs = previous.attributes
      if attributes.selfClass == defaults.selfClass { attributes.selfClass = theirs.selfClass }
      if attributes.parentClass == nil { attributes.parentClass = theirs.parentClass }
      attributes.showLayout = attributes.showLayout || theirs.showLayout
      attributes.showViews = attributes.showViews || theirs.showViews
      if attributes.uikit.isEmpty { attributes.uikit = theirs.uikit }
      attributes.storyboard.merge(theirs.storyboard) { mine, _ in mine }
    }
    if attributes.selfClass == defaults.selfClass, let group = block.hidden.groupSelfClass {
      attributes.selfClass = group
    }
    var declarations = chain.flatMap(\.pieces)
    var shape = ScenarioShape.of(
      AssembledSource(declarations + block.hidden.laterDeclarations).source,
      language: block.language, attributes: attributes)
    if shape != nil {
      declarations += block.hidden.laterDeclarations
    } else if !block.hidden.laterDeclarations.isEmpty {
      // The group's later declarations do not fit this run (they make `self` ambiguous, or
      // the whole does not read): the block runs as it did before them.
      shape = ScenarioShape.of(
        AssembledSource(declarations).source, language: block.language, attributes: attributes)
    }
    var pieces = declarations
    var steps: [String] = []
    for member in chain {
      // Drivers written before the scenario comment run before its `run=` steps.
      func addDrivers(_ range: Range<Int>) {
        for index in range {
          var body = member.hidden.drivers[index]
          body.owner = member.ordinal
          let name = "lessonsB\(member.ordinal)Driver\(index + 1)"
          pieces += wrap(body, name: name, shape: shape, language: member.language, steps: &steps)
        }
      }
      let before = min(member.hidden.driversBeforeSteps, member.hidden.drivers.count)
      addDrivers(0..<before)
      for (position, step) in member.attributes.run.enumerated() {
        guard let call = member.hidden.callSteps[position] else {
          steps.append(step)
          continue
        }
        let name = "lessonsB\(member.ordinal)Step\(position + 1)"
        let line = member.code.openingFenceLine
        let code = member.language == .objc && !call.hasSuffix(";") ? call + ";\n" : call + "\n"
        let body = SourcePiece(
          text: code, firstLine: line, columnShift: 0, owner: member.ordinal, isGenerated: true)
        pieces += wrap(body, name: name, shape: shape, language: member.language, steps: &steps)
      }
      addDrivers(before..<member.hidden.drivers.count)
    }
    attributes.run = shape?.definesMethods == false ? [] : steps
    return (AssembledSource(pieces), attributes)
  }

  /// `body` as a method `name` of `self` (a step of `run=`), or as it is when the code is
  /// statements (it runs after them).
  private static func wrap(
    _ body: SourcePiece, name: String, shape: ScenarioShape?, language: ScenarioLanguage,
    steps: inout [String]
  ) -> [SourcePiece] {
    guard let shape, shape.definesMethods else { return [body] }
    steps.append(name)
    let opening: String
    let closing: String
    switch (language, shape.selfIsDeclared) {
    case (.swift, true):
      opening = "extension \(shape.selfClass) {\nfunc \(name)() {\n"
      closing = "}\n}\n"
    case (.swift, false):
      opening = "func \(name)() {\n"
      closing = "}\n"
    case (.objc, true):
      opening = "@implementation \(shape.selfClass) (LessonsDriver)\n- (void)\(name) {\n"
      closing = "}\n@end\n"
    case (.objc, false):
      opening = "- (void)\(name) {\n"
      closing = "}\n"
    }
    func generated(_ text: String) -> SourcePiece {
      SourcePiece(
        text: text, firstLine: body.firstLine, columnShift: 0, owner: body.owner,
        isGenerated: true)
    }
    return [generated(opening), body, generated(closing)]
  }
}
