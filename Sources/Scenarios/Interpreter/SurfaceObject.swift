import Containment

/// A modelled value that is neither a controller nor a view: colours, layers, the
/// notification center, the main queue, control events, points and sizes, notifications.
enum SurfaceObject {
  /// `UIColor.red` / `[UIColor redColor]`, by its Swift name.
  case color(String)
  case layer(UIView)
  case notificationCenter
  case mainQueue
  /// `dispatch_get_global_queue(…)`: a concurrent queue whose blocks run off the main thread
  /// (FIDELITY-SURFACE.md R6).
  case globalQueue
  case controlEvents(UIControl.Event)
  /// `UIButton.ButtonType` by its Swift name.
  case buttonType(String)
  case autoresizingMask(UInt)
  case point(CGPoint)
  case size(CGSize)
  /// A notification: one the code made (`Notification(name:object:userInfo:)`,
  /// `[NSNotification notificationWithName:object:]`) or one being delivered, with what its
  /// poster gave (FIDELITY-SURFACE.md N6).
  indirect case notification(PostedNotification)
  /// What `addObserver(forName:object:queue:using:)` returns.
  case observerToken(NotificationCenter.Token)
  /// `UIImage(named:)`.
  case image(String)
  case anchor(NSLayoutAnchor)
  /// A view's `safeAreaLayoutGuide` or `layoutMarginsGuide`, by its property name.
  case layoutGuide(UIView, String)
  case constraint(NSLayoutConstraint)
  /// The storyboard the scenario stands in for.
  case storyboard
  /// `UIScreen.main`: its bounds are the window's (FIDELITY-SURFACE.md V12).
  case screen
  /// `UIApplication.shared` (docs/FIDELITY.md A33.1).
  case application
  /// The app delegate UIKit stands in for when the snippet declares none (B68).
  case applicationDelegate
  /// A controller's `navigationItem` (FIDELITY.md A10.8): its `title` is kept, the rest of
  /// what it shows is inert (UIKit/UIKitOutcome.swift).
  case navigationItem(UINavigationItem)
  /// `NSLayoutConstraint.Attribute` (`.top`, `NSLayoutAttributeTop`) by its Swift name.
  case layoutAttribute(String)
  /// `NSLayoutConstraint.Relation`: `==`, `>=`, `<=`.
  case layoutRelation(String)
  /// The context UIKit hands an animator (docs/FIDELITY.md A20).
  case transitionContext(UIViewControllerContextTransitioning)
  /// `UIPercentDrivenInteractiveTransition()` (docs/FIDELITY.md A22).
  case percentDrivenTransition(UIPercentDrivenInteractiveTransition)
  /// A `UIViewPropertyAnimator` (docs/FIDELITY.md A28.2-A28.5).
  case propertyAnimator(UIViewPropertyAnimator)
  /// An object of a real class no declaration models (`CAShapeLayer()`, `UIBezierPath()`,
  /// `UIFont.systemFont(ofSize:)`): it exists, is itself (identity), and keeps what its
  /// properties are set to; each member is answered by its class's surface
  /// (UIKit/UIKitOutcome.swift).
  case inert(InertObject)
  /// A Swift `Task` the code started (Interpreter+SwiftConcurrency).
  case task(SwiftTask)
  /// `IndexPath` / `NSIndexPath` of a table's row or a collection view's item (FIDELITY A35).
  case indexPath(ListIndexPath)
  /// A collection view's `UICollectionViewFlowLayout` (FIDELITY B71).
  case flowLayout(UICollectionViewFlowLayout)
  /// A Foundation set, ordered set or enumerator (Interpreter+FoundationSets).
  case collection(FoundationCollection)
  /// A value of an enumeration or option set of the real surface that no declaration models
  /// (`UIUserInterfaceSizeClass.compact`, `UIRectEdge.top`), in Swift: its type and raw value
  /// (FIDELITY-SURFACE.md C36). Objective-C reads the same values as plain numbers.
  case enumValue(SurfaceEnumValue)
  /// A `Timer` / `NSTimer` (docs/FIDELITY.md A39).
  case timer(RunLoopTimer)
  /// A `CADisplayLink` (docs/FIDELITY.md A42).
  case displayLink(DisplayLink)
  /// A `UIAlertAction` (docs/FIDELITY.md A43).
  case alertAction(UIAlertAction)
  /// The main run loop (`RunLoop.main`, `[NSRunLoop mainRunLoop]`, A39.1).
  case runLoop
  /// What Swift's `observe(_:options:changeHandler:)` returns (FIDELITY-SURFACE C11).
  case keyValueObservation(KeyValueObservationToken)

