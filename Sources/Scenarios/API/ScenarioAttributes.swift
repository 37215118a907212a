import Containment

/// The `key=value` words after `swift scenario` / `objc scenario` in a fence's info string
/// (DESIGN.md section 4), also given on the command line by `lessons run`.
public struct ScenarioAttributes: Sendable, Equatable, Hashable {
  /// Names the scenario across translations; nil means "slug#ordinal", decided by the site.
  public var id: String?
  /// Class of the container the code runs in. Left at this default, a block that is only one
  /// view controller class runs that class (SelfClassInference).
  public var selfClass: String = "ParentViewController"
  /// For method blocks: the steps to run, in order, each as its own run-loop event: a method
  /// of `self` to call, or an event: `tap:NAME` (the control `NAME` sends its `.touchUpInside`
  /// actions), `select:NAME:INDEX` (a user selects segment INDEX of a `UISegmentedControl`:
  /// it is selected, then `.valueChanged` actions go out), `set:NAME:VALUE` (a user sets a
  /// switch, slider, stepper, page control or text field to VALUE, docs/FIDELITY.md A37.3),
  /// `post:NAME` (the notification `NAME` is posted), `wait:SECONDS` (the clock runs on,
  /// A39, B80). `NAME` is a property of `self` or a view the code named so.
  public var run: [String] = []
  /// `show=layout` adds layout callbacks to the trace.
  public var showLayout: Bool = false
  /// `show=views` traces what the code sets on views (`alpha`, `isHidden`, `frame`, `text`, a
  /// controller's `title` …): stored and never traced otherwise (FIDELITY-SURFACE.md V11).
  public var showViews: Bool = false
  /// `uikit=…` switches of inferred UIKit behaviours (see `UIKitBehavior`), in order given;
  /// `ios=12` is kept here as `IOS:12` (the iOS version whose behaviour the model follows).
  public var uikit: [String] = []
  /// `storyboard=Detail:DetailViewController,Menu`: the class
  /// `instantiateViewController(withIdentifier:)` makes for each storyboard identifier; an
  /// identifier without a class makes the class of that name (docs/FIDELITY-SURFACE.md S).
  public var storyboard: [String: String] = [:]
  /// `segue=showDetail:show:DetailViewController,…`: the segues of the storyboard the scenario
  /// stands in for, by identifier (docs/FIDELITY.md A29.2).
  public var segues: [String: StoryboardSegue] = [:]
  /// The `embed` entries of `segue=`, in the order written: the container views of `self`'s
  /// scene (docs/FIDELITY.md A25.1, B63).
  public var embeds: [StoryboardEmbed] = []
  /// `parent=Container`: `self` is a child of an on-screen `Container`, added the canonical
  /// way before the code runs (the excerpt shows the child's side, Interpreter+ChildSide);
  /// `parent=none` keeps `self` the window's root even where the runner would infer a child.
  /// Nil: the window's root, unless the run shows the child's side (`ScenarioRunner`).
  public var parentClass: String?

  public init() {}

  /// Keys this version understands, for "did you mean" on a typo.
  public static let knownKeys = [
    "id", "self", "parent", "run", "show", "uikit", "ios", "storyboard", "segue",
  ]

  /// Parses the words after the language and the `scenario` keyword.
  /// Unknown keys and malformed words are reported, never ignored.
  public static func parse(_ words: [String]) -> (ScenarioAttributes, [String]) {
    var attributes = ScenarioAttributes()
    var problems: [String] = []
    for word in words where !word.isEmpty {
      guard let equals = word.firstIndex(of: "=") else {
        problems.append("attribute `\(word)` has no value; write key=value")
        continue
      }
      let key = String(word[..<equals])
      let value = String(word[word.index(after: equals)...])
      switch key {
      case "id": attributes.id = value
      case "self": attributes.selfClass = value
      case "parent":
        if value.isEmpty || value.contains(where: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
          problems.append("`parent=\(value)`: write the container's class name, or `none`")
        } else {
          attributes.parentClass = value
        }
      case "run": attributes.run = value.split(separator: ",").map(String.init)
      case "show":
        for item in value.split(separator: ",") {
          switch item {
          case "layout": attributes.showLayout = true
          case "views": attributes.showViews = true
          default: problems.append("unknown show value `\(item)`; supported: layout, views")
          }
        }
      case "uikit": attributes.uikit += value.split(separator: ",").map(String.init)
      case "ios": attributes.uikit.append("IOS:" + value)
      case "storyboard":
        for item in value.split(separator: ",") {
          let parts = item.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
          guard parts.count <= 2, let identifier = parts.first, !identifier.isEmpty,
            parts.count == 1 || !parts[1].isEmpty
          else {
            problems.append("storyboard entry `\(item)`: write IDENTIFIER or IDENTIFIER:ClassName")
            continue
          }
          attributes.storyboard[identifier] = parts.count == 2 ? parts[1] : identifier
        }
      case "segue":
        for item in value.split(separator: ",") {
          let parts = item.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
          let kind =
            parts.count > 1
            ? StoryboardSegue.Kind(rawValue: parts[1] == "push" ? "show" : parts[1]) : nil
          // An embed segue may have no identifier (Interface Builder leaves it empty) and may
          // name its container view's outlet; a custom one names its class.
          let fourth: Bool
          switch kind {
          case .custom?: fourth = parts.count == 4
          case .embed?: fourth = parts.count == 3 || parts.count == 4
          default: fourth = parts.count == 3
          }
          guard parts.count == 3 || parts.count == 4, let kind, fourth,
            !parts[0].isEmpty || kind == .embed, !parts[2].isEmpty,
            parts.count == 3 || !parts[3].isEmpty
          else {
            problems.append(
              "segue entry `\(item)`: write IDENTIFIER:KIND:DestinationClass, KIND one of "
                + "show, present; or IDENTIFIER:custom:DestinationClass:SegueClass, "
                + "IDENTIFIER:unwind:actionName, [IDENTIFIER]:embed:ChildClass[:containerOutlet]")
            continue
          }
          // An identifier with spaces (`Show Detail`) is written `Show%20Detail`: the info
          // string's words are separated by spaces.
          let identifier = Self.percentDecoded(parts[0])
          let segue = StoryboardSegue(
            kind: kind, destination: parts[2],
            segueClass: kind == .custom ? parts[3] : nil,
            container: kind == .embed && parts.count == 4 ? parts[3] : nil)
          if kind == .embed {
            attributes.embeds.append(
              StoryboardEmbed(identifier: identifier.isEmpty ? nil : identifier, segue: segue))
          }
          if !identifier.isEmpty { attributes.segues[identifier] = segue }
        }
      default:
        problems.append(
          "unknown attribute `\(key)`; supported: \(knownKeys.joined(separator: ", "))")
      }
    }
    return (attributes, problems)
  }

  /// `Show%20Detail` → `Show Detail`: each `%XX` (two hexadecimal digits) is that byte; text
  /// that is not valid UTF-8 afterwards, or a `%` without two digits, stays as written.
  static func percentDecoded(_ text: String) -> String {
    guard text.contains("%") else { return text }
    var bytes: [UInt8] = []
    var utf8 = Array(text.utf8)[...]
    while let byte = utf8.first {
      utf8 = utf8.dropFirst()
      if byte == UInt8(ascii: "%"), utf8.count >= 2,
        let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(validating: bytes, as: UTF8.self) ?? text
  }
}
