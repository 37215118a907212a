import Foundation

/// `SurfaceLineFormat.parse` over the text's UTF-8 bytes: lines and fields are found by
/// byte, each field becomes a `String` once (and only the fields a record keeps), and flags
/// are read as bytes. A surface reads only the type lines at first use (`scan`) and a type's
/// member lines when its members are first asked for (`members(_:)`).
extension SurfaceLineFormat {
  private static let newline = UInt8(ascii: "\n")
  private static let bar = UInt8(ascii: "|")
  private static let semicolon = UInt8(ascii: ";")

  /// One line's fields, as ranges of the text's bytes.
  private struct Line {
    let text: UnsafeBufferPointer<UInt8>
    let framework: SurfaceFramework
    let number: Int
    var fields: [Range<Int>]

    var count: Int { fields.count }

    func string(_ field: Int) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: text[fields[field]]), as: UTF8.self)
    }

    /// The field as a string, nil when empty.
    func optional(_ field: Int) -> String? {
      fields[field].isEmpty ? nil : string(field)
    }

    func isEmpty(_ field: Int) -> Bool { fields[field].isEmpty }

    /// Whether the (flags) field holds the letter.
    func has(_ field: Int, _ letter: Unicode.Scalar) -> Bool {
      text[fields[field]].contains(UInt8(ascii: letter))
    }

    /// The field split at `separator`: empty parts kept or dropped; empty for an empty field.
    func list(
      _ field: Int, separator: UInt8 = SurfaceLineFormat.semicolon, keepingEmpty: Bool = true
    )
      -> [String]
    {
      let range = fields[field]
      guard !range.isEmpty else { return [] }
      var parts: [String] = []
      var start = range.lowerBound
      for index in range.lowerBound...range.upperBound
      where index == range.upperBound || text[index] == separator {
        if keepingEmpty || index > start {
          parts.append(
            String(decoding: UnsafeBufferPointer(rebasing: text[start..<index]), as: UTF8.self))
        }
        start = index + 1
      }
      return parts
    }

    func fail(_ message: String) -> Error {
      Error(framework: framework, line: number, message: message)
    }

    func expect(_ count: Int) throws(Error) {
      guard fields.count == count else {
        throw fail("a '\(string(0))' line has \(count) fields, not \(fields.count)")
      }
    }
  }

  /// The types of `text` (UTF-8), in the order written, members included; see
  /// `parse(_:framework:)`.
  static func parse(utf8 text: UnsafeBufferPointer<UInt8>, framework: SurfaceFramework)
    throws(Error) -> [SurfaceType]
  {
    var types: [SurfaceType] = []
    for (scanned, lines) in try scan(utf8: text, framework: framework) {
      var type = scanned
      type.members = try members(utf8: text, lines.bytes, typeLine: lines.typeLine, framework)
      types.append(type)
    }
    return types
  }

  /// The type lines of `text` (UTF-8), each type with no members yet and where its member
  /// lines are (`text` is left out of those: the caller has it), in the order written. Only
  /// the type lines are read, so this is what a surface does at its first use; a member line
  /// is parsed when its type's members are asked for (`members(_:)`).
  static func scan(utf8 text: UnsafeBufferPointer<UInt8>, framework: SurfaceFramework)
    throws(Error) -> [(SurfaceType, SurfaceMemberLines)]
  {
    var types: [(SurfaceType, SurfaceMemberLines)] = []
    var line = Line(text: text, framework: framework, number: 0, fields: [])
    var lineStart = 0
    var lineNumber = 0
    while lineStart <= text.count {
      var lineEnd = lineStart
      lineEnd = endOfLine(text, from: lineStart, to: text.count)
      lineNumber += 1
      if lineEnd > lineStart {
        if text[lineStart] == UInt8(ascii: "@") {
          if let last = types.indices.last {
            types[last].1.bytes = types[last].1.bytes.lowerBound..<lineStart
          }
          line = Line(text: text, framework: framework, number: lineNumber, fields: line.fields)
          line.fields.removeAll(keepingCapacity: true)
          split(&line, lineStart..<lineEnd)
          let lines = SurfaceMemberLines(
            text: "", framework: framework, bytes: min(lineEnd + 1, text.count)..<text.count,
            typeLine: lineNumber)
          types.append((try type(line), lines))
        } else if types.isEmpty {
          throw Error(
            framework: framework, line: lineNumber, message: "a member line before any type line")
        }
      }
      lineStart = lineEnd + 1
    }
    return types
  }

  /// The members on these lines of their framework's text.
  static func members(_ lines: SurfaceMemberLines) throws(Error) -> [SurfaceMember] {
    var text = lines.text
    let parsed = text.withUTF8 { bytes in
      Result { () throws(Error) in
        try members(utf8: bytes, lines.bytes, typeLine: lines.typeLine, lines.framework)
      }
    }
    return try parsed.get()
  }

  private static func members(
    utf8 text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, typeLine: Int,
    _ framework: SurfaceFramework
  ) throws(Error) -> [SurfaceMember] {
    var members: [SurfaceMember] = []
    var line = Line(text: text, framework: framework, number: typeLine, fields: [])
    var lineStart = range.lowerBound
    var lineNumber = typeLine
    while lineStart < range.upperBound {
      var lineEnd = lineStart
      lineEnd = endOfLine(text, from: lineStart, to: range.upperBound)
      lineNumber += 1
      if lineEnd > lineStart {
        line = Line(text: text, framework: framework, number: lineNumber, fields: line.fields)
        line.fields.removeAll(keepingCapacity: true)
        split(&line, lineStart..<lineEnd)
        members.append(try member(line))
      }
      lineStart = lineEnd + 1
    }
    return members
  }

  /// Where the line starting at `start` ends: its newline, or `end` (by `memchr`: the first
  /// use of the surface steps over every line, and a byte loop is most of that unoptimized).
  static func endOfLine(_ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    guard start < end, let base = text.baseAddress else { return end }
    guard let found = memchr(base + start, Int32(newline), end - start) else { return end }
    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
  }

  /// The line's fields, at each `|`.
  private static func split(_ line: inout Line, _ bytes: Range<Int>) {
    var fieldStart = bytes.lowerBound
    for index in bytes where line.text[index] == bar {
      line.fields.append(fieldStart..<index)
      fieldStart = index + 1
    }
    line.fields.append(fieldStart..<bytes.upperBound)
  }

  private static func type(_ line: Line) throws(Error) -> SurfaceType {
    guard line.count == 7 else { throw line.fail("a type line has 7 fields, not \(line.count)") }
    let head = line.fields[0]
    guard head.count == 2,
      let kind = SurfaceType.Kind(
        rawValue: Character(Unicode.Scalar(line.text[head.lowerBound + 1])))
    else { throw line.fail("unknown type kind '\(line.string(0))'") }
    guard !line.isEmpty(1), !line.isEmpty(2) else { throw line.fail("a type needs both names") }
    let isClass = kind == .class
    return SurfaceType(
      kind: kind, framework: line.framework, objcName: line.string(1), swiftName: line.string(2),
      superclass: isClass ? line.optional(3) : nil, rawType: isClass ? nil : line.optional(3),
      protocols: line.list(4, separator: UInt8(ascii: ","), keepingEmpty: false),
      introduced: line.optional(5), renamed: line.optional(6),
      memberStore: SurfaceMemberStore(members: []))
  }

  private static func member(_ line: Line) throws(Error) -> SurfaceMember {
    let record = line.fields[0]
    let letter = record.count == 1 ? line.text[record.lowerBound] : 0
    switch letter {
    case UInt8(ascii: "m"), UInt8(ascii: "f"):
      try line.expect(10)
      let kind: SurfaceMember.Kind =
        letter == UInt8(ascii: "f")
        ? .function : (line.has(1, "i") ? .initializer : .method)
      return SurfaceMember(
        kind: kind, objcName: line.string(2), swiftName: line.string(3),
        isClassMember: line.has(1, "c"), isReadOnly: kind == .function && line.has(1, "p"),
        isOptional: line.has(1, "o"), isDeprecated: line.has(1, "d"),
        objcParameterTypes: line.list(4), swiftParameterTypes: line.list(5),
        objcType: line.string(6), swiftType: line.string(7), value: nil,
        introduced: line.optional(8), renamed: line.optional(9))
    case UInt8(ascii: "p"), UInt8(ascii: "v"):
      try line.expect(8)
      let isProperty = letter == UInt8(ascii: "p")
      return SurfaceMember(
        kind: isProperty ? .property : .constant, objcName: line.string(2),
        swiftName: line.string(3), isClassMember: line.has(1, "c"),
        isReadOnly: !isProperty || line.has(1, "r"), isOptional: line.has(1, "o"),
        isDeprecated: line.has(1, "d"), objcParameterTypes: [], swiftParameterTypes: [],
        objcType: line.string(4), swiftType: line.string(5), value: nil,
        introduced: line.optional(6), renamed: line.optional(7))
    case UInt8(ascii: "k"):
      try line.expect(6)
      return SurfaceMember(
        kind: .enumCase, objcName: line.string(1), swiftName: line.string(2),
        isClassMember: true, isReadOnly: true, isOptional: false, isDeprecated: false,
        objcParameterTypes: [], swiftParameterTypes: [], objcType: "", swiftType: "",
        value: line.optional(3), introduced: line.optional(4), renamed: line.optional(5))
    case UInt8(ascii: "n"):
      try line.expect(5)
      return SurfaceMember(
        kind: .notification, objcName: line.string(1), swiftName: line.string(2),
        isClassMember: true, isReadOnly: true, isOptional: false, isDeprecated: false,
        objcParameterTypes: [], swiftParameterTypes: [], objcType: "NSString*",
        swiftType: "NSNotification.Name", value: nil, introduced: line.optional(3),
        renamed: line.optional(4))
    default:
      throw line.fail("unknown record '\(line.string(0))'")
    }
  }
}
