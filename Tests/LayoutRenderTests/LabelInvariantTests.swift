import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit
import LayoutRender
import SceneDocument
import Testing

/// Issue 31's invariants over every picture of the Examples' scenes, read back from the sheets a
/// report writes: no two words of a picture overlap, every word is on the screen, every word is
/// at least 12 px when the picture is shown at a phone's width (an iPad's picture at an iPad
/// mini's), and no picture is taller or wider than its device with its bezel and margin (scroll
/// content beyond the screen is cut, not drawn beyond it).
@Suite("Label invariants")
@MainActor
struct LabelInvariantTests {
  /// The Examples' scene files (every `.yaml` of `Examples/`, not the custom devices' folders).
  static var examples: [String] {
    let directory = repositoryRoot.appendingPathComponent("Examples")
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// Small, large and old phones and a large iPad, both orientations.
  static let matrix = AuditMatrix(
    devices: [
      "iPhone SE (1st generation)", "iPhone X", "iPhone 16 Pro Max",
      "iPad Pro 12.9-inch (3rd generation)",
    ].compactMap(DeviceCatalog.device(named:)))

  /// The report of the scenes among `names` that lay out on `matrix` (a windowed scene needs a
  /// screen its window fits; bars minimise from iOS 26), each with its audit's findings.
  static func report(_ names: [String], matrix: AuditMatrix) throws -> RenderReport {
    let (audit, layouts) = try auditExamples(names, matrix: matrix)
    let drawn = names.filter { !(layouts[$0] ?? []).isEmpty }
    #expect(drawn.count > names.count * 3 / 4, "only \(drawn.count) of \(names.count) laid out")
    return RenderReport(
      scenes: drawn.map {
        ReportScene(name: $0, file: "Examples/\($0).yaml", layouts: layouts[$0] ?? [])
      },
      findings: audit.findings.filter { finding in
        drawn.contains { finding.view.file == $0 || finding.view.file.hasSuffix("/\($0).yaml") }
      }, matrix: matrix)
  }

  /// One word drawn: its box estimated from Helvetica's advances (the font the pictures name).
  struct Word {
    var text: String
    var box: CGRect
  }

  /// The value of attribute `name` in the tag `tag`.
  static func attribute(_ name: String, in tag: Substring) -> String? {
    guard let start = tag.range(of: " \(name)=\"") else { return nil }
    let rest = tag[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return String(rest[..<end])
  }

  static func number(_ name: String, in tag: Substring) -> CGFloat? {
    attribute(name, in: tag).flatMap(Double.init).map { CGFloat($0) }
  }

  static func unescape(_ text: Substring) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  /// The words of one picture of a sheet (the text after its `<view>`), at `size` points: text
  /// boxes from the baseline's 0.8 em above to 0.22 em below, Helvetica's widths (10 % more for
  /// the bold classes), placed by their anchor; a badge's circle for its number.
  static func words(in picture: Substring, size: CGFloat) -> [Word] {
    var result: [Word] = []
    var rest = picture
    while let open = rest.range(of: "<text") ?? rest.range(of: "<circle") {
      rest = rest[open.lowerBound...]
      guard let close = rest.firstIndex(of: ">") else { break }
      let tag = rest[..<close]
      let classes = Set((attribute("class", in: tag) ?? "").split(separator: " ").map(String.init))
      if tag.hasPrefix("<circle") {
        if classes.contains("bg"), let x = number("cx", in: tag), let y = number("cy", in: tag),
          let r = number("r", in: tag)
        {
          result.append(
            Word(text: "badge", box: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)))
        }
        rest = rest[close...]
        continue
      }
      guard let end = rest.range(of: "</text>") else { break }
      let text = unescape(rest[rest.index(after: close)..<end.lowerBound])
      rest = rest[end.upperBound...]
      // The caption is above the picture; a badge's number is inside its circle.
      if classes.contains("cp") || classes.contains("bl") { continue }
      guard let x = number("x", in: tag), let y = number("y", in: tag) else { continue }
      let bold = !classes.isDisjoint(with: ["co", "ul", "t"])
      // Helvetica's advances; the ellipsis is 1 em (AFM "WX 1000 ; N ellipsis").
      var width =
        TextMetrics.width(
          of: Substring(text.replacingOccurrences(of: "\u{2026}", with: "")), pointSize: size)
        / TextMetrics.lowerBoundFactor
      width += CGFloat(text.filter { $0 == "\u{2026}" }.count) * size
      if bold { width *= 1.1 }
      let left =
        classes.contains("m") ? x - width / 2 : classes.contains("en") ? x - width : x
      result.append(
        Word(text: text, box: CGRect(x: left, y: y - 0.8 * size, width: width, height: 1.02 * size))
      )
    }
    return result
  }

  @Test("no two words of a picture overlap; every word is on the screen and legible on a phone")
  func invariants() throws {
    let report = try Self.report(Self.examples, matrix: Self.matrix)
    var pictures = 0
    var words = 0
    var sizes: [CGFloat] = []
    for scene in report.scenes {
      let environments = Dictionary(
        scene.pictures.map { ($0.name, $0.environment) }, uniquingKeysWith: { first, _ in first })
      for chunk in scene.sheet.components(separatedBy: "<view id=\"").dropFirst() {
        let picture = Substring(chunk)
        guard let quote = picture.firstIndex(of: "\""),
          let environment = environments[String(picture[..<quote])],
          let viewBox = Self.attribute("viewBox", in: picture)?.split(separator: " ")
            .compactMap({ Double($0) }),
          viewBox.count == 4,
          let group = picture.range(of: "<g transform"),
          let size = Self.number("font-size", in: picture[group.lowerBound...])
        else {
          Issue.record("\(scene.name): a picture without its view, size or device")
          continue
        }
        pictures += 1
        sizes.append(size)
        let name = "\(scene.name)#\(picture[..<quote])"
        // Legible: 12 px at the width the picture is shown at on a phone (on an iPad mini for
        // an iPad), the page's padding aside.
        let width = CGFloat(viewBox[2])
        let height = CGFloat(viewBox[3])
        let portrait = height >= width
        let shown: CGFloat =
          environment.device.idiom == .pad ? (portrait ? 748 : 1004) : (portrait ? 370 : 824)
        #expect(size * min(1, shown / width) >= 12 - 0.001, "\(name): \(size) px at \(width) wide")
        // The picture is the device: its screen, the 10-pt bezel and a 6-pt margin each side.
        // The screen as drawn (a window's picture has its origin at the window's corner).
        guard let screenTag = picture.range(of: "<rect id=\"").map({ picture[$0.lowerBound...] }),
          let screenEnd = screenTag.firstIndex(of: ">"),
          let screenWidth = Self.number("width", in: screenTag[..<screenEnd]),
          let screenHeight = Self.number("height", in: screenTag[..<screenEnd])
        else {
          Issue.record("\(name): no screen")
          continue
        }
        let screen = CGRect(
          x: Self.number("x", in: screenTag[..<screenEnd]) ?? 0,
          y: Self.number("y", in: screenTag[..<screenEnd]) ?? 0, width: screenWidth,
          height: screenHeight)
        #expect(screen.size == environment.screenBounds.size, "\(name): screen \(screen)")
        #expect(abs(width - (screen.width + 32)) < 0.01, "\(name) is \(width) wide")
        #expect(abs(height - (screen.height + 32)) < 0.01, "\(name) is \(height) tall")
        let drawn = Self.words(in: picture, size: size)
        words += drawn.count
        for (index, word) in drawn.enumerated() {
          #expect(
            screen.insetBy(dx: -0.5, dy: -0.5).contains(word.box),
            "\(name): '\(word.text)' \(word.box) is off the screen \(screen)")
          for other in drawn[..<index] where other.box.intersects(word.box) {
            let overlap = other.box.intersection(word.box)
            // Boxes that touch along an edge do not overlap.
            if overlap.width > 0.01, overlap.height > 0.01 {
              Issue.record("\(name): '\(other.text)' and '\(word.text)' overlap")
            }
          }
        }
      }
    }
    #expect(pictures > 100)
    #expect(words > pictures * 2)
    #expect((sizes.min() ?? 0) >= 12)
  }
}
