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

  /// Parses one framework's text into its types, in the order written
  /// (`SurfaceLineFormat+Bytes.swift`).
  package static func parse(_ text: String, framework: SurfaceFramework) throws(Error)
    -> [SurfaceType]
  {
    var text = text
    let parsed = text.withUTF8 { bytes in
      Result { () throws(Error) in try parse(utf8: bytes, framework: framework) }
    }
    return try parsed.get()
  }
}
