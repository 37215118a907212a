/// Notification names Swift 4.2 nested in their class (`UIDevice.orientationDidChangeNotification`),
/// written as older Swift wrote them: Swift 2's global `UIDeviceOrientationDidChangeNotification`,
/// Swift 3 to 4.1's `NSNotification.Name.UIDeviceOrientationDidChange` and its implicit
/// `.UIDeviceOrientationDidChange`. Each is reported as the compiler reports it ("'…' has been
/// renamed to 'UIDevice.orientationDidChangeNotification'"), with the fix-it that writes the
/// whole new spelling; which class a name moved to is the surface's data (its `n` lines), for
/// every notification of every framework alike.
extension RenamedAPI {
  /// The renamed notification name at `index`, or nil when the word there is none.
  static func notificationRename(_ word: String, at index: Int, in tokens: [Token]) -> Use? {
    // Every old spelling starts with its framework's prefix (`UI`, `NS`, `AV` …).
    guard word.first?.isUppercase == true else { return nil }
    let afterDot = index > 0 && tokens[index - 1].isPunctuation(".")
    var start = index
    let objcName: String
    var isSwift2 = false
    if !afterDot {
      // Swift 2: the Objective-C name, a global.
      guard word.hasSuffix("Notification") else { return nil }
      objcName = word
      isSwift2 = true
    } else {
      objcName = word + "Notification"
      if index >= 4, tokens[index - 2].identifier == "Name", tokens[index - 3].isPunctuation("."),
        ["NSNotification", "Notification"].contains(tokens[index - 4].identifier ?? "")
      {
        start = index - 4  // `NSNotification.Name.X`
      } else if index >= 2,
        tokens[index - 2].identifier != nil || tokens[index - 2].isPunctuation(")")
          || tokens[index - 2].isPunctuation("]")
      {
        // `center.X`: a member of an expression, never a notification name.
        if !["case", "return", "in", "name"].contains(tokens[index - 2].identifier ?? "") {
          return nil
        }
        start = index - 1
      } else {
        start = index - 1  // `.X`, an implicit member of `NSNotification.Name`
      }
    }
    guard let match = UIKitSurface.shared.global(objc: objcName),
      match.member.kind == .notification, match.owner.kind != .globals,
      !match.owner.swiftName.isEmpty, tokens[start].location.line == tokens[index].location.line
    else { return nil }
    let new = match.owner.swiftName + "." + match.member.swiftName
    let first = tokens[start].location
    let length = tokens[index].location.column + word.count - first.column
    var diagnostic = ScenarioProblem.renamed(old: word, new: new).at(tokens[index].location)
    diagnostic.fixIts = [
      ScenarioFixIt(line: first.line, column: first.column, length: length, replacement: new)
    ]
    return Use(name: word, diagnostic: diagnostic, isSwift2: isSwift2)
  }
}
