import Diagnostics

/// The Diagnostics module's "did you mean" rule under its own name in every file of this
/// module: the parser, the checkers and the interpreter suggest names through it without
/// each importing the module for that one type.
typealias Suggestion = Diagnostics.Suggestion
