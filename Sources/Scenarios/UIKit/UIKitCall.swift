import Containment

/// A call of a declared member with its arguments converted by the declaration's types: what
/// a behaviour closure receives. The binder (`Interpreter.bind`) made every conversion, so
/// the accessors only unwrap; a mismatch between a declaration and the accessor its
/// behaviour uses is a programming error, caught by the catalogue's tests.
struct UIKitCall {
  unowned let interpreter: Interpreter
  let member: UIKitMember
  let receiver: Value
  /// Converted arguments, one per declared parameter (a left-out one is nil).
  let arguments: [Value]
  let locations: [SourceLocation]
  let location: SourceLocation

  var simulation: UIKitSimulation { interpreter.simulation }

  /// The member as messages quote it (`` `addTarget(_:action:for:)` ``).
  var context: String { member.quotedSpelling(interpreter.language) }

  /// The receiver view as the class the member is declared on (`UILabel` for `text`).
  func view<Kind: UIView>(as kind: Kind.Type) -> Kind {
    if case .view(let view as Kind) = receiver { return view }
    preconditionFailure("\(member.swiftName) declared on \(Kind.self), called on \(receiver)")
  }

  // MARK: The receiver

  var view: UIView {
    if case .view(let view) = receiver { return view }
    preconditionFailure("\(member.swiftName) declared on a view, called on \(receiver)")
  }

  var window: UIWindow {
    if case .view(let view as UIWindow) = receiver { return view }
    preconditionFailure("\(member.swiftName) declared on a window, called on \(receiver)")
  }

  var controller: UIViewController {
    if case .controller(let controller) = receiver { return controller }
    preconditionFailure("\(member.swiftName) declared on a controller, called on \(receiver)")
  }

  var rect: CGRect {
    if case .rect(let rect) = receiver { return rect }
    preconditionFailure("\(member.swiftName) declared on a CGRect, called on \(receiver)")
  }

  var point: CGPoint {
    if case .surface(.point(let point)) = receiver { return point }
    preconditionFailure("\(member.swiftName) declared on a CGPoint, called on \(receiver)")
  }

  var size: CGSize {
    if case .surface(.size(let size)) = receiver { return size }
    preconditionFailure("\(member.swiftName) declared on a CGSize, called on \(receiver)")
  }

  /// The view whose layer received the call (`view.layer.cornerRadius`).
  var layerView: UIView {
    if case .surface(.layer(let view)) = receiver { return view }
    preconditionFailure("\(member.swiftName) declared on a layer, called on \(receiver)")
  }

  /// The view and the name of the layout guide that received the call
  /// (`view.safeAreaLayoutGuide.topAnchor`).
  var layoutGuide: (view: UIView, name: String) {
    if case .surface(.layoutGuide(let view, let name)) = receiver { return (view, name) }
    preconditionFailure("\(member.swiftName) declared on a layout guide, called on \(receiver)")
  }

  var items: [Value] {
    if case .array(let items) = receiver { return items }
    preconditionFailure("\(member.swiftName) declared on an array, called on \(receiver)")
  }

  // MARK: Arguments

  /// The converted arguments with the declaration's Swift labels, for helpers that take a
  /// call's arguments as written.
  var evaluatedArguments: [EvaluatedArgument] {
    arguments.indices.map { index in
      EvaluatedArgument(
        label: index < member.swiftLabels.count ? member.swiftLabels[index] : nil,
        value: arguments[index], isTrailing: false, location: location(of: index))
    }
  }

  func argument(_ index: Int) -> Value { index < arguments.count ? arguments[index] : .null }

  func location(of index: Int) -> SourceLocation {
    index < locations.count ? locations[index] : location
  }

  func view(_ index: Int) -> UIView {
    if case .view(let view) = argument(index) { return view }
    preconditionFailure("\(member.swiftName): argument \(index) is not a view")
  }

  func point(_ index: Int) -> CGPoint {
    if case .surface(.point(let point)) = argument(index) { return point }
    preconditionFailure("\(member.swiftName): argument \(index) is not a CGPoint")
  }

  func size(_ index: Int) -> CGSize {
    if case .surface(.size(let size)) = argument(index) { return size }
    preconditionFailure("\(member.swiftName): argument \(index) is not a CGSize")
  }

  func string(_ index: Int) -> String {
    if case .string(let text) = argument(index) { return text }
    preconditionFailure("\(member.swiftName): argument \(index) is not a string")
  }

  func controlEvents(_ index: Int) -> UIControl.Event {
    if case .surface(.controlEvents(let events)) = argument(index) { return events }
    preconditionFailure("\(member.swiftName): argument \(index) is not control events")
  }

  func optionalString(_ index: Int) -> String? {
    if case .string(let text) = argument(index) { return text }
    return nil
  }

  /// Records `member = value` on the receiver view when the scenario traces view
  /// assignments (`show=views`, FIDELITY-SURFACE.md V11).
  func traceAssignment(_ member: APIMember, _ value: TraceValue, suffix: String = "") {
    simulation.recordViewAssignment(on: view, suffix: suffix, member, value)
  }