  var kindDescription: String {
    switch self {
    case .color: "a UIColor"
    case .layer: "a layer"
    case .notificationCenter: "a notification center"
    case .mainQueue, .globalQueue: "a dispatch queue"
    case .controlEvents: "control events"
    case .buttonType: "a button type"
    case .autoresizingMask: "an autoresizing mask"
    case .point: "a CGPoint"
    case .size: "a CGSize"
    case .notification: "a notification"
    case .observerToken: "an observer token"
    case .image: "a UIImage"
    case .anchor: "a layout anchor"
    case .layoutGuide: "a layout guide"
    case .constraint: "a layout constraint"
    case .storyboard: "a storyboard"
    case .screen: "a screen"
    case .application: "the application"
    case .applicationDelegate: "the app delegate"
    case .navigationItem: "a navigation item"
    case .layoutAttribute: "a layout attribute"
    case .layoutRelation: "a layout relation"
    case .transitionContext: "a transition context"
    case .percentDrivenTransition: "a percent-driven interactive transition"
    case .propertyAnimator: "a property animator"
    case .inert(let object): "a `\(object.className)`"
    case .task: "a task"
    case .indexPath: "an index path"
    case .flowLayout: "a collection view flow layout"
    case .collection(let collection): "an `\(collection.className)`"
    case .enumValue(let value): "a `\(value.swiftTypeName)`"
    case .timer: "a timer"
    case .displayLink: "a display link"
    case .alertAction: "an alert action"
    case .runLoop: "a run loop"
    case .keyValueObservation: "a key-value observation"
    }
  }

  /// The object compared by identity (`===`, `==` on objects), if any.
  var identity: AnyObject? {
    switch self {
    case .layer(let view): view
    case .observerToken(let token): token
    case .constraint(let constraint): constraint
    case .navigationItem(let item): item
    case .transitionContext(let context): context
    case .percentDrivenTransition(let interaction): interaction
    case .propertyAnimator(let animator): animator
    case .inert(let object): object
    case .task(let task): task
    case .flowLayout(let layout): layout
    case .collection(let collection): collection
    case .timer(let timer): timer
    case .displayLink(let link): link
    case .alertAction(let action): action
    case .keyValueObservation(let token): token
    default: nil
    }
  }

  /// The name of an object the process has once (`dispatch_get_main_queue()`,
  /// `[NSNotificationCenter defaultCenter]`, `[UIApplication sharedApplication]`, `[UIScreen
  /// mainScreen]`): every value of it is that one object, so `==` holds between two of them.
  var singleton: String? {
    switch self {
    case .mainQueue: "main queue"
    case .notificationCenter: "default center"
    case .application: "application"
    case .applicationDelegate: "application delegate"
    case .screen: "main screen"
    case .storyboard: "storyboard"
    case .runLoop: "main run loop"
    default: nil
    }
  }

  /// The receivers whose members it has.
  var receivers: [ModelledAPI.Receiver] {
    switch self {
    case .layer: [.layer]
    case .notificationCenter: [.notificationCenter]
    case .notification: [.notification]
    case .mainQueue: [.mainQueue]
    case .point: [.point]
    case .size: [.size]
    case .anchor: [.anchor]
    case .layoutGuide: [.layoutGuide]
    case .constraint: [.constraint]
    case .storyboard: [.storyboard]
    case .screen: [.screen]
    case .application: [.application]
    case .applicationDelegate: [.applicationDelegate]
    case .navigationItem: [.navigationItem]
    case .transitionContext: [.transitionContext]
    case .percentDrivenTransition: [.percentDrivenTransition]
    case .propertyAnimator: [.propertyAnimator]
    case .indexPath: [.indexPath]
    case .flowLayout: [.flowLayout]
    case .timer: [.timer]
    case .displayLink: [.displayLink]
    case .alertAction: [.alertAction]
    case .runLoop: [.runLoop]
    case .keyValueObservation: [.keyValueObservation]
    default: []
    }
  }
}

