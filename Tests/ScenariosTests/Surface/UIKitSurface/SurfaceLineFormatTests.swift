import Testing

@testable import Scenarios

@Suite("Surface line format")
struct SurfaceLineFormatTests {
  static let sample = """
    @C|UIThing|UIThing|NSObject|NSCoding,UIAppearance|9.0|
    p|r|childThings|children|NSArray*|[UIThing]||childThings
    p||title|title|NSString*|String||
    m|c|thingWithName:|init(name:)|NSString*|String|instancetype|Self|10.0|
    m|i|initWithFrame:|init(frame:)|CGRect|CGRect|instancetype|Self||
    m|o|doThing:then:|do(_:then:)|id;void (^)(BOOL)|Any;(Bool) -> Void|void|Void||
    v|c|UIThingLimit|limit|CGFloat|CGFloat||UIThingLimit
    n|UIThingDidChangeNotification|didChangeNotification||NSNotification.Name.UIThingDidChange
    @O|UIThingOptions|UIThing.Options|NSUInteger|||UIThingOptions
    k|UIThingOptionFast|fast|1<<0||
    f|i|UIThingMake|init(x:)|CGFloat|CGFloat|UIThing|UIThing||UIThingMake
    """

  @Test func parsesTypesAndMembersInOrder() throws {
    let types = try SurfaceLineFormat.parse(Self.sample, framework: .uiKit)
    #expect(types.map(\.objcName) == ["UIThing", "UIThingOptions"])
    let thing = types[0]
    #expect(thing.kind == .class)
    #expect(thing.superclass == "NSObject")
    #expect(thing.protocols == ["NSCoding", "UIAppearance"])
    #expect(thing.introduced == "9.0")
    #expect(thing.renamed == nil)
    #expect(
      thing.members.map(\.kind) == [
        .property, .property, .method, .initializer, .method, .constant, .notification,
      ])
    let children = thing.members[0]
    #expect(children.isReadOnly && !children.isSettable)
    #expect(children.swiftName == "children" && children.renamed == "childThings")
    #expect(thing.members[1].isSettable)
    let factory = thing.members[2]
    #expect(factory.isClassMember && factory.introduced == "10.0")
    let doThing = thing.members[4]
    #expect(doThing.isOptional)
    #expect(doThing.objcParameterTypes == ["id", "void (^)(BOOL)"])
    #expect(doThing.swiftParameterTypes == ["Any", "(Bool) -> Void"])
    #expect(doThing.swiftLabels == ["_", "then"])
    #expect(doThing.swiftBaseName == "do")
    #expect(thing.members[6].swiftType == "NSNotification.Name")
    let options = types[1]
    #expect(options.kind == .options && options.rawType == "NSUInteger")
    #expect(options.swiftParentName == "UIThing" && options.swiftShortName == "Options")
    #expect(options.members.map(\.kind) == [.enumCase, .function])
    #expect(options.members[0].value == "1<<0")
  }

  @Test(arguments: [
    ("p||title|title|NSString*|String||", 1, "a member line before any type line"),
    ("@C|A|A||||\np||x|x|int", 2, "a 'p' line has 8 fields, not 5"),
    ("@C|A|A||||\nz|x", 2, "unknown record 'z'"),
    ("@X|A|A||||", 1, "unknown type kind '@X'"),
    ("@C|A|A|||", 1, "a type line has 7 fields, not 6"),
  ])
  func rejectsMalformedLinesWithTheirNumber(text: String, line: Int, message: String) {
    #expect(throws: SurfaceLineFormat.Error(framework: .quartzCore, line: line, message: message)) {
      try SurfaceLineFormat.parse(text, framework: .quartzCore)
    }
  }

  @Test(arguments: SurfaceFramework.allCases)
  func generatedSurfaceParses(framework: SurfaceFramework) throws {
    let types = try SurfaceLineFormat.parse(framework.generatedText, framework: framework)
    #expect(types.count > 20)
    // Sorted by Objective-C name, as the generator writes it: two runs give the same bytes.
    #expect(types.map(\.objcName) == types.map(\.objcName).sorted())
  }
}
