import Findings
import Foundation
import SourceLint
import Testing

extension MeasurementVCasesTests {
  /// Measurement V's look-alike work: a category's notch flag written as Objective-C guarded
  /// returns behind `@available(iOS 11.0, *)` (and the navigation bar chosen on it) said
  /// "cannot evaluate: '@available' is not understood" in every evaluation, for the flag, the
  /// bar constant and each use. `@available(iOS 11…)` holds on every catalog cell (iOS 11 and
  /// later), as Swift's `#available` is read; `@available(iOS 13.0, *)` is the system version.
  @Test func anAvailabilityCheckInObjectiveCIsTheSystemVersion() {
    let report = Self.lint([
      (
        "App/UIDevice+X.m",
        """
        @implementation UIDevice (X)
        - (BOOL)isIPhoneXSeries {
            if (@available(iOS 11.0, *)) {
                return [UIApplication sharedApplication].keyWindow.safeAreaInsets.bottom > 0;
            }
            return NO;
        }
        - (CGFloat)xx_navigationBarHeight {
            return [self isIPhoneXSeries] ? 88 : 64;
        }
        - (BOOL)hasDynamicIsland {
            if (@available(iOS 16.0, *)) {
                return [UIApplication sharedApplication].keyWindow.safeAreaInsets.top > 50;
            }
            return NO;
        }
        @end
        """
      )
    ])
    let summaries = report.findings.compactMap { $0.evaluation?.summary }
    #expect(!summaries.isEmpty, "\(Self.lines(report))")
    #expect(
      summaries.allSatisfy { !$0.contains("@available") }, "\(summaries)")
  }
}
