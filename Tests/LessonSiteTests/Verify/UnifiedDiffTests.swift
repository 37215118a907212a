import Testing

@testable import LessonSite

/// Hunks as `diff -u` numbers them.
@Suite struct UnifiedDiffTests {
  @Test func equalInputsGiveNothing() {
    #expect(UnifiedDiff.diff(old: ["a", "b"], new: ["a", "b"]).isEmpty)
  }

  @Test func oneChangedLineInTheMiddle() {
    let old = ["1", "2", "3", "4", "5", "6", "7", "8", "9"]
    var new = old
    new[4] = "five"
    #expect(
      UnifiedDiff.diff(old: old, new: new) == """
        --- expected
        +++ actual
        @@ -2,7 +2,7 @@
         2
         3
         4
        -5
        +five
         6
         7
         8

        """)
  }

  @Test func farApartChangesMakeTwoHunks() {
    let old = (1...12).map(String.init)
    var new = old
    new.remove(at: 0)
    new.append("13")
    #expect(
      UnifiedDiff.diff(old: old, new: new, oldName: "a", newName: "b") == """
        --- a
        +++ b
        @@ -1,4 +1,3 @@
        -1
         2
         3
         4
        @@ -10,3 +9,4 @@
         10
         11
         12
        +13

        """)
  }

  @Test func emptyOldSide() {
    #expect(
      UnifiedDiff.diff(old: [], new: ["x"]) == "--- expected\n+++ actual\n@@ -0,0 +1 @@\n+x\n")
  }
}
