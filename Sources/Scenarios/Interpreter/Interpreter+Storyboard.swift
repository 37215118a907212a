import Containment

/// Storyboard stand-ins (FIDELITY-SURFACE.md S1–S4): `self` comes from the storyboard, its
/// `@IBOutlet` views are real subviews of its root view, connected while the view loads
/// (before `viewDidLoad`), and `instantiateViewController(withIdentifier:)` returns a fresh
/// controller of the class the scenario declares for the identifier.
extension Interpreter {
  /// Connects the outlets of `controller`'s class after its view loaded from the "nib".
  func connectOutlets(_ controller: InterpretedController) {
    let isRoot = simulation.assignedName(of: controller) == "self"
    if isRoot { simulation.markFromStoryboard(controller) }
    guard simulation.isFromStoryboard(controller), var root = controller.viewIfLoaded else {
      return
    }
    // S1: the scene's root view may have a custom class, which only the storyboard records;
    // the scenario's stand-in of it (`storyboardView()`, UndeclaredTypes) gives that view.
    if let view = storyboardRootView(of: controller) {
      view.frame = root.frame  // B81: the scene's root view is the screen's size
      controller.view = view
      root = view
    }
    let classes = controller.classInfo?.chain.map(\.name) ?? []
    var controls: [(name: String, control: UIControl, className: String)] = []
    for outlet in simulation.storyboard.outlets {
      let owner = outlet.owner
      guard owner.map(classes.contains) ?? isRoot else { continue }
      if outlet.isCollection {
        // S5 [I]: which views a collection holds is in the storyboard, which the scenario
        // does not have: it is connected, and empty, unless the scenario's stand-in of the
        // scene gives them (`storyboardButtons()` in the hidden prelude,
        // MissingPieceOutletCollections): added to the root view as the other outlets are.
        controller.properties[outlet.name] = .array(collectionViews(outlet, of: controller))
        continue
      }
      if outlet.viewClass == "NSLayoutConstraint" {
        // S5 [I]: an outlet constraint is an installed constraint of the scene; which views it
        // ties is in the storyboard, so it stands on the root view, constant 0.
        let constraint = NSLayoutConstraint(
          NSLayoutAnchor(view: root, attribute: "height"), "==", nil)
        root.addConstraint(constraint)
        controller.properties[outlet.name] = .surface(.constraint(constraint))
        continue
      }
      // An outlet of a class that is no view (`IBOutlet UIPanGestureRecognizer *pan`, a
      // controller of the scene): the object of that class the storyboard archives (S5).
      if let object = try? nonViewOutlet(of: outlet.viewClass) {
        name(object, outlet.name)
        controller.properties[outlet.name] = object
        continue
      }
      let view = outletView(of: outlet.viewClass)
      // B72: a list from the storyboard has the prototype cells the code dequeues, and is
      // wired to the controller that implements its data source's methods.
      if let list = view as? ListView { connectList(list, to: controller) }
      view.translatesAutoresizingMaskIntoConstraints = false  // B29: IB's subviews
      simulation.name(view, outlet.name)
      root.addOutlet(view)
      controller.properties[outlet.name] = .view(view)
      if let control = view as? UIControl {
        controls.append((outlet.name, control, outlet.viewClass))
      }
    }
    connectActions(controller, classes: classes, isRoot: isRoot, controls: controls)
    // A25.1, B63: the container views of `self`'s scene fill while its view loads.
    if isRoot { fireEmbedSegues(of: controller) }
  }

