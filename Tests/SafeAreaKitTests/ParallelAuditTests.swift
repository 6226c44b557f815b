import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import SceneDocument
import Testing

@testable import SafeAreaKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The merged report is a pure function of the per-file results (whatever process computed them
/// and in whatever order they arrived), results cross the worker pipe unchanged, and a file whose
/// layout fails is a failure of that file only.
@MainActor
@Suite struct ParallelAuditTests {
  static let matrix = AuditMatrix(
    devices: ["iPhone 8", "iPhone X", "iPhone 15 Pro"].compactMap {
      DeviceCatalog.device(named: $0)
    })

  /// Per-file results of three examples, as a worker computes them.
  func results() throws -> (Auditor, Auditor.Prepared, [String], [Auditor.FileResult]) {
    let names = ["A0-1", "A3-2", "A4-4-constraints"]
    var scenes: [String: SceneFile] = [:]
    for name in names {
      let path = packageRoot.appendingPathComponent("Examples/\(name).yaml").path
      scenes[name] = try SceneLoader.load(path: path)
    }
    let auditor = Auditor(matrix: Self.matrix)
    let prepared = Auditor.Prepared(auditor)
    let results = names.map { name in
      auditor.result(
        of: name, prepared,
        layout: { file, environment in
          guard let scene = scenes[file] else { throw AuditFixture.LayoutFailure(message: file) }
          return try AuditFixture.layOut(
            scene, in: environment, derivations: false, constraints: false)
        }, accepts: nil, progress: nil)
    }
    return (auditor, prepared, names, results)
  }

  @Test("the merged report does not depend on the order findings arrive in")
  func mergeIsOrderIndependent() throws {
    let (auditor, _, names, results) = try results()
    let reference = auditor.merged(results, files: names)
    // Placement findings on one view are merged (PlacementFindings): three findings, with evidence.
    #expect(reference.findings.count >= 3)
    #expect(reference.findings.contains { !$0.evidence.isEmpty })
    // The same findings split differently among files and reversed (as workers might send them).
    var reversed = results
    for index in reversed.indices { reversed[index].findings.reverse() }
    var moved = reversed
    moved[0].findings += moved[2].findings
    moved[2].findings = []
    #expect(auditor.merged(moved, files: names) == reference)
    // Duplicates (a view seen from two scenes) are reported once, wherever they are.
    var duplicated = results
    duplicated[1].findings += results[0].findings
    #expect(auditor.merged(duplicated, files: names) == reference)
  }

  @Test("a finding crosses the worker pipe unchanged, amounts bit for bit")
  func wireRoundTrip() throws {
    let (_, prepared, _, results) = try results()
    for result in results {
      let data = WireResult.encode(result, prepared)
      #expect(!data.contains(UInt8(ascii: "\n")))
      let decoded = try #require(WireResult.decode(data, prepared))
      #expect(decoded.findings == result.findings)
      #expect(decoded.layoutCount == result.layoutCount)
    }
  }

  @Test("a file whose layout fails is a located failure; the other files are still audited")
  func failingFileIsAFailureOfThatFile() throws {
    let good = try SceneLoader.load(
      path: packageRoot.appendingPathComponent("Examples/A0-1.yaml").path)
    let report = Auditor(matrix: Self.matrix).audit(files: ["bad.yaml", "A0-1.yaml"]) {
      file, environment in
      guard file == "A0-1.yaml" else {
        throw SceneError(file: "bad.yaml", line: 3, column: 7, message: "cannot lay out")
      }
      return try AuditFixture.layOut(good, in: environment, derivations: false, constraints: false)
    }
    #expect(
      report.failures == [
        AuditFailure(file: "bad.yaml", message: "bad.yaml:3:7: error: cannot lay out")
      ])
    #expect(!report.findings.isEmpty)
    #expect(report.findings.allSatisfy { $0.view.file.hasSuffix("Examples/A0-1.yaml") })
    #expect(report.exitStatus(strict: false) == 65)
  }

  @Test("a worker's requests end at a line that is not a number, left for the next audit")
  func serveStopsAtTheSwitchLine() throws {
    let good = try SceneLoader.load(
      path: packageRoot.appendingPathComponent("Examples/A0-1.yaml").path)
    var requests: [Int32] = [-1, -1]
    var answers: [Int32] = [-1, -1]
    #expect(pipe(&requests) == 0)
    #expect(pipe(&answers) == 0)
    defer { for end in [requests[0], answers[0]] { close(end) } }
    #expect(LineReader.writeAll(requests[1], Data("0\ngroup 1\n0\n".utf8)))
    close(requests[1])
    var reader = LineReader(requests[0])
    let ended = Auditor(matrix: Self.matrix).serve(
      files: ["A0-1.yaml"],
      layout: { _, environment in
        try AuditFixture.layOut(good, in: environment, derivations: false, constraints: false)
      }, accepts: nil, reader: &reader, output: answers[1])
    close(answers[1])
    #expect(ended == "group 1")
    #expect(reader.next() == "0", "the next audit's request is still there")
    var results = LineReader(answers[0])
    #expect(results.next()?.isEmpty == false)
    #expect(results.next() == nil, "one answer: the one request before the switch")
  }

  @Test("files are handed out most expensive first, equal costs in file order")
  func costOrder() {
    #expect(WorkerPool.order(costs: [3, 9, 0, 9, 5], count: 5) == [1, 3, 4, 0, 2])
    // No costs, or not one per file: file order.
    #expect(WorkerPool.order(costs: nil, count: 3) == [0, 1, 2])
    #expect(WorkerPool.order(costs: [1, 2], count: 3) == [0, 1, 2])
    let command = AuditWorkerCommand(
      executable: URL(fileURLWithPath: "/nonexistent"), arguments: [])
    let pool = WorkerPool(
      command: command, files: ["a", "b", "c"], order: WorkerPool.order(costs: [1, 7, 4], count: 3))
    var taken: [Int] = []
    while let index = pool.take() { taken.append(index) }
    #expect(taken == [1, 2, 0])
  }
}
