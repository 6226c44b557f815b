import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import SceneDocument
import Testing

/// A finding groups one rule's observations of one view across the matrix and says the worst
/// environment's message; that message must not name what only some of its devices have (a
/// notch, a Dynamic Island, one display's corner radius) — issue 16.
@Suite("Grouped messages")
@MainActor
struct GroupedMessageTests {
  /// Every observation of one rule on one view says the same thing, numbers aside, in each
  /// environment of the matrix: every seed scene on every phone and four iPads, both
  /// orientations.
  @Test("a finding's message says the same in each of its environments, numbers aside")
  func sameWordsEverywhere() throws {
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: packageRoot.appendingPathComponent("Examples").path
    ).filter { $0.hasSuffix(".yaml") }.sorted()
    #expect(examples.count > 40)
    let iPads = [
      "iPad Air 2", "iPad Pro 11-inch (M4)", "iPad Pro 12.9-inch (3rd generation)",
      "iPad mini (6th generation)",
    ].compactMap(DeviceCatalog.device(named:))
    let matrix = AuditMatrix(
      devices: DeviceCatalog.devices.filter { $0.idiom == .phone } + iPads)
    var scenes: [String: SceneFile] = [:]
    for example in examples {
      scenes[example] = try SceneLoader.load(
        path: packageRoot.appendingPathComponent("Examples/\(example)").path)
    }
    var layouts: [String: [AuditedLayout]] = [:]
    _ = Auditor(matrix: matrix).audit(
      files: examples,
      layout: { file, environment in
        let scene = try #require(scenes[file])
        return try AuditFixture.layOut(
          scene, in: environment, derivations: false, constraints: false)
      }, collect: { file, laidOut in layouts[file] = laidOut })
    var checked = 0
    for example in examples {
      let laidOut = layouts[example] ?? []
      for ruleType in AuditRules.all {
        let rule = ruleType.init()
        var observations = laidOut.flatMap { rule.check($0) }
        observations += rule.checkMatrix(laidOut)
        var wordings: [ViewReference: Set<String>] = [:]
        for observation in observations {
          wordings[observation.view, default: []].insert(Self.words(observation.message))
        }
        for (view, words) in wordings {
          checked += 1
          #expect(
            words.count == 1,
            "\(example): \(ruleType.description.identifier.rawValue) on \(view.phrase): \(words.sorted())"
          )
        }
      }
    }
    #expect(checked > 10)
  }

  /// `message` with every number replaced by `#`.
  static func words(_ message: String) -> String {
    var result = ""
    var inNumber = false
    for character in message {
      if character.isNumber || (inNumber && character == ".") {
        if !inNumber { result.append("#") }
        inNumber = true
      } else {
        inNumber = false
        result.append(character)
      }
    }
    return result
  }

  /// Words that name one device's hardware.
  @Test("no rule's message names a housing kind or a corner radius")
  func neutralHardware() throws {
    let matrix = AuditMatrix(
      devices: ["iPhone X", "iPhone 15 Pro", "iPad Pro 11-inch (M4)"].compactMap(
        DeviceCatalog.device(named:)), orientations: [.portrait, .landscapeLeft])
    for description in AuditRules.descriptions {
      for example in description.triggeringExamples {
        let report = try AuditFixture.audit(yaml: example.scene, file: "x.yaml", matrix: matrix)
        for finding in report.findings {
          for word in ["notch", "Dynamic Island", "-pt rounded", "pt radius"] {
            #expect(!finding.message.contains(word), "\(finding.message)")
          }
        }
      }
    }
  }
}
