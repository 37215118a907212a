import Containment

/// Events the way apps receive them: selectors, target-action delivery, notifications, and
/// the `run=` steps that stand for a user's tap or selection (FIDELITY-SURFACE.md E1–E5,
/// N1–N4).
extension Interpreter {
  // MARK: Selectors

  /// The selector `value` names (`#selector(showSecond(_:))` and `@selector(showSecond:)`
  /// are strings by the time they get here), resolved against `target`'s methods when the
  /// Swift spelling leaves the arity open (`#selector(showSecond)`).
  func selector(_ value: Value, target: AnyObject?, _ context: String, at location: SourceLocation)
    throws(Interrupt) -> Containment.Selector
  {
    guard case .string(let written) = value, !written.isEmpty else {
      throw Interrupt(
        .typeMismatch(
          context: context,
          expected: language == .swift
            ? "a selector `#selector(name(_:))`" : "a selector `@selector(name:)`",
          found: value.kindDescription), at: location)
    }
    switch language {
    case .objc:
      return Selector(objcName: written)
    case .swift:
      if written.hasSuffix(")") { return Self.swiftSelector(written) }
      // `"showSecond:"`, `Selector("showWithSender:")`: an Objective-C selector, the method
      // whose selector it is (`showSecond(_:)`, `show(sender:)`; W27).
      if written.contains(":"), let controller = target as? InterpretedController,
        let method = controller.classInfo?.firstMethod(where: {
          !$0.isProperty && !$0.isStatic && Self.swiftSelector($0.key(.swift)).objcName == written
        })
      {
        return Self.swiftSelector(method.key(.swift))
      }
      // `#selector(showSecond)`: the one method of that base name decides the arity.
      if let controller = target as? InterpretedController,
        let method = controller.classInfo?.firstMethod(where: {
          $0.name == written && !$0.isProperty
        })
      {
        return Self.swiftSelector(method.key(.swift))
      }
      return Selector(swiftName: written, objcName: written)
    }
  }

  /// `showSecond(_:)` → `showSecond:`; `show(sender:)` → `showWithSender:`; `a()` → `a`.
  static func swiftSelector(_ key: String) -> Containment.Selector {
    guard let open = key.firstIndex(of: "(") else {
      return Selector(swiftName: key, objcName: key)
    }
    let name = String(key[..<open])
    let inner = key[key.index(after: open)...].dropLast()
    let labels = inner.split(separator: ":").map(String.init)
    guard !labels.isEmpty else { return Selector(swiftName: name, objcName: name) }
    var objc = name
    for (index, label) in labels.enumerated() {
      if index == 0 {
        objc += label == "_" ? ":" : "With" + label.prefix(1).uppercased() + label.dropFirst() + ":"
      } else {
        objc += (label == "_" ? "" : label) + ":"
      }
    }
    return Selector(swiftName: key, objcName: objc)
  }

  /// The method `selector` names on `controller`, in the scenario's language.
  func method(for selector: Containment.Selector, in controller: InterpretedController)
    -> (MethodDecl, ClassInfo)?
  {
    guard let info = controller.classInfo else { return nil }
    return method(for: selector, in: info)
  }

  /// The method of class `info` (or a superclass) that `selector` names.
  func method(for selector: Containment.Selector, in info: ClassInfo) -> (MethodDecl, ClassInfo)? {
    switch language {
    case .objc: return info.method(selector.objcName)
    case .swift:
      let key = selector.swiftName.hasSuffix(")") ? selector.swiftName : selector.swiftName + "()"
      return info.method(key)
    }
  }

  /// What a delivered action or notification method receives: the sender, the notification,
  /// or nothing. One place, so a controller's and a view's methods are called alike.
  private func deliveredArguments(_ argument: MessageArgument?) -> [Value] {
    switch argument {
    case .object(let object): return [value(of: object)]
    case .notification(let name, _): return [deliveredNotification(name)]
    case nil: return []
    }
  }