  /// S6 [I]: Interface Builder connects each `@IBAction` to the control it was dragged from,
  /// which only the storyboard records. The stand-in connects an action whose sender is
  /// declared with a control class (`_ sender: UISegmentedControl`) to the one outlet of that
  /// class, for the control's usual event (a button's `touchUpInside`, a segmented control's
  /// `valueChanged`); an action whose sender is `Any`, `id` or absent, to the one control
  /// outlet when there is only one. Anything less certain stays unconnected.
  private func connectActions(
    _ controller: InterpretedController, classes: [String], isRoot: Bool,
    controls: [(name: String, control: UIControl, className: String)]
  ) {
    guard !controls.isEmpty, let info = controller.classInfo else { return }
    for action in simulation.storyboard.actions {
      guard action.owner.map(classes.contains) ?? isRoot else { continue }
      guard
        let method = info.firstMethod(where: {
          $0.name == action.name && !$0.isProperty && $0.parameters.count <= 1
        })
      else { continue }
      let sender = method.parameters.isEmpty ? nil : method.parameterTypes.first?.name
      let matching: [(name: String, control: UIControl, className: String)]
      if let sender, !["Any", "AnyObject", "id", "NSObject", "UIControl"].contains(sender) {
        matching = controls.filter { $0.className == sender }
      } else {
        matching = controls
      }
      guard matching.count == 1, let control = matching.first?.control else { continue }
      let selector: Containment.Selector =
        language == .swift
        ? Self.swiftSelector(method.key(.swift)) : Selector(objcName: method.key(.objc))
      let event: UIControl.Event = control is UISegmentedControl ? .valueChanged : .touchUpInside
      control.addTarget(controller, action: selector, for: event)
    }
  }

  /// `storyboard` of a controller: the stand-in storyboard, or nil for controllers made in
  /// code (S3 [D]).
  func storyboard(of controller: UIViewController) -> Value {
    simulation.isFromStoryboard(controller) ? .surface(.storyboard) : .null
  }

  /// `instantiateViewController(withIdentifier:)`.
  func instantiate(_ identifier: Value, _ context: String, at location: SourceLocation)
    throws(Interrupt) -> Value
  {
    guard case .string(let name) = identifier else {
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "a storyboard identifier", found: identifier.kindDescription),
        at: location)
    }
    let declared = simulation.storyboard.identifiers[name]
    let isClassName =
      name.first?.isUppercase == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    return try instantiate(
      className: declared ?? (isClassName ? name : "UIViewController"), at: location)
  }

  /// `instantiateInitialViewController()` (S4 [I]): the class `storyboard=Initial:CLASS`
  /// declares, else a plain `UIViewController`.
  func instantiateInitial(at location: SourceLocation) throws(Interrupt) -> Value {
    try instantiate(
      className: simulation.storyboard.identifiers["Initial"] ?? "UIViewController", at: location)
  }

  func instantiate(className: String, at location: SourceLocation) throws(Interrupt)
    -> Value
  {
    // A navigation or tab bar controller scene (or an empty subclass of one): the container,
    // empty until the code fills it (the scene's relationship segues are not in the code).
    if Self.systemContainerClasses.contains(className)
      || systemContainerAncestor(of: className) != nil,
      let created = try createStoryboardContainer(className, at: location)
    {
      return created
    }
    let controller = try makeController(className: className, at: location)
    simulation.markFromStoryboard(controller)
    try awakeFromStoryboard(controller)  // A41.1
    return .controller(controller)
  }
}

/// Finds `@IBOutlet` properties and `@IBAction` methods in scenario source by its tokens
/// (`Lexer.tokenize`), without the parser: Swift `@IBOutlet weak var name: UIView!` and
/// `@IBOutlet var names: [UIButton]!`, `@IBAction func name(_ sender: UIButton)`;
/// Objective-C `@property (weak, nonatomic) IBOutlet UIView *name;`,
/// `IBOutletCollection(UIButton) NSArray *names;`, `- (IBAction)name:(id)sender`. Each
/// belongs to the class declared around it (`class X`, `@interface X`, `@implementation X`),
/// or to `self` at the top level.
enum OutletScanner {
  static func outlets(in tokens: [Token]) -> [StoryboardScene.Outlet] {
    scene(in: tokens).outlets
  }

