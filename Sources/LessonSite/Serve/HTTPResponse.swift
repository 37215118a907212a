/// An HTTP response: status, headers, body. Every response closes its connection and is
/// never cached (the preview changes on every save).
package struct HTTPResponse: Sendable, Equatable {
  package var status: Int
  /// Header name and value pairs, in the order they are sent; `Content-Length`,
  /// `Connection` and `Cache-Control` are added by `serialized`.
  package var headers: [(String, String)]
  package var body: [UInt8]

  package init(status: Int, headers: [(String, String)] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  package static func == (left: HTTPResponse, right: HTTPResponse) -> Bool {
    left.status == right.status && left.body == right.body
      && left.headers.map { [$0.0, $0.1] } == right.headers.map { [$0.0, $0.1] }
  }

  /// A text response (`text/plain` unless `contentType` says otherwise).
  package static func text(
    _ status: Int, _ text: String, contentType: String = "text/plain; charset=utf-8"
  ) -> HTTPResponse {
    HTTPResponse(status: status, headers: [("Content-Type", contentType)], body: Array(text.utf8))
  }

  /// 404: anything that is not a file inside the site.
  package static let notFound = text(404, "404 not found\n")

  /// A file's bytes with the content type its extension implies.
  package static func file(_ bytes: [UInt8], path: String) -> HTTPResponse {
    HTTPResponse(status: 200, headers: [("Content-Type", contentType(forPath: path))], body: bytes)
  }

  /// 301 to `location` (a directory asked for without its trailing `/`).
  package static func redirect(to location: String) -> HTTPResponse {
    HTTPResponse(
      status: 301,
      headers: [("Location", location), ("Content-Type", "text/plain; charset=utf-8")],
      body: Array("moved to \(location)\n".utf8))
  }

  /// The standard reason phrase of the statuses the server sends.
  package static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 301: "Moved Permanently"
    case 400: "Bad Request"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 431: "Request Header Fields Too Large"
    case 500: "Internal Server Error"
    default: "Status \(status)"
    }
  }

  /// The bytes on the wire; `includeBody` is false for `HEAD` (the length still counts it).
  package func serialized(includeBody: Bool = true) -> [UInt8] {
    var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    head += "Content-Length: \(body.count)\r\n"
    head += "Cache-Control: no-store\r\n"
    head += "X-Content-Type-Options: nosniff\r\n"
    head += "Connection: close\r\n\r\n"
    return Array(head.utf8) + (includeBody ? body : [])
  }

  /// The content type of the files a site holds, by extension.
  package static func contentType(forPath path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let dot = name.lastIndex(of: ".")
    let ext = dot.map { name[name.index(after: $0)...].lowercased() } ?? ""
    switch ext {
    case "html", "htm": return "text/html; charset=utf-8"
    case "css": return "text/css; charset=utf-8"
    case "js", "mjs": return "text/javascript; charset=utf-8"
    case "json": return "application/json"
    case "txt", "md": return "text/plain; charset=utf-8"
    case "svg": return "image/svg+xml"
    case "png": return "image/png"
    case "jpg", "jpeg": return "image/jpeg"
    case "gif": return "image/gif"
    case "webp": return "image/webp"
    case "ico": return "image/x-icon"
    case "woff2": return "font/woff2"
    case "woff": return "font/woff"
    case "pdf": return "application/pdf"
    default: return "application/octet-stream"
    }
  }
}
