import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on the loopback interface only, for `lessons serve`.
///
/// It binds `127.0.0.1` (never another address), answers each connection on a worker
/// thread with one response, and closes it. Requests whose `Host` names anything but the
/// loopback address or `localhost` are refused with 403, so a web page elsewhere cannot
/// reach it through DNS rebinding. `stop()` closes the listening socket and waits for the
/// connections in flight.
///
/// Slow or many clients cannot starve it: a request head must arrive whole within
/// `headDeadline` seconds (each read also times out on its own), and one client address
/// may hold at most `maximumConnectionsPerClient` connections at once; past that its new
/// connections are answered 503 at once and closed.
package final class HTTPServer: @unchecked Sendable {
  /// Connections one client address may hold open at once. A browser opens six per host.
  package static let maximumConnectionsPerClient = 32
  /// Answers one request; runs on a worker thread, possibly several at once.
  package typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

  /// Why the server could not start.
  package enum StartError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `socket`, `bind` or `listen` failed: the C library's message.
    case socket(call: String, reason: String)

    package var description: String {
      switch self {
      case .socket(let call, let reason): "cannot listen on 127.0.0.1 (\(call): \(reason))"
      }
    }
  }

  /// The port bound: the one asked for, or the free one the system chose for 0.
  package let port: UInt16
  private let socket: Int32
  private let handler: Handler
  private let lock = NSLock()
  private var stopped = false
  private var started = false
  private let connections = DispatchGroup()
  /// Seconds a request head may take to arrive, from the connection's acceptance.
  private let headDeadline: Double
  /// Open connections by client address (IPv4, network order).
  private var openByClient: [UInt32: Int] = [:]
  private let acceptLoopEnded = DispatchSemaphore(value: 0)

  /// Binds `127.0.0.1:port` (0: a free port) and listens; `start()` begins accepting.
  package init(port: UInt16 = 0, headDeadline: Double = 10, handler: @escaping Handler)
    throws(StartError)
  {
    self.headDeadline = headDeadline
    #if canImport(Glibc)
      let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw .socket(call: "socket", reason: Self.lastError()) }
    var reuse: Int32 = 1
    setsockopt(
      descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    let bound = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      let reason = Self.lastError()
      close(descriptor)
      throw .socket(call: "bind port \(port)", reason: reason)
    }
    guard listen(descriptor, 64) == 0 else {
      let reason = Self.lastError()
      close(descriptor)
      throw .socket(call: "listen", reason: reason)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    self.port = UInt16(bigEndian: address.sin_port)
    self.socket = descriptor
    self.handler = handler
  }

  /// Starts accepting connections on a thread of its own; only the first call does anything.
  package func start() {
    lock.lock()
    let already = started || stopped
    started = true
    lock.unlock()
    guard !already else { return }
    let thread = Thread { [self] in
      acceptLoop()
      acceptLoopEnded.signal()
    }
    thread.name = "lessons-serve-accept"
    thread.start()
  }

  /// Stops accepting, waits (up to five seconds) for the connections in flight, and
  /// releases the port. Calling it again does nothing.
  package func stop() {
    lock.lock()
    let already = stopped
    let accepting = started
    stopped = true
    lock.unlock()
    guard !already else { return }
    // shutdown wakes the thread blocked in accept; close releases the port.
    shutdown(socket, Int32(SHUT_RDWR))
    close(socket)
    if accepting { acceptLoopEnded.wait() }
    _ = connections.wait(timeout: .now() + 5)
  }

  private var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  private func acceptLoop() {
    while !isStopped {
      var peer = sockaddr_in()
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let client = withUnsafeMutablePointer(to: &peer) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          accept(socket, $0, &length)
        }
      }
      if client < 0 {
        if errno == EINTR { continue }
        return
      }
      let address = peer.sin_addr.s_addr
      lock.lock()
      let open = openByClient[address, default: 0]
      if open < Self.maximumConnectionsPerClient { openByClient[address] = open + 1 }
      lock.unlock()
      guard open < Self.maximumConnectionsPerClient else {
        // Answered here without waiting: the socket's buffer takes this small response.
        var response = HTTPResponse.text(503, "too many connections from this client\n")
        response.headers.append(("Retry-After", "1"))
        send(client, response, waiting: false)
        close(client)
        continue
      }
      connections.enter()
      DispatchQueue.global().async { [self] in
        answer(client)
        lock.lock()
        openByClient[address, default: 1] -= 1
        if openByClient[address] == 0 { openByClient[address] = nil }
        lock.unlock()
        connections.leave()
      }
    }
  }

  /// Reads one request from `client`, writes one response, closes the connection.
  private func answer(_ client: Int32) {
    defer { close(client) }
    let deadline = Date().addingTimeInterval(headDeadline)
    #if canImport(Darwin)
      var noSignal: Int32 = 1
      setsockopt(
        client, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
    #endif
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    var headEnd: Int?
    while headEnd == nil {
      // Each read waits at most 5 s, and never past the head's deadline.
      let remaining = min(5, deadline.timeIntervalSinceNow)
      guard remaining > 0 else {
        send(client, HTTPResponse.text(408, "request timed out\n"))
        return
      }
      var timeout = timeval(
        tv_sec: Int(remaining), tv_usec: Int((remaining - Double(Int(remaining))) * 1_000_000))
      if timeout.tv_sec == 0, timeout.tv_usec == 0 { timeout.tv_usec = 1 }
      setsockopt(
        client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
      guard count > 0 else {
        if count < 0, received.isEmpty { return }
        send(client, HTTPResponse.text(408, "request timed out\n"))
        return
      }
      received += buffer[0..<count]
      headEnd = HTTPRequest.headEnd(in: received)
      if headEnd == nil, received.count > HTTPRequest.maximumHeadSize {
        send(client, HTTPResponse.text(431, "request head too large\n"))
        return
      }
    }
    guard let end = headEnd, let request = HTTPRequest.parse(Array(received[0..<end])) else {
      send(client, HTTPResponse.text(400, "bad request\n"))
      return
    }
    guard request.method == "GET" || request.method == "HEAD" else {
      var response = HTTPResponse.text(405, "only GET and HEAD\n")
      response.headers.append(("Allow", "GET, HEAD"))
      send(client, response)
      return
    }
    guard Self.isLoopbackHost(request.headers["host"], port: port) else {
      send(client, HTTPResponse.text(403, "this server answers 127.0.0.1 and localhost only\n"))
      return
    }
    send(client, handler(request), includeBody: request.method != "HEAD")
  }

  /// True for no `Host` header (HTTP/1.0) or one naming `127.0.0.1`, `localhost` or `[::1]`,
  /// with this port or none.
  package static func isLoopbackHost(_ host: String?, port: UInt16) -> Bool {
    guard let host = host?.lowercased() else { return true }
    return ["127.0.0.1", "localhost", "[::1]"].contains { name in
      host == name || host == "\(name):\(port)"
    }
  }

  private func send(
    _ client: Int32, _ response: HTTPResponse, includeBody: Bool = true, waiting: Bool = true
  ) {
    let bytes = response.serialized(includeBody: includeBody)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        #if canImport(Glibc)
          Glibc.send(
            client, raw.baseAddress! + offset, raw.count - offset,
            Int32(MSG_NOSIGNAL) | (waiting ? 0 : Int32(MSG_DONTWAIT)))
        #else
          Darwin.send(client, raw.baseAddress! + offset, raw.count - offset, 0)
        #endif
      }
      if written <= 0 { return }
      offset += written
    }
  }

  private static func lastError() -> String {
    String(cString: strerror(errno))
  }
}
