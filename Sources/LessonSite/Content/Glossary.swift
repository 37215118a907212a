import Foundation

/// `Content/glossary.json`: one term per concept and locale, and the wordings a lesson in
/// that locale should not use for it (calques, invented terms, the other of two mixed terms).
///
/// ```json
/// { "version": 1, "terms": [
///   { "id": "child-view-controller", "concept": "A view controller added with addChild(_:).",
///     "en": { "use": "child view controller" },
///     "zh-Hans": { "use": "子视图控制器", "avoid": ["孩子控制器"], "note": "简称“子控制器”" } } ] }
/// ```
///
/// Every key of a term other than `id` and `concept` is a locale code.
package struct Glossary: Sendable, Equatable {
  /// How one locale writes one concept.
  package struct Usage: Sendable, Equatable {
    /// The term to write.
    package var use: String
    /// Wordings to replace with `use`.
    package var avoid: [String]
    /// Guidance for authors (short forms, where the term comes from).
    package var note: String?

    package init(use: String, avoid: [String] = [], note: String? = nil) {
      self.use = use
      self.avoid = avoid
      self.note = note
    }
  }

  /// One concept and its wording in each locale.
  package struct Term: Sendable, Equatable {
    /// Stable, kebab-case (`run-loop-turn`).
    package var id: String
    /// What the term means, in English.
    package var concept: String
    /// Keyed by locale code.
    package var usage: [String: Usage]

    package init(id: String, concept: String, usage: [String: Usage]) {
      self.id = id
      self.concept = concept
      self.usage = usage
    }
  }

  /// An avoided wording found in a lesson's prose.
  package struct Finding: Sendable, Equatable, Hashable {
    /// The glossary term whose avoided wording was found.
    package var termID: String
    /// The wording as the glossary lists it.
    package var avoided: String
    /// What to write instead.
    package var preferred: String
    /// 1-based, counted from the file's first byte (front matter included).
    package var line: Int
    /// 1-based, in characters (Swift `Character`s), like `SiteDiagnostic`'s columns.
    package var column: Int
  }

  /// Why a glossary file could not be read.
  package enum LoadError: Error, Sendable, Equatable {
    case invalidJSON
    /// A problem, and where to place it: quoted JSON strings to find in the file one after
    /// the other (`"terms"`, then the term's id, then its locale key); the last one found is
    /// the position.
    case invalidShape(String, near: [String] = [])
  }

  package var terms: [Term]

  package init(terms: [Term]) {
    self.terms = terms
  }

  /// Parses glossary.json's bytes.
  package init(json data: [UInt8]) throws(LoadError) {
    guard let object = try? JSONSerialization.jsonObject(with: Data(data)) else {
      throw .invalidJSON
    }
    guard let root = object as? [String: Any], let rawTerms = root["terms"] as? [Any] else {
      throw .invalidShape("the top level must be an object with a \"terms\" array", near: ["terms"])
    }
    var terms: [Term] = []
    for (index, rawTerm) in rawTerms.enumerated() {
      guard let fields = rawTerm as? [String: Any], let id = fields["id"] as? String, !id.isEmpty
      else {
        throw .invalidShape("term \(index + 1) has no \"id\" string", near: ["terms"])
      }
      var usage: [String: Usage] = [:]
      for (key, value) in fields where key != "id" && key != "concept" {
        guard let entry = value as? [String: Any], let use = entry["use"] as? String, !use.isEmpty
        else {
          throw .invalidShape(
            "term \"\(id)\", locale \"\(key)\" has no \"use\" string", near: ["terms", id, key])
        }
        let avoid = entry["avoid"] as? [String] ?? []
        guard entry["avoid"] == nil || entry["avoid"] is [String], !avoid.contains("") else {
          throw .invalidShape(
            "term \"\(id)\", locale \"\(key)\": \"avoid\" must list non-empty strings",
            near: ["terms", id, key, "avoid"])
        }
        usage[key] = Usage(use: use, avoid: avoid, note: entry["note"] as? String)
      }
      terms.append(Term(id: id, concept: fields["concept"] as? String ?? "", usage: usage))
    }
    self.terms = terms
  }

  /// Every avoided wording of `locale` in the prose of `text` (a lesson file: front matter,
  /// Markdown), in order of position. Fenced code blocks and inline code spans are not
  /// prose; a line break between two Han or kana characters joins them (Chinese and Japanese
  /// text wraps inside words; Hangul, like Latin, wraps at spaces). An avoided wording that lies inside a preferred term of the same locale is not
  /// reported (`제약` inside `제약 조건`, `윈도` inside `윈도우`).
  ///
  /// ```swift
  /// glossary.avoidedTerms(in: "视图上屏之后", locale: "zh-Hans")
  /// // [Finding(termID: "on-screen", avoided: "上屏", preferred: "显示在屏幕上", line: 1, column: 3)]
  /// ```
  package func avoidedTerms(in text: String, locale: String) -> [Finding] {
    let prose = ProseStream(text)
    var covered = Set<Int>()
    for term in terms {
      guard let preferred = term.usage[locale]?.use else { continue }
      for start in prose.occurrences(of: preferred) {
        covered.formUnion(start..<(start + preferred.count))
      }
    }
    var findings: [Finding] = []
    for term in terms {
      guard let usage = term.usage[locale] else { continue }
      for avoided in usage.avoid {
        for start in prose.occurrences(of: avoided)
        where !(start..<(start + avoided.count)).allSatisfy(covered.contains) {
          let position = prose.positions[start]
          findings.append(
            Finding(
              termID: term.id, avoided: avoided, preferred: usage.use, line: position.line,
              column: position.column))
        }
      }
    }
    return findings.sorted {
      ($0.line, $0.column, $0.termID, $0.avoided) < ($1.line, $1.column, $1.termID, $1.avoided)
    }
  }
}

