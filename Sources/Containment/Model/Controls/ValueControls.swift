/// The controls that hold a value the user changes (A37): a switch, a slider, a stepper, a page
/// control, and a text field and a date picker as controls the code registers actions on.
///
/// Each keeps its value and clamps it as UIKit documents; a change the code makes sends no
/// action (A37.2 [D]); a user's change (a scenario's `run=set:NAME:VALUE`, `run=tap:NAME` on a
/// switch) sets the value and then sends `.valueChanged` inside the touch's handling (A37.3,
/// A18.7), only when the value changed.
open class UISwitch: UIControl {
  /// `isOn` / `on`: off by default.
  public var isOn = false

  /// `setOn(_:animated:)`: "Setting the switch to either position doesn't result in an action
  /// message being sent" (S167).
  public func setOn(_ on: Bool, animated: Bool) { isOn = on }

  /// A user's flip of the switch: the new position, then `.valueChanged` (A37.3).
  public func userSets(on: Bool) {
    guard on != isOn else { return }
    isOn = on
    userTouches(for: .valueChanged)
  }
}

/// `UISlider`: a value between a minimum and a maximum (S168: 0, 0 and 1 by default; a value
/// outside the range is set to the nearer end; a new minimum or maximum moves the value into
/// the range).
open class UISlider: UIControl {
  private var storedValue: Double = 0
  public var minimumValue: Double = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      storedValue = clamped(storedValue)
    }
  }
  public var maximumValue: Double = 1 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      storedValue = clamped(storedValue)
    }
  }
  /// `isContinuous`: whether a drag sends `.valueChanged` as it goes or once at the end; the
  /// model's user moves the thumb in one step, so either way one action (A37.3).
  public var isContinuous = true

  public var value: Double {
    get { storedValue }
    set { storedValue = clamped(newValue) }
  }

  public func setValue(_ value: Double, animated: Bool) { self.value = value }

  private func clamped(_ value: Double) -> Double {
    min(max(value, minimumValue), maximumValue)
  }

  /// A user's drag of the thumb to `value` (clamped): then `.valueChanged` (A37.3).
  public func userSets(value newValue: Double) {
    let target = clamped(newValue)
    guard target != storedValue else { return }
    storedValue = target
    userTouches(for: .valueChanged)
  }
}

/// `UIStepper`: a value changed by steps (S169: value 0, minimum 0, maximum 100, step 1; a
/// value outside the range is pinned to it; `wraps` makes a step past an end go to the other).
open class UIStepper: UIControl {
  private var storedValue: Double = 0
  public var minimumValue: Double = 0 { didSet { storedValue = clamped(storedValue) } }
  public var maximumValue: Double = 100 { didSet { storedValue = clamped(storedValue) } }
  public var stepValue: Double = 1
  public var wraps = false
  public var isContinuous = true
  public var autorepeat = true

  public var value: Double {
    get { storedValue }
    set { storedValue = clamped(newValue) }
  }

  private func clamped(_ value: Double) -> Double {
    min(max(value, minimumValue), maximumValue)
  }

  /// A user's taps on + or − until the value is `value` (clamped): each tap moves one step and
  /// sends `.valueChanged` (A37.3), at most 100 taps.
  public func userSets(value newValue: Double) {
    let target = clamped(newValue)
    var taps = 0
    while storedValue != target && taps < 100 && stepValue > 0 && !simulation.isTerminated {
      let next = target > storedValue ? storedValue + stepValue : storedValue - stepValue
      storedValue = target > storedValue ? min(next, target) : max(next, target)
      taps += 1
      userTouches(for: .valueChanged)
    }
  }
}

/// `UIPageControl`: dots for `numberOfPages`, one of them current (S170: `currentPage` 0 by
/// default, a value outside the pages pinned to 0 or the last page; a tap moves one page and
/// sends `.valueChanged`).
open class UIPageControl: UIControl {
  private var storedPage = 0
  public var numberOfPages = 0 {
    didSet {
      numberOfPages = max(0, numberOfPages)
      storedPage = pinned(storedPage)
    }
  }
  public var hidesForSinglePage = false

  public var currentPage: Int {
    get { storedPage }
    set { storedPage = pinned(newValue) }
  }

  private func pinned(_ page: Int) -> Int { max(0, min(page, numberOfPages - 1)) }

  /// A user's taps beside the current dot until `page` (pinned) is current: one page a tap,
  /// each sending `.valueChanged` (A37.3).
  public func userSets(page: Int) {
    let target = pinned(page)
    while storedPage != target && !simulation.isTerminated {
      storedPage += target > storedPage ? 1 : -1
      userTouches(for: .valueChanged)
    }
  }
}

/// `UITextField`: its text (empty by default, S171), kept and read back; a user's typing
/// (`run=set:NAME:TEXT`) replaces it and sends `.editingChanged` (A37.3).
open class UITextField: UIControl {
  public var text: String? = ""
  public var placeholder: String?

  /// Setting `text` to nil reads back as the empty string, as UIKit's field does (S171).
  public func setText(_ newText: String?) { text = newText ?? "" }

  public func userTypes(_ newText: String) {
    guard newText != text else { return }
    text = newText
    userTouches(for: .editingChanged)
  }
}

/// `UIDatePicker`: a control whose actions the code registers; its date is kept by the
/// surface as any value (inert), and no user's spin reaches a scenario.
open class UIDatePicker: UIControl {}
