import Containment

extension UIKitType {
  /// `NSCharacterSet` and Swift's `CharacterSet` (NSCharacterSet.h; Foundation's `CharacterSet`):
  /// the standard sets by their Unicode general categories as the header documents each, a set of
  /// the characters of a string, and its inverse; kept as a record of what it is, so the string
  /// members that take one (`stringByTrimmingCharactersInSet:`, `trimmingCharacters(in:)`,
  /// `componentsSeparatedByCharactersInSet:`, `rangeOfCharacterFromSet:`) compute their
  /// results (FIDELITY-SURFACE.md C37).
  static let nsCharacterSet = UIKitType(
    "NSCharacterSet", superclass: "NSObject", receiver: .characterSet, isValue: true,
    initializers: CharacterSets.named.map { name, objc in
      UIKitMember.initializer("NSCharacterSet", [], objc: [objc], fidelity: "C37") { _ in
        CharacterSets.value(name)
      }
    } + [
      .initializer(
        "NSCharacterSet", ["charactersIn"], objc: ["characterSetWithCharactersInString"],
        [.string], fidelity: "C37"
      ) { call in CharacterSets.value("characters", characters: call.string(0)) }
    ],
    members: { on in
      [
        .property(on, "inverted", objc: "invertedSet", .any, fidelity: "C37") { call in
          CharacterSets.inverted(call.characterSet)
        },
        .method(
          on, "characterIsMember", [nil], objc: ["characterIsMember"], [.any], returns: .bool,
          fidelity: "C37"
        ) { call in .bool(CharacterSets.contains(call.characterSet, call.argument(0))) },
        // `CharacterSet.contains(_:)`, the overlay's spelling of `characterIsMember:`.
        .method(
          on, "contains", [nil], objc: ["characterIsMember"], [.any], returns: .bool,
          fidelity: "C37"
        ) { call in .bool(CharacterSets.contains(call.characterSet, call.argument(0))) },
      ]
    })

  /// Swift's `CharacterSet(charactersIn:)` (Foundation's overlay of `NSCharacterSet`).
  static let characterSet = UIKitType(
    "CharacterSet", receiver: .characterSet, isValue: true,
    initializers: [
      .initializer("CharacterSet", ["charactersIn"], objc: nil, [.string], fidelity: "C37") {
        call in CharacterSets.value("characters", characters: call.string(0))
      }
    ])
}

/// What a character set holds: the standard sets by their documented Unicode general categories,
/// the characters of a string, and an inverse.
enum CharacterSets {
  /// Swift's name of each standard set and its class method's selector.
  static let named: [(String, String)] = [
    ("whitespaces", "whitespaceCharacterSet"),
    ("whitespacesAndNewlines", "whitespaceAndNewlineCharacterSet"),
    ("newlines", "newlineCharacterSet"),
    ("decimalDigits", "decimalDigitCharacterSet"),
    ("letters", "letterCharacterSet"),
    ("lowercaseLetters", "lowercaseLetterCharacterSet"),
    ("uppercaseLetters", "uppercaseLetterCharacterSet"),
    ("capitalizedLetters", "capitalizedLetterCharacterSet"),
    ("alphanumerics", "alphanumericCharacterSet"),
    ("punctuationCharacters", "punctuationCharacterSet"),
    ("symbols", "symbolCharacterSet"),
    ("controlCharacters", "controlCharacterSet"),
    ("nonBaseCharacters", "nonBaseCharacterSet"),
  ]

  /// A character set as the scenario's value: its kind (a standard set's Swift name, or
  /// `characters`), the characters of a string set, and whether it is inverted.
  static func value(_ kind: String, characters: String = "", inverted: Bool = false) -> Value {
    .record(
      RecordValue(
        type: "NSCharacterSet",
        fields: [
          ("kind", .string(kind)), ("scalars", .string(characters)),
          ("isInverted", .bool(inverted)),
        ]))
  }

  static func inverted(_ set: RecordValue) -> Value {
    guard case .string(let kind)? = set.field("kind"),
      case .string(let characters)? = set.field("scalars"),
      case .bool(let flag)? = set.field("isInverted")
    else { return .record(set) }
    return value(kind, characters: characters, inverted: !flag)
  }

