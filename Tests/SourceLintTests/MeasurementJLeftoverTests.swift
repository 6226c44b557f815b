import Foundation
import SourceLint
import Testing

/// Measurement J's left-overs handled in the second wave of the eighth round (30 November
/// 2026; `Documentation/SourceLint.md`, "After measurement J's fixes"), each a small rewrite of
/// the real case, never the real file, with a look-alike that must stay silent.
@Suite struct MeasurementJLeftoverTests {
  static func found(_ report: LintReport, _ rule: String) -> [Int] {
    report.findings.filter { $0.rule == rule }.map(\.location.line)
  }

  static func lint(_ text: String) -> LintReport {
    MeasurementJCasesTests.lint([("App/File.swift", text)])
  }

  /// TWAQI's `func loadContent(width: CGFloat = UIScreen.main.bounds.width, height: …)`: a
  /// default value is evaluated at each call that leaves the argument out, and the map's frame
  /// is made from it. A default from the view's own bounds is not the screen's.
  @Test func aDefaultArgumentReadingTheScreenIsReported() {
    let screen = Self.lint(
      """
      import UIKit
      final class MapController: UIViewController {
          let mapView = UIView()
          func loadContent(
              width: CGFloat = UIScreen.main.bounds.width,
              height: CGFloat = UIScreen.main.bounds.height
          ) {
              mapView.frame = CGRect(x: 0, y: 0, width: width, height: height)
          }
      }
      """)
    #expect(Self.found(screen, "main_screen_bounds") == [5, 6])
    let own = Self.lint(
      """
      import UIKit
      final class MapController: UIViewController {
          let mapView = UIView()
          func loadContent(width: CGFloat = 320, height: CGFloat = 480) {
              mapView.frame = CGRect(x: 0, y: 0, width: width, height: height)
          }
          init(size: CGSize = .zero) { super.init(nibName: nil, bundle: nil) }
          required init?(coder: NSCoder) { nil }
      }
      """)
    #expect(own.findings.isEmpty)
  }

  /// Palace's `dynamicTopPadding()`: `if let win = UIApplication.shared.mainKeyWindow {
  /// topInset = win.safeAreaInsets.top }`, where `mainKeyWindow` is the app's extension on
  /// `UIApplication` filtering its scenes for the key window. The view's own window is not.
  @Test func anApplicationsWindowPropertyIsAGlobalWindow() {
    let helper = """
      import SwiftUI
      extension UIApplication {
          var primaryKeyWindow: UIWindow? {
              connectedScenes.compactMap { $0 as? UIWindowScene }.first?.windows.first { $0.isKeyWindow }
          }
      }
      struct Detail: View {
          var body: some View { Text("Title").padding(.top, headerPadding()) }
          private func headerPadding() -> CGFloat {
              let inset = UIApplication.shared.primaryKeyWindow?.safeAreaInsets.top ?? 0
              return inset > 20 ? 60 : 20
          }
      }
      """
    let report = Self.lint(helper)
    #expect(Self.found(report, "window_safe_area").contains(10))
    let own = Self.lint(
      """
      import UIKit
      final class Detail: UIViewController {
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              let inset = view.window?.safeAreaInsets.top ?? 0
              view.subviews.first?.frame.origin.y = inset
          }
      }
      """)
    #expect(Self.found(own, "window_safe_area").isEmpty)
  }

  /// SchafKit's `var hasNotch: Bool { UIApplication.shared.windows.any { $0.safeAreaInsets
  /// .bottom > 0 } }` (its own `any`, as `contains(where:)`): a notch flag from a global
  /// window. A predicate over something other than the windows is not.
  @Test func aPredicateOverTheWindowsIsANotchFlag() {
    let report = Self.lint(
      """
      import UIKit
      extension UIDevice {
          var hasHousing: Bool {
              return UIApplication.shared.windows.any { $0.safeAreaInsets.bottom > 0 }
          }
          var hasHousingToo: Bool {
              UIApplication.shared.windows.contains { $0.safeAreaInsets.bottom > 0 }
          }
      }
      """)
    #expect(Self.found(report, "notch_flag") == [4, 7])
    let other = Self.lint(
      """
      import UIKit
      final class Cells {
          var views: [UIView] = []
          var anyTall: Bool { views.contains { $0.safeAreaInsets.bottom > 0 } }
      }
      """)
    #expect(Self.found(other, "notch_flag").isEmpty)
  }

  /// Palace's `dynamicTopPadding() -> CGFloat`: `if idiom == .pad { return iPadPadding }`,
  /// the padding a local constant, was read as a name table (DeviceKit's `case …: return
  /// iPhoneX`). A function returning a device enum's case keeps that reading.
  @Test func anIdiomReturningANamedNumberLaysOut() {
    // (The other branch reads a window through `if let` and a local, so the helper is not
    // one value the linter follows; its statements are read one by one.)
    let padding = Self.lint(
      """
      import SwiftUI
      struct Detail: View {
          var body: some View { Text("Title").padding(.top, topPadding()) }
          private func topPadding() -> CGFloat {
              let padPadding: CGFloat = 40
              if UIDevice.current.userInterfaceIdiom == .pad {
                  return padPadding
              } else {
                  let inset: CGFloat
                  if let window = UIApplication.shared.connectedScenes.first as? UIWindowScene {
                      inset = window.screen.scale
                  } else {
                      inset = 0
                  }
                  return inset > 2 ? 30 : 20
              }
          }
      }
      """)
    #expect(Self.found(padding, "idiom_layout") == [6])
    let table = Self.lint(
      """
      import UIKit
      enum Kind { case pad, phone }
      func kind() -> Kind {
          let padKind = Kind.pad
          if UIDevice.current.userInterfaceIdiom == .pad {
              return padKind
          } else {
              let inset: CGFloat
              if let window = UIApplication.shared.connectedScenes.first as? UIWindowScene {
                  inset = window.screen.scale
              } else {
                  inset = 0
              }
              return inset > 2 ? .phone : .pad
          }
      }
      """)
    #expect(Self.found(table, "idiom_layout").isEmpty)
  }

  /// SBB's modal: `VStack { VStack { HStack { …; Button(…) }; content } }
  /// .edgesIgnoringSafeArea(.bottom)`: the close button heads the stack and the content
  /// follows it, so only the content reaches the home indicator. A button written last does.
  @Test func aButtonAboveTheLastViewDoesNotReachTheBottom() {
    func modal(buttonLast: Bool) -> String {
      let header = "HStack { Text(\"Title\"); Spacer(); Button(\"Close\") { shown = false } }"
      let first = buttonLast ? "content" : header
      let last = buttonLast ? header : "content"
      return """
        import SwiftUI
        struct Modal<Content: View>: View {
            @Binding var shown: Bool
            let content: Content
            var body: some View {
                VStack(spacing: 0) {
                    if shown {
                        Spacer()
                    }
                    VStack(spacing: 0) {
                        \(first)
                        \(last)
                    }
                    .background(Color.white)
                }
                .edgesIgnoringSafeArea(.bottom)
            }
        }
        """
    }
    #expect(Self.found(Self.lint(modal(buttonLast: false)), "ignores_safe_area_controls").isEmpty)
    #expect(
      Self.found(Self.lint(modal(buttonLast: true)), "ignores_safe_area_controls") == [16])
  }
}
