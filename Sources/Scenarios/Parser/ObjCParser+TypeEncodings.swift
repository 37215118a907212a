/// `@encode(type)`: the C string the Objective-C runtime uses for a type (The Objective-C
/// Runtime Programming Guide, "Type Encodings"), as clang writes it for arm64 iOS, where
/// `long` and `NSInteger` are 64 bits (`q`) and `BOOL` is `bool` (`B`).
extension ObjCParser {
  /// `@encode(int)` at the cursor (on `@encode`): the encoding as a string literal.
  mutating func parseEncode() throws(ScenarioError) -> Expr {
    let location = cursor.current.location
    cursor.advance()  // @encode
    try cursor.expect("(", "`(` after `@encode`")
    var words: [String] = []
    var pointers = 0
    while !cursor.current.isPunctuation(")") {
      if cursor.atEnd { throw cursor.unexpected("`)` after `@encode`'s type") }
      if let word = cursor.current.identifier, !Self.qualifiers.contains(word) {
        words.append(word)
      } else if cursor.current.isPunctuation("*") {
        pointers += 1
      } else if cursor.current.identifier == nil {
        throw cursor.unexpected("a type in `@encode(…)`")
      }
      cursor.advance()
    }
    cursor.advance()  // )
    guard let encoding = Self.typeEncoding(words.joined(separator: " "), pointers: pointers)
    else {
      throw ScenarioError(
        .unsupported(
          "`@encode` of this type", instead: "`@encode` of a C scalar, an object, `CGRect` …"),
        at: location)
    }
    return Expr(.string([.text(encoding)]), at: location)
  }

  /// The runtime's encoding of `type` with `pointers` `*`s after it; nil for a type the
  /// scenario cannot know the layout of.
  static func typeEncoding(_ type: String, pointers: Int) -> String? {
    let objectTypes: Set<String> = ["id", "instancetype"]
    if pointers == 1, type == "char" || type == "const char" { return "*" }
    if pointers >= 1, objectTypes.contains(type) || type.first?.isUppercase == true,
      Self.scalarEncodings[type] == nil, Self.structEncodings[type] == nil
    {
      // An object pointer (`NSString *`), whatever its class.
      return String(repeating: "^", count: pointers - 1) + "@"
    }
    if objectTypes.contains(type) { return String(repeating: "^", count: pointers) + "@" }
    guard let base = Self.scalarEncodings[type] ?? Self.structEncodings[type] else { return nil }
    return String(repeating: "^", count: pointers) + base
  }

  private static let scalarEncodings: [String: String] = [
    "char": "c", "signed char": "c", "unsigned char": "C", "short": "s", "unsigned short": "S",
    "int": "i", "signed": "i", "signed int": "i", "unsigned": "I", "unsigned int": "I",
    "long": "q", "unsigned long": "Q", "long long": "q", "unsigned long long": "Q",
    "float": "f", "double": "d", "CGFloat": "d", "NSTimeInterval": "d", "BOOL": "B",
    "bool": "B", "_Bool": "B", "void": "v", "SEL": ":", "Class": "#", "NSInteger": "q",
    "NSUInteger": "Q", "int8_t": "c", "uint8_t": "C", "int16_t": "s", "uint16_t": "S",
    "int32_t": "i", "uint32_t": "I", "int64_t": "q", "uint64_t": "Q", "size_t": "Q",
  ]

  private static let structEncodings: [String: String] = [
    "CGPoint": "{CGPoint=dd}", "CGSize": "{CGSize=dd}", "CGVector": "{CGVector=dd}",
    "CGRect": "{CGRect={CGPoint=dd}{CGSize=dd}}", "NSRange": "{_NSRange=QQ}",
    "UIEdgeInsets": "{UIEdgeInsets=dddd}", "UIOffset": "{UIOffset=dd}",
    "CGAffineTransform": "{CGAffineTransform=dddddd}",
  ]
}

extension ObjCParser {
  /// True for a struct type: Core Graphics' and UIKit's geometry structs, `NSRange`, and the
  /// structs the file declares.
  func isStructType(_ name: String) -> Bool {
    Self.structEncodingNames.contains(name) || fileStructs.contains { $0.name == name }
  }

  private static let structEncodingNames: Set<String> = [
    "CGPoint", "CGSize", "CGVector", "CGRect", "NSRange", "UIEdgeInsets", "UIOffset",
    "CGAffineTransform", "NSDirectionalEdgeInsets", "CATransform3D",
  ]
}
