extension ScenarioReach.Method {
  /// A method as a reader of a stored reach makes it again (`lessons check`'s cache); the
  /// memberwise initializer is internal.
  public static func restored(name: String, key: String, line: Int, takesArguments: Bool)
    -> Self
  {
    Self(name: name, key: key, line: line, takesArguments: takesArguments)
  }
}
