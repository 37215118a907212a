/// The build cache's byte format: fields one after another, integers as variable-length
/// zigzag LEB128 (seven bits a byte, low first: most lengths take one byte), strings as their UTF-8 length then bytes, optionals as a presence byte. No names,
/// no nesting markers: the reader knows the shape (`BuildCache+Coding.swift`), the format
/// line at the start says which shape, and any short read or bad value rejects the whole
/// file. Read this way, a large site's cache is a small part of a rebuild, where JSON
/// decoding would dominate it.
struct CacheWriter {
  private(set) var bytes: [UInt8] = []

  mutating func int(_ value: Int) {
    var rest = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
    while rest >= 0x80 {
      bytes.append(UInt8(rest & 0x7F) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  mutating func bool(_ value: Bool) {
    bytes.append(value ? 1 : 0)
  }

  mutating func string(_ value: String) {
    var value = value
    value.withUTF8 { utf8 in
      int(utf8.count)
      bytes.append(contentsOf: utf8)
    }
  }

  /// Eight bytes, little-endian.
  mutating func fixed(_ value: Int) {
    withUnsafeBytes(of: UInt64(value).littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// A 64-bit word, eight bytes little-endian.
  mutating func word(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// Writes `value` over the eight bytes `fixed` wrote at `offset` (a length known later).
  mutating func patchFixed(at offset: Int, _ value: Int) {
    withUnsafeBytes(of: UInt64(value).littleEndian) { fixed in
      bytes.replaceSubrange(offset..<(offset + 8), with: fixed)
    }
  }

  mutating func raw(_ value: [UInt8]) {
    bytes.append(contentsOf: value)
  }

  /// Bytes behind their length, so a reader can step over them (`CacheReader.blob`) and read
  /// them later, on another thread or not at all, and a writer can copy them unread.
  mutating func blob(_ value: ArraySlice<UInt8>) {
    int(value.count)
    bytes.append(contentsOf: value)
  }

  mutating func optional<T>(_ value: T?, _ write: (inout CacheWriter, T) -> Void) {
    bool(value != nil)
    if let value { write(&self, value) }
  }

  mutating func list<T>(_ values: [T], _ write: (inout CacheWriter, T) -> Void) {
    int(values.count)
    for value in values { write(&self, value) }
  }
}

/// Reads what `CacheWriter` wrote; every read throws `Truncated` past the end or on a value
/// that cannot be right (a negative length).
struct CacheReader {
  struct Truncated: Error {}

  private let bytes: [UInt8]
  private(set) var offset: Int
  /// Where reading stops: the end of the bytes, or of one blob (`blob()`).
  private let end: Int

  init(_ bytes: [UInt8], offset: Int = 0) {
    self.bytes = bytes
    self.offset = offset
    self.end = bytes.count
  }

  /// A reader of one blob that `blob()` stepped over.
  init(_ bytes: [UInt8], blob: Range<Int>) {
    self.bytes = bytes
    self.offset = blob.lowerBound
    self.end = blob.upperBound
  }

  var isAtEnd: Bool { offset == end }

  mutating func int() throws(Truncated) -> Int {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard offset < end, shift < 64 else { throw Truncated() }
      let byte = bytes[offset]
      offset += 1
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { break }
      shift += 7
    }
    return Int(Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1))
  }

  mutating func count() throws(Truncated) -> Int {
    let value = try int()
    guard value >= 0, value <= end - offset else { throw Truncated() }
    return value
  }

  /// The range of the bytes `CacheWriter.blob` wrote here, stepped over.
  mutating func blob() throws(Truncated) -> Range<Int> {
    let length = try count()
    defer { offset += length }
    return offset..<(offset + length)
  }

  /// A 64-bit word (`CacheWriter.word`).
  mutating func word() throws(Truncated) -> UInt64 {
    guard end - offset >= 8 else { throw Truncated() }
    defer { offset += 8 }
    return bytes[offset..<(offset + 8)].reversed().reduce(0) { $0 << 8 | UInt64($1) }
  }

  mutating func bool() throws(Truncated) -> Bool {
    guard offset < end, bytes[offset] <= 1 else { throw Truncated() }
    defer { offset += 1 }
    return bytes[offset] == 1
  }

  mutating func string() throws(Truncated) -> String {
    let length = try count()
    defer { offset += length }
    return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
  }

  /// Steps over a string `CacheWriter.string` wrote, without decoding it.
  mutating func skipString() throws(Truncated) {
    offset += try count()
  }

  /// The bytes and the range read since `start`: what a later reader
  /// (`init(_:blob:)`) needs to read them again.
  func read(since start: Int) -> (bytes: [UInt8], range: Range<Int>) {
    (bytes, start..<offset)
  }

  mutating func optional<T>(_ read: (inout CacheReader) throws(Truncated) -> T) throws(Truncated)
    -> T?
  {
    try bool() ? try read(&self) : nil
  }

  mutating func list<T>(_ read: (inout CacheReader) throws(Truncated) -> T) throws(Truncated)
    -> [T]
  {
    // Each element takes at least one byte, so a count past the bytes left is corrupt.
    let count = try count()
    var values: [T] = []
    values.reserveCapacity(count)
    for _ in 0..<count { values.append(try read(&self)) }
    return values
  }
}
