import Containment

/// A scenario view class's methods where UIKit calls them: a cell's `prepareForReuse` and
/// `awakeFromNib` (docs/FIDELITY.md A35.3). Only what the class implements is called, as
/// UIKit's calls into its own subclasses land on the override. (Each view class conforms to
/// `AppObject` through `InterpretedView`; these are its witnesses.)
extension InterpretedView {
  func implements(_ member: APIMember) -> Bool {
    interpreter?.viewAppMethod(member, in: self) != nil
  }

  func perform(_ member: APIMember, _ arguments: [AppArgument]) -> AppArgument {
    interpreter?.performViewAppMethod(member, on: self, arguments) ?? .none
  }
}

extension Interpreter {
  /// The scenario's method for `member` in the view's class or a declared superclass.
  func viewAppMethod(_ member: APIMember, in view: InterpretedView) -> (MethodDecl, ClassInfo)? {
    guard let info = view.classInfo else { return nil }
    return appMethod(member, in: info)
  }

  /// Runs the view's method for `member` with the view as `self`; a failure inside is kept
  /// for later, as an override's is (`guarded`).
  func performViewAppMethod(
    _ member: APIMember, on view: InterpretedView, _ arguments: [AppArgument]
  ) -> AppArgument {
    guard let (method, owner) = viewAppMethod(member, in: view), let receiver = fileScopeOwner
    else { return .none }
    var result = AppArgument.none
    guarded { () throws(Interrupt) in
      let value = try invoke(
        method, of: owner, on: receiver, arguments: arguments.map(value(of:)),
        at: method.location, valueSelf: .view(view))
      result = appArgument(value)
    }
    return result
  }

  /// `.table` for a class that descends from `UITableViewCell`, `.collection` from
  /// `UICollectionViewCell`, nil for any other.
  func listCellKind(of className: String) -> ListKind? {
    let surface = UIKitSurface.shared
    guard let real = realClassName(of: className) else { return nil }
    if real == "UITableViewCell" || surface.isClass(real, kindOf: "UITableViewCell") {
      return .table
    }
    if real == "UICollectionViewCell" || surface.isClass(real, kindOf: "UICollectionViewCell") {
      return .collection
    }
    return nil
  }
}
