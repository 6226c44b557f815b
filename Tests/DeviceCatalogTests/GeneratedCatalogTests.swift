import Foundation
import Testing

/// `Sources/DeviceCatalog/DeviceData.swift` is generated: a test fails when it is not what
/// `Scripts/generate-device-catalog.py` makes from `Data/devices.csv` (swift-format's
/// `GeneratedFilesValidityTests` habit). It needs `python3`; without it the test says so and
/// passes (CI has it).
@Suite struct GeneratedCatalogTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The path of an executable named `name` on `PATH`, or `nil`.
  static func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  static let python = executable("python3")

  @Test(
    "DeviceData.swift is what the generator makes from Data/devices.csv",
    .enabled(
      if: python != nil,
      "skipped: python3 is not on PATH, so the generated catalog is not compared (CI runs it)"))
  func generatedCatalogIsCurrent() throws {
    let python = try #require(Self.python)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [
      Self.repository.appendingPathComponent("Scripts/generate-device-catalog.py").path,
      "--check",
    ]
    process.currentDirectoryURL = Self.repository
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    if process.terminationStatus == 2 {
      // `swift format` did not run: the comparison is made in the formatter's style only.
      withKnownIssue("swift format is not available to format the generated file") {
        Issue.record(Comment(rawValue: message))
      }
      return
    }
    #expect(process.terminationStatus == 0, "\(message)")
  }
}