  static func scene(in tokens: [Token]) -> (
    outlets: [StoryboardScene.Outlet], actions: [StoryboardScene.Action]
  ) {
    var outlets: [StoryboardScene.Outlet] = []
    var actions: [StoryboardScene.Action] = []
    var owner: String?
    // A Swift class's body ends at its closing brace (Objective-C's at `@end`): what follows is
    // no longer its own (a stand-in `class` before an outlet in a hidden prelude).
    var depth = 0
    var ownerDepth: Int?
    var index = 0
    func word(_ offset: Int) -> String? {
      index + offset < tokens.count ? tokens[index + offset].identifier : nil
    }
    func isPunctuation(_ offset: Int, _ text: String) -> Bool {
      index + offset < tokens.count && tokens[index + offset].isPunctuation(text)
    }
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .identifier("class"), .atKeyword("interface"), .atKeyword("implementation"):
        // Not `class func` / `class var`: a type member, not a class.
        if let name = word(1), !["func", "var", "let"].contains(name) {
          owner = name
          ownerDepth = token.kind == .identifier("class") ? depth : nil
        }
      case .atKeyword("end"):
        owner = nil
      case _ where token.isPunctuation("{"):
        depth += 1
      case _ where token.isPunctuation("}"):
        depth -= 1
        if let level = ownerDepth, depth == level {
          owner = nil
          ownerDepth = nil
        }
      case .atKeyword("IBOutlet"):
        // Swift: modifiers, then `var`/`let`, the name, `:`, the type or `[`type`]`.
        var look = index + 1
        while look < tokens.count, let each = tokens[look].identifier, each != "var", each != "let"
        {
          look += 1
        }
        guard look + 3 < tokens.count, let name = tokens[look + 1].identifier,
          tokens[look + 2].isPunctuation(":")
        else { break }
        if let type = tokens[look + 3].identifier {
          outlets.append(StoryboardScene.Outlet(owner: owner, name: name, viewClass: type))
        } else if tokens[look + 3].isPunctuation("["), look + 4 < tokens.count,
          let type = tokens[look + 4].identifier
        {
          outlets.append(
            StoryboardScene.Outlet(owner: owner, name: name, viewClass: type, isCollection: true))
        }
      case .atKeyword("IBAction"):
        // Swift: modifiers, then `func` and the name.
        var look = index + 1
        while look < tokens.count, let each = tokens[look].identifier, each != "func" {
          look += 1
        }
        if look + 1 < tokens.count, let name = tokens[look + 1].identifier {
          actions.append(StoryboardScene.Action(owner: owner, name: name))
        }
      case .identifier("IBAction"):
        // Objective-C: `- (IBAction)name`.
        if isPunctuation(1, ")"), let name = word(2) {
          actions.append(StoryboardScene.Action(owner: owner, name: name))
        }
      case .identifier("IBOutlet"):
        // Objective-C: `IBOutlet UIView *name`.
        if let type = word(1), isPunctuation(2, "*"), let name = word(3) {
          outlets.append(StoryboardScene.Outlet(owner: owner, name: name, viewClass: type))
        }
      case .identifier("IBOutletCollection"):
        // Objective-C: `IBOutletCollection(UIButton) NSArray *names`.
        if isPunctuation(1, "("), let type = word(2), isPunctuation(3, ")"), word(4) != nil,
          isPunctuation(5, "*"), let name = word(6)
        {
          outlets.append(
            StoryboardScene.Outlet(owner: owner, name: name, viewClass: type, isCollection: true))
        }
      default: break
      }
      index += 1
    }
    return (outlets, actions)
  }
}

extension Interpreter {
  /// The root view the scenario's stand-in of the scene makes (`storyboardView()`), or nil.
  func storyboardRootView(of controller: InterpretedController) -> UIView? {
    guard let info = controller.classInfo,
      let method = info.firstMethod(where: {
        $0.name == UndeclaredTypes.rootViewStandInName && $0.parameters.isEmpty
      }),
      case .view(let view)? = try? invoke(
        method, of: info, on: controller, arguments: [], at: SourceLocation(line: 0, column: 0))
    else { return nil }
    return view
  }

