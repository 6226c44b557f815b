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
