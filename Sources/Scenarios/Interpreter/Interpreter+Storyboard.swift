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
    guard simulation.isFromStoryboard(controller), let root = controller.viewIfLoaded else {
      return
    }
    var classes: [String] = []
    var current = controller.classInfo
    while let info = current, classes.count < 64 {
      classes.append(info.name)
      current = info.superclass
    }
    for outlet in simulation.storyboard.outlets {
      let owner = outlet.owner
      guard owner.map(classes.contains) ?? isRoot else { continue }
      let view: UIView
      switch outlet.viewClass {
      case "UIButton": view = UIButton(frame: .zero)
      case "UILabel": view = UILabel(frame: .zero)
      case "UIImageView": view = UIImageView(frame: .zero)
      case "UISegmentedControl": view = UISegmentedControl(frame: .zero)
      case "UIScrollView": view = UIScrollView(frame: .zero)
      case "UIStackView": view = UIStackView(frame: .zero)
      default: view = UIView(frame: .zero)
      }
      view.translatesAutoresizingMaskIntoConstraints = false  // B29: IB's subviews
      simulation.name(view, outlet.name)
      root.addOutlet(view)
      controller.properties[outlet.name] = .view(view)
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
    let className = declared ?? (isClassName ? name : "UIViewController")
    let controller = try makeController(className: className, at: location)
    simulation.markFromStoryboard(controller)
    return .controller(controller)
  }
}

/// Finds `@IBOutlet` properties in scenario source by its tokens (`Lexer.tokenize`), without
/// the parser: Swift `@IBOutlet weak var name: UIView!`, Objective-C
/// `@property (weak, nonatomic) IBOutlet UIView *name;`. Each belongs to the class declared
/// around it (`class X`, `@interface X`, `@implementation X`), or to `self` at the top level.
enum OutletScanner {
  static func outlets(in tokens: [Token]) -> [StoryboardScene.Outlet] {
    var outlets: [StoryboardScene.Outlet] = []
    var owner: String?
    var index = 0
    func word(_ offset: Int) -> String? {
      index + offset < tokens.count ? tokens[index + offset].identifier : nil
    }
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .identifier("class"), .atKeyword("interface"), .atKeyword("implementation"):
        if let name = word(1) { owner = name }
      case .atKeyword("end"):
        owner = nil
      case .atKeyword("IBOutlet"):
        // Swift: modifiers, then `var`/`let`, the name, `:`, the type.
        var look = index + 1
        while look < tokens.count, let each = tokens[look].identifier, each != "var", each != "let"
        {
          look += 1
        }
        if look + 3 < tokens.count, let name = tokens[look + 1].identifier,
          tokens[look + 2].isPunctuation(":"), let type = tokens[look + 3].identifier
        {
          outlets.append(StoryboardScene.Outlet(owner: owner, name: name, viewClass: type))
        }
      case .identifier("IBOutlet"):
        // Objective-C: `IBOutlet UIView *name`.
        if let type = word(1), index + 3 < tokens.count, tokens[index + 2].isPunctuation("*"),
          let name = word(3)
        {
          outlets.append(StoryboardScene.Outlet(owner: owner, name: name, viewClass: type))
        }
      default: break
      }
      index += 1
    }
    return outlets
  }
}