  /// The views of an outlet collection as the stand-in of its scene makes them, added to the
  /// root view untraced and named by their place in the collection (`buttons[2]`); none when
  /// the scenario has no stand-in (S5 [I]).
  func collectionViews(_ outlet: StoryboardScene.Outlet, of controller: InterpretedController)
    -> [Value]
  {
    let name = MissingPieceOutletCollections.standInName(outlet.name)
    guard let info = controller.classInfo, let root = controller.viewIfLoaded,
      let method = info.firstMethod(where: { $0.name == name && $0.parameters.isEmpty }),
      case .array(let values)? = try? invoke(
        method, of: info, on: controller, arguments: [], at: SourceLocation(line: 0, column: 0))
    else { return [] }
    for (index, value) in values.enumerated() {
      guard case .view(let view) = value else { continue }
      view.translatesAutoresizingMaskIntoConstraints = false  // B29: IB's subviews
      simulation.name(view, "\(outlet.name)[\(index)]")
      root.addOutlet(view)
    }
    return values
  }

  /// The view an outlet of this class holds: made as the code would make one (`X()`: a
  /// modelled view class, an inert UIKit view class, or the scenario's view class), a plain
  /// view for anything else. S5 [O]: Interface Builder's segmented control has "First" and
  /// "Second", the first one selected.
  func outletView(of viewClass: String) -> UIView {
    let at = SourceLocation(line: 0, column: 0)
    if UIKitSurface.shared.type(named: viewClass)?.objcName == "UISegmentedControl" {
      let segments = UISegmentedControl(items: ["First", "Second"])
      segments.selectedSegmentIndex = 0
      return segments
    }
    if case .view(let made)? = try? createSurface(
      viewClass, labels: [], [], at: at, objcInit: false)
    {
      return made
    }
    let isView =
      program.isViewClass(viewClass) || UIKitSurface.shared.isClass(viewClass, kindOf: "UIView")
    if isView, viewClass != "UIView", let made = try? makeView(className: viewClass, frame: .zero) {
      return made
    }
    return UIView(frame: .zero)
  }
}

extension Interpreter {
  /// The object an outlet of a class that is no view holds: a view controller of that class
  /// (the project's or UIKit's), or an object of a real class the model keeps inert (a
  /// gesture recognizer); nil for views and for names neither the snippet nor UIKit declares
  /// (an outlet's class is a view unless something says otherwise).
  func nonViewOutlet(of className: String) throws(Interrupt) -> Value? {
    let surface = UIKitSurface.shared
    let at = SourceLocation(line: 0, column: 0)
    if className == "UIView" || program.isViewClass(className)
      || KnownTypes.views.contains(className)
    {
      return nil
    }
    if let info = classes[className],
      realClassName(of: info.name) == nil
        || surface.isClass(realClassName(of: info.name) ?? "", kindOf: "UIViewController")
    {
      return .controller(try makeController(className: className, at: at))
    }
    guard let type = surface.type(named: className), type.kind == .class,
      !surface.isClass(type.objcName, kindOf: "UIView")
    else { return nil }
    return try inertInstance(of: type.objcName, at: at)
  }

  /// `initWithNibName:@"Main" bundle:nil`, `init(nibName: "Main", bundle: nil)`: a controller
  /// made from a named nib has its outlets connected when its view loads, as one from the
  /// storyboard has (S1: UIViewController's `loadView` loads the nib). Nil names no nib here.
  func markNibLoaded(_ controller: UIViewController, _ arguments: [Value]) {
    guard case .string(let name)? = arguments.first, !name.isEmpty else { return }
    simulation.markFromStoryboard(controller)
  }
}
