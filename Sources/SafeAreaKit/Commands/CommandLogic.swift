import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import LayoutInspection
import SceneDocument
import SourceLint

/// A rectangle written as `X,Y,W,H` or `W,H` (at the origin), as `--window` and
/// `--window-controls-frame` take it (contract version 2).
public enum WindowRect {
  /// The rectangle `text` writes, or `nil` unless it has two or four comma-separated finite
  /// numbers of at most 100,000 in magnitude (spaces around each number allowed).
  public static func parse(_ text: String) -> CGRect? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    guard parts.count == 2 || parts.count == 4 else { return nil }
    var values: [Double] = []
    for part in parts {
      guard let value = part, value.isFinite, abs(value) <= 100_000 else { return nil }
      values.append(value)
    }
    return values.count == 2
      ? CGRect(x: 0, y: 0, width: values[0], height: values[1])
      : CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }
}

/// The rule list `safearea rules` prints: every audit rule with its severity, default state and
/// fresh precision (issue 27: a rule runs by default only while that is at least 90 %), then
/// every lint rule.
public enum RuleTable {
  /// One line per rule: the audit rules in ``AuditRules/descriptions`` order, then the lint
  /// rules in ``LintRules/descriptions`` order, in padded columns (the identifier column as
  /// wide as the longest identifier and two spaces, at least 32).
  public static var lines: [String] {
    let width = max(32, (identifiers.map(\.count).max() ?? 0) + 2)
    let rows = AuditRules.descriptions.map { description in
      let state = description.isOptIn ? "opt-in" : "default"
      let measured =
        description.precision.map { measurement in
          (measurement.precision.map { "\(Int(($0 * 100).rounded())) %" } ?? "—")
            + " " + measurement.date
        } ?? "not measured"
      return description.identifier.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
        + description.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
        + state.padding(toLength: 8, withPad: " ", startingAt: 0)
        + measured.padding(toLength: 18, withPad: " ", startingAt: 0)
        + description.summary
    }
    let lintRows = LintRules.descriptions.map { description in
      description.identifier.padding(toLength: width, withPad: " ", startingAt: 0)
        + description.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
        + "(lint) " + description.summary
    }
    return rows + lintRows
  }

  /// One line per lint rule, as `safearea lint --list-rules` prints them: identifier, severity
  /// and summary, the identifier column wide enough for the longest identifier and two spaces.
  public static var lintLines: [String] {
    let width = max(26, (LintRules.identifiers.map(\.count).max() ?? 0) + 2)
    return LintRules.descriptions.map {
      $0.identifier.padding(toLength: width, withPad: " ", startingAt: 0)
        + $0.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + $0.summary
    }
  }

  /// Every rule identifier, audit rules first, in the order of ``lines``.
  public static var identifiers: [String] {
    AuditRules.descriptions.map(\.identifier.rawValue) + LintRules.identifiers
  }

  /// The reference text of the rule named `identifier` (lint rules first, as the command looks
  /// them up), or `nil` for an unknown identifier.
  public static func reference(_ identifier: String) -> String? {
    if let lintRule = LintRules.description(identifier) {
      return LintRuleReference.text(lintRule)
    }
    return AuditRules.rule(named: identifier).map { RuleReference.text($0.description) }
  }
}

/// One pose `safearea inspect --all-devices` visits: an environment to lay out in, or a pose no
/// source measured, left out with its note (R20.1, as in the audit matrix).
public enum InspectionPose: Equatable {
  case layOut(EnvironmentOverrides)
  case skipped(note: String)

  /// Every catalog device in portrait then landscape-left, or only in `overrides.orientation`
  /// when it is set; each with `overrides` and the device and orientation set.
  public static func allDevices(_ overrides: EnvironmentOverrides) -> [InspectionPose] {
    var result: [InspectionPose] = []
    let orientations = overrides.orientation.map { [$0] } ?? [.portrait, .landscapeLeft]
    for device in DeviceCatalog.devices {
      for orientation in orientations {
        if let note = device.undescribedPoseNote(orientation) {
          result.append(.skipped(note: note))
          continue
        }
        var perDevice = overrides
        perDevice.device = device
        perDevice.orientation = orientation
        result.append(.layOut(perDevice))
      }
    }
    return result
  }
}

extension LayoutSource {
  /// The laid-out tree `safearea inspect` prints (``InspectFormatter/tree(_:)``) in `overrides`,
  /// followed with `events` by the UIKit callbacks in order (``EventLogFormatter/text(_:)``).
  @MainActor
  public func inspectionText(_ overrides: EnvironmentOverrides, events: Bool) throws -> String {
    let window = try makeWindow(try environment(overrides), recordEvents: events)
    var text = InspectFormatter.tree(window.snapshot())
    if events, let log = window.eventLog {
      if !text.hasSuffix("\n") { text += "\n" }
      text += "events:\n" + EventLogFormatter.text(log)
    }
    return text
  }
}
