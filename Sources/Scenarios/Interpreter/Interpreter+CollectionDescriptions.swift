import Containment

/// How collections print. Swift prints an array's or dictionary's elements with their debug
/// descriptions (`print(["a"])` shows `["a"]`, quoted); Foundation's `-[NSArray description]`
/// and `-[NSDictionary description]` (what `%@` and `NSLog` show) write one element a line,
/// indented four spaces, strings quoted only when they hold characters outside the old-style
/// property list's unquoted set, and a dictionary's string keys in ascending order (the
/// documented order of `descriptionWithLocale:indent:`).
extension Interpreter {
  /// A value inside a Swift collection or tuple: its debug description.
  func describeElement(_ value: Value) -> String {
    guard case .string(let text) = value else {
      return qualifiedElementDescription(value) ?? describe(value)  // W28
    }
    var quoted = "\""
    for character in text {
      switch character {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      case "\r": quoted += "\\r"
      default: quoted.append(character)
      }
    }
    return quoted + "\""
  }

  func isNull(_ value: Value) -> Bool {
    if case .null = value { return true }
    return false
  }

  /// Foundation's description of an `NSArray` or `NSDictionary` (and of anything else, as
  /// `%@` shows it), at nesting `level`.
  func foundationDescription(_ value: Value, level: Int = 0) -> String {
    let indent = String(repeating: "    ", count: level)
    let inner = String(repeating: "    ", count: level + 1)
    switch value {
    case .array(let items):
      if items.isEmpty { return "(\n\(indent))" }
      let lines = items.map { inner + foundationDescription($0, level: level + 1) }
      return "(\n" + lines.joined(separator: ",\n") + "\n\(indent))"
    case .dictionary(let dictionary):
      var entries = dictionary.entries
      let keys = entries.compactMap { if case .string(let key) = $0.key { key } else { nil } }
      if keys.count == entries.count {
        entries.sort { lhs, rhs in
          guard case .string(let a) = lhs.key, case .string(let b) = rhs.key else { return false }
          return a < b
        }
      }
      let lines = entries.map {
        inner + foundationDescription($0.key, level: level + 1) + " = "
          + foundationDescription($0.value, level: level + 1) + ";"
      }
      return "{\n" + lines.map { $0 + "\n" }.joined() + "\(indent)}"
    case .string(let text) where level > 0:
      return Self.isPlainPropertyListString(text) ? text : "\"\(text)\""
    case .bool(let flag) where level > 0:
      return flag ? "1" : "0"  // `@YES` is an NSNumber
    case .surface(.collection(let collection)):
      return collectionDescription(collection, level: level)  // Interpreter+FoundationSets
    default:
      return describe(value)
    }
  }

  /// True when an old-style property list writes `text` without quotes: not empty, and only
  /// letters, digits and `_ $ / : . -`.
  static func isPlainPropertyListString(_ text: String) -> Bool {
    !text.isEmpty
      && text.unicodeScalars.allSatisfy { scalar in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": true
        default: false
        }
      }
  }
}
