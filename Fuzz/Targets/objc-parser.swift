// Fuzz target: the Objective-C-subset lexer and parser, then the static checker and the AST
// dump. Every run ends with a program or a `scenario.*` diagnostic placed inside the source.
@testable import Scenarios

func fuzzObjCParser(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  checkParse(fuzzText(data, size), .objc)
  return 0
}
