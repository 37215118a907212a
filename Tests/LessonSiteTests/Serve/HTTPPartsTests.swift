import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// The preview server's parts that need no socket: request parsing, responses, paths.
@Suite struct HTTPPartsTests {
  @Test func parsesARequestHead() throws {
    let head = Array(
      "GET /en/add.html?x=1#top HTTP/1.1\r\nHost: 127.0.0.1:80\r\nX-A:  b \r\n\r\n".utf8)
    #expect(HTTPRequest.headEnd(in: head) == head.count)
    #expect(HTTPRequest.headEnd(in: Array(head.dropLast(2))) == nil)
    let request = try #require(HTTPRequest.parse(head))
    #expect(request.method == "GET")
    #expect(request.target == "/en/add.html?x=1#top")
    #expect(request.path == "/en/add.html")
    #expect(request.headers == ["host": "127.0.0.1:80", "x-a": "b"])
  }

  @Test(arguments: [
    "", "GET /\r\n\r\n", "GET / FTP/1.0\r\n\r\n", "G@T / HTTP/1.1\r\n\r\n",
    "GET / HTTP/1.1\r\nno colon here\r\n\r\n", "GET  / HTTP/1.1\r\n\r\n",
  ])
  func refusesMalformedHeads(_ text: String) {
    #expect(HTTPRequest.parse(Array(text.utf8)) == nil)
  }

  @Test func serializesWithLengthAndNoCaching() {
    let response = HTTPResponse.file(Array("<p>hi</p>".utf8), path: "/site/en/a.html")
    let wire = String(decoding: response.serialized(), as: UTF8.self)
    #expect(
      wire == """
        HTTP/1.1 200 OK\r
        Content-Type: text/html; charset=utf-8\r
        Content-Length: 9\r
        Cache-Control: no-store\r
        X-Content-Type-Options: nosniff\r
        Connection: close\r
        \r
        <p>hi</p>
        """)
    let head = String(decoding: response.serialized(includeBody: false), as: UTF8.self)
    #expect(head.hasSuffix("Connection: close\r\n\r\n"))
    #expect(head.contains("Content-Length: 9\r\n"))
  }

  @Test(arguments: [
    ("a/style.css", "text/css; charset=utf-8"),
    ("search-index.js", "text/javascript; charset=utf-8"),
    ("x.PNG", "image/png"), ("diagram.svg", "image/svg+xml"),
    ("LICENSE", "application/octet-stream"),
  ])
  func contentTypes(_ path: String, _ type: String) {
    #expect(HTTPResponse.contentType(forPath: path) == type)
  }

  @Test func onlyLoopbackHostsAreAnswered() {
    #expect(HTTPServer.isLoopbackHost(nil, port: 8000))
    #expect(HTTPServer.isLoopbackHost("127.0.0.1:8000", port: 8000))
    #expect(HTTPServer.isLoopbackHost("LOCALHOST:8000", port: 8000))
    #expect(HTTPServer.isLoopbackHost("localhost", port: 8000))
    #expect(!HTTPServer.isLoopbackHost("localhost:8001", port: 8000))
    #expect(!HTTPServer.isLoopbackHost("evil.example:8000", port: 8000))
  }
}

/// Request paths to files: inside the site only, whatever the encoding or the symlinks.
@Suite struct SitePathResolverTests {
  let folder: FixtureFolder
  let resolver: SitePathResolver

  init() throws {
    folder = try FixtureFolder()
    try folder.write("site/index.html", "root")
    try folder.write("site/en/index.html", "en")
    try folder.write("site/en/add.html", "add")
    try folder.write("site/en/a b.html", "space")
    try folder.write("site/.lessons-site", "marker")
    try folder.write("secret.txt", "secret")
    try folder.write("outside/page.html", "outside")
    let files = FileManager.default
    try files.createSymbolicLink(
      atPath: folder.path("site/leak.txt"), withDestinationPath: folder.path("secret.txt"))
    try files.createSymbolicLink(
      atPath: folder.path("site/linked"), withDestinationPath: folder.path("outside"))
    try files.createSymbolicLink(
      atPath: folder.path("site/relative.txt"), withDestinationPath: "../secret.txt")
    try files.createSymbolicLink(
      atPath: folder.path("site/alias.html"), withDestinationPath: "en/add.html")
    resolver = SitePathResolver(root: folder.path("site"))
  }

  func resolved(_ path: String) -> String? {
    guard case .file(let file) = resolver.resolve(path) else { return nil }
    return String(decoding: FileManager.default.contents(atPath: file) ?? Data(), as: UTF8.self)
  }

  @Test func servesFilesAndFolderIndexes() {
    defer { folder.remove() }
    #expect(resolved("/") == "root")
    #expect(resolved("/en/") == "en")
    #expect(resolved("/en/add.html") == "add")
    #expect(resolved("//en//add.html") == "add")
    #expect(resolved("/en/a%20b.html") == "space")
    #expect(resolved("/alias.html") == "add")
    #expect(resolver.resolve("/en") == .redirect("/en/"))
    #expect(resolver.resolve("/en/missing.html") == .notFound)
  }

  @Test(arguments: [
    "/../secret.txt", "/en/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt",
    "/en/%2e%2e/%2e%2e/secret.txt", "/..%2fsecret.txt", "/%2e%2e%2fsecret.txt",
    "/en/..%5c..%5csecret.txt", "/./index.html", "/.lessons-site", "/%2elessons-site",
    "/leak.txt", "/relative.txt", "/linked/page.html", "/linked/", "/en/add.html%00.txt",
    "en/add.html", "/%zz",
  ])
  func refusesEverythingOutsideTheSite(_ path: String) {
    defer { folder.remove() }
    #expect(resolver.resolve(path) == .notFound, "\(path)")
  }
}
