/// Writes JSON from plain values (strings, integers, booleans, arrays, string-keyed
/// dictionaries) with sorted keys, straight into UTF-8 bytes: several times faster than
/// `JSONSerialization` for the build cache, whose strings are most of a site's prose.
enum JSONWriter {
  /// The JSON text of `value`; values of other types are written as `null`.
  static func bytes(_ value: Any) -> [UInt8] {
    var out: [UInt8] = []
    write(value, into: &out)
    return out
  }

  private static func write(_ value: Any, into out: inout [UInt8]) {
    switch value {
    case let text as String:
      writeString(text, into: &out)
    case let number as Int:
      out += Array(String(number).utf8)
    case let flag as Bool:
      out += Array((flag ? "true" : "false").utf8)
    case let object as [String: Any]:
      out.append(UInt8(ascii: "{"))
      for (position, key) in object.keys.sorted().enumerated() {
        if position > 0 { out.append(UInt8(ascii: ",")) }
        writeString(key, into: &out)
        out.append(UInt8(ascii: ":"))
        write(object[key]!, into: &out)
      }
      out.append(UInt8(ascii: "}"))
    case let list as [Any]:
      out.append(UInt8(ascii: "["))
      for (position, element) in list.enumerated() {
        if position > 0 { out.append(UInt8(ascii: ",")) }
        write(element, into: &out)
      }
      out.append(UInt8(ascii: "]"))
    default:
      out += Array("null".utf8)
    }
  }

  private static func writeString(_ text: String, into out: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0..<0x20:
        out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
