import Foundation
import Testing

/// Every command given names that carry line breaks, ESC sequences and other controls (issue 17):
/// each finding stays on its own line(s), nothing reaches the terminal unescaped, and a forged
/// diagnostic never appears as a line of its own.
@Suite struct HostileTextCommandTests {
  /// A storyboard whose controller and button have a line break (and U+2028, NEL, a bidi
  /// override) in their custom class and id: XML 1.0 admits these as character references.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
    useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" \
    initialViewController="vc1">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="VC&#10;x.swift:1:1: error: forged [fake_rule]" \
    sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" id="b&#13;&#10;1" \
    customClass="X&#10;some/file.swift:1:1: error: injected finding [fake_rule]&#x2028;&#x85;&#x202E;">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="40"/>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  /// A scene file on a custom device whose name holds a line break, an ESC sequence that clears
  /// the screen, U+2028 and NEL.
  static let scene = """
    environment:
      device: { name: "Phone\\nfile.yaml:1:1: error: forged\\e[2J\\u2028\\x85", width: 390, \
    height: 844, scale: 3, safeArea: { portrait: [47, 0, 34, 0], landscape: [0, 47, 21, 47] }, \
    statusBar: 47, homeIndicator: true, cornerRadius: 55 }
      ios: 17
    root:
      controller:
        id: vc
        view:
          subviews:
            - view: { id: v1, frame: [0, 0, screen.width, 200] }
    """

  /// A temporary directory holding the hostile inputs, one of them under a hostile file name.
  static func inputs() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("safearea-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try storyboard.write(
      to: directory.appendingPathComponent("evil.storyboard"), atomically: true, encoding: .utf8)
    try scene.write(
      to: directory.appendingPathComponent("device.yaml"), atomically: true, encoding: .utf8)
    let hostileName = "dir/a\nb.yaml:1:1: error: forged\u{1B}[2J"
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("dir"), withIntermediateDirectories: true)
    try "root: [\n".write(
      to: directory.appendingPathComponent(hostileName + "-broken.yaml"), atomically: true,
      encoding: .utf8)
    try scene.write(
      to: directory.appendingPathComponent(hostileName + ".yaml"), atomically: true,
      encoding: .utf8)
    return directory
  }

  /// Only `\n` separates lines; nothing else below U+0020, no C1 control, no U+2028/U+2029, no
  /// bidi override.
  static func expectClean(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let controls = text.unicodeScalars.filter {
      $0 != "\n"
        && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}"
          || $0 == "\u{2029}" || $0 == "\u{202E}")
    }
    #expect(controls.isEmpty, "unescaped: \(controls.map(\.value))", sourceLocation: sourceLocation)
    #expect(
      !text.split(separator: "\n").contains { $0.hasPrefix("x.swift") || $0.hasPrefix("some/") },
      "a forged line", sourceLocation: sourceLocation)
  }

  @Test(arguments: ["text", "xcode", "json", "sarif"])
  func audit(format: String) throws {
    let directory = try Self.inputs()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try safearea(
      [
        "audit", "evil.storyboard", "device.yaml", "--devices", "iPhone 16 Pro", "--format", format,
      ],
      in: directory)
    #expect(result.status == 1)
    Self.expectClean(result.stdout)
    Self.expectClean(result.stderr)
    let lines = result.stdout.split(separator: "\n")
    switch format {
    case "xcode":
      // Two findings: the button's placement findings are one (PlacementFindings).
      #expect(lines.count == 2)
      #expect(lines.allSatisfy { $0.hasPrefix("evil.storyboard:") || $0.hasPrefix("device.yaml:") })
    case "text":
      #expect(lines.count == 2 * 3 + 1 + 1)  // two findings, one `also:` line, the summary
      #expect(
        lines.contains {
          $0.hasPrefix("evil.storyboard:11:29: ") && $0.contains("'b\\r\\n1' (X\\nsome/")
        })
    default:
      _ = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }
  }

  @Test func directoryWithHostileFileNames() throws {
    let directory = try Self.inputs()
    defer { try? FileManager.default.removeItem(at: directory) }
    for format in ["text", "xcode"] {
      let result = try safearea(
        ["audit", "dir", "--devices", "iPhone 15 Pro", "--format", format], in: directory)
      #expect(result.status == 65)
      Self.expectClean(result.stdout)
      Self.expectClean(result.stderr)
      #expect(result.stderr.hasPrefix("dir/a\\nb.yaml:1:1: error: forged\\u{1B}[2J-broken.yaml:"))
    }
  }

  @Test func inspectExplainQuery() throws {
    let directory = try Self.inputs()
    defer { try? FileManager.default.removeItem(at: directory) }
    let runs = [
      ["inspect", "evil.storyboard"], ["inspect", "device.yaml", "--events"],
      ["explain", "device.yaml", "vc.view.safeAreaInsets.top"],
      ["explain", "evil.storyboard", "vc1.view.safeAreaInsets.top"],
      ["query", "device.yaml", "v1.frame"], ["query", "device.yaml", "x\u{1B}[2J\n.frame"],
      ["inspect", "device.yaml", "--device", "a\u{1B}[2J\nb"],
    ]
    for arguments in runs {
      let result = try safearea(arguments, in: directory)
      Self.expectClean(result.stdout)
      Self.expectClean(result.stderr)
    }
    let inspect = try safearea(["inspect", "device.yaml"], in: directory)
    #expect(
      inspect.stdout.hasPrefix(
        "Phone\\nfile.yaml:1:1: error: forged\\u{1B}[2J\\u{2028}\\u{85}, portrait"))
  }

  /// A located error quotes the hostile key escaped, and its caret still sits under the column.
  @Test func errorMessages() throws {
    let directory = try Self.inputs()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "root:\n  controller:\n    id: vc\n    \"\\e[2J\\nbad\\u0085\": 1\n".write(
      to: directory.appendingPathComponent("key.yaml"), atomically: true, encoding: .utf8)
    let result = try safearea(["inspect", "key.yaml"], in: directory)
    #expect(result.status == 65)
    Self.expectClean(result.stderr)
    #expect(result.stderr.hasPrefix("key.yaml:4:5: error: unknown key '\\u{1B}[2J\\nbad\\u{85}'"))
  }
}
