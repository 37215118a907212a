import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

#if canImport(Glibc)
  import Glibc
#endif

/// `lessons serve` against slow, many and odd clients (issue 31).
@Suite(.serialized) struct ServeHardeningTests {
  /// A connected socket to the server, or nil.
  static func connectTo(_ port: UInt16) -> Int32? {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return nil }
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
    guard connected == 0 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }

  static func readAll(_ descriptor: Int32) -> String {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      received += buffer[0..<count]
    }
    return String(decoding: received, as: UTF8.self)
  }

  /// A client sending its head one byte at a time, each within the per-read timeout, is
  /// answered 408 once the head's deadline passes, not held for as long as it trickles.
  @Test func aTricklingHeadMeetsItsDeadline() throws {
    let server = try HTTPServer(headDeadline: 1.5) { _ in HTTPResponse.text(200, "ok\n") }
    server.start()
    defer { server.stop() }
    let client = try #require(Self.connectTo(server.port))
    defer { close(client) }
    let started = Date()
    let head = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1234567890\r\n\r\n".utf8)
    var answered = ""
    for byte in head {
      var value = byte
      guard write(client, &value, 1) == 1 else { break }
      usleep(300_000)
      var poll = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
      if Glibc.poll(&poll, 1, 0) > 0 {
        answered = Self.readAll(client)
        break
      }
      if Date().timeIntervalSince(started) > 8 { break }
    }
    #expect(answered.hasPrefix("HTTP/1.1 408"))
    #expect(Date().timeIntervalSince(started) < 4)
  }

  /// One client cannot hold every worker: past the cap its connections get 503 at once.
  @Test func connectionsPerClientAreCapped() throws {
    let server = try HTTPServer { _ in HTTPResponse.text(200, "ok\n") }
    server.start()
    defer { server.stop() }
    var idle: [Int32] = []
    defer { for descriptor in idle { close(descriptor) } }
    for _ in 0..<HTTPServer.maximumConnectionsPerClient {
      idle.append(try #require(Self.connectTo(server.port)))
    }
    usleep(200_000)
    let response = HTTPClient.get("/", port: server.port)
    #expect(response?.status == 503)
    for descriptor in idle { close(descriptor) }
    idle = []
    // The closed connections free their slots once the workers holding them see the close,
    // which under load takes longer than any fixed pause: ask until served, within 5 s.
    let closedAt = Date()
    var status = HTTPClient.get("/", port: server.port)?.status
    while status != 200, Date().timeIntervalSince(closedAt) < 5 {
      usleep(100_000)
      status = HTTPClient.get("/", port: server.port)?.status
    }
    #expect(status == 200)
  }

  @Test func aSecondHostHeaderIsABadRequest() throws {
    let server = try HTTPServer { _ in HTTPResponse.text(200, "ok\n") }
    server.start()
    defer { server.stop() }
    let request = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\n\r\n"
    #expect(HTTPClient.send(Array(request.utf8), port: server.port)?.status == 400)
    #expect(HTTPRequest.parse(Array(request.utf8)) == nil)
  }

  /// `GET //en` must not redirect to `//en/`, which a browser reads as the host `en`.
  @Test(arguments: ["//en", "///en", "/%2Fen", "//en//"])
  func noRedirectIsProtocolRelative(path: String) throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site/en/index.html", "en")
    let resolver = SitePathResolver(root: folder.path("site"))
    if case .redirect(let location) = resolver.resolve(path) {
      #expect(location.hasPrefix("/"))
      #expect(!location.hasPrefix("//"))
      #expect(location.hasSuffix("en/"))
    }
  }
}
