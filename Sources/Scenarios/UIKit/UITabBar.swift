import Containment

extension UIKitType {
  /// `UITabBar` (FIDELITY-SURFACE C47): a tab bar controller's `tabBar` shows one item per
  /// controller, each the `tabBarItem` that controller reads, in the order of
  /// `viewControllers`; `selectedItem` is the selected controller's. A tab bar the code makes
  /// itself keeps the items it is given. Its other members stay inert (V13).
  static let uiTabBar = UIKitType("UITabBar", superclass: "UIView", receiver: .tabBar) { on in
    [
      .property(
        on, "items", .array, fidelity: "C47",
        read: { call throws(Interrupt) in
          try call.interpreter.tabBarItems(of: call.view, at: call.location)
        },
        write: { call throws(Interrupt) in
          try call.interpreter.setTabBarItems(call.argument(0), of: call.view, at: call.location)
          return nil
        }),
      .property(
        on, "selectedItem", .any, fidelity: "C47",
        read: { call throws(Interrupt) in
          try call.interpreter.selectedTabBarItem(of: call.view, at: call.location)
        },
        write: { call throws(Interrupt) in
          // Kept; setting it tells the delegate nothing (A27.3).
          call.interpreter.setSelectedTabBarItem(call.argument(0), of: call.view)
          return nil
        }),
    ]
  }
}

extension Interpreter {
  /// The tab bar of a tab bar controller: one view, made at the first read and the same at
  /// every read after it, which takes subviews as any view does (C47).
  func tabBar(of tabs: UITabBarController) throws(Interrupt) -> UIView {
    // Key-value coding may have set one (`[tabs setValue:bar forKey:@"tabBar"]`, C32).
    let key = InertKey(object: ObjectIdentifier(tabs), name: "tabBar")
    if case .view(let bar) = inertValues[key] {
      if inertValues[Self.ownerKey(of: bar)] == nil {
        inertValues[Self.ownerKey(of: bar)] = .controller(tabs)
      }
      return bar
    }
    let bar = try makeView(className: "UITabBar", frame: .zero)
    // Traced as the code reaches it, through its controller (`[self.tabBar addSubview:v]`).
    simulation.name(bar, simulation.traceName(of: tabs) + ".tabBar")
    inertValues[key] = .view(bar)
    inertValues[Self.ownerKey(of: bar)] = .controller(tabs)
    return bar
  }

  /// The tab bar controller whose `tabBar` this view is, if it is one.
  private func owningTabs(of bar: UIView) -> UITabBarController? {
    guard case .controller(let tabs as UITabBarController) = inertValues[Self.ownerKey(of: bar)]
    else { return nil }
    return tabs
  }

  private static func ownerKey(of bar: UIView) -> InertKey {
    InertKey(object: ObjectIdentifier(bar), name: "tabBarController")
  }

  /// `tabBar.items`: the controllers' `tabBarItem`s, read as the code reads them (the same
  /// objects), or what the code set on a tab bar of its own (none at first).
  func tabBarItems(of bar: UIView, at location: SourceLocation) throws(Interrupt) -> Value {
    guard let tabs = owningTabs(of: bar) else {
      return inertValues[InertKey(object: ObjectIdentifier(bar), name: "items")] ?? .array([])
    }
    var items: [Value] = []
    for controller in tabs.viewControllers ?? [] {
      items.append(try readMember("tabBarItem", of: .controller(controller), at: location))
    }
    return .array(items)
  }

  /// `tabBar.items = …` / `setItems:`: kept on a tab bar of the code's own; on a tab bar
  /// controller's, UIKit raises (UITabBar: "Directly modifying a tab bar managed by a tab bar
  /// controller is not allowed.").
  func setTabBarItems(_ items: Value, of bar: UIView, at location: SourceLocation)
    throws(Interrupt)
  {
    if owningTabs(of: bar) != nil {
      try raiseObjC(
        name: "NSInternalInconsistencyException",
        reason: "Directly modifying a tab bar managed by a tab bar controller is not allowed.",
        at: location)
    }
    inertValues[InertKey(object: ObjectIdentifier(bar), name: "items")] = items
  }

  /// `tabBar.selectedItem`: the selected controller's item on a tab bar controller's bar; nil
  /// on a bar of the code's own (the model selects none there).
  func selectedTabBarItem(of bar: UIView, at location: SourceLocation) throws(Interrupt)
    -> Value
  {
    guard let tabs = owningTabs(of: bar) else {
      return inertValues[InertKey(object: ObjectIdentifier(bar), name: "selectedItem")] ?? .null
    }
    guard let selected = tabs.selectedViewController else { return .null }
    return try readMember("tabBarItem", of: .controller(selected), at: location)
  }

  /// `bar.selectedItem = item` on a tab bar of the code's own: kept, read back.
  func setSelectedTabBarItem(_ item: Value, of bar: UIView) {
    inertValues[InertKey(object: ObjectIdentifier(bar), name: "selectedItem")] = item
  }
}
