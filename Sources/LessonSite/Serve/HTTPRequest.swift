import Foundation

/// One HTTP/1.x request as the preview server reads it: the request line and the headers.
/// Bodies are never read: the server answers `GET` and `HEAD` only.
///
/// ```
/// GET /en/add.html?x=1 HTTP/1.1\r\n
/// Host: 127.0.0.1:8123\r\n
/// \r\n
/// ```
package struct HTTPRequest: Sendable, Equatable {
  /// `GET`, `HEAD`, … as sent (methods are case-sensitive in HTTP).
  package var method: String
  /// The request target exactly as sent (`/en/add.html?x=1`), still percent-encoded.
  package var target: String
  /// `HTTP/1.1`.
  package var version: String
  /// Header values by lowercased name; a repeated header keeps its last value (a repeated
  /// `Host` makes the request malformed: HTTP/1.1 answers it 400).
  package var headers: [String: String]

  package init(method: String, target: String, version: String, headers: [String: String] = [:]) {
    self.method = method
    self.target = target
    self.version = version
    self.headers = headers
  }

  /// The most bytes of request line and headers the server reads before answering 431.
  package static let maximumHeadSize = 16 * 1024

  /// The path part of the target: everything before `?` or `#`, still percent-encoded.
  package var path: String {
    String(target.prefix { $0 != "?" && $0 != "#" })
  }

  /// Where the head ends in `bytes` (the index just after the blank line), or nil when the
  /// blank line has not arrived yet.
  package static func headEnd(in bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    for index in 3..<bytes.count
    where bytes[index - 3] == 13 && bytes[index - 2] == 10 && bytes[index - 1] == 13
      && bytes[index] == 10
    {
      return index + 1
    }
    return nil
  }

  /// Parses a complete head (request line and headers, with or without the final blank
  /// line); nil when it is not a well-formed HTTP/1.x request.
  package static func parse(_ head: [UInt8]) -> HTTPRequest? {
    let text = String(decoding: head, as: UTF8.self)
    var lines = text.components(separatedBy: "\r\n")
    while lines.last == "" { lines.removeLast() }
    guard let requestLine = lines.first else { return nil }
    let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isASCII && $0.isLetter }),
      !parts[1].isEmpty, parts[2].hasPrefix("HTTP/1.")
    else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      let name = line[..<colon].lowercased()
      guard !name.isEmpty, !name.contains(" ") else { return nil }
      // RFC 9112 section 3.2: a request with more than one Host is answered 400.
      if name == "host", headers[name] != nil { return nil }
      headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return HTTPRequest(
      method: String(parts[0]), target: String(parts[1]), version: String(parts[2]),
      headers: headers)
  }
}
