import Foundation
import Testing

@testable import Scenarios

/// `scripts/gen-uikit-surface` on a small synthetic header (the real headers are not in the
/// repository, so CI cannot regenerate the surface; the generator's parsing and naming rules
/// are checked here instead, and the output's header records its input digest).
@Suite(
  "gen-uikit-surface on a synthetic header",
  .enabled(if: Python3.path != nil, "python3 is not installed"))
struct GeneratorTests {

  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts/gen-uikit-surface")

  static let header = """
    /* A licence comment the generator must not copy. */
    #pragma once
    #import <Foundation/Foundation.h>
    @class UIWidget;
    @protocol UIWidgetDelegate;

    UIKIT_EXPORT NSString* const UIWidgetDidSpinNotification;
    UIKIT_EXPORT const CGFloat UIWidgetDefaultSpeed;

    typedef NS_ENUM(NSInteger, UIWidgetSpinStyle) {
        UIWidgetSpinStyleSlow = 0,
        UIWidgetSpinStyleFast,
        UIWidgetSpinStyleVeryFast NS_AVAILABLE_IOS(9_0),
    };

    typedef NS_OPTIONS(NSUInteger, UIWidgetOptions) {
        UIWidgetOptionNone = 0,
        UIWidgetOptionLoud = 1 << 0,
        UIWidgetOptionBright = 1 << 1,
    };

    UIKIT_EXPORT_CLASS
    @interface UIWidget : UIView <NSCoding, UIAppearance>
    @property (nonatomic, weak) id<UIWidgetDelegate> delegate;
    @property (nonatomic, readonly) NSArray* childWidgets; // a comment
    @property (nonatomic, getter=isSpinning) BOOL spinning STUB_PROPERTY;
    @property (class, nonatomic, readonly) UIWidget* sharedWidget NS_AVAILABLE_IOS(10_0);
    + (instancetype)widgetWithStyle:(UIWidgetSpinStyle)style;
    - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
    - (void)addChildWidget:(UIWidget*)child;
    - (void)showWidget:(UIWidget*)widget;
    - (void)showWidget:(UIWidget*)widget sender:(id)sender;
    - (void)tapWidget:(UIWidget*)widget forWidget:(UIWidget*)other;
    - (void)spinWithDuration:(NSTimeInterval)duration completion:(void (^)(BOOL finished))completion;
    - (void)moveToParentWidget:(UIWidget*)parent animated:(BOOL)animated;
    - (void)handleTapFromView:(UIView*)view;
    - (void)windowsOnlyThing:(RTObject*)thing;
    @end

    @interface UIWidget (StarboardActions)
    - (void)starboardOnly;
    @end

    @protocol UIWidgetDelegate <NSObject>
    @optional
    - (void)widgetDidSpin:(UIWidget*)widget;
    @required
    - (BOOL)widgetShouldSpin:(UIWidget*)widget;
    @end
    """

  @Test func parsesAndNamesASyntheticHeader() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("gen-uikit-surface-\(UUID().uuidString)")
    let framework = folder.appendingPathComponent("UIKit")
    try FileManager.default.createDirectory(at: framework, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.header.write(
      to: framework.appendingPathComponent("UIWidget.h"), atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Python3.path))
    process.arguments = [
      Self.script.path, "--headers", folder.path, "--frameworks", "UIKit", "--dump",
      "--supplement", folder.appendingPathComponent("none.txt").path,
      "--overrides", folder.appendingPathComponent("none.txt").path,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let text = try #require(String(data: data, encoding: .utf8))
    #expect(!text.contains("comment"))
    #expect(!text.contains("starboardOnly") && !text.contains("windowsOnlyThing"))

    let surface = try UIKitSurface(texts: [(.uiKit, text)])
    let widget = try #require(surface.type(objc: "UIWidget"))
    #expect(widget.superclass == "UIView")
    #expect(widget.protocols == ["NSCoding", "UIAppearance"])

    func swift(_ objc: String) -> String? {
      surface.members(objc: objc, in: "UIWidget").first?.member.swiftName
    }
    // The importer omits a type's name only after a verb or a preposition: Swift 3 spelled
    // UIKit's `addChildViewController:` `addChildViewController(_:)` and
    // `willMoveToParentViewController:` `willMove(toParentViewController:)` (Swift 4.2's
    // `addChild(_:)` and `willMove(toParent:)` come from overrides.txt).
    #expect(swift("addChildWidget:") == "addChildWidget(_:)")
    #expect(swift("showWidget:sender:") == "show(_:sender:)")
    // A method of one argument is not cut to a bare verb (`addLayoutGuide(_:)`).
    #expect(swift("showWidget:") == "showWidget(_:)")
    #expect(swift("spinWithDuration:completion:") == "spin(withDuration:completion:)")
    #expect(swift("moveToParentWidget:animated:") == "move(toParentWidget:animated:)")
    #expect(swift("tapWidget:forWidget:") == "tap(_:for:)")
    #expect(swift("handleTapFromView:") == "handleTap(from:)")
    #expect(swift("initWithFrame:") == "init(frame:)")
    #expect(swift("widgetWithStyle:") == "init(style:)")
    #expect(swift("spinning") == "isSpinning")

    let spinning = try #require(surface.members(objc: "isSpinning", in: "UIWidget").first)
    #expect(spinning.member.isSettable)
    let children = try #require(surface.members(objc: "childWidgets", in: "UIWidget").first)
    #expect(children.member.isReadOnly && children.member.swiftType == "[Any]")
    let shared = try #require(surface.members(objc: "sharedWidget", in: "UIWidget").first)
    #expect(shared.member.isClassMember && shared.member.introduced == "10.0")
    let spin = try #require(
      surface.members(objc: "spinWithDuration:completion:", in: "UIWidget").first)
    #expect(spin.member.swiftParameterTypes == ["TimeInterval", "(Bool) -> Void"])

    let style = try #require(surface.type(objc: "UIWidgetSpinStyle"))
    #expect(style.swiftName == "UIWidget.SpinStyle")
    // Swift imports an enum as RawRepresentable: `rawValue` joins its cases (C36).
    #expect(style.members.map(\.swiftName) == ["fast", "slow", "veryFast", "rawValue"])
    #expect(style.members.first { $0.swiftName == "veryFast" }?.introduced == "9.0")
    let options = try #require(surface.type(named: "UIWidget.Options"))
    #expect(options.kind == .options)
    #expect(options.members.map(\.swiftName).sorted() == ["bright", "loud", "none", "rawValue"])

    let note = try #require(surface.global(objc: "UIWidgetDidSpinNotification"))
    #expect(note.owner.objcName == "UIWidget" && note.member.swiftName == "didSpinNotification")
    #expect(surface.global(objc: "UIWidgetDefaultSpeed")?.member.swiftName == "defaultSpeed")

    let delegate = try #require(surface.type(objc: "UIWidgetDelegate"))
    #expect(delegate.kind == .protocol && delegate.protocols == ["NSObject"])
    #expect(delegate.members.first { $0.objcName == "widgetDidSpin:" }?.isOptional == true)
    #expect(delegate.members.first { $0.objcName == "widgetShouldSpin:" }?.isOptional == false)
  }
}

/// Where python3 is, if it is installed (the generator's only requirement).
private enum Python3 {
  static let path: String? = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
}
