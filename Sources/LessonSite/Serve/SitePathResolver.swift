import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Maps a request path to a file inside the site folder, and refuses everything else.
///
/// The path is percent-decoded once; a `..` or `.` segment, a hidden segment (`.lessons-site`),
/// a backslash or a NUL is refused, and so is any path whose real location (symlinks
/// resolved) is not inside the site's real location: a symlink in the site that points
/// elsewhere serves nothing. Refusals are `.notFound`, so a probe learns nothing.
package struct SitePathResolver: Sendable {
  /// What a request path resolves to.
  package enum Resolution: Sendable, Equatable {
    /// An absolute path to a regular file inside the site.
    case file(String)
    /// A folder asked for without its trailing `/`: redirect there so relative links work.
    case redirect(String)
    case notFound
  }

  /// The site folder.
  package var root: String

  package init(root: String) {
    self.root = root
  }

  /// Resolves `path` (the request target's path, still percent-encoded, starting with `/`).
  package func resolve(_ path: String) -> Resolution {
    guard path.hasPrefix("/"), let decoded = path.removingPercentEncoding,
      !decoded.contains("\0"), !decoded.contains("\\")
    else { return .notFound }
    let segments = decoded.split(separator: "/", omittingEmptySubsequences: true)
    guard !segments.contains(where: { $0.hasPrefix(".") }) else { return .notFound }
    // The root's real path is looked up on every request: a rebuild swaps the folder.
    guard let realRoot = Self.realPath(root) else { return .notFound }
    let candidate = ([realRoot] + segments.map(String.init)).joined(separator: "/")
    guard let real = Self.realPath(candidate), real == realRoot || real.hasPrefix(realRoot + "/")
    else { return .notFound }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory) else {
      return .notFound
    }
    if isDirectory.boolValue {
      // One leading slash: `//en/` would be a protocol-relative URL, the host `en`.
      guard decoded.hasSuffix("/") else {
        return .redirect("/" + path.drop { $0 == "/" } + "/")
      }
      let index = real + "/index.html"
      guard let realIndex = Self.realPath(index), realIndex.hasPrefix(realRoot + "/"),
        Self.isRegularFile(realIndex)
      else { return .notFound }
      return .file(realIndex)
    }
    return Self.isRegularFile(real) ? .file(real) : .notFound
  }

  /// The canonical absolute path with every symlink resolved; nil when it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }
}
