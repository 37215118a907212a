import Diagnostics
import LessonSite

/// One diagnostic per root cause: the same problem said again in one file (the same id and
/// message: an unknown attribute on every fence, one typo copied into six blocks) is printed
/// once, at its first place, with a note naming the other lines, so that a pull request gets
/// one annotation for it rather than one per copy.
enum RepeatedDiagnostics {
  static func merged(_ diagnostics: [SiteDiagnostic]) -> [SiteDiagnostic] {
    struct Key: Hashable {
      var file: String?
      var id: MessageID
      var message: String
      var severity: SiteDiagnostic.Severity
    }
    var firstIndex: [Key: Int] = [:]
    var result: [SiteDiagnostic] = []
    var repeats: [Int: [Int]] = [:]
    for diagnostic in diagnostics {
      let key = Key(
        file: diagnostic.file, id: diagnostic.id, message: diagnostic.message,
        severity: diagnostic.severity)
      if let index = firstIndex[key], diagnostic.file != nil, let line = diagnostic.line {
        repeats[index, default: []].append(line)
        continue
      }
      firstIndex[key] = result.count
      result.append(diagnostic)
    }
    for (index, lines) in repeats {
      let file = result[index].file ?? ""
      let list = lines.map(String.init).joined(separator: ", ")
      result[index].notes.append(
        SiteDiagnostic.Note(
          message: "the same on line\(lines.count == 1 ? "" : "s") \(list)", file: file,
          line: lines[0]))
    }
    return result
  }
}