extension Interpreter {
  /// How `print` / `NSLog` show a surface value.
  func describe(_ object: SurfaceObject) -> String {
    let swift = language == .swift
    switch object {
    case .color(let name): return swift ? "UIColor.\(name)" : "UIColor.\(name)Color"
    case .layer(let view): return "<CALayer: \(simulation.traceName(of: view)).layer>"
    case .notificationCenter: return swift ? "NotificationCenter.default" : "<NSNotificationCenter>"
    case .mainQueue:
      return swift ? "DispatchQueue.main" : "<OS_dispatch_queue_main: com.apple.main-thread>"
    case .globalQueue:
      return swift
        ? "DispatchQueue.global()" : "<OS_dispatch_queue_global: com.apple.root.default-qos>"
    case .controlEvents(let events): return "UIControl.Event(rawValue: \(events.rawValue))"
    case .buttonType(let name): return swift ? "UIButton.ButtonType.\(name)" : name
    case .autoresizingMask(let bits): return "UIView.AutoresizingMask(rawValue: \(bits))"
    // Swift's `CGPoint` / `CGSize` description, `(1.0, 2.0)`, its `CGFloat`s as printed (C35).
    case .point(let point):
      if swift { return "(\(point.x.description), \(point.y.description))" }
      return "{\(TraceFormatter.number(point.x)), \(TraceFormatter.number(point.y))}"
    case .size(let size):
      if swift { return "(\(size.width.description), \(size.height.description))" }
      return "{\(TraceFormatter.number(size.width)), \(TraceFormatter.number(size.height))}"
    case .notification(let notification):
      let name = notification.name
      return swift
        ? "name = \(name), object = nil, userInfo = nil" : "NSConcreteNotification {name = \(name)}"
    case .observerToken: return "<__NSObserver>"
    case .image(let name): return "<UIImage: \(name)>"
    case .anchor(let anchor): return anchor.debugDescription
    case .layoutGuide(let view, let name):
      return "<UILayoutGuide: \(simulation.traceName(of: view)).\(name)>"
    case .constraint(let constraint): return "<NSLayoutConstraint: \(constraint.summary)>"
    case .storyboard: return "<UIStoryboard: Main>"
    case .screen: return "<UIScreen: main>"
    case .application: return "<UIApplication: shared>"
    case .applicationDelegate: return "<AppDelegate: appDelegate>"
    case .navigationItem(let item): return "<UINavigationItem: \(item.title ?? "(null)")>"
    case .layoutAttribute(let name): return name
    case .layoutRelation(let relation): return relation
    case .transitionContext: return "<_UIViewControllerOneToOneTransitionContext>"
    case .percentDrivenTransition(let interaction):
      return "<UIPercentDrivenInteractiveTransition: \(simulation.traceName(of: interaction))>"
    case .propertyAnimator(let animator):
      return "<UIViewPropertyAnimator: \(simulation.traceName(of: animator))>"
    case .inert(let object): return "<\(object.className)>"
    case .task: return "Task<Void, Never>"
    case .indexPath(let path):
      return swift
        ? "[\(path.section), \(path.item)]"
        : "<NSIndexPath> {length = 2, path = \(path.section) - \(path.item)}"
    case .flowLayout: return "<UICollectionViewFlowLayout>"
    case .collection(let collection): return collectionDescription(collection, level: 0)
    // A case by its name, as the model's own enum values print (`currentContext`); an option
    // set, or a value no case has, by its raw value (C36).
    case .enumValue(let value):
      if !value.isOptions, let name = value.caseName { return name }
      return value.swiftTypeName + "(rawValue: \(value.raw))"
    case .timer(let timer): return "<__NSCFTimer: \(simulation.traceName(of: timer))>"
    case .displayLink(let link): return "<CADisplayLink: \(simulation.traceName(of: link))>"
    case .alertAction(let action): return "<UIAlertAction: \(action.title ?? "(null)")>"
    case .runLoop: return "<CFRunLoop: main>"
    case .keyValueObservation: return "<NSKeyValueObservation>"
    }
  }
}

/// An object of a real class that no declaration models: its class, and an identity that
/// keys what its inert properties hold (`Interpreter.inertValues`).
final class InertObject {
  let className: String

  init(className: String) {
    self.className = className
  }
}
