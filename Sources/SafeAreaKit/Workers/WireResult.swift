import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's result as it crosses the pipe: one JSON line.
struct WireResult: Codable {
  var layoutCount = 0
  var findings: [WireFinding] = []
  var failure: String?
  var skipped: WireSkipped?
  var approximateLeftOut: [String] = []
  var ambiguityNotes: [String] = []

  /// ``SkippedEnvironments`` with its environments as indices into the matrix's.
  struct WireSkipped: Codable {
    var file: String
    var requiredIOS: Int
    var reason: String
    var environments: [Int]
    var summary: String
  }

  struct WireFinding: Codable {
    var rule: String
    var severity: String
    var file: String
    var line: Int
    var column: Int
    var sceneID: String?
    var className: String
    var message: String
    var fix: String
    /// The exact bits of the amounts: the report prints them, and a decimal round trip must not
    /// change a digit.
    var amount: UInt64
    var minimumAmount: UInt64
    /// Indices into the matrix's environments.
    var environments: [Int]
    /// The amount in each environment, as exact bits.
    var amounts: [UInt64]
    var summary: String
    /// Evidence as rule, message, summary triples.
    var evidence: [[String]] = []
    var approximate = false
    var contextLowered = false
  }

  static func encode(_ result: Auditor.FileResult, _ prepared: Auditor.Prepared) -> Data {
    let index = prepared.grouping.index
    let wire = WireResult(
      layoutCount: result.layoutCount,
      findings: result.findings.map { finding in
        WireFinding(
          rule: finding.rule.rawValue, severity: finding.severity.rawValue,
          file: finding.view.file, line: finding.view.line, column: finding.view.column,
          sceneID: finding.view.sceneID, className: finding.view.className,
          message: finding.message, fix: finding.fix,
          amount: Double(finding.amount).bitPattern,
          minimumAmount: Double(finding.minimumAmount).bitPattern,
          environments: finding.environments.compactMap { index[EnvironmentKey($0)] },
          amounts: finding.amounts.map { Double($0).bitPattern }, summary: finding.summary,
          evidence: finding.evidence.map { [$0.rule.rawValue, $0.message, $0.summary] },
          approximate: finding.isApproximate, contextLowered: finding.contextLowered)
      }, failure: result.failure,
      skipped: result.skipped.map { skipped in
        WireSkipped(
          file: skipped.file, requiredIOS: skipped.requiredIOS, reason: skipped.reason,
          environments: skipped.environments.compactMap { index[EnvironmentKey($0)] },
          summary: skipped.summary)
      }, approximateLeftOut: result.approximateLeftOut, ambiguityNotes: result.ambiguityNotes)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // JSON escapes line breaks inside strings, so a result is one line.
    return (try? encoder.encode(wire)) ?? Data()
  }

  static func decode(_ data: Data, _ prepared: Auditor.Prepared) -> Auditor.FileResult? {
    guard let wire = try? JSONDecoder().decode(WireResult.self, from: data) else { return nil }
    let environments = prepared.environments
    var result = Auditor.FileResult(
      layoutCount: wire.layoutCount, failure: wire.failure,
      approximateLeftOut: wire.approximateLeftOut, ambiguityNotes: wire.ambiguityNotes)
    if let skipped = wire.skipped {
      guard skipped.environments.allSatisfy(environments.indices.contains) else { return nil }
      result.skipped = SkippedEnvironments(
        file: skipped.file, requiredIOS: skipped.requiredIOS, reason: skipped.reason,
        environments: skipped.environments.map { environments[$0] }, summary: skipped.summary)
    }
    for finding in wire.findings {
      guard let severity = Severity(rawValue: finding.severity),
        finding.environments.allSatisfy(environments.indices.contains)
      else { return nil }
      var decoded = Finding(
        rule: RuleIdentifier(rawValue: finding.rule), severity: severity,
        view: ViewReference(
          file: finding.file, line: finding.line, column: finding.column,
          sceneID: finding.sceneID, className: finding.className),
        message: finding.message, fix: finding.fix,
        amount: CGFloat(Double(bitPattern: finding.amount)),
        minimumAmount: CGFloat(Double(bitPattern: finding.minimumAmount)),
        environments: finding.environments.map { environments[$0] }, summary: finding.summary)
      decoded.amounts = finding.amounts.map { CGFloat(Double(bitPattern: $0)) }
      decoded.isApproximate = finding.approximate
      decoded.contextLowered = finding.contextLowered
      for triple in finding.evidence where triple.count == 3 {
        decoded.evidence.append(
          Finding.Evidence(
            rule: RuleIdentifier(rawValue: triple[0]), message: triple[1], summary: triple[2]))
      }
      result.findings.append(decoded)
    }
    return result
  }
}
