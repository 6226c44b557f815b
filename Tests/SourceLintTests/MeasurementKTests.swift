import Foundation
import SourceLint
import Testing

/// Measurement K's miss and false-alarm classes (ninth round, 30 November 2026;
/// `Documentation/SourceLint.md`, "Fresh measurement K"), each a small rewrite of the real
/// case, never the real file, with a look-alike that must stay silent.
@Suite struct MeasurementKTests {
  static func found(_ report: LintReport, _ rule: String) -> [Int] {
    report.findings.filter { $0.rule == rule }.map(\.location.line)
  }

  static func lint(_ text: String) -> LintReport {
    MeasurementJCasesTests.lint([("App/File.swift", text)])
  }

  /// Verismo's reading views: `var isPortraitMode: Bool { #if os(iOS) h == .compact && v ==
  /// .regular #else false #endif }` picks a `VStack` or an `HStack` layout. Also inside an `if`
  /// on the idiom. A property made from the horizontal class alone and named for nothing is
  /// Apple's adaptive pattern.
  @Test func sizeClassesAsPortraitInsideACompileTimeBranchAreReported() {
    let report = Self.lint(
      """
      import SwiftUI
      struct Reading: View {
          @Environment(\\.verticalSizeClass) var verticalSizeClass
          @Environment(\\.horizontalSizeClass) var horizontalSizeClass
          var isPortraitMode: Bool {
      #if os(iOS)
              horizontalSizeClass == .compact && verticalSizeClass == .regular
      #else
              false
      #endif
          }
          var isPortraitPlayer: Bool {
              if UIDevice.current.userInterfaceIdiom == .phone {
                  horizontalSizeClass == .compact && verticalSizeClass == .regular
              } else {
                  true
              }
          }
          var body: some View {
              if isPortraitMode || isPortraitPlayer { VStack { Text("A"); Text("B") } } else { HStack { Text("A"); Text("B") } }
          }
      }
      """)
    // (Both getters are read, as Verismo's views read them: a property nothing reads is not
    // reported since measurement L.)
    #expect(Self.found(report, "size_class_as_width") == [7, 14])
    let plain = Self.lint(
      """
      import SwiftUI
      struct Reading: View {
          @Environment(\\.horizontalSizeClass) var horizontalSizeClass
          var stacked: Bool {
      #if os(iOS)
              horizontalSizeClass == .compact
      #else
              false
      #endif
          }
          var body: some View {
              if stacked { VStack { Text("A"); Text("B") } } else { HStack { Text("A"); Text("B") } }
          }
      }
      """)
    #expect(Self.found(plain, "size_class_as_width").isEmpty)
  }

  /// SBB's onboarding card (measurement J): `if h == .compact && v == .regular { portraitView }
  /// else { landscapeView }`. The same test choosing views named for nothing is not claimed.
  @Test func sizeClassesChoosingThePortraitViewAreReported() {
    let report = Self.lint(
      """
      import SwiftUI
      struct Card: View {
          @Environment(\\.horizontalSizeClass) var horizontalSizeClass
          @Environment(\\.verticalSizeClass) var verticalSizeClass
          var portraitView: some View { VStack { Text("A") } }
          var landscapeView: some View { HStack { Text("A") } }
          var body: some View {
              Group {
                  if self.horizontalSizeClass == .compact && self.verticalSizeClass == .regular {
                      portraitView
                  } else {
                      landscapeView
                  }
              }
          }
      }
      """)
    #expect(Self.found(report, "size_class_as_width") == [9])
    let other = Self.lint(
      """
      import SwiftUI
      struct Card: View {
          @Environment(\\.horizontalSizeClass) var horizontalSizeClass
          @Environment(\\.verticalSizeClass) var verticalSizeClass
          var body: some View {
              if horizontalSizeClass == .compact && verticalSizeClass == .regular {
                  Text("Compact")
              } else {
                  Text("Wide")
              }
          }
      }
      """)
    #expect(Self.found(other, "size_class_as_width").isEmpty)
  }

