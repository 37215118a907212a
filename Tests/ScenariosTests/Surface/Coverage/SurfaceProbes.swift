@testable import Scenarios

/// One generated use of the surface, written as app code writes it.
struct SurfaceProbe {
  enum Kind: String, CaseIterable {
    /// `T()` / `[[T alloc] init]`.
    case creation
    /// One of the class's own initializers with arguments of its declared types.
    case initializer
    /// A class method that returns the class (`UIButton(type:)`, `colorWithRed:…`).
    case factory
    /// A `UIView` subclass used as a view: added, framed, constrained, its layer styled.
    case view
    /// A `UIViewController` subclass used as a child.
    case controller
    /// A settable property set, then read back.
    case property
    /// A read-only or class property read.
    case reading
    /// A method called with arguments of its declared types.
    case method
    /// A member used through implicit `self` in a subclass (`self.` in Objective-C).
    case implicitSelf
    /// A constant, enum case or notification name read.
    case constant
  }

  var kind: Kind
  var language: ScenarioLanguage
  /// `UIView.frame`, for the report.
  var subject: String
  var source: String
  /// The member or class can change containment or call back: `scenario.not-modelled` is
  /// an honest outcome.
  var mayRefuse: Bool
  /// The last two printed values must be equal (a property reads back what was set).
  var readsBack = false
  /// The last printed value, where the probe knows it.
  var lastPrint: String?
}

/// Generates the probes of every class, its members and the free constants of the covered
/// frameworks, in both languages.
struct SurfaceProbes {
  let surface = UIKitSurface.shared
  let values = SurfaceProbeValues()
  /// Members whose arguments or type the probes cannot write (pointers, protocols).
  private(set) var unprobed: [String] = []

  static let frameworks: Set<SurfaceFramework> = [.uiKit, .quartzCore, .coreGraphics]

  mutating func all() -> [SurfaceProbe] {
    var probes: [SurfaceProbe] = []
    let types = surface.types.values.filter { Self.frameworks.contains($0.framework) }
      .sorted { $0.objcName < $1.objcName }
    for type in types where type.kind == .class {
      probes += classProbes(type)
    }
    for type in types where type.kind != .class && type.kind != .protocol {
      probes += constantProbes(type)
    }
    return probes
  }

  private func refuses(_ type: SurfaceType) -> Bool {
    surface.activeArea(ofType: type.objcName) != nil
  }

  private func refuses(_ member: SurfaceMember, of type: SurfaceType) -> Bool {
    refuses(type)
      || surface.classify(SurfaceMemberMatch(member: member, owner: type, isRenamedSpelling: false))
        .isNeverInert
  }

  // MARK: Classes

  private mutating func classProbes(_ type: SurfaceType) -> [SurfaceProbe] {
    let swift = type.swiftName
    let objc = type.objcName
    let refusing = refuses(type)
    var probes: [SurfaceProbe] = []
    let creatable = values.creatable(type)
    if creatable {
      probes.append(
        SurfaceProbe(
          kind: .creation, language: .swift, subject: swift + "()",
          source: "let x = \(swift)()\nprint(x)", mayRefuse: refusing))
      probes.append(
        SurfaceProbe(
          kind: .creation, language: .objc, subject: "[[\(objc) alloc] init]",
          source: "\(objc) *x = [[\(objc) alloc] init];\nNSLog(@\"%@\", x);", mayRefuse: refusing))
    }
    let isView = surface.isClass(objc, kindOf: "UIView")
    let isController = surface.isClass(objc, kindOf: "UIViewController")
    if creatable && isView {
      probes.append(
        SurfaceProbe(
          kind: .view, language: .swift, subject: swift + " as a view",
          source: """
            let x = \(swift)()
            view.addSubview(x)
            x.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
            x.translatesAutoresizingMaskIntoConstraints = false
            x.widthAnchor.constraint(equalToConstant: 30).isActive = true
            x.layer.cornerRadius = 2
            x.backgroundColor = .red
            print(x.superview === view)
            """, mayRefuse: refusing, lastPrint: "true"))
      probes.append(
        SurfaceProbe(
          kind: .view, language: .objc, subject: objc + " as a view",
          source: """
            \(objc) *x = [[\(objc) alloc] initWithFrame:CGRectMake(1, 2, 30, 40)];
            [self.view addSubview:x];
            x.translatesAutoresizingMaskIntoConstraints = NO;
            [x.widthAnchor constraintEqualToConstant:30].active = YES;
            x.layer.cornerRadius = 2;
            x.backgroundColor = [UIColor redColor];
            NSLog(@"%d", x.superview == self.view);
            """, mayRefuse: refusing, lastPrint: "1"))
    }
    if creatable && isController {
      probes.append(
        SurfaceProbe(
          kind: .controller, language: .swift, subject: swift + " as a child",
          source: """
            let x = \(swift)()
            addChild(x)
            view.addSubview(x.view)
            x.didMove(toParent: self)
            print(x.parent === self)
            """, mayRefuse: refusing, lastPrint: "true"))
      probes.append(
        SurfaceProbe(
          kind: .controller, language: .objc, subject: objc + " as a child",
          source: """
            \(objc) *x = [[\(objc) alloc] init];
            [self addChildViewController:x];
            [self.view addSubview:x.view];
            [x didMoveToParentViewController:self];
            NSLog(@"%d", x.parentViewController == self);
            """, mayRefuse: refusing, lastPrint: "1"))
    }
    for member in type.members {
      probes += memberProbes(member, of: type, creatable: creatable)
      if isView || isController {
        probes += implicitSelfProbes(member, of: type)
      }
    }
    return probes
  }

