/// `UIButton`: a control with a title per state. The title is stored, never drawn.
open class UIButton: UIControl {
  /// `UIButton.ButtonType` by its Swift name (`system`, `custom`).
  public private(set) var buttonType = "custom"
  private var titles: [UInt: String] = [:]

  /// `UIButton(type:)` / `[UIButton buttonWithType:]`.
  public convenience init(type: String) {
    self.init(frame: .zero)
    buttonType = type
  }

  /// The title for `state` (`UIControl.State` raw value; 0 is `.normal`).
  public func setTitle(_ title: String?, for state: UInt) {
    titles[state] = title
  }

  /// The title set for `state`, falling back to the normal title as UIKit does.
  public func title(for state: UInt) -> String? { titles[state] ?? titles[0] }

  public var currentTitle: String? { title(for: 0) }

  /// Button types UIKit declares (`UIButton.ButtonType`).
  public static let typeNames = [
    "custom", "system", "detailDisclosure", "infoLight", "infoDark", "contactAdd", "close",
  ]
}
