import Findings
import Foundation
import GoldenFiles
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every reporter on one report shaped as `lint` and hand-written input would give it: no class,
/// no position, a note, and hostile text (line breaks, ESC, markup, `%`, `:` and `,`) in ids,
/// messages and paths. The audit's own report is covered by LayoutAuditTests' goldens.
@Suite("shared reporters")
struct ReporterTests {
  static let rule = Report.Rule(
    identifier: RuleIdentifier(rawValue: "bar_constant"), name: "Hard-coded bar height",
    summary: "A number stands in for a system bar.", rationale: "Bars change height.",
    severity: .warning, traces: ["R3.1"])

  static let report = Report(
    findings: [
      Report.Finding(
        rule: rule.identifier, severity: .error, file: "Sources/App/Layout.m", line: 12,
        column: 9, objectID: "kNavBarHeight", message: "'kNavBarHeight' is 64 or 88",
        details: ["wrong on 61 of 85 devices", "28 pt short on iPhone 16 Pro"],
        fix: "use view.safeAreaInsets.top",
        properties: [Report.Member("evaluated", .bool(true))],
        resultProperties: [Report.Member("wrong", .integer(61))]),
      Report.Finding(
        rule: rule.identifier, severity: .warning, file: "Sources/App/Layout.m", line: 30,
        column: 1, objectID: nil, message: "a 'b' <c> & \"d\", 100% : e",
        fix: "f"),
      Report.Finding(
        rule: RuleIdentifier(rawValue: "notch_flag"), severity: .note,
        file: "Sources/a b,c:d.swift", line: 0, column: 0,
        objectID: "X\nSources/fake.swift:1:1: error: injected [fake_rule]",
        message: "name with ESC \u{1B}[2J and\r\nbreak\u{2028}here", fix: "none\u{0}"),
    ], files: ["Sources/App/Layout.m", "Sources/a b,c:d.swift"], rules: [rule],
    scope: "on 85 devices")

  @Test("goldens", arguments: ReportFormat.allCases)
  func golden(format: ReportFormat) {
    GoldenFile.expect(
      format.reporter().generate(Self.report), named: "shared.\(format.rawValue)",
      in: GoldenFile.directory(besides: #filePath, "Goldens"))
  }

  @Test("an empty report", arguments: ReportFormat.allCases)
  func empty(format: ReportFormat) {
    let empty = Report(findings: [], files: ["a.m"], rules: [Self.rule])
    let output = format.reporter().generate(empty)
    switch format {
    case .text: #expect(output == "no findings in 1 file")
    case .xcode, .githubActions: #expect(output.isEmpty)
    default: #expect(!output.isEmpty)
    }
  }

  @Test("GitHub Actions: one finding is one line, whatever the text holds")
  func oneLinePerFinding() {
    let output = GitHubActionsReporter().generate(Self.report)
    let lines = output.unicodeScalars.split { $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" }
    #expect(lines.count == Self.report.findings.count)
  }

  @Test("GitHub Actions: severity command, properties and data escaped")
  func githubActions() {
    let lines = GitHubActionsReporter().generate(Self.report).split(separator: "\n")
    #expect(
      lines[0].hasPrefix("::error file=Sources/App/Layout.m,line=12,col=9,title=bar_constant::"))
    #expect(lines[0].hasSuffix("%0Afix: use view.safeAreaInsets.top"))
    #expect(lines[1].hasPrefix("::warning "))
    #expect(lines[1].hasSuffix("::a 'b' <c> & \"d\", 100%25 : e%0Afix: f"))
    #expect(lines[2].hasPrefix("::notice file=Sources/a b%2Cc%3Ad.swift,title=notch_flag::"))
    #expect(!lines[2].unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x2028 })
  }

  @Test(
    "JUnit and Checkstyle are well-formed XML that keeps the text",
    arguments: [
      ReportFormat.junit, .checkstyle,
    ])
  func wellFormedXML(format: ReportFormat) throws {
    let output = format.reporter().generate(Self.report)
    let parser = XMLParser(data: Data(output.utf8))
    let collector = AttributeCollector()
    parser.delegate = collector
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(collector.values.contains { $0.contains("a 'b' <c> & \"d\", 100% : e") })
    // Line breaks and controls arrive written visibly, never as character references the
    // parser would turn back into raw scalars (issue 32).
    #expect(collector.values.contains { $0.contains("ESC \\u{1B}[2J and\\r\\nbreak") })
    let raw = collector.values.joined().unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n" && $0 != " ") || (0x7F...0x9F).contains($0.value)
        || $0 == "\u{2028}" || $0 == "\u{2029}" || (0x202A...0x202E).contains($0.value)
    }
    #expect(raw.isEmpty, "\(raw.map(\.value))")
  }
}

/// Every attribute value and text run of an XML document.
private final class AttributeCollector: NSObject, XMLParserDelegate {
  var values: [String] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    values += attributeDict.values
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    values.append(string)
  }
}
