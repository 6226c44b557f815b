import Testing

@testable import CodeContext

/// A branch guarded by a check of the running iOS that every modeled iOS passes (the audit's
/// behaviours start at iOS 7: `--ios 10` stands for iOS 7–10) runs unconditionally; any other
/// check, or a compound condition, keeps its body conditional. From Zulip's About screen (fresh
/// round I), rewritten small.
@Suite struct VersionCheckTests {
  static func about(_ condition: String) -> CodeIndex {
    CodeIndexTests.objectiveC(
      """
      @implementation AboutViewController
      - (void)viewDidLoad
      {
          [super viewDidLoad];
          if (\(condition)) {
              self.edgesForExtendedLayout = UIRectEdgeLeft | UIRectEdgeBottom | UIRectEdgeRight;
          }
      }
      @end
      """, file: "App/AboutViewController.m")
  }

  @Test func aCheckEveryModeledIOSPassesIsUnconditional() {
    for condition in [
      #"[[[UIDevice currentDevice] systemVersion] compare:@"7.0" options:NSNumericSearch] != NSOrderedAscending"#,
      "[[UIDevice currentDevice].systemVersion floatValue] >= 7.0",
      "@available(iOS 7.0, *)",
      #"[[[UIDevice currentDevice] systemVersion] compare:@"6.1" options:NSNumericSearch] != NSOrderedAscending"#,
    ] {
      let fact = Self.about(condition).context(ofClass: "AboutViewController")
        .fact(.edgesForExtendedLayout)
      #expect(fact?.value == .edges(["left", "bottom", "right"]), "\(condition)")
      #expect(fact?.location.line == 6)
    }
  }

  @Test func otherChecksStayConditional() {
    for condition in [
      // iOS 8 and later: false on an iOS 7 device, which `--ios 10` stands for too.
      #"[[[UIDevice currentDevice] systemVersion] compare:@"8.0" options:NSNumericSearch] != NSOrderedAscending"#,
      #"[[[UIDevice currentDevice] systemVersion] compare:@"7.0" options:NSNumericSearch] == NSOrderedAscending"#,
      "@available(iOS 13.0, *)",
      #"[[[UIDevice currentDevice] systemVersion] compare:@"7.0" options:NSNumericSearch] != NSOrderedAscending && self.isEditing"#,
      "self.isEditing",
    ] {
      let fact = Self.about(condition).context(ofClass: "AboutViewController")
        .fact(.edgesForExtendedLayout)
      #expect(fact?.value == .unresolved("set on a runtime branch"), "\(condition)")
    }
  }

  @Test func theConditionReader() {
    #expect(versionCheckAlwaysHolds("@available(iOS 7, *)"))
    #expect(!versionCheckAlwaysHolds("@available(iOS 7.1, *)"))
    #expect(!versionCheckAlwaysHolds("@available(macOS 10.9, *)"))
    #expect(!versionCheckAlwaysHolds("[[UIDevice currentDevice].systemVersion floatValue] < 7.0"))
  }
}

/// The same in Swift: `if #available(iOS 7.0, *)` (every modeled iOS passes it) runs its body
/// as the code around it does and never its `else`; a later version keeps both conditional.
/// Objective-C's `else` under such a check never runs either.
@Suite struct SwiftVersionCheckTests {
  static func about(_ condition: String, guarded: Bool = false) -> CodeIndex {
    let body =
      guarded
      ? """
          guard \(condition) else {
            edgesForExtendedLayout = []
            return
          }
          edgesForExtendedLayout = [.left, .bottom, .right]
      """
      : """
          if \(condition) {
            edgesForExtendedLayout = [.left, .bottom, .right]
          } else {
            edgesForExtendedLayout = []
          }
      """
    return CodeIndexTests.swift(
      """
      import UIKit
      class AboutViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
      \(body)
        }
      }
      """, file: "App/AboutViewController.swift")
  }

  @Test func aCheckEveryModeledIOSPassesIsUnconditionalAndItsElseNeverRuns() {
    for condition in ["#available(iOS 7.0, *)", "#available(iOS 6, *)"] {
      for guarded in [false, true] {
        let context = Self.about(condition, guarded: guarded).context(
          ofClass: "AboutViewController")
        let facts = context.facts.filter { $0.kind == .edgesForExtendedLayout }
        #expect(facts.count == 1, "\(condition) \(guarded): \(facts)")
        #expect(
          context.fact(.edgesForExtendedLayout)?.value == .edges(["left", "bottom", "right"]),
          "\(condition) \(guarded)")
      }
    }
  }

  @Test func aLaterVersionStaysConditional() {
    for condition in ["#available(iOS 13.0, *)", "#available(iOS 7.0, *), isEditing"] {
      let fact = Self.about(condition).context(ofClass: "AboutViewController")
        .fact(.edgesForExtendedLayout)
      #expect(fact?.value == .unresolved("set on a runtime branch"), "\(condition)")
    }
  }

  @Test func anObjectiveCElseUnderTheCheckNeverRuns() {
    let index = CodeIndexTests.objectiveC(
      """
      @implementation AboutViewController
      - (void)viewDidLoad
      {
          [super viewDidLoad];
          if (@available(iOS 7.0, *)) {
              self.edgesForExtendedLayout = UIRectEdgeLeft | UIRectEdgeBottom | UIRectEdgeRight;
          } else {
              self.edgesForExtendedLayout = UIRectEdgeAll;
          }
      }
      @end
      """, file: "App/AboutViewController.m")
    let context = index.context(ofClass: "AboutViewController")
    #expect(context.facts.filter { $0.kind == .edgesForExtendedLayout }.count == 1)
    #expect(context.fact(.edgesForExtendedLayout)?.value == .edges(["left", "bottom", "right"]))
  }
}
