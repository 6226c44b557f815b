/// `notch_flag`: a "has a notch" boolean, however derived, and each branch on it (a value chosen
/// on it, `IS_IPHONE_X ? 32 : 0`, is reported where it is defined and where it is used).
enum NotchFlagRule {
  static let description = LintRuleDescription(
    identifier: LintRules.notchFlag, name: "Notch flag",
    summary: """
      A boolean "has a notch / is an X-series / full-screen phone" (including \
      `safeAreaInsets.bottom > 0` and `statusBarHeight > 20`), and each branch on it, \
      including a value chosen on it (`IS_IPHONE_X ? 32 : 0`).
      """,
    rationale: """
      A notch flag turns a continuous geometry into one bit: every value chosen on it is right \
      for one generation of phones at most (44 pt was the status bar of the iPhone X, not of the \
      iPhone 14 Pro). The catalog says where the flag disagrees with the presence of a sensor \
      housing, and each use says which definition it branches on.
      """,
    severity: .error,
    fix: """
      Delete the flag; read `view.safeAreaInsets` (or pin to `safeAreaLayoutGuide`) where \
      the value is needed.
      """,
    triggeringExamples: [
      LintExample("#define ↓IS_IPHONE_X ([UIScreen mainScreen].bounds.size.height == 812)\n"),
      LintExample(
        "#define ↓kHasNotch ([UIApplication sharedApplication].keyWindow.safeAreaInsets.bottom > 0)\n"
      ),
      .swift(
        "var ↓isNotched: Bool { UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 0 > 0 }\n"
      ),
      LintExample(
        files: [
          ("Flags.h", "#define ↓IS_IPHONE_X_SERIES [Util isIPhoneXSeries]\n"),
          ("View.m", "void f(void) { if (↓IS_IPHONE_X_SERIES) { y = 10; } }\n"),
        ]),
      LintExample(
        "#define ↓IS_IPHONE_X_SERIES [Util isIPhoneXSeries]\n"
          + "#define ↓kTopSensorHeight (IS_IPHONE_X_SERIES ? 32 : 0)\n"
          + "void f(void) { top.constant = ↓kTopSensorHeight; }\n"),
    ],
    nonTriggeringExamples: [
      LintExample("BOOL hidden = self.navigationController.navigationBarHidden;\n"),
      .swift("let inset = view.safeAreaInsets.bottom\n"),
    ])
}
