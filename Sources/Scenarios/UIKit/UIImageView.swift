import Containment

extension UIKitType {
  /// `UIImageView`: the image it shows, kept by name (FIDELITY-SURFACE.md V1).
  static let uiImageView = UIKitType(
    "UIImageView", superclass: "UIView", receiver: .imageView,
    initializers: UIKitMember.viewInitializers(
      "UIImageView", fidelity: "V1", make: { UIImageView(frame: $0) }, adding: [imageViewWithImage])
  ) { on in
    [
      .property(
        on, "image", .any, fidelity: "V1",
        read: { call in
          call.view(as: UIImageView.self).imageName.map { .surface(.image($0)) } ?? .null
        },
        write: { call in
          if case .surface(.image(let name)) = call.argument(0) {
            call.view(as: UIImageView.self).imageName = name
          } else {
            call.view(as: UIImageView.self).imageName = nil
          }
          return nil
        })
    ]
  }

  /// The image it shows, kept by name; any other value leaves it empty.
  private static let imageViewWithImage: UIKitMember = .initializer(
    "UIImageView", ["image"], objc: ["initWithImage"], [.any], fidelity: "V1"
  ) { call in
    let imageView = UIImageView(frame: .zero)
    if case .surface(.image(let name)) = call.argument(0) { imageView.imageName = name }
    return .view(imageView)
  }
}
