/// SwiftUI's `UIHostingController` as UIKit code embeds it (docs/FIDELITY.md A26): a view
/// controller like any other, added as a child, presented or pushed with the usual calls
/// (A1-A5, A10, A13). Its SwiftUI content is inert: the model keeps the root view's
/// description and runs none of SwiftUI (no `onAppear`, no body evaluation).
///
/// ```swift
/// let host = UIHostingController(rootView: Text("Hi"))
/// addChild(host)                        // auto: host.willMove(toParent: self)
/// view.addSubview(host.view)            // host.loadView, host.viewDidLoad, viewWillAppear
/// host.didMove(toParent: self)
/// ```
open class UIHostingController: UIViewController {
  /// A26.2 [D]: how the controller tracks its content's size; empty by default.
  public struct SizingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = SizingOptions(rawValue: 1)
    public static let intrinsicContentSize = SizingOptions(rawValue: 2)
  }

  /// A26.1 [D]: the SwiftUI view the controller hosts, as the code wrote it (`Text("Hi")`);
  /// replaceable, and inert.
  public var rootView: String
  /// A26.2 [D]: empty until set; it changes only sizes, which traces do not show.
  public var sizingOptions: SizingOptions = []

  /// A26.1 [D]: `UIHostingController(rootView:)`.
  public init(rootView: String) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  public override convenience init(nibName: String?, bundle: AnyObject?) {
    self.init(rootView: "EmptyView()")
  }
}