  /// handystuff's transition demo: a `ZStack(alignment: .bottom)` gives up only its bottom
  /// edge; its `VStack` layer puts a `Button` above a `Spacer()`, at the top. A button after
  /// the spacer is at the bottom edge given up.
  @Test func aButtonAboveASpacerInAZStackLayerKeepsTheBottom() {
    let top = Self.lint(
      """
      import SwiftUI
      struct Transition: View {
          @State var shown = false
          var body: some View {
              ZStack(alignment: .bottom) {
                  VStack {
                      Button("Toggle") { shown.toggle() }
                      Spacer()
                  }
                  RoundedRectangle(cornerRadius: 30).frame(height: 300)
              }
              .ignoresSafeArea(edges: .bottom)
          }
      }
      """)
    #expect(Self.found(top, "ignores_safe_area_controls").isEmpty)
    let bottom = Self.lint(
      """
      import SwiftUI
      struct Transition: View {
          @State var shown = false
          var body: some View {
              ZStack(alignment: .bottom) {
                  VStack {
                      Spacer()
                      Button("Toggle") { shown.toggle() }
                  }
                  RoundedRectangle(cornerRadius: 30).frame(height: 300)
              }
              .ignoresSafeArea(edges: .bottom)
          }
      }
      """)
    #expect(Self.found(bottom, "ignores_safe_area_controls") == [12])
  }

  /// A spinner's `#Preview` (charcoal): preview code lays out a canvas, not the app. The same
  /// stack in a view's body is reported.
  @Test func previewsAreNotScreensOfTheApp() {
    let preview = Self.lint(
      """
      import SwiftUI
      #Preview {
          @Previewable @State var on = true
          ZStack {
              VStack { Button { on.toggle() } label: { Text("Toggle") } }
          }
          .ignoresSafeArea()
      }
      struct Spinner_Previews: PreviewProvider {
          static var previews: some View {
              ZStack { VStack { Button("Toggle") {} } }.ignoresSafeArea()
          }
      }
      """)
    #expect(Self.found(preview, "ignores_safe_area_controls").isEmpty)
    let screen = Self.lint(
      """
      import SwiftUI
      struct Spinner: View {
          @State var on = true
          var body: some View {
              ZStack {
                  VStack { Spacer(); Button { on.toggle() } label: { Text("Toggle") } }
              }
              .ignoresSafeArea()
          }
      }
      """)
    #expect(Self.found(screen, "ignores_safe_area_controls") == [8])
  }

  /// charcoal's bottom sheet: the `ZStack` gives up its bottom edge and its
  /// `contentView(proxy:)` pads the actions by `max(proxy.safeAreaInsets.bottom, 30)`. Without
  /// that padding the actions sit on the home indicator.
  @Test func aViewFunctionPuttingTheEdgeBackKeepsItsControls() {
    func sheet(_ padding: String) -> String {
      """
      import SwiftUI
      struct Sheet: View {
          @Binding var shown: Bool
          var body: some View {
              GeometryReader { proxy in
                  ZStack(alignment: .bottom) {
                      Color.black.opacity(0.6)
                      contentView(proxy: proxy)
                  }
                  .ignoresSafeArea(.container, edges: .bottom)
              }
          }
          private func contentView(proxy: GeometryProxy) -> some View {
              VStack {
                  Text("Title")
                  Button("OK") { shown = false }
                      .padding(.bottom, \(padding))
              }
          }
      }
      """
    }
    let back = Self.lint(sheet("max(proxy.safeAreaInsets.bottom, 30)"))
    #expect(Self.found(back, "ignores_safe_area_controls").isEmpty)
    let fixed = Self.lint(sheet("30"))
    #expect(Self.found(fixed, "ignores_safe_area_controls") == [10])
  }

