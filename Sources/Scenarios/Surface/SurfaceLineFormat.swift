/// The compact line format of the generated surface (written by `scripts/gen-uikit-surface`).
///
/// One record a line, fields separated by `|`, `;` between the types of several parameters.
/// A type line starts a type; the member lines below it belong to it:
///
///     @C|UIViewController|UIViewController|UIResponder|NSCoding,UIContentContainer|2.0|
///     p|r|childViewControllers|children|NSArray*|[Any]||childViewControllers
///     m||addChildViewController:|addChild(_:)|UIViewController*|UIViewController|void|Void|5.0|addChildViewController(_:)
///
/// - `@K|objc|swift|superclass or raw type|protocols|introduced|renamed`, K one of
///   `SurfaceType.Kind`'s letters;
/// - `m|flags|selector|swift|objc parameter types|swift parameter types|objc result|swift result|introduced|renamed`
///   (flags: `c` class member, `i` initializer, `o` optional, `d` deprecated);
/// - `f|…` a C function, the same fields (flags: `i` imported as an initializer, `p` as a
///   property, `m` as a method, `c` as a static member);
/// - `p|flags|name|swift|objc type|swift type|introduced|renamed` (flags: `r` read-only, `c`
///   class property, `o`, `d`);
/// - `v|flags|name|swift|objc type|swift type|introduced|renamed` a constant;
/// - `k|name|swift|value|introduced|renamed` an enum case;
/// - `n|name|swift|introduced|renamed` a notification name.
///
/// Parsing is lazy (at the surface's first use) and strict: a malformed line is an error
/// with its line number, so a hand edit that breaks the file fails the tests at once.
package enum SurfaceLineFormat {
  /// A line the format does not allow.
  package struct Error: Swift.Error, Sendable, Equatable, CustomStringConvertible {
    package var framework: SurfaceFramework
    package var line: Int
    package var message: String
    package var description: String { "\(framework.rawValue) surface, line \(line): \(message)" }
  }

  /// Parses one framework's text into its types, in the order written.
  package static func parse(_ text: String, framework: SurfaceFramework) throws(Error)
    -> [SurfaceType]
  {
    var types: [SurfaceType] = []
    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      if rawLine.isEmpty { continue }
      let fields = rawLine.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      func fail(_ message: String) -> Error {
        Error(framework: framework, line: lineNumber, message: message)
      }
      if rawLine.first == "@" {
        guard fields.count == 7 else { throw fail("a type line has 7 fields, not \(fields.count)") }
        guard let letter = fields[0].dropFirst().first, fields[0].count == 2,
          let kind = SurfaceType.Kind(rawValue: letter)
        else { throw fail("unknown type kind '\(fields[0])'") }
        guard !fields[1].isEmpty, !fields[2].isEmpty else { throw fail("a type needs both names") }
        let isClass = kind == .class
        types.append(
          SurfaceType(
            kind: kind, framework: framework, objcName: fields[1], swiftName: fields[2],
            superclass: isClass ? nonEmpty(fields[3]) : nil,
            rawType: isClass ? nil : nonEmpty(fields[3]),
            protocols: fields[4].isEmpty ? [] : fields[4].split(separator: ",").map(String.init),
            introduced: nonEmpty(fields[5]), renamed: nonEmpty(fields[6]), members: []))
        continue
      }
      guard !types.isEmpty else { throw fail("a member line before any type line") }
      types[types.count - 1].members.append(try member(fields, fail: fail))
    }
    return types
  }

  private static func member(_ f: [String], fail: (String) -> Error) throws(Error)
    -> SurfaceMember
  {
    func expect(_ count: Int) throws(Error) {
      guard f.count == count else {
        throw fail("a '\(f[0])' line has \(count) fields, not \(f.count)")
      }
    }
    switch f[0] {
    case "m", "f":
      try expect(10)
      let flags = f[1]
      let kind: SurfaceMember.Kind =
        f[0] == "f" ? .function : (flags.contains("i") ? .initializer : .method)
      return SurfaceMember(
        kind: kind, objcName: f[2], swiftName: f[3], isClassMember: flags.contains("c"),
        isReadOnly: kind == .function && flags.contains("p"), isOptional: flags.contains("o"),
        isDeprecated: flags.contains("d"),
        objcParameterTypes: list(f[4]), swiftParameterTypes: list(f[5]), objcType: f[6],
        swiftType: f[7], value: nil, introduced: nonEmpty(f[8]), renamed: nonEmpty(f[9]))
    case "p", "v":
      try expect(8)
      let flags = f[1]
      return SurfaceMember(
        kind: f[0] == "p" ? .property : .constant, objcName: f[2], swiftName: f[3],
        isClassMember: flags.contains("c"), isReadOnly: f[0] == "v" || flags.contains("r"),
        isOptional: flags.contains("o"), isDeprecated: flags.contains("d"),
        objcParameterTypes: [], swiftParameterTypes: [], objcType: f[4], swiftType: f[5],
        value: nil, introduced: nonEmpty(f[6]), renamed: nonEmpty(f[7]))
    case "k":
      try expect(6)
      return SurfaceMember(
        kind: .enumCase, objcName: f[1], swiftName: f[2], isClassMember: true, isReadOnly: true,
        isOptional: false, isDeprecated: false, objcParameterTypes: [], swiftParameterTypes: [],
        objcType: "", swiftType: "", value: nonEmpty(f[3]), introduced: nonEmpty(f[4]),
        renamed: nonEmpty(f[5]))
    case "n":
      try expect(5)
      return SurfaceMember(
        kind: .notification, objcName: f[1], swiftName: f[2], isClassMember: true,
        isReadOnly: true, isOptional: false, isDeprecated: false, objcParameterTypes: [],
        swiftParameterTypes: [], objcType: "NSString*", swiftType: "NSNotification.Name",
        value: nil, introduced: nonEmpty(f[3]), renamed: nonEmpty(f[4]))
    default:
      throw fail("unknown record '\(f[0])'")
    }
  }

  private static func nonEmpty(_ s: String) -> String? { s.isEmpty ? nil : s }

  private static func list(_ s: String) -> [String] {
    s.isEmpty ? [] : s.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
  }
}
