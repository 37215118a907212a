import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A raw HTTP/1.1 client for the preview server's tests: it sends the request target exactly
/// as given (a URL library would normalize `..` away before it reached the server).
package enum HTTPClient {
  /// A response as received.
  package struct Response: Sendable {
    package var status: Int
    package var headers: [String: String]
    package var body: String
  }

  /// Sends `GET target` (or `method`) to `127.0.0.1:port`; nil when nothing answered.
  package static func get(
    _ target: String, port: UInt16, method: String = "GET", host: String? = nil
  ) -> Response? {
    let request =
      "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n"
      + "Connection: close\r\n\r\n"
    return send(Array(request.utf8), port: port)
  }

  /// Sends `bytes` as they are and reads until the server closes the connection.
  package static func send(_ bytes: [UInt8], port: UInt16) -> Response? {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(
      descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return nil }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        write(descriptor, raw.baseAddress! + offset, raw.count - offset)
      }
      guard written > 0 else { return nil }
      offset += written
    }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      received += buffer[0..<count]
    }
    return parse(received)
  }

  private static func parse(_ bytes: [UInt8]) -> Response? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let split = text.range(of: "\r\n\r\n") else { return nil }
    let lines = text[..<split.lowerBound].components(separatedBy: "\r\n")
    let parts = lines.first?.split(separator: " ") ?? []
    guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] =
        line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return Response(status: status, headers: headers, body: String(text[split.upperBound...]))
  }
}
