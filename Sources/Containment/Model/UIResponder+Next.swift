/// `UIResponder.next` for the objects the model has (docs/FIDELITY.md A40): the responder
/// chain app code walks to find the controller that owns a view.
public enum NextResponder {
  case view(UIView)
  case controller(UIViewController)
  /// `UIApplication.shared`, after a window.
  case application
  case none
}

extension UIView {
  /// A40.1 [D]: a view's next responder is the controller whose root view it is, else its
  /// superview; a window's is the application (S179).
  public var nextResponder: NextResponder {
    if let owner = owningController { return .controller(owner) }
    if let superview { return .view(superview) }
    if self is UIWindow { return .application }
    return .none
  }
}

extension UIViewController {
  /// A40.2 [D]: a controller's next responder is the window when its view is a window's root
  /// view, the presenting controller when it was presented, else its view's superview, and nil
  /// when the view is in no superview (S179, S180).
  public var nextResponder: NextResponder {
    if let view = viewIfLoaded, let window = view.superview as? UIWindow,
      window.rootViewController === self
    {
      return .view(window)
    }
    if let presenting { return .controller(presenting) }
    if let superview = viewIfLoaded?.superview { return .view(superview) }
    return .none
  }
}
