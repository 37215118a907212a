/// The lines of a text, without their line endings, split once on UTF-8 bytes (`\n`, `\r\n`
/// and a lone `\r` each end a line, as in cmark): for questions cmark does not answer (is this
/// line a closing fence? how far is the fence indented?), source lines under diagnostics, and
/// turning byte offsets into line and character column.
///
/// A lesson splits its file once (`Lesson.lines`) and every step reuses that.
package struct TextLines: Sendable, Equatable {
  /// The whole text.
  package let text: String
  /// UTF-8 offset of each line's first byte (line 1 is `starts[0]`), and of the end of its
  /// text, before the line ending: two 32-bit numbers a line rather than a `Substring` and
  /// an `Int` (a site of thousands of lessons holds every lesson's lines).
  private let starts: [UInt32]
  private let ends: [UInt32]

  package init(_ text: String) {
    self.text = text
    var starts: [UInt32] = [0]
    var ends: [UInt32] = []
    var text = text
    text.withUTF8 { bytes in
      let count = bytes.count
      starts.reserveCapacity(count / 32 + 1)
      ends.reserveCapacity(count / 32 + 1)
      let raw = UnsafeRawBufferPointer(bytes)
      var index = 0
      while index < count {
        // Eight bytes at a time (most of a text): straight to the first line ending in them.
        if index + 8 <= count {
          let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
          let mask = Self.lineEndingMask(word)
          if mask == 0 {
            index += 8
            continue
          }
          index += mask.trailingZeroBitCount >> 3
        }
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
          ends.append(UInt32(index))
          index += 1
          if byte == UInt8(ascii: "\r"), index < count, bytes[index] == UInt8(ascii: "\n") {
            index += 1
          }
          starts.append(UInt32(index))
        } else {
          index += 1
        }
      }
      ends.append(UInt32(count))
    }
    self.starts = starts
    self.ends = ends
  }

  /// The high bit of each byte of `word` (read little-endian) that is `\n` or `\r`, and
  /// maybe of bytes above the first such byte; zero when there is none. A byte equal to the
  /// pattern's is zero after the XOR, and `(v - 0x01…) & ~v & 0x80…` marks the lowest zero
  /// byte of `v` exactly (a borrow can only mark bytes above it), so the lowest set bit is
  /// the first line ending.
  @inline(__always)
  static func lineEndingMask(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let newline = word ^ (ones &* 0x0A)
    let carriageReturn = word ^ (ones &* 0x0D)
    return ((newline &- ones) & ~newline & highs)
      | ((carriageReturn &- ones) & ~carriageReturn & highs)
  }

  /// Number of lines (a final line ending starts an empty last line).
  package var count: Int { starts.count }

  /// The text of 1-based line `number`, or "" outside the text.
  package subscript(number: Int) -> Substring {
    guard number >= 1 && number <= starts.count else { return "" }
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: Int(starts[number - 1]))
    let end = utf8.index(utf8.startIndex, offsetBy: Int(ends[number - 1]))
    return text[start..<end]
  }

  /// Every line, in order.
  package var lines: [Substring] { (1...count).map { self[$0] } }

  /// 1-based line and character column of the byte at `offset` (0-based UTF-8 offset).
  package func position(ofUTF8Offset offset: Int) -> (line: Int, column: Int) {
    let clamped = min(max(0, offset), text.utf8.count)
    // The last line starting at or before `clamped`.
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(starts[middle]) <= clamped { low = middle } else { high = middle - 1 }
    }
    let line = self[low + 1]
    let bytesIn = min(clamped - Int(starts[low]), line.utf8.count)
    let prefix = line.utf8.prefix(bytesIn)
    return (low + 1, String(decoding: prefix, as: UTF8.self).count + 1)
  }

  /// UTF-8 offset of the first occurrence of `needle`, if any.
  package func utf8Offset(of needle: String) -> Int? {
    guard let range = text.range(of: needle) else { return nil }
    return text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)
  }

  /// Characters before the first run of the fence character on `line` (a byte order mark
  /// at the start of the file is not one).
  package func charactersBeforeFence(_ line: Int, character: Character) -> Int {
    var text = self[line]
    if line == 1, text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    guard let fence = character.asciiValue, let position = text.utf8.firstIndex(of: fence) else {
      return 0
    }
    return text[..<position].count
  }

  /// True when every line in `from...to` is empty or whitespace (a `>` quote marker allowed).
  package func onlyBlankLines(from: Int, to: Int) -> Bool {
    guard from <= to else { return true }
    return (from...to).allSatisfy { number in
      self[number].utf8.allSatisfy {
        $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ">")
      }
    }
  }
}
