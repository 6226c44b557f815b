import Foundation
import Testing

/// Every input that ever crashed or hung the tool (`Fuzz/Regressions/`, from the fuzz targets and
/// the hostile-input runs of issues 11 and 32): `audit` ends with a report or a located error,
/// never a signal; a source file (`.swift`, `.m`, `.h`, from `gen-swift`, `gen-objc` and
/// `gen-swiftui`) is also linted, and `lint` ends the same way.
@Suite struct FuzzRegressionTests {
  static let directory = repositoryRoot.appendingPathComponent("Fuzz/Regressions")

  static let inputs: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
    .filter { !$0.hasPrefix(".") }.sorted()

  @Test func regressionsArePresent() {
    #expect(Self.inputs.count >= 6)
  }

  /// Each input is audited as the fuzz target ran it: alone, in a scratch folder of its own. In
  /// place, a source file's project would be this repository (the nearest folder above with a
  /// `Package.swift`, `CodeSourceIndex.projectRoot`), so the audit would also read `Sources/` for
  /// the names the file uses — `UIViewController` is declared in `Sources/HeadlessUIKit` — and
  /// take 60–90 s per file in a debug build instead of under a second, testing this repository's
  /// sources rather than the input.
  @Test(arguments: inputs)
  func auditEndsWithAReportOrALocatedError(_ name: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("safearea-fuzz-regression-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: Self.directory.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    let result = try safearea(["audit", name, "--devices", "iPhone X", "--jobs", "1"], in: folder)
    #expect([0, 1, 65].contains(result.status), "\(name): exit \(result.status)")
    if result.status == 65 {
      #expect(result.stderr.contains("\(name):"), "\(result.stderr)")
      #expect(result.stderr.contains(": error: "), "\(result.stderr)")
    }
  }

  static let sources = inputs.filter {
    ["swift", "m", "h"].contains(($0 as NSString).pathExtension)
  }

  @Test(arguments: sources)
  func lintEndsWithAReportOrALocatedError(_ name: String) throws {
    let path = Self.directory.appendingPathComponent(name).path
    for format in ["text", "json"] {
      let result = try safearea(["lint", path, "--format", format, "--jobs", "1"])
      #expect([0, 1, 65].contains(result.status), "\(name): exit \(result.status)")
      if result.status == 65 {
        #expect(result.stderr.contains("\(name):"), "\(result.stderr)")
      }
    }
  }
}
