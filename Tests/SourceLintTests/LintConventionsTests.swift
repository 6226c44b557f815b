import Foundation
import SourceLint
import Testing

/// The two conventions settled after measurement K (`Documentation/SourceLint.md`,
/// "Conventions"): a screen dimension that only moves a view out of view is not a finding, and
/// a test of the view's own `safeAreaInsets` is not a device check. Each case a small rewrite of
/// the real one, never the real file, with the look-alike that stays a finding.
@Suite struct LintConventionsTests {
  static func lint(_ text: String) -> LintReport {
    MeasurementJCasesTests.lint([("App/File.swift", text)])
  }

  static func lines(_ report: LintReport, _ rule: String) -> [Int] {
    report.findings.filter { $0.rule == rule }.map(\.location.line)
  }

  /// handystuff's sheet hidden below the screen, BudgeIt's side menu hidden to its left
  /// (`0 - (UIScreen.main.bounds.width)`), a menu moved by the width it is framed to: each
  /// leaves the view outside any window no larger than the screen. The menu's width itself
  /// (0.6 of the screen's) and a paging step by the screen's width size visible content and
  /// stay findings, as does a height moving a view sideways.
  @Test func screenDimensionMovingAViewOutOfViewIsNotReported() {
    let report = Self.lint(
      """
      import SwiftUI
      struct Home: View {
          @State var shown = false
          @State var page: CGFloat = 0
          var menuWidth = UIScreen.main.bounds.size.width * 0.7
          var body: some View {
              ZStack {
                  Sheet()
                      .offset(y: shown ? 0 : UIScreen.main.bounds.height)
                  Menu()
                      .frame(width: UIScreen.main.bounds.width * 0.6)
                      .offset(x: self.shown ? 0 : 0 - (UIScreen.main.bounds.width))
                  Side()
                      .frame(width: menuWidth)
                      .offset(x: shown ? 0 : -menuWidth)
                  Pages()
                      .offset(x: -page * UIScreen.main.bounds.width)
                  Strip()
                      .offset(x: shown ? 0 : UIScreen.main.bounds.height)
              }
          }
      }
      """)
    // 5: the definition (a fraction of the screen, read where it is defined); 11: the menu's
    // frame; 14: the name framing the view (its own extent is what hides it on line 15);
    // 17: a paging step; 19: the height moving a view along x (not out of view in landscape).
    #expect(Self.lines(report, "main_screen_bounds") == [5, 11, 14, 17, 19])
  }

  /// InstaQR's `if !(view.safeAreaInsets.bottom > 0) { additionalSafeAreaInsets.bottom = 15 }`
  /// in `viewDidLayoutSubviews`: the view's own inset, set by then, is not a device check. The
  /// same test in `viewDidLoad` reads 0 on every device (Apple: "If the view is not currently
  /// installed in a view hierarchy, or is not yet visible onscreen, the edge insets in this
  /// property are 0") and is reported as that, with no device count. The key window's inset
  /// tested alike stays a device check.
  @Test func viewsOwnInsetTestIsNotADeviceCheck() {
    let report = Self.lint(
      """
      import UIKit
      final class Home: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              if view.safeAreaInsets.bottom > 0 {
                  additionalSafeAreaInsets.bottom = 8
              }
          }
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              if !(view.safeAreaInsets.bottom > 0) {
                  additionalSafeAreaInsets.bottom = 15.0
              }
          }
          func place() {
              if UIApplication.shared.windows.first!.safeAreaInsets.bottom > 0 {
                  additionalSafeAreaInsets.bottom = 15.0
              }
          }
      }
      """)
    let flags = report.findings.filter { $0.rule == "notch_flag" }
    #expect(flags.map(\.location.line) == [5, 16])
    let early = flags.first { $0.location.line == 5 }
    #expect(early?.message.contains("in 'viewDidLoad', before UIKit has set it") == true)
    #expect(early?.message.contains("0 there on every device") == true)
    #expect(early?.evaluation == nil)
    #expect(
      flags.first { $0.location.line == 16 }?.message.contains("has a home indicator") == true)
  }

  /// Measurement H's shape: a SwiftUI `View` extension named `safeAreaInsets` that returns the
  /// key window's insets makes `safeAreaInsets.bottom != 0 ? 0 : 20` a device check (the H
  /// labels stand); so does a window testing its own insets (JXCategoryView's `UIWindow`
  /// category, `self.safeAreaInsets.bottom > 0` choosing a 20-pt status-bar fallback).
  @Test func safeAreaInsetsOfTheWindowStayADeviceCheck() {
    let report = Self.lint(
      """
      import SwiftUI
      extension View {
          var safeAreaInsets: UIEdgeInsets {
              UIApplication.shared.connectedScenes
                  .flatMap { ($0 as? UIWindowScene)?.windows ?? [] }
                  .first { $0.isKeyWindow }?.safeAreaInsets ?? .zero
          }
      }
      struct Tabs: View {
          var body: some View {
              HStack { Text("A") }
                  .padding(.bottom, safeAreaInsets.bottom != 0 ? 0 : 20)
          }
      }
      """)
    #expect(Self.lines(report, "notch_flag") == [12])
    let window = MeasurementJCasesTests.lint([
      (
        "App/UIWindow+Insets.m",
        """
        @implementation UIWindow (Insets)
        - (UIEdgeInsets)app_insets {
            if (self.safeAreaInsets.bottom > 0) {
                return self.safeAreaInsets;
            }
            return UIEdgeInsetsMake(20, 0, 0, 0);
        }
        @end
        """
      )
    ])
    // Reported where the method choosing the insets by the test is defined.
    #expect(Self.lines(window, "notch_flag") == [2])
  }
}