  /// The Swift call's argument list, `(a: 1, 2)`, or nil when a type cannot be written.
  private func swiftArguments(_ member: SurfaceMember) -> String? {
    var parts: [String] = []
    let labels = member.swiftLabels
    for (i, type) in member.swiftParameterTypes.enumerated() {
      guard let value = values.swift(type) else { return nil }
      let label = i < labels.count ? labels[i] : "_"
      parts.append(label == "_" ? value : "\(label): \(value)")
    }
    return "(" + parts.joined(separator: ", ") + ")"
  }

  /// The Objective-C message's selector with arguments, `addChildViewController:x`.
  private func objcMessage(_ member: SurfaceMember) -> String? {
    let pieces = member.objcName.split(separator: ":", omittingEmptySubsequences: true)
    if member.objcParameterTypes.isEmpty { return member.objcName }
    guard pieces.count == member.objcParameterTypes.count else { return nil }
    var parts: [String] = []
    for (piece, type) in zip(pieces, member.objcParameterTypes) {
      guard let value = values.objc(type) else { return nil }
      parts.append("\(piece):\(value)")
    }
    return parts.joined(separator: " ")
  }

  private mutating func memberProbes(
    _ member: SurfaceMember, of type: SurfaceType, creatable: Bool
  ) -> [SurfaceProbe] {
    let swift = type.swiftName
    let objc = type.objcName
    let refusing = refuses(member, of: type)
    let subject = "\(swift).\(member.swiftName)"
    let makeSwift = "let x = \(swift)()\n"
    let makeObjC = "\(objc) *x = [[\(objc) alloc] init];\n"
    var probes: [SurfaceProbe] = []
    switch member.kind {
    case .property where member.isClassMember:
      probes.append(
        SurfaceProbe(
          kind: .reading, language: .swift, subject: subject,
          source: "let r = \(swift).\(member.swiftName)\nprint(r)", mayRefuse: refusing))
      probes.append(
        SurfaceProbe(
          kind: .reading, language: .objc, subject: subject,
          source: "\(declaration(member.objcType, "r")) = [\(objc) \(member.objcName)];",
          mayRefuse: refusing))
    case .property where !creatable:
      unprobed.append(subject + " (no instance)")
    case .property where member.isSettable:
      guard let value = values.swift(member.swiftType), let objcValue = values.objc(member.objcType)
      else {
        unprobed.append(subject)
        return []
      }
      probes.append(
        SurfaceProbe(
          kind: .property, language: .swift, subject: subject,
          source: makeSwift + """
            let v = \(value)
            x.\(member.swiftName) = v
            print(x.\(member.swiftName))
            print(v)
            """, mayRefuse: refusing, readsBack: true))
      let format = Self.format(member.objcType)
      probes.append(
        SurfaceProbe(
          kind: .property, language: .objc, subject: subject,
          source: makeObjC + """
            \(declaration(member.objcType, "v")) = \(objcValue);
            x.\(member.objcName) = v;
            """
            + (format.map {
              "\nNSLog(@\"\($0)\", x.\(member.objcName));\nNSLog(@\"\($0)\", v);"
            } ?? ""),
          mayRefuse: refusing, readsBack: format != nil))
    case .property:
      probes.append(
        SurfaceProbe(
          kind: .reading, language: .swift, subject: subject,
          source: makeSwift + "let r = x.\(member.swiftName)\nprint(r)", mayRefuse: refusing))
      probes.append(
        SurfaceProbe(
          kind: .reading, language: .objc, subject: subject,
          source: makeObjC + "\(declaration(member.objcType, "r")) = x.\(member.objcName);",
          mayRefuse: refusing))
    case _ where member.kind == .initializer || member.swiftName.hasPrefix("init("):
      guard member.swiftName != "init()", let arguments = swiftArguments(member),
        let message = objcMessage(member)
      else {
        if member.swiftName != "init()" { unprobed.append(subject) }
        return []
      }
      let labels = String(arguments.dropFirst().dropLast())
      probes.append(
        SurfaceProbe(
          kind: .initializer, language: .swift, subject: subject,
          source: "let x = \(swift)(\(labels))\nprint(x)", mayRefuse: refusing))
      probes.append(
        SurfaceProbe(
          kind: .initializer, language: .objc, subject: subject,
          source: "\(objc) *x = [[\(objc) alloc] \(message)];\nNSLog(@\"%@\", x);",
          mayRefuse: refusing))
    case .method:
      guard let arguments = swiftArguments(member), let message = objcMessage(member) else {
        unprobed.append(subject)
        return []
      }
      let base = member.swiftBaseName
      let result = member.swiftType.replacingOccurrences(of: "?", with: "")
      let isFactory =
        member.isClassMember && (result == "Self" || result == swift || result == "instancetype")
      if member.isClassMember {
        probes.append(
          SurfaceProbe(
            kind: isFactory ? .factory : .method, language: .swift, subject: subject,
            source: result == "Void"
              ? "\(swift).\(base)\(arguments)" : "let r = \(swift).\(base)\(arguments)\nprint(r)",
            mayRefuse: refusing))
        probes.append(
          SurfaceProbe(
            kind: isFactory ? .factory : .method, language: .objc, subject: subject,
            source: "[\(objc) \(message)];", mayRefuse: refusing))
      } else if creatable {
        probes.append(
          SurfaceProbe(
            kind: .method, language: .swift, subject: subject,
            source: makeSwift + "x.\(base)\(arguments)", mayRefuse: refusing))
        probes.append(
          SurfaceProbe(
            kind: .method, language: .objc, subject: subject,
            source: makeObjC + "[x \(message)];", mayRefuse: refusing))
      } else {
        unprobed.append(subject + " (no instance)")
      }
    default:
      break
    }
    return probes
  }

