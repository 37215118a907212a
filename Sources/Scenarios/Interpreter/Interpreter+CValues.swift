import Containment

/// C initializer lists as values of their declared type (C11 6.7.9): `CGRect r = {0, 0, 10,
/// 20}`, `(CGPoint){.x = 5, .y = 6}`, `int widths[3] = {10, 20, 30}`, a `typedef struct`'s
/// members in order or by designator. The parser keeps a list as a tuple whose labels are the
/// designators (ObjCParser+Expressions.swift).
extension Interpreter {
  /// `value` (an initializer list) as a value of `type`; nil when `value` is no list or `type`
  /// is no type a list initializes here.
  func cValue(_ value: Value, ofType type: String, at location: SourceLocation)
    throws(Interrupt) -> Value?
  {
    guard case .tuple(let elements) = value else { return nil }
    if type.hasSuffix("[]") {
      // An array: each element of the element type (`int widths[] = {…}`).
      // `{[2] = 30, 40}`: a designator sets the position, the next values follow it, and the
      // elements no value reaches up to the last one set are zero (C11 6.7.9 §17, §21).
      let elementType = String(type.dropLast(2))
      var items: [Value] = []
      var next = 0
      for element in elements {
        var value = element.value
        if element.label == ObjCParser.arrayDesignator, case .tuple(let pair) = value,
          pair.count == 2
        {
          guard let index = pair[0].value.numeric, index == index.rounded(), index >= 0,
            index < Double(ScenarioLimits.arrayLength)
          else {
            throw Interrupt(
              .typeMismatch(
                context: "an array designator `[index]`", expected: "an index from 0",
                found: pair[0].value.kindDescription), at: location)
          }
          next = Int(index)
          value = pair[1].value
        }
        while items.count <= next { items.append(zeroValue(ofType: elementType)) }
        items[next] = try initialized(value, ofType: elementType, at: location)
        next += 1
      }
      return .array(items)
    }
    switch type {
    case "CGRect":
      if elements.count == 4 {
        let numbers = try numbers(elements, ["x", "y", "width", "height"], type, at: location)
        return .rect(CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
      }
      let parts = try members(elements, ["origin", "size"], type, at: location)
      guard
        case .surface(.point(let origin)) = try initialized(
          parts[0], ofType: "CGPoint", at: location),
        case .surface(.size(let size)) = try initialized(parts[1], ofType: "CGSize", at: location)
      else { return nil }
      return .rect(CGRect(origin: origin, size: size))
    case "CGPoint":
      let numbers = try numbers(elements, ["x", "y"], type, at: location)
      return .surface(.point(CGPoint(x: numbers[0], y: numbers[1])))
    case "CGSize":
      let numbers = try numbers(elements, ["width", "height"], type, at: location)
      return .surface(.size(CGSize(width: numbers[0], height: numbers[1])))
    default:
      guard let declaration = program.structs.first(where: { $0.name == type }) else {
        return nil
      }
      let names = declaration.properties.map(\.name)
      let values = try members(elements, names, type, at: location)
      var fields: [(name: String, value: Value)] = []
      for (field, value) in zip(declaration.properties, values) {
        fields.append((field.name, try initialized(value, ofType: field.typeName, at: location)))
      }
      return .record(RecordValue(type: type, fields: fields))
    }
  }

  /// A member's value: a nested list of its type, a number converted to its numeric kind, a
  /// member left out zero (C11 6.7.9 §21).
  private func initialized(_ value: Value, ofType type: String?, at location: SourceLocation)
    throws(Interrupt) -> Value
  {
    if case .void = value { return zeroValue(ofType: type) }
    if let type, let list = try cValue(value, ofType: type, at: location) { return list }
    return value.converted(toNumericType: type)
  }

  /// The list's values for `names`, positional or by designator (`.width = 3`); `.void` for a
  /// member the list leaves out.
  private func members(
    _ elements: [TupleElement], _ names: [String], _ type: String, at location: SourceLocation
  ) throws(Interrupt) -> [Value] {
    var values = [Value](repeating: .void, count: names.count)
    var next = 0
    for element in elements {
      if let label = element.label {
        guard let index = names.firstIndex(of: label) else {
          throw Interrupt(
            .noSuchMember(
              label, type: type, suggestion: Suggestion.closest(to: label, in: names)),
            at: location)
        }
        next = index
      }
      guard next < names.count else {
        throw Interrupt(
          .typeMismatch(
            context: "the initializer list of `\(type)`",
            expected: "at most \(names.count) values", found: "\(elements.count)"), at: location)
      }
      values[next] = element.value
      next += 1
    }
    return values
  }

  /// The list's values for `names` as numbers (0 for those left out).
  private func numbers(
    _ elements: [TupleElement], _ names: [String], _ type: String, at location: SourceLocation
  ) throws(Interrupt) -> [Double] {
    var numbers: [Double] = []
    for value in try members(elements, names, type, at: location) {
      if case .void = value {
        numbers.append(0)
        continue
      }
      numbers.append(try number(value, "a member of `\(type)`'s initializer list", at: location))
    }
    return numbers
  }
}