  func controller(_ index: Int) -> UIViewController {
    if case .controller(let controller) = argument(index) { return controller }
    preconditionFailure("\(member.swiftName): argument \(index) is not a controller")
  }

  func closure(_ index: Int) -> ClosureValue? {
    if case .closure(let closure) = argument(index) { return closure }
    return nil
  }

  /// Animation options the binder has checked (`.animationOptions`).
  func options(_ index: Int) -> UIView.AnimationOptions {
    interpreter.options(argument(index)) ?? []
  }

  /// The traced member being called, as its declaration spells it.
  var traced: APIMember {
    guard let traced = member.traced else {
      preconditionFailure("\(member.swiftName) is not declared as traced")
    }
    return traced
  }

  /// Argument `index` as a trace shows an object argument (`sender:`): a controller or view
  /// by its trace name, anything else as nil.
  func traceObject(_ index: Int) -> TraceValue {
    switch argument(index) {
    case .controller(let controller): .object(simulation.traceName(of: controller))
    case .view(let view): .object(simulation.traceName(of: view))
    default: .null
    }
  }

  /// A controller as trace lines name it.
  func trace(_ controller: UIViewController) -> TraceValue { interpreter.trace(controller) }

  func optionalController(_ index: Int) -> UIViewController? {
    if case .controller(let controller) = argument(index) { return controller }
    return nil
  }

  func number(_ index: Int) -> Double {
    if let number = argument(index).numeric { return number }
    preconditionFailure("\(member.swiftName): argument \(index) is not a number")
  }

  func bool(_ index: Int) -> Bool {
    if case .bool(let flag) = argument(index) { return flag }
    preconditionFailure("\(member.swiftName): argument \(index) is not a Bool")
  }

  func rect(_ index: Int) -> CGRect {
    if case .rect(let rect) = argument(index) { return rect }
    preconditionFailure("\(member.swiftName): argument \(index) is not a CGRect")
  }
}

extension Interpreter {
  /// The binder: converts `arguments` by `member`'s declared parameter types (one
  /// `scenario.type-mismatch` at the first argument of the wrong type), for every member.
  func bind(
    _ member: UIKitMember, on receiver: Value, _ arguments: [EvaluatedArgument],
    at location: SourceLocation
  ) throws(Interrupt) -> UIKitCall {
    let context = member.quotedSpelling(language)
    var converted: [Value] = []
    // Swift may leave out an option set the SDK defaults to `[]` (C22): the arguments written
    // fill the other parameters, in order.
    var omitted = language == .swift ? member.parameters.count - arguments.count : 0
    var next = 0
    for (index, type) in member.parameters.enumerated() {
      let argument = next < arguments.count ? arguments[next] : nil
      if omitted > 0, MemberResolver.isDefaultedOptions(member, at: index),
        argument?.label != member.swiftLabels[index]
      {
        converted.append(.options([]))
        omitted -= 1
        continue
      }
      next += 1
      converted.append(
        try convert(argument?.value ?? .null, to: type, context, at: argument?.location ?? location)
      )
    }
    return UIKitCall(
      interpreter: self, member: member, receiver: receiver, arguments: converted,
      locations: arguments.map(\.location), location: location)
  }

  /// The binder for an assignment: the new value converted by the property's type.
  func bindAssignment(
    _ member: UIKitMember, on receiver: Value, _ newValue: Value, at location: SourceLocation
  ) throws(Interrupt) -> UIKitCall {
    let value = try convert(
      newValue, to: member.result, member.quotedSpelling(language), at: location)
    return UIKitCall(
      interpreter: self, member: member, receiver: receiver, arguments: [value],
      locations: [location], location: location)
  }

