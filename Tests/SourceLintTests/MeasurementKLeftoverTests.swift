import Foundation
import SourceLint
import Testing

/// Measurement K's false alarms where the screen's shape is the point (second pass, 30 November
/// 2026; `Documentation/SourceLint.md`, "Second pass on measurement K"): each a small rewrite of
/// the real case, never the real file, with the look-alike that stays a finding.
@Suite struct MeasurementKLeftoverTests {
  static func lines(_ text: String, file: String = "App/File.swift") -> [Int] {
    MeasurementJCasesTests.lint([(file, text)]).findings
      .filter { $0.rule == "main_screen_bounds" }.map(\.location.line)
  }

  /// InstaQR: a wallpaper preview sized by the screen's aspect ratio, and the crop locked to
  /// the screen's size as its aspect ratio — a wallpaper has the screen's shape whatever the
  /// window. A preview sized by the screen's width alone, and the screen's size given to a
  /// view's frame, stay findings.
  @Test func theScreensAspectRatioIsItsShape() {
    let found = Self.lines(
      """
      import UIKit
      final class WallpaperCell: UITableViewCell {
          let preview = UIImageView()
          func layoutViews() {
              let ratio = UIScreen.main.bounds.width / UIScreen.main.bounds.height
              NSLayoutConstraint.activate([
                  preview.widthAnchor.constraint(equalTo: preview.heightAnchor, multiplier: ratio)
              ])
              crop.customAspectRatio = UIScreen.main.bounds.size
              preview.frame.size.width = UIScreen.main.bounds.width - 40
              preview.frame.size = UIScreen.main.bounds.size
          }
      }
      """)
    #expect(found == [10, 11])
  }

  /// handystuff's onboarding background: a radial gradient whose end radius is the screen's
  /// height places no content. A stack framed to the screen's height beside it stays a finding.
  @Test func aGradientsRadiusIsNotLayout() {
    let found = Self.lines(
      """
      import SwiftUI
      struct Intro: View {
          var body: some View {
              ZStack {
                  RadialGradient(
                      gradient: Gradient(colors: [.blue, .purple]),
                      center: .topLeading,
                      startRadius: 5,
                      endRadius: UIScreen.main.bounds.height)
                      .ignoresSafeArea()
                  VStack { Text("Welcome") }
                      .frame(height: UIScreen.main.bounds.height * 0.5)
              }
          }
      }
      """)
    #expect(found == [12])
  }
}