  /// Runs the method for `selector` with the sender or notification as its argument.
  func deliver(
    _ selector: Containment.Selector, to controller: InterpretedController,
    _ argument: MessageArgument?
  ) {
    guard let (method, owner) = method(for: selector, in: controller) else { return }
    let arguments = deliveredArguments(argument)
    guarded { () throws(Interrupt) in
      _ = try invoke(method, of: owner, on: controller, arguments: arguments, at: method.location)
    }
  }

  /// Runs a scenario view class's method for `selector` with the view as `self`.
  func deliver(
    _ selector: Containment.Selector, toView view: InterpretedView, _ argument: MessageArgument?
  ) {
    guard let info = view.classInfo, let (method, owner) = method(for: selector, in: info),
      let receiver = fileScopeOwner
    else { return }
    let arguments = deliveredArguments(argument)
    guarded { () throws(Interrupt) in
      _ = try invoke(
        method, of: owner, on: receiver, arguments: arguments, at: method.location,
        valueSelf: .view(view))
    }
  }

  // MARK: Notification center

  /// A notification name: a string (`@"firstClick"`, `Notification.Name("firstClick")`), or
  /// nil for "every notification".
  func notificationName(_ value: Value, _ context: String, at location: SourceLocation)
    throws(Interrupt) -> String?
  {
    switch value {
    case .string(let name): return name
    case .null: return nil
    default:
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "a notification name", found: value.kindDescription),
        at: location)
    }
  }

  // MARK: run= events

  /// Runs a `run=` step that names an event (`tap:NAME`, `select:NAME:INDEX`,
  /// `post:NAME`); false when the step is a method name.
  func runEvent(_ step: String, root: InterpretedController) throws(Interrupt) -> Bool {
    let parts = step.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 2, ["tap", "select", "post", "set", "wait", "alert"].contains(parts[0])
    else {
      return false
    }
    func bad(_ message: String) -> Interrupt {
      Interrupt(.badRunEvent("`run=\(step)`: \(message)"), at: SourceLocation(line: 0, column: 0))
    }
    simulation.currentSourceLine = nil
    switch (parts[0], parts.count) {
    case ("post", 2):
      simulation.notificationCenter.post(name: parts[1], object: nil)
    case ("wait", 2):
      // A39, B80: the user waits; the clock moves on, firing what is due (repeating timers too).
      guard let seconds = Double(parts[1]), seconds > 0, seconds <= 3600 else {
        throw bad("wait a number of seconds, more than 0 and at most 3600")
      }
      simulation.wait(seconds)
    case ("tap", 3),
      ("tap", 4) where parts.dropFirst(2).allSatisfy({ Int($0) != nil }):
      try tapList(named: parts[1], Array(parts.dropFirst(2)), root: root, bad)
    case ("tap", 2):
      let control = try self.control(named: parts[1], root: root, bad)
      try checkTouchable(control, parts[1], bad)
      if let toggle = control as? UISwitch {
        toggle.userSets(on: !toggle.isOn)  // A37.3: a tap flips a switch
      } else {
        control.userTouches(for: control is UISegmentedControl ? .valueChanged : .touchUpInside)
      }
    case ("set", 3...):
      let control = try self.control(named: parts[1], root: root, bad)
      try checkTouchable(control, parts[1], bad)
      try userSets(control, parts[1], parts.dropFirst(2).joined(separator: ":"), bad)
    case ("alert", 2...):
      // A43.3: the user taps the button of the action titled TITLE on the alert on screen.
      let title = parts.dropFirst().joined(separator: ":")
      var top: UIViewController = simulation.window.rootViewController ?? root
      while let presented = top.presentedViewController { top = presented }
      guard let alert = top as? UIAlertController, alert.isViewLoaded else {
        throw bad("no alert is on screen")
      }
      guard let action = alert.action(titled: title) else {
        let titles = alert.actions.compactMap(\.title).map { "`\($0)`" }
        throw bad(
          "the alert has no action `\(title)`"
            + (titles.isEmpty ? "" : "; its actions: " + titles.joined(separator: ", ")))
      }
      alert.userTaps(action)
    case ("select", 3):
      guard let segments = try self.control(named: parts[1], root: root, bad) as? UISegmentedControl
      else { throw bad("`\(parts[1])` is not a `UISegmentedControl`") }
      guard let index = Int(parts[2]), index >= 0, index < segments.numberOfSegments else {
        throw bad(
          "`\(parts[1])` has \(segments.numberOfSegments) segments; no segment `\(parts[2])`")
      }
      try checkTouchable(segments, parts[1], bad)
      segments.userSelects(index)
    default:
      throw bad(
        "write `tap:NAME`, `tap:NAME:ROW`, `select:NAME:INDEX`, `set:NAME:VALUE`, `post:NAME`, "
          + "`alert:TITLE` or `wait:SECONDS`")
    }
    try checkStopped()
    simulation.drain()
    try checkStopped()
    return true
  }

  /// The control a `run=` step names: a property of `self`, else a view the code named so.
  private func control(
    named name: String, root: InterpretedController, _ bad: (String) -> Interrupt
  ) throws(Interrupt) -> UIControl {
    if case .view(let view) = root.properties[name] ?? .null {
      guard let control = view as? UIControl else { throw bad("`\(name)` is not a control") }
      return control
    }
    let views = simulation.window.viewsInSubtree
    if let view = views.first(where: { simulation.assignedName(of: $0) == name }) {
      guard let control = view as? UIControl else { throw bad("`\(name)` is not a control") }
      return control
    }
    throw bad(
      "no control named `\(name)` is in the window (a property of `self`, or a view the code named so)"
    )
  }

  /// The words `run=set:` takes for a switch's two positions.
  static let switchOnWords: Set<String> = ["on", "true", "yes", "1"]
  static let switchOffWords: Set<String> = ["off", "false", "no", "0"]

  /// `run=set:NAME:VALUE`: the user moves a value control to VALUE (docs/FIDELITY.md A37.3):
  /// a switch to `on`/`off`, a slider, stepper or page control to a number, a segmented control
  /// to a segment, a text field's text to VALUE as typed.
  private func userSets(
    _ control: UIControl, _ name: String, _ value: String, _ bad: (String) -> Interrupt
  ) throws(Interrupt) {
    func number() throws(Interrupt) -> Double {
      guard let number = Double(value) else { throw bad("`\(value)` is not a number") }
      return number
    }
    switch control {
    case let toggle as UISwitch:
      let word = value.lowercased()
      if Self.switchOnWords.contains(word) {
        toggle.userSets(on: true)
      } else if Self.switchOffWords.contains(word) {
        toggle.userSets(on: false)
      } else {
        throw bad("a switch is set `on` or `off`, not `\(value)`")
      }
    case let slider as UISlider: slider.userSets(value: try number())
    case let stepper as UIStepper: stepper.userSets(value: try number())
    case let pages as UIPageControl: pages.userSets(page: Int(try number()))
    case let field as UITextField: field.userTypes(value)
    case let segments as UISegmentedControl:
      guard let index = Int(value), index >= 0, index < segments.numberOfSegments else {
        throw bad("`\(name)` has \(segments.numberOfSegments) segments; no segment `\(value)`")
      }
      segments.userSelects(index)
    default:
      throw bad(
        "`\(name)` holds no value a user sets (a switch, slider, stepper, page control, "
          + "segmented control or text field)")
    }
  }

  /// A user can only touch a control that is on screen, visible and enabled (E5 [D]).
  private func checkTouchable(_ control: UIControl, _ name: String, _ bad: (String) -> Interrupt)
    throws(Interrupt)
  {
    guard control.isInVisibleWindow else {
      throw bad("`\(name)` is not in the window: no one can touch it")
    }
    var current: UIView? = control
    while let view = current {
      if view.isHidden || view.styling.alpha < 0.01 {
        throw bad("`\(name)` is hidden: no one can touch it")
      }
      current = view.superview
    }
    guard control.isEnabled else { throw bad("`\(name)` is disabled: it sends no actions") }
  }
}

extension InterpretedController {
  func responds(to selector: Containment.Selector) -> Bool {
    interpreter?.method(for: selector, in: self) != nil
  }

  func receive(_ selector: Containment.Selector, _ argument: MessageArgument?) {
    interpreter?.deliver(selector, to: self, argument)
  }
}
