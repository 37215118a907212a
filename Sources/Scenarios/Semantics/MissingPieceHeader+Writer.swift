/// The header stand-in `lessons fix` writes for an implementation file cut without its
/// header (MissingPieceHeader): the delegate protocol with the methods the code sends it
/// (`@optional`, so `respondsToSelector:` answers as for a delegate that does not implement
/// them), then the interface with the inferred superclass (or a class extension when the
/// implicit `UIViewController` is right) and the properties typed by their use. Values start
/// as the header's would before any code sets them: nil, zero, `NO`.
struct MissingPieceHeaderWriter {
  let className: String

  var protocolName: String { className + "Delegate" }

  func standIn(
    superclass: String?, properties: [MissingPieceHeader.Property],
    delegate: [MissingPieceHeader.DelegateMethod]?,
    methods: [MissingPieceHeader.DelegateMethod] = []
  ) -> String {
    var lines: [String] = []
    if let delegate {
      lines.append("@protocol \(protocolName) <NSObject>")
      lines.append("@optional")
      for method in delegate {
        let result = method.returnsValue ? "(id)" : "(void)"
        let selector =
          method.hasArguments
          ? method.pieces.enumerated().map { "\($1):(id)a\($0)" }.joined(separator: " ")
          : method.pieces.joined()
        lines.append("- \(result)\(selector);")
      }
      lines.append("@end")
    }
    if superclass != nil || !properties.isEmpty || delegate != nil {
      lines.append(
        superclass.map { "@interface \(className) : \($0)" } ?? "@interface \(className) ()")
      for property in properties where Self.isOutletType(property.type) {
        // A view the header declares is its scene's outlet (FIDELITY-SURFACE.md S1).
        lines.append("@property (nonatomic, weak) IBOutlet \(property.type)\(property.name);")
      }
      for property in properties where !Self.isOutletType(property.type) {
        lines.append(
          "@property (nonatomic\(attribute(property.type))) \(property.type)\(property.name);")
      }
      if delegate != nil {
        lines.append("@property (nonatomic, weak) id<\(protocolName)> delegate;")
      }
      lines.append("@end")
    }
    if !methods.isEmpty {
      // The class's own methods the snippet calls and leaves out: empty, in a category.
      let signatures = methods.map { method in
        let result = method.returnsValue ? "(id)" : "(void)"
        return "- \(result)" + selector(method)
      }
      lines.append("@interface \(className) (Header)")
      lines += signatures.map { $0 + ";" }
      lines.append("@end")
      lines.append("@implementation \(className) (Header)")
      lines += zip(signatures, methods).map { signature, method in
        signature + (method.returnsValue ? " { return nil; }" : " {}")
      }
      lines.append("@end")
    }
    return lines.joined(separator: "\n")
  }

  /// `a:(id)a0 b:(id)a1`, or the plain name without arguments.
  private func selector(_ method: MissingPieceHeader.DelegateMethod) -> String {
    method.hasArguments
      ? method.pieces.enumerated().map { "\($1):(id)a\($0)" }.joined(separator: " ")
      : method.pieces.joined()
  }

  /// `UIButton *`, `UIScrollView *`: a view, which the header declares as its scene's outlet.
  static func isOutletType(_ type: String) -> Bool {
    let plain = type.filter { $0 != "*" && $0 != " " }
    return type.hasSuffix("*") && UIKitSurface.shared.isClass(plain, kindOf: "UIView")
  }

  /// `strong` for an object, nothing for a C value.
  private func attribute(_ type: String) -> String {
    type.hasSuffix("*") || type.hasPrefix("id") ? ", strong" : ""
  }
}
