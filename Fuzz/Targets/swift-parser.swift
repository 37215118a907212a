// Fuzz target: the Swift-subset lexer and parser, then the static checker and the AST dump.
// Every run ends with a program or a `scenario.*` diagnostic placed inside the source.
@testable import Scenarios

func fuzzSwiftParser(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  let source = fuzzText(data, size)
  checkParse(source, .swift)
  return 0
}