/// A lesson's prose as one run of characters with their source positions; code and
/// paragraph breaks are a barrier character that no term contains.
struct ProseStream {
  static let barrier: Character = "\u{FFFC}"

  var characters: [Character] = []
  var positions: [(line: Int, column: Int)] = []
  /// `characters` with ASCII letters lower-cased, for matching.
  var folded: [Character] = []
  /// `folded` as small numbers, one per distinct character (`Character`'s own equality,
  /// canonical equivalence, decides what is distinct), and where each number occurs: a
  /// glossary's hundreds of wordings are each compared at the few places their first
  /// character occurs, as numbers. Comparing `Character`s at every place of every lesson
  /// would cost more than the rest of checking the content.
  private var codes: [Int] = []
  private var codeOf: [Character: Int] = [:]
  private var placesOfCode: [[Int]] = []

  init(_ text: String) {
    var fence: (marker: Character, length: Int)?
    var previousLineEndedInWideCharacter = false
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = rawLine.last == "\r" ? rawLine.dropLast() : rawLine[...]
      let lineNumber = index + 1
      if let open = fence {
        if Self.fenceMarker(line).map({ $0.marker == open.marker && $0.length >= open.length })
          == true
        {
          fence = nil
        }
        append(Self.barrier, lineNumber, 1)
        previousLineEndedInWideCharacter = false
        continue
      }
      if let marker = Self.fenceMarker(line) {
        fence = marker
        append(Self.barrier, lineNumber, 1)
        previousLineEndedInWideCharacter = false
        continue
      }
      let proseLine = Self.maskingCodeSpans(Array(line))
      guard proseLine.contains(where: { !$0.isWhitespace }) else {
        append(Self.barrier, lineNumber, 1)
        previousLineEndedInWideCharacter = false
        continue
      }
      let firstText = proseLine.firstIndex { !$0.isWhitespace } ?? 0
      let startsWide = Self.joinsAcrossLineBreaks(proseLine[firstText])
      if !(previousLineEndedInWideCharacter && startsWide) {
        append(" ", lineNumber, 1)
      }
      // Leading whitespace is indentation, not text: the separator above stands for it.
      for offset in firstText..<proseLine.count {
        append(proseLine[offset], lineNumber, offset + 1)
      }
      let lastText = proseLine.lastIndex { !$0.isWhitespace } ?? 0
      previousLineEndedInWideCharacter = Self.joinsAcrossLineBreaks(proseLine[lastText])
      if previousLineEndedInWideCharacter {
        // Drop the trailing spaces so that the join is seamless.
        let trailing = proseLine.count - lastText - 1
        characters.removeLast(trailing)
        positions.removeLast(trailing)
      }
    }
    folded = characters.map(Self.folded)
    codes.reserveCapacity(folded.count)
    for (place, character) in folded.enumerated() {
      let code: Int
      if let known = codeOf[character] {
        code = known
      } else {
        code = placesOfCode.count
        codeOf[character] = code
        placesOfCode.append([])
      }
      codes.append(code)
      placesOfCode[code].append(place)
    }
  }

  private mutating func append(_ character: Character, _ line: Int, _ column: Int) {
    characters.append(character)
    positions.append((line, column))
  }

  /// Start indices of `needle` (case-insensitive for ASCII letters; whole words when the
  /// needle starts or ends with an ASCII letter).
  func occurrences(of needle: String) -> [Int] {
    let pattern = needle.map(Self.folded)
    let characters = folded
    guard !pattern.isEmpty, pattern.count <= characters.count else { return [] }
    let needsStartBoundary = pattern.first.map(Self.isASCIILetter) ?? false
    let needsEndBoundary = pattern.last.map(Self.isASCIILetter) ?? false
    // A character the text never has: the needle is not in it.
    var wanted: [Int] = []
    for character in pattern {
      guard let code = codeOf[character] else { return [] }
      wanted.append(code)
    }
    var starts: [Int] = []
    for start in placesOfCode[wanted[0]] where start + wanted.count <= codes.count {
      var matches = true
      for offset in 1..<wanted.count where codes[start + offset] != wanted[offset] {
        matches = false
        break
      }
      guard matches else { continue }
      if needsStartBoundary, start > 0, Self.isASCIILetter(characters[start - 1]) { continue }
      let end = start + pattern.count
      if needsEndBoundary, end < characters.count, Self.isASCIILetter(characters[end]) {
        continue
      }
      starts.append(start)
    }
    return starts
  }

  private static func folded(_ character: Character) -> Character {
    character.isASCII ? Character(character.lowercased()) : character
  }

  /// Han, kana and CJK punctuation: text in these scripts wraps without a space, so a line
  /// break between two of them is not a word break. Hangul separates words with spaces.
  private static func joinsAcrossLineBreaks(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first?.value else { return false }
    switch scalar {
    case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF,
      0x20000...0x3FFFF:
      return true
    default:
      return false
    }
  }

  private static func isASCIILetter(_ character: Character) -> Bool {
    character.isASCII && character.isLetter
  }

  /// A line opening or closing a fenced code block: up to three spaces, then three or
  /// more backticks or tildes.
  private static func fenceMarker(_ line: Substring) -> (marker: Character, length: Int)? {
    let indent = line.prefix { $0 == " " }.count
    guard indent <= 3 else { return nil }
    let rest = line.dropFirst(indent)
    guard let marker = rest.first, marker == "`" || marker == "~" else { return nil }
    let length = rest.prefix { $0 == marker }.count
    return length >= 3 ? (marker, length) : nil
  }

  /// Replaces each inline code span (a run of backticks up to the next run of the same
  /// length on the line), and each title in Chinese title marks (`《…》`), with barrier
  /// characters, keeping columns. A cited title is the work's name as published, not the
  /// lesson's wording: a Traditional Chinese lesson citing a Simplified Chinese article keeps
  /// its title's 调用.
  private static func maskingCodeSpans(_ line: [Character]) -> [Character] {
    var result = maskingTitles(line)
    var index = 0
    while index < line.count {
      guard line[index] == "`" else {
        index += 1
        continue
      }
      let runLength = line[index...].prefix { $0 == "`" }.count
      var search = index + runLength
      var closing: Int?
      while search < line.count {
        guard line[search] == "`" else {
          search += 1
          continue
        }
        let length = line[search...].prefix { $0 == "`" }.count
        if length == runLength {
          closing = search
          break
        }
        search += length
      }
      guard let closing else {
        index += runLength
        continue
      }
      let end = closing + runLength
      for masked in index..<end { result[masked] = barrier }
      index = end
    }
    return result
  }

  /// `line` with each `《…》` title (marks included) replaced with barrier characters.
  private static func maskingTitles(_ line: [Character]) -> [Character] {
    var result = line
    var open: Int?
    for (index, character) in line.enumerated() {
      if character == "《" {
        open = index
      } else if character == "》", let start = open {
        for masked in start...index { result[masked] = barrier }
        open = nil
      }
    }
    return result
  }
}
