import Containment

/// The controls that hold a value (docs/FIDELITY.md A37): each keeps its value as UIKit
/// documents it, and a change made by the code sends no action (A37.2); the user's changes
/// come from `run=set:NAME:VALUE` (A37.3). Members not declared here are kept inert (V13).
extension UIKitType {
  static let uiSwitch = UIKitType(
    "UISwitch", superclass: "UIControl", receiver: .switchControl,
    initializers: UIKitMember.viewInitializers(
      "UISwitch", fidelity: "A37.1", make: { UISwitch(frame: $0) })
  ) { on in
    [
      .property(
        on, "isOn", objc: "on", .bool, fidelity: "A37.1",
        read: { call in .bool(call.view(as: UISwitch.self).isOn) },
        write: { call in
          call.view(as: UISwitch.self).isOn = call.bool(0)
          return nil
        }),
      .method(
        on, "setOn", [nil, "animated"], objc: ["setOn", "animated"], [.bool, .bool],
        fidelity: "A37.2"
      ) { call in
        call.view(as: UISwitch.self).setOn(call.bool(0), animated: call.bool(1))
        return .void
      },
    ]
  }

  static let uiSlider = UIKitType(
    "UISlider", superclass: "UIControl", receiver: .slider,
    initializers: UIKitMember.viewInitializers(
      "UISlider", fidelity: "A37.1", make: { UISlider(frame: $0) })
  ) { on in
    [
      numberProperty(on, "value", UISlider.self, \.value),
      numberProperty(on, "minimumValue", UISlider.self, \.minimumValue),
      numberProperty(on, "maximumValue", UISlider.self, \.maximumValue),
      boolProperty(on, "isContinuous", objc: "continuous", UISlider.self, \.isContinuous),
      .method(
        on, "setValue", [nil, "animated"], objc: ["setValue", "animated"], [.number, .bool],
        fidelity: "A37.2"
      ) { call in
        call.view(as: UISlider.self).setValue(call.number(0), animated: call.bool(1))
        return .void
      },
    ]
  }

  static let uiStepper = UIKitType(
    "UIStepper", superclass: "UIControl", receiver: .stepper,
    initializers: UIKitMember.viewInitializers(
      "UIStepper", fidelity: "A37.1", make: { UIStepper(frame: $0) })
  ) { on in
    [
      numberProperty(on, "value", UIStepper.self, \.value),
      numberProperty(on, "minimumValue", UIStepper.self, \.minimumValue),
      numberProperty(on, "maximumValue", UIStepper.self, \.maximumValue),
      numberProperty(on, "stepValue", UIStepper.self, \.stepValue),
      boolProperty(on, "wraps", UIStepper.self, \.wraps),
      boolProperty(on, "isContinuous", objc: "continuous", UIStepper.self, \.isContinuous),
      boolProperty(on, "autorepeat", UIStepper.self, \.autorepeat),
    ]
  }

  static let uiPageControl = UIKitType(
    "UIPageControl", superclass: "UIControl", receiver: .pageControl,
    initializers: UIKitMember.viewInitializers(
      "UIPageControl", fidelity: "A37.1", make: { UIPageControl(frame: $0) })
  ) { on in
    [
      .property(
        on, "numberOfPages", .integer, fidelity: "A37.1",
        read: { call in .number(Double(call.view(as: UIPageControl.self).numberOfPages)) },
        write: { call in
          call.view(as: UIPageControl.self).numberOfPages = Int(call.number(0))
          return nil
        }),
      .property(
        on, "currentPage", .integer, fidelity: "A37.1",
        read: { call in .number(Double(call.view(as: UIPageControl.self).currentPage)) },
        write: { call in
          call.view(as: UIPageControl.self).currentPage = Int(call.number(0))
          return nil
        }),
      boolProperty(on, "hidesForSinglePage", UIPageControl.self, \.hidesForSinglePage),
    ]
  }

  static let uiTextField = UIKitType(
    "UITextField", superclass: "UIControl", receiver: .textField,
    initializers: UIKitMember.viewInitializers(
      "UITextField", fidelity: "A37.1", make: { UITextField(frame: $0) })
  ) { on in
    [
      .property(
        on, "text", .optionalString, fidelity: "A37.1",
        read: { call in call.view(as: UITextField.self).text.map(Value.string) ?? .null },
        write: { call in
          call.view(as: UITextField.self).setText(call.optionalString(0))
          return nil
        }),
      .property(
        on, "placeholder", .optionalString, fidelity: "A37.1",
        read: { call in call.view(as: UITextField.self).placeholder.map(Value.string) ?? .null },
        write: { call in
          call.view(as: UITextField.self).placeholder = call.optionalString(0)
          return nil
        }),
    ]
  }

  static let uiDatePicker = UIKitType(
    "UIDatePicker", superclass: "UIControl", receiver: .control,
    initializers: UIKitMember.viewInitializers(
      "UIDatePicker", fidelity: "A37.1", make: { UIDatePicker(frame: $0) }))

  /// A number property of a value control, read and written through `path`.
  private static func numberProperty<Control: UIControl>(
    _ on: ModelledAPI.Receiver, _ name: String, _ kind: Control.Type,
    _ path: ReferenceWritableKeyPath<Control, Double> & Sendable
  ) -> UIKitMember {
    .property(
      on, name, .number, fidelity: "A37.1",
      read: { call in .number(call.view(as: Control.self)[keyPath: path]) },
      write: { call in
        call.view(as: Control.self)[keyPath: path] = call.number(0)
        return nil
      })
  }

  /// A Bool property of a value control (`isContinuous` / `continuous`).
  private static func boolProperty<Control: UIControl>(
    _ on: ModelledAPI.Receiver, _ name: String, objc: String? = nil, _ kind: Control.Type,
    _ path: ReferenceWritableKeyPath<Control, Bool> & Sendable
  ) -> UIKitMember {
    .property(
      on, name, objc: objc, .bool, fidelity: "A37.1",
      read: { call in .bool(call.view(as: Control.self)[keyPath: path]) },
      write: { call in
        call.view(as: Control.self)[keyPath: path] = call.bool(0)
        return nil
      })
  }
}