  /// DYLive's `let kIsPhoneX = Bool(kScreenW >= 375.0 && kScreenH >= 812.0 && KIsPhone)` and
  /// `let kStatusBarH = CGFloat(kIsPhoneX ? 44 : 20)`: a conversion of one value is that value,
  /// so the constant is evaluated on the catalog (on an iPad the status bar is not 20 pt). A
  /// labelled conversion (`Double(exactly:)`) is not read through.
  @Test func conversionsAreReadThrough() {
    let report = Self.lint(
      """
      import UIKit
      let kScreenW = UIScreen.main.bounds.width
      let kScreenH = UIScreen.main.bounds.height
      let KIsPhone = Bool(UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiom.phone)
      let kIsPhoneX = Bool(kScreenW >= 375.0 && kScreenH >= 812.0 && KIsPhone)
      let kStatusBarH = CGFloat(kIsPhoneX ? 44 : 20)
      """)
    let summary = MeasurementJCasesTests.summary(report, line: 6, rule: "bar_constant") ?? ""
    #expect(summary.hasPrefix("wrong on "))
    #expect(!summary.contains("cannot evaluate"))
    // (`kIsPhoneX`, the X-series flag by its name — `k` `Is` `PhoneX` —, is a notch flag made
    // from a size, as the labels' conventions have it: measurement T.)
    #expect(Self.found(report, "notch_flag") == [5])
    let labelled = Self.lint(
      """
      import UIKit
      let kStatusBarH = CGFloat(exactly: UIScreen.main.scale > 2 ? 44 : 20)
      """)
    let other = MeasurementJCasesTests.summary(labelled, line: 2, rule: "bar_constant") ?? ""
    #expect(!other.hasPrefix("wrong on "))
  }

  /// Brick's `Screen.navBarHeight` is `UINavigationController().navigationBar.frame.size
  /// .height`: a new controller's bar, not the file's `static var height =
  /// UIScreen.main.bounds.height`. `Screen.height` reached from the type still is.
  @Test func aNewInstancesMemberIsNotAPropertyOfTheRun() {
    let report = Self.lint(
      """
      import UIKit
      enum Screen {
          static var height = UIScreen.main.bounds.height
          static var navBarHeight: CGFloat {
              return UINavigationController().navigationBar.frame.size.height
          }
      }
      final class Header: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              view.frame.size.height = Screen.navBarHeight
              view.frame.origin.y = Screen.height - 100
          }
      }
      """)
    #expect(Self.found(report, "main_screen_bounds") == [3, 12])
  }

  /// seoul_bicycle's `UIView` extension: `var hasTopNotch: Bool { if #available(iOS 13.0, *) {
  /// return …key window….top > 20 } else { return …delegate window….top > 20 } }`, used as
  /// `view.hasTopNotch ? 44 + 34 : 24 + 34`. The `#available` branch is read as a test of the
  /// system version, so the getter has a value and its uses are found. A getter choosing a
  /// design number by availability is not a device test.
  @Test func aGetterBranchingOnAvailabilityHasAValue() {
    let report = MeasurementJCasesTests.lint([
      (
        "App/View+Notch.swift",
        """
        import UIKit
        extension UIView {
            var hasTopNotch: Bool {
                if #available(iOS 13.0, *) {
                    return UIApplication.shared.windows.filter { $0.isKeyWindow }.first?.safeAreaInsets.top ?? 0 > 20
                } else {
                    return UIApplication.shared.delegate?.window??.safeAreaInsets.top ?? 0 > 20
                }
            }
        }
        """
      ),
      (
        "App/SignIn.swift",
        """
        import UIKit
        final class SignIn: UIViewController {
            let logo = UIView()
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                logo.frame.origin.y = view.hasTopNotch ? 44 + 34 : 24 + 34
            }
        }
        """
      ),
    ])
    #expect(
      report.findings.contains {
        $0.location.file == "App/SignIn.swift" && $0.location.line == 6
      })
    let own = MeasurementJCasesTests.lint([
      (
        "App/View+Spacing.swift",
        """
        import UIKit
        extension UIView {
            var spacing: CGFloat {
                if #available(iOS 13.0, *) { return 12 } else { return 8 }
            }
        }
        """
      ),
      (
        "App/SignIn.swift",
        """
        import UIKit
        final class SignIn: UIViewController {
            let logo = UIView()
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                logo.frame.origin.y = view.spacing + 10
            }
        }
        """
      ),
    ])
    #expect(!own.findings.contains { $0.location.file == "App/SignIn.swift" })
  }
}
