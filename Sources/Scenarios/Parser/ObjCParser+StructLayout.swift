/// `sizeof` of a struct the code declares (C11 6.5.3.4, 6.7.2.1), laid out as clang does for
/// arm64 (the AAPCS64 and Apple's ABI): each member at the next offset its alignment allows
/// (a scalar's alignment is its size, a pointer's 8, an array's its element's, a struct's its
/// widest member's), a bit-field in the storage unit of its declared type when it still fits
/// there, a zero-length array adding nothing, and the whole padded to its alignment.
struct CStructLayout: Equatable {
  var size: Int
  var alignment: Int
}

extension ObjCParser {
  /// The size of a value of the type `name` (a pointer's when `pointer`): a struct the code
  /// declared (`Field`, `struct Field`), else a C or SDK type the model knows; nil otherwise.
  func cSize(of name: String, pointer: Bool) -> Int? {
    if !pointer, let layout = structLayouts[name] { return layout.size }
    return Self.cSize(of: name, pointer: pointer)
  }

  /// The alignment of a value of the type `name`: a declared struct's, else a scalar's size;
  /// the SDK's geometry structs hold `CGFloat`s (8).
  func cAlignment(of name: String, pointer: Bool) -> Int? {
    if pointer { return 8 }
    if let layout = structLayouts[name] { return layout.alignment }
    guard let size = Self.cSize(of: name, pointer: false) else { return nil }
    return min(size, 8)
  }

  /// The layout of a struct with these members, as declared just now (`declaredSizes`,
  /// `bitFieldWidths` hold each member's last declaration); nil when a member's size is not
  /// known.
  func layout(of fields: [Declaration]) -> CStructLayout? {
    var bits = 0  // the next free bit
    var alignment = 1
    for field in fields {
      guard let sizes = declaredSizes[field.name], let size = sizes.whole else { return nil }
      let fieldAlignment: Int
      if let element = field.cArrayElementType {
        // An array aligns as its element: a declared struct's, else the element's size.
        guard let elementSize = sizes.element else { return nil }
        fieldAlignment = structLayouts[element]?.alignment ?? min(max(elementSize, 1), 8)
      } else if let typeName = declaredTypeNames[field.name] {
        guard let known = cAlignment(of: typeName, pointer: false) else { return nil }
        fieldAlignment = known
      } else {
        fieldAlignment = 8  // a pointer (`declaredTypeNames` keeps no type for one)
      }
      alignment = max(alignment, fieldAlignment)
      if let width = bitFieldWidths[field.name] {
        let unit = size * 8
        if width == 0 {
          bits = (bits + unit - 1) / unit * unit  // `int : 0;` closes the unit
        } else if bits / unit != (bits + width - 1) / unit {
          bits = (bits + unit - 1) / unit * unit  // does not fit in this unit: the next one
        }
        bits += width
        continue
      }
      let unit = fieldAlignment * 8
      bits = (bits + unit - 1) / unit * unit
      bits += size * 8
    }
    let bytes = (bits + 7) / 8
    return CStructLayout(
      size: (bytes + alignment - 1) / alignment * alignment, alignment: alignment)
  }
}
