import Foundation
import Testing

/// Fixes from the false alarms of fresh round X (`Documentation/Precision.md`,
/// `Documentation/Journal/2026-12-02-precision-X.md`), rewritten small: each with a case that
/// triggers before the fix and a look-alike that must still fire.
@Suite struct PrecisionRoundXTests {
  /// A display whose safe area reaches its top-left rounded corner (no top inset, a vertical bar
  /// column of 84 pt on the right: the iPhone Duo's outer display, as a custom device with a
  /// 40-pt corner), and a decorative image at `frame` above a label.
  static func pictureAtTheCorner(_ frame: (Int, Int, Int, Int)) -> String {
    """
    environment:
      device:
        name: Outer
        width: 466
        height: 678
        scale: 3
        safeArea: { portrait: [0, 0, 34, 84] }
        statusBar: 0
        homeIndicator: true
        cornerRadius: 40
    root:
      controller:
        id: vc
        view:
          subviews:
            - imageView: { id: header, frame: [\(frame.0), \(frame.1), \(frame.2), \(frame.3)] }
            - label: { id: title, frame: [20, 300, 340, 30] }
    """
  }

  @Test(
    "a picture across the safe area's whole width, from the display's edges at a rounded corner, is full-width artwork the corner cuts by design; a narrower or small one in the corner is still reported"
  )
  func fullWidthArtworkAtACornerIsNotClipped() throws {
    // OONI Probe's onboarding illustrations, rewritten: pinned to the safe area's sides (0 and
    // 382 on this display) and the view's top. The frozen build of cdf93c23 reported all three
    // (16.569 pt outside the 40-pt corner).
    let result = try PrecisionCommandTests.audit(
      [
        ("Header.yaml", Self.pictureAtTheCorner((0, 0, 382, 262))),
        ("Narrow.yaml", Self.pictureAtTheCorner((0, 0, 300, 262))),
        ("Small.yaml", Self.pictureAtTheCorner((0, 0, 120, 120))),
      ],
      ["--devices", "scene", "--orientations", "portrait", "--rules", "rounded_corner_clipping"])
    let lines = result.stdout.split(separator: "\n")
    #expect(
      !lines.contains { $0.contains("Header.yaml:") && $0.contains("'header'") },
      "\(result.stdout)")
    for file in ["Narrow.yaml:", "Small.yaml:"] {
      #expect(
        lines.contains {
          $0.contains(file) && $0.contains("'header'") && $0.contains("[rounded_corner_clipping]")
        }, "\(file) \(result.stdout)")
    }
  }

  /// OONI Probe's pop quiz, rewritten: a titleless button from the window's top dims the screen
  /// behind a card (`height` the window's, down to the safe area's bottom, or a 60-pt strip).
  static func dimmingButton(height: String) -> String {
    """
    root:
      controller:
        id: vc
        view:
          subviews:
            - button: { id: dim, frame: [0, 0, screen.width, \(height)] }
            - label: { id: question, frame: [16, 243, 343, 200] }
    """
  }

  @Test(
    "a button covering the whole window is a backdrop the status bar cannot take from the user; a strip at the top is still reported"
  )
  func aWindowCoveringButtonIsNotInTheStatusBar() throws {
    // The frozen build of cdf93c23 reported both ("'dim' (UIButton) reaches 54 pt into the
    // status bar" on the iPhone 15).
    let result = try PrecisionCommandTests.audit(
      [
        ("Backdrop.yaml", Self.dimmingButton(height: "screen.height")),
        // Down to the safe area's bottom, as OONI Probe's (its container ends there).
        ("SafeBackdrop.yaml", Self.dimmingButton(height: "screen.height - safeArea.bottom")),
        ("Strip.yaml", Self.dimmingButton(height: "60")),
      ],
      ["--devices", "iPhone 15", "--orientations", "portrait", "--rules", "control_in_status_bar"])
    let lines = result.stdout.split(separator: "\n")
    #expect(!lines.contains { $0.contains("Backdrop.yaml:") }, "\(result.stdout)")
    #expect(!lines.contains { $0.contains("SafeBackdrop.yaml:") }, "\(result.stdout)")
    #expect(
      lines.contains { $0.contains("Strip.yaml:") && $0.contains("[control_in_status_bar]") },
      "\(result.stdout)")
  }

  @Test(
    "a button holding the whole safe area is a backdrop the sensor housing cannot take from the user, nor a fixed position; a strip at the top is still reported"
  )
  func aSafeAreaCoveringButtonIsNotUnderTheHousing() throws {
    // The frozen build of cdf93c23 reported both ("'dim' (UIButton) lies 59 pt under the sensor
    // housing" on the iPhone 15); once the status-bar finding was gone, the training re-run
    // showed OONI Probe's backdrop under this rule.
    let result = try PrecisionCommandTests.audit(
      [
        ("SafeBackdrop.yaml", Self.dimmingButton(height: "screen.height - safeArea.bottom")),
        ("Strip.yaml", Self.dimmingButton(height: "60")),
      ],
      [
        "--devices", "iPhone 15,iPhone Duo (outer display)", "--orientations", "portrait",
        "--rules", "sensor_housing_overlap,fixed_position",
      ])
    let lines = result.stdout.split(separator: "\n")
    #expect(!lines.contains { $0.contains("SafeBackdrop.yaml:") }, "\(result.stdout)")
    #expect(
      lines.contains { $0.contains("Strip.yaml:") && $0.contains("[sensor_housing_overlap]") },
      "\(result.stdout)")
    // The frozen build also reported both by fixed_position alone (59 pt outside the iPhone
    // 15's safe area, inside the Duo outer display's, which has no top inset); the strip still
    // is.
    let fixed = try PrecisionCommandTests.audit(
      [
        ("SafeBackdrop.yaml", Self.dimmingButton(height: "screen.height - safeArea.bottom")),
        ("Strip.yaml", Self.dimmingButton(height: "60")),
      ],
      [
        "--devices", "iPhone 15,iPhone Duo (outer display)", "--orientations", "portrait",
        "--rules", "fixed_position",
      ])
    let fixedLines = fixed.stdout.split(separator: "\n")
    #expect(!fixedLines.contains { $0.contains("SafeBackdrop.yaml:") }, "\(fixed.stdout)")
    #expect(
      fixedLines.contains { $0.contains("Strip.yaml:") && $0.contains("[fixed_position]") },
      "\(fixed.stdout)")
  }
}