  /// Whether `set` has the scalar; nil when `set` is no character set.
  static func contains(_ set: RecordValue, scalar: Unicode.Scalar) -> Bool {
    guard case .string(let kind)? = set.field("kind") else { return false }
    let flipped =
      set.field("isInverted").map { if case .bool(true) = $0 { true } else { false } } ?? false
    let category = scalar.properties.generalCategory
    let value = scalar.value
    let holds: Bool
    switch kind {
    case "characters":
      if case .string(let characters)? = set.field("scalars") {
        holds = characters.unicodeScalars.contains(scalar)
      } else {
        holds = false
      }
    // "Unicode General Category Zs and CHARACTER TABULATION (U+0009)".
    case "whitespaces": holds = category == .spaceSeparator || value == 0x09
    // "Unicode General Category Z*, U+000A ~ U+000D, and U+0085".
    case "whitespacesAndNewlines":
      holds =
        [.spaceSeparator, .lineSeparator, .paragraphSeparator].contains(category)
        || (0x0A...0x0D).contains(value) || value == 0x85 || value == 0x09
    // "U+000A ~ U+000D, U+0085, U+2028, and U+2029".
    case "newlines":
      holds = (0x0A...0x0D).contains(value) || [0x85, 0x2028, 0x2029].contains(value)
    case "decimalDigits": holds = category == .decimalNumber
    // "Unicode General Category L* & M*".
    case "letters": holds = isLetter(category) || isMark(category)
    case "lowercaseLetters": holds = category == .lowercaseLetter
    case "uppercaseLetters": holds = category == .uppercaseLetter || category == .titlecaseLetter
    case "capitalizedLetters": holds = category == .titlecaseLetter
    // "Unicode General Categories L*, M*, and N*".
    case "alphanumerics": holds = isLetter(category) || isMark(category) || isNumber(category)
    case "punctuationCharacters": holds = isPunctuation(category)
    case "symbols":
      holds = [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol].contains(category)
    case "controlCharacters": holds = category == .control || category == .format
    case "nonBaseCharacters": holds = isMark(category)
    default: holds = false
    }
    return holds != flipped
  }
}

extension CharacterSets {
  private static func isLetter(_ c: Unicode.GeneralCategory) -> Bool {
    [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter].contains(
      c)
  }

  private static func isMark(_ c: Unicode.GeneralCategory) -> Bool {
    [.nonspacingMark, .spacingMark, .enclosingMark].contains(c)
  }

  private static func isNumber(_ c: Unicode.GeneralCategory) -> Bool {
    [.decimalNumber, .letterNumber, .otherNumber].contains(c)
  }

  private static func isPunctuation(_ c: Unicode.GeneralCategory) -> Bool {
    [
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation,
    ].contains(c)
  }

  /// Whether `set` has the character `value` names: a `unichar` (a number) or a one-character
  /// string (Swift's `Unicode.Scalar` / `Character` literal).
  static func contains(_ set: RecordValue, _ value: Value) -> Bool {
    switch value {
    case .string(let text):
      guard let scalar = text.unicodeScalars.first else { return false }
      return contains(set, scalar: scalar)
    default:
      guard let number = value.numeric, let code = UInt32(exactly: number),
        let scalar = Unicode.Scalar(code)
      else { return false }
      return contains(set, scalar: scalar)
    }
  }

  /// `text` without the characters of `set` at its start and end
  /// (`stringByTrimmingCharactersInSet:`).
  static func trimming(_ text: String, _ set: RecordValue) -> String {
    let scalars = Array(text.unicodeScalars)
    var start = 0
    var end = scalars.count
    while start < end, contains(set, scalar: scalars[start]) { start += 1 }
    while end > start, contains(set, scalar: scalars[end - 1]) { end -= 1 }
    var out = String.UnicodeScalarView()
    out.append(contentsOf: scalars[start..<end])
    return String(out)
  }

  /// The pieces of `text` between characters of `set`, empty ones kept
  /// (`componentsSeparatedByCharactersInSet:`).
  static func components(_ text: String, _ set: RecordValue) -> [String] {
    var pieces: [String] = []
    var current = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if contains(set, scalar: scalar) {
        pieces.append(String(current))
        current = String.UnicodeScalarView()
      } else {
        current.append(scalar)
      }
    }
    pieces.append(String(current))
    return pieces
  }

  /// The UTF-16 offset and length of the first character of `set` in `text`
  /// (`rangeOfCharacterFromSet:`); nil when it has none.
  static func firstRange(in text: String, _ set: RecordValue) -> (location: Int, length: Int)? {
    var offset = 0
    for scalar in text.unicodeScalars {
      let length = String(scalar).utf16.count
      if contains(set, scalar: scalar) { return (offset, length) }
      offset += length
    }
    return nil
  }
}

extension UIKitCall {
  /// The receiver character set of a member declared on `NSCharacterSet`.
  var characterSet: RecordValue {
    if case .record(let set) = receiver, set.type == "NSCharacterSet" { return set }
    preconditionFailure("\(member.swiftName) declared on a character set, called on \(receiver)")
  }
}

extension UIKitCall {
  /// Argument `index` as a character set: a set, or an implicit member naming a standard one
  /// (`.whitespaces`); a type mismatch otherwise.
  func characterSetArgument(_ index: Int) throws(Interrupt) -> RecordValue {
    switch argument(index) {
    case .record(let set) where set.type == "NSCharacterSet": return set
    case .ignored(let dotted)
    where dotted.hasPrefix(".") && CharacterSets.named.contains { $0.0 == dotted.dropFirst() }:
      if case .record(let set) = CharacterSets.value(String(dotted.dropFirst())) { return set }
    default: break
    }
    throw Interrupt(
      .typeMismatch(
        context: context, expected: "a character set (`.whitespaces`, `NSCharacterSet`)",
        found: argument(index).kindDescription), at: location(of: index))
  }
}
