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

  @Test(arguments: inputs)
  func auditEndsWithAReportOrALocatedError(_ name: String) throws {
    let path = Self.directory.appendingPathComponent(name).path
    let result = try safearea(["audit", path, "--devices", "iPhone X", "--jobs", "1"])
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