  /// A member reached through `self` in a subclass's method.
  private mutating func implicitSelfProbes(_ member: SurfaceMember, of type: SurfaceType)
    -> [SurfaceProbe]
  {
    guard !member.isClassMember, values.creatable(type) else { return [] }
    let refusing = refuses(member, of: type)
    let subject = "\(type.swiftName).\(member.swiftName) (self)"
    let swiftBody: String
    let objcBody: String
    var readsBack = false
    switch member.kind {
    case .property where member.isSettable:
      guard let value = values.swift(member.swiftType), let objcValue = values.objc(member.objcType)
      else { return [] }
      swiftBody = "let v = \(value)\n\(member.swiftName) = v\nprint(\(member.swiftName))\nprint(v)"
      objcBody = "self.\(member.objcName) = \(objcValue);"
      readsBack = true
    case .property:
      swiftBody = "let r = \(member.swiftName)\nprint(r)"
      objcBody = "\(declaration(member.objcType, "r")) = self.\(member.objcName);"
    case .method where !member.swiftName.hasPrefix("init("):
      guard let arguments = swiftArguments(member), let message = objcMessage(member) else {
        return []
      }
      swiftBody = "\(member.swiftBaseName)\(arguments)"
      objcBody = "[self \(message)];"
    default: return []
    }
    let indented = swiftBody.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
    return [
      SurfaceProbe(
        kind: .implicitSelf, language: .swift, subject: subject,
        source: """
          class Probe: \(type.swiftName) {
            func probe() {
          \(indented)
            }
          }
          Probe().probe()
          """, mayRefuse: refusing, readsBack: readsBack),
      SurfaceProbe(
        kind: .implicitSelf, language: .objc, subject: subject,
        source: """
          @interface Probe : \(type.objcName)
          @end
          @implementation Probe
          - (void)probe {
            \(objcBody)
          }
          @end
          [[[Probe alloc] init] probe];
          """, mayRefuse: refusing),
    ]
  }

  // MARK: Constants

  private func constantProbes(_ type: SurfaceType) -> [SurfaceProbe] {
    var probes: [SurfaceProbe] = []
    for member in type.members
    where [.constant, .enumCase, .notification].contains(member.kind) {
      let refusing = refuses(member, of: type)
      let swift =
        type.kind == .globals ? member.swiftName : "\(type.swiftName).\(member.swiftName)"
      probes.append(
        SurfaceProbe(
          kind: .constant, language: .swift, subject: swift,
          source: "let k = \(swift)\nprint(k)", mayRefuse: refusing))
      let objcType: String
      switch member.kind {
      case .notification: objcType = "NSString*"
      case .enumCase: objcType = type.objcName
      default: objcType = member.objcType
      }
      probes.append(
        SurfaceProbe(
          kind: .constant, language: .objc, subject: member.objcName,
          source: "\(declaration(objcType, "k")) = \(member.objcName);", mayRefuse: refusing))
    }
    return probes
  }

  /// `UIView *name` / `CGFloat name`: a local of an Objective-C type.
  private func declaration(_ objcType: String, _ name: String) -> String {
    let plain = objcType.replacingOccurrences(of: "__kindof ", with: "")
    if plain.hasSuffix("*") { return "\(plain.dropLast()) *\(name)" }
    if plain.isEmpty || plain.contains("(") { return "id \(name)" }
    return "\(plain) \(name)"
  }

  /// The `NSLog` format that shows a value of the Objective-C type; nil for a struct.
  static func format(_ objcType: String) -> String? {
    if objcType.hasSuffix("*") || objcType == "id" { return "%@" }
    switch objcType {
    case "BOOL": return "%d"
    case "CGFloat", "float", "double", "NSTimeInterval": return "%g"
    case "NSInteger", "NSUInteger", "int", "long": return "%ld"
    default:
      return UIKitSurface.shared.type(objc: objcType).map {
        $0.kind == .enum || $0.kind == .options ? "%ld" : nil
      } ?? nil
    }
  }
}
