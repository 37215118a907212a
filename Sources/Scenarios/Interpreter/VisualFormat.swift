/// Auto Layout's visual format language, parsed as Apple's grammar gives it ("Visual Format
/// Language", Auto Layout Guide; `NSLayoutConstraint.h`):
///
///     (H|V:)? (| connection)? [view(predicates)?] (connection [view(predicates)?])* (connection |)?
///
/// A connection is `-` (the standard space), `-n-`, `-metric-`, `-(>=n@750)-` or nothing
/// (flush); a view's predicates size it (`[a(100)]`, `[a(>=50,<=200)]`, `[a(==b)]`).
/// Priorities (`@750`) are read and dropped: the model stores none (FIDELITY-SURFACE.md L8).
struct VisualFormat: Equatable {
  /// One `relation object` of a predicate list: a constant, or another view's name.
  struct Predicate: Equatable {
    var relation = "=="
    var constant: Double?
    var view: String?
  }

  /// The space between two items: the standard one (`-`), or predicates (empty: flush).
  enum Connection: Equatable {
    case standard
    case predicates([Predicate])
  }

  struct Item: Equatable {
    var name: String
    var size: [Predicate]
  }

  var isVertical = false
  /// The connection from the superview's leading (top) edge, when the format starts with `|`.
  var fromSuperview: Connection?
  var items: [Item] = []
  /// `between[i]` joins `items[i]` and `items[i + 1]`.
  var between: [Connection] = []
  /// The connection to the superview's trailing (bottom) edge, when the format ends with `|`.
  var toSuperview: Connection?

  /// Why a format does not parse, as UIKit's exception reason words it.
  struct Problem: Error, Equatable {
    var message: String
    var offset: Int
  }

  /// Parses `text`, with `metrics` giving named numbers.
  init(_ text: String, metrics: [String: Double]) throws(Problem) {
    var cursor = Cursor(characters: Array(text.filter { !$0.isWhitespace }), metrics: metrics)
    if cursor.peek(2) == "H:" || cursor.peek(2) == "V:" {
      isVertical = cursor.peek(1) == "V"
      cursor.index += 2
    }
    if cursor.take("|") {
      fromSuperview = try cursor.connection()
    }
    while true {
      items.append(try cursor.item())
      if cursor.atEnd { break }
      let connection = try cursor.connection()
      if cursor.take("|") {
        toSuperview = connection
        break
      }
      between.append(connection)
    }
    guard cursor.atEnd else { throw cursor.problem("Expected the end of the format") }
  }

  private struct Cursor {
    var characters: [Character]
    var metrics: [String: Double]
    var index = 0

    var atEnd: Bool { index >= characters.count }

    func peek(_ count: Int) -> String {
      String(characters[index..<min(index + count, characters.count)])
    }

    mutating func take(_ text: String) -> Bool {
      guard peek(text.count) == text else { return false }
      index += text.count
      return true
    }

    func problem(_ message: String) -> Problem { Problem(message: message, offset: index) }

    mutating func name() -> String {
      var out = ""
      while !atEnd,
        characters[index].isLetter || characters[index].isNumber
          || characters[index] == "_"
      {
        out.append(characters[index])
        index += 1
      }
      return out
    }

    mutating func number() -> Double? {
      let start = index
      while !atEnd, characters[index].isNumber || characters[index] == "." {
        index += 1
      }
      return index > start ? Double(String(characters[start..<index])) : nil
    }

    /// `[name]` or `[name(predicates)]`.
    mutating func item() throws(Problem) -> Item {
      guard take("[") else { throw problem("Expected a '[' here") }
      let viewName = name()
      guard !viewName.isEmpty else { throw problem("Expected a view") }
      var size: [Predicate] = []
      if take("(") {
        size = try predicates(allowViews: true)
        guard take(")") else { throw problem("Expected ')' to end a predicate list") }
      }
      guard take("]") else { throw problem("Expected ']' to end a view") }
      return Item(name: viewName, size: size)
    }

    /// Nothing (flush), `-`, `-n-`, `-metric-` or `-(predicates)-`.
    mutating func connection() throws(Problem) -> Connection {
      guard take("-") else { return .predicates([]) }
      if peek(1) == "[" || peek(1) == "|" { return .standard }
      var list: [Predicate]
      if take("(") {
        list = try predicates(allowViews: false)
        guard take(")") else { throw problem("Expected ')' to end a predicate list") }
      } else {
        list = [Predicate(constant: try constant())]
      }
      guard take("-") else { throw problem("Expected a '-' here") }
      return .predicates(list)
    }

    mutating func constant() throws(Problem) -> Double {
      if let value = number() { return value }
      let metric = name()
      guard let value = metrics[metric] else {
        throw problem(
          metric.isEmpty
            ? "Expected a number or metric" : "\(metric) is not a key in the metrics dictionary")
      }
      return value
    }

    mutating func predicates(allowViews: Bool) throws(Problem) -> [Predicate] {
      var list: [Predicate] = []
      repeat {
        var predicate = Predicate()
        for relation in ["==", ">=", "<="] where take(relation) {
          predicate.relation = relation
          break
        }
        if let value = number() {
          predicate.constant = value
        } else {
          let word = name()
          if let value = metrics[word] {
            predicate.constant = value
          } else if allowViews, !word.isEmpty {
            predicate.view = word
          } else {
            throw problem(
              word.isEmpty
                ? "Expected a number, metric or view"
                : "\(word) is not a key in the metrics dictionary")
          }
        }
        if take("@") {
          _ = try constant()  // a priority: not modelled (L8)
        }
        list.append(predicate)
      } while take(",")
      return list
    }
  }
}
