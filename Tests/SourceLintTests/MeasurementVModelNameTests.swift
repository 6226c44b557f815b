import Findings
import Foundation
import SourceLint
import Testing

extension MeasurementVCasesTests {
  /// Round U's open miss: `UIDevice.current.model == "iPhone"` choosing a constraint's constant
  /// is the idiom chosen by the model's name, as `[[UIDevice currentDevice].model
  /// isEqualToString:@"iPhone"]` already was in Objective-C. Look-alike: the same test choosing
  /// what to print lays nothing out.
  @Test func aModelNameTestInSwiftIsTheIdiom() {
    let report = Self.lint([
      (
        "App/Player.swift",
        """
        import UIKit
        class Player: UIViewController {
            func layout() {
                if UIDevice.current.model == "iPhone" { top.constant = 20 }
                if UIDevice.current.model == "iPad" { print("pad") }
            }
        }
        """
      )
    ])
    #expect(
      Self.lines(report, "idiom_layout", "App/Player.swift") == [4], "\(Self.lines(report))")
  }

  // MARK: Measurement V
}
