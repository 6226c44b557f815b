import Foundation
import SourceLint
import Testing

/// Measurement S's SwiftUI misses (1 December 2026, seventeenth session; `Documentation/
/// Journal/2026-12-01-swiftui-S.md`, "What is left", item 1): a small rewrite of the real case,
/// never the real file, with the look-alikes that must still be told apart.
@Suite struct MeasurementSSwiftUITests {
  static let helper = """
    import SwiftUI
    import UIKit

    extension View {
        var safeAreaInsets: UIEdgeInsets {
            UIApplication.shared.windows.first?.safeAreaInsets ?? UIEdgeInsets.zero
        }
    }
    """

  /// An app's `View` property named `safeAreaInsets` that reads the first window: a bare
  /// `safeAreaInsets.bottom` in a SwiftUI view is that property (SwiftUI's `View` has no such
  /// member), so each use reads a global window's safe area. The look-alikes: the same name in a
  /// `UIView` subclass is UIKit's own, and a proxy's is the view's.
  @Test func aViewPropertyNamedSafeAreaInsetsReadsTheWindow() {
    let report = MeasurementPCasesTests.lint([
      ("App/View+screen.swift", Self.helper),
      (
        "App/ContentView.swift",
        """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                Text("Inbox")
                    .padding(.bottom, safeAreaInsets.bottom + 6)
            }
        }
        """
      ),
      (
        "App/BadgeView.swift",
        """
        import UIKit

        final class BadgeView: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                frame.origin.y = safeAreaInsets.top + 8
            }
        }
        """
      ),
      (
        "App/ProxyView.swift",
        """
        import SwiftUI

        struct ProxyView: View {
            var body: some View {
                GeometryReader { proxy in
                    Text("Title").padding(.top, proxy.safeAreaInsets.top)
                }
            }
        }
        """
      ),
    ])
    let lines = MeasurementQCasesTests.lines(report)
    let content = MeasurementPCasesTests.findings(
      report, rule: "window_safe_area", file: "App/ContentView.swift")
    #expect(content.map(\.location.line) == [6], "\(lines)")
    #expect(
      content.first?.message.contains("through 'safeAreaInsets' (View+screen.swift:5)") == true,
      "\(content.map(\.message))")
    #expect(
      MeasurementPCasesTests.findings(report, rule: "window_safe_area", file: "App/BadgeView.swift")
        .isEmpty, "\(lines)")
    #expect(
      MeasurementPCasesTests.findings(report, rule: "window_safe_area", file: "App/ProxyView.swift")
        .isEmpty, "\(lines)")
  }
}
