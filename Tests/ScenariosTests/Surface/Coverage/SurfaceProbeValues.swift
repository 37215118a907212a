@testable import Scenarios

/// Source text for a value of a declared surface type, as app code writes one: `2` for a
/// `CGFloat`, `UIColor.red` / `[UIColor redColor]`, `UIView.ContentMode.scaleAspectFit` /
/// `UIViewContentModeScaleAspectFit`, `UIView()` / `[[UIView alloc] init]`. Nil for a type no
/// app code makes by hand (pointers, protocols, opaque C types): its members are left unprobed
/// and counted as such.
struct SurfaceProbeValues {
  let surface = UIKitSurface.shared

  /// A Swift expression of the Swift type `type` (optionals stripped).
  func swift(_ type: String) -> String? {
    let plain = type.replacingOccurrences(of: "?", with: "").replacingOccurrences(
      of: "!", with: "")
    switch plain {
    case "Int", "UInt", "Int32", "UInt32", "Int64", "UInt64", "Int16", "UInt16", "Int8", "UInt8",
      "CGGlyph":
      return "2"
    // A floating value, as Swift types the property (a `let v = 2` would be an `Int`).
    case "CGFloat", "Float", "Double", "TimeInterval", "CFTimeInterval": return "2.0"
    case "UILayoutPriority": return "UILayoutPriority(rawValue: 750)"
    case "Bool": return "true"
    case "String", "Any", "AnyObject", "NSString": return "\"s\""
    case "CGRect": return "CGRect(x: 1, y: 2, width: 30, height: 40)"
    case "CGPoint": return "CGPoint(x: 1, y: 2)"
    case "CGSize": return "CGSize(width: 30, height: 40)"
    case "CGVector": return "CGVector(dx: 1, dy: 2)"
    case "UIEdgeInsets": return "UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)"
    case "NSDirectionalEdgeInsets":
      return "NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)"
    case "UIOffset": return "UIOffset(horizontal: 1, vertical: 2)"
    case "CGAffineTransform": return "CGAffineTransform(scaleX: 2, y: 2)"
    case "CATransform3D": return "CATransform3DIdentity"
    case "UIColor": return "UIColor.red"
    case "CGColor", "CGColorRef": return "UIColor.red.cgColor"
    case "UIFont": return "UIFont.systemFont(ofSize: 12)"
    case "UIImage": return "UIImage(named: \"a\")"
    case "URL": return "URL(string: \"https://a.b\")"
    case "Date": return "Date()"
    case "IndexPath": return "IndexPath(row: 0, section: 0)"
    case "NSRange": return "NSRange(location: 0, length: 1)"
    case "UIView": return "UIView()"
    case "UIViewController": return "UIViewController()"
    case "() -> Void": return "{}"
    case "(Bool) -> Void": return "{ _ in }"
    default: break
    }
    if plain.hasPrefix("[") && plain.contains(":") { return "[:]" }
    if plain.hasPrefix("[") { return "[]" }
    guard let declared = surface.type(swift: plain) else { return nil }
    switch declared.kind {
    case .enum, .stringEnum:
      guard let first = firstCase(of: declared) else { return nil }
      return declared.swiftName + "." + first.swiftName
    case .options: return "[]"
    case .class where creatable(declared): return declared.swiftName + "()"
    default: return nil
    }
  }

  /// An Objective-C expression of the Objective-C type `type` (`UIView*`, `CGFloat`).
  func objc(_ type: String) -> String? {
    let plain = type.replacingOccurrences(of: " ", with: "").replacingOccurrences(
      of: "__kindof", with: "")
    switch plain {
    case "NSInteger", "NSUInteger", "int", "unsigned", "CGFloat", "float", "double",
      "NSTimeInterval", "CFTimeInterval", "int32_t", "uint32_t", "int64_t", "uint64_t", "long",
      "UILayoutPriority", "short", "unsignedint", "CGGlyph":
      return "2"
    case "BOOL", "bool": return "YES"
    case "NSString*", "id", "NSObject*": return "@\"s\""
    case "CGRect": return "CGRectMake(1, 2, 30, 40)"
    case "CGPoint": return "CGPointMake(1, 2)"
    case "CGSize": return "CGSizeMake(30, 40)"
    case "CGVector": return "CGVectorMake(1, 2)"
    case "UIEdgeInsets": return "UIEdgeInsetsMake(1, 2, 3, 4)"
    case "NSDirectionalEdgeInsets": return "NSDirectionalEdgeInsetsMake(1, 2, 3, 4)"
    case "UIOffset": return "UIOffsetMake(1, 2)"
    case "CGAffineTransform": return "CGAffineTransformMakeScale(2, 2)"
    case "CATransform3D": return "CATransform3DIdentity"
    case "UIColor*": return "[UIColor redColor]"
    case "CGColorRef": return "[UIColor redColor].CGColor"
    case "UIFont*": return "[UIFont systemFontOfSize:12]"
    case "UIImage*": return "[UIImage imageNamed:@\"a\"]"
    case "NSURL*": return "[NSURL URLWithString:@\"https://a.b\"]"
    case "NSDate*": return "[NSDate date]"
    case "NSRange": return "NSMakeRange(0, 1)"
    case "NSArray*", "NSMutableArray*": return "@[]"
    case "NSDictionary*", "NSMutableDictionary*": return "@{}"
    case "void(^)(void)", "dispatch_block_t": return "^{}"
    case "void(^)(BOOL)": return "^(BOOL finished) {}"
    default: break
    }
    if plain.hasPrefix("NSArray<") { return "@[]" }
    if plain.hasPrefix("NSDictionary<") { return "@{}" }
    let name = plain.hasSuffix("*") ? String(plain.dropLast()) : plain
    guard let declared = surface.type(objc: name) else { return nil }
    switch declared.kind {
    case .enum:
      return firstCase(of: declared)?.objcName
    case .stringEnum:
      return firstCase(of: declared)?.objcName
    case .options: return "0"
    case .class where creatable(declared) && plain.hasSuffix("*"):
      return "[[\(declared.objcName) alloc] init]"
    default: return nil
    }
  }

  /// The first case (or string constant) of an enum, by Objective-C name for a stable choice.
  func firstCase(of type: SurfaceType) -> SurfaceMember? {
    type.members.filter { $0.kind == .enumCase || $0.kind == .constant }
      .min { $0.objcName < $1.objcName }
  }

  /// A class app code makes with `T()` / `[[T alloc] init]`: not a singleton whose `init`
  /// UIKit forbids, and in a framework the probes cover.
  func creatable(_ type: SurfaceType) -> Bool {
    type.kind == .class && !Self.singletons.contains(type.objcName)
  }

  /// Classes UIKit gives one shared instance of; `init` raises (UIApplication.h, UIDevice).
  static let singletons: Set<String> = ["UIApplication", "UIScreen", "UIDevice", "UIPasteboard"]
}