  /// `value` as `type` expects it (a Bool from an Objective-C number, a whole number checked),
  /// or the type mismatch.
  private func convert(
    _ value: Value, to type: UIKitValueType, _ context: String, at location: SourceLocation
  ) throws(Interrupt) -> Value {
    // A value of a real enum (C36) reaches a declared member as the code's implicit member
    // would (`.fade`), or as its raw value where a number is declared.
    if case .surface(.enumValue(let enumValue)) = value {
      switch type {
      case .number, .integer, .bool:
        return try convert(.integer(enumValue.raw), to: type, context, at: location)
      default:
        let plain: Value =
          enumValue.caseName.map { .ignored("." + $0) } ?? .integer(enumValue.raw)
        return try convert(plain, to: type, context, at: location)
      }
    }
    switch type {
    case .controller: return .controller(try controller(value, context, at: location))
    case .optionalController:
      return try optionalController(value, context, at: location).map(Value.controller) ?? .null
    case .view: return .view(try view(value, context, at: location))
    case .optionalView:
      if case .null = value { return .null }
      return .view(try view(value, context, at: location))
    case .number: return .number(try number(value, context, at: location))
    case .integer: return .number(Double(try wholeNumber(value, context, at: location)))
    case .bool: return .bool(try flag(value, context, at: location))
    case .rect: return .rect(try rect(value, context, at: location))
    case .optionalClosure:
      return try closure(value, context, at: location).map(Value.closure) ?? .null
    case .anchor: return .surface(.anchor(try anchor(value, context, at: location)))
    case .constraint: return .surface(.constraint(try constraint(value, context, at: location)))
    case .constraints:
      return .array(try constraints(value, context, at: location).map { .surface(.constraint($0)) })
    case .animations, .block:
      if case .closure = value { return value }
      throw Interrupt(
        .typeMismatch(context: context, expected: type.expected, found: value.kindDescription),
        at: location)
    case .optionalControllers:
      if case .null = value { return .null }
      return try convert(value, to: .controllers, context, at: location)
    case .controllers:
      guard case .array(let items) = value else {
        throw Interrupt(
          .typeMismatch(context: context, expected: type.expected, found: value.kindDescription),
          at: location)
      }
      for item in items { _ = try controller(item, context, at: location) }
      return value
    case .presentationStyle:
      if case .string(let name) = value, UIModalPresentationStyle(rawValue: name) != nil {
        return value
      }
      // `.currentContext`, `UIModalPresentationStyle.overCurrentContext`: a real case the
      // implicit-member table does not spell is the style of that name.
      if case .ignored(let dotted) = value, dotted.hasPrefix("."),
        UIModalPresentationStyle(rawValue: String(dotted.dropFirst())) != nil
      {
        return .string(String(dotted.dropFirst()))
      }
      // `.custom` is also a `UIButton.ButtonType`, which an implicit member finds first.
      if case .surface(.buttonType("custom")) = value { return .string("custom") }
      // `vc.modalPresentationStyle = 2;`: NS_ENUM is an integer type in C and any integer
      // converts to it (C11 6.3.1.3, C49): the style whose value UIViewController.h gives.
      if language == .objc, let number = value.numeric, number == number.rounded(),
        let style = Self.presentationStyleValues[Int(number)]
      {
        return .string(style.rawValue)
      }
      throw Interrupt(
        .typeMismatch(context: context, expected: type.expected, found: value.kindDescription),
        at: location)
    case .animationOptions:
      if options(value) != nil { return value }
      // `options:(7 << 16)`, `options:0x100000`: NS_OPTIONS is an integer type in C, and any
      // integer converts to it (C11 6.3.1.3); the bits are the options.
      if language == .objc, let bits = Self.optionBits(value) {
        return .options(UIView.AnimationOptions(rawValue: bits))
      }
      throw Interrupt(
        .typeMismatch(context: context, expected: type.expected, found: value.kindDescription),
        at: location)
    case .autoresizingMask:
      return .surface(.autoresizingMask(try autoresizingMask(value, context, at: location)))
    case .controlEvents:
      return .surface(.controlEvents(try controlEvents(value, context, at: location)))
    case .optionalString:
      return try optionalString(value, context, at: location).map(Value.string) ?? .null
    case .string, .array, .optionalColor, .stackAxis:
      if Self.matches(value, type) { return value }
      throw Interrupt(
        .typeMismatch(context: context, expected: type.expected, found: value.kindDescription),
        at: location)
    case .structValue(let name):
      if case .record(let record) = value, record.type == name { return value }
      // `.identity`, `.zero`: the struct's constant of that name (C35).
      if let constant = Self.structConstant(value, ofType: name) { return constant }
      throw Interrupt(
        .typeMismatch(context: context, expected: type.expected, found: value.kindDescription),
        at: location)
    case .point, .size:
      // `.zero` is read as `CGRect.zero` before its type is known.
      if case .rect(let rect) = value, rect == .zero {
        return type == .point ? .surface(.point(.zero)) : .surface(.size(.zero))
      }
      if Self.matches(value, type) { return value }
      throw Interrupt(
        .typeMismatch(context: context, expected: type.expected, found: value.kindDescription),
        at: location)
    case .any, .void:
      return value
    }
  }

  /// A non-negative whole number's bits, as C converts it to an unsigned options type.
  private static func optionBits(_ value: Value) -> UInt? {
    switch value {
    case .integer(let n) where n >= 0: return UInt(n)
    case .number(let n) where n >= 0 && n == n.rounded() && n < 0x1p63: return UInt(n)
    default: return nil
    }
  }

  private static func matches(_ value: Value, _ type: UIKitValueType) -> Bool {
    switch (type, value) {
    case (.string, .string), (.stackAxis, .string): true
    case (.point, .surface(.point)), (.size, .surface(.size)), (.array, .array): true
    case (.optionalColor, .surface(.color)), (.optionalColor, .null): true
    default: false
    }
  }
}

extension Interpreter {
  /// `UIModalPresentationStyle`'s values in UIViewController.h (`UIModalPresentationFullScreen
  /// = 0` … `UIModalPresentationPopover`, `UIModalPresentationNone = -1`, `…Automatic = -2`),
  /// for an integer written where the style is expected (C49); the tvOS-only blur style and
  /// `none` are not styles the model presents with.
  static let presentationStyleValues: [Int: UIModalPresentationStyle] = [
    -2: .automatic, 0: .fullScreen, 1: .pageSheet, 2: .formSheet, 3: .currentContext,
    4: .custom, 5: .overFullScreen, 6: .overCurrentContext, 7: .popover,
  ]
}
