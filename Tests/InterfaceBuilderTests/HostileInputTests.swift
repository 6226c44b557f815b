import Foundation
import Testing

@testable import InterfaceBuilder

/// Untrusted input: every case ends in a located error, quickly, without a crash.
@Suite struct HostileInputTests {
  func expectError(
    _ text: String, _ kind: IBError.Kind, limits: IBReaderLimits = .standard,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    do {
      let document = try IBDocument(
        data: Data(text.utf8), path: "hostile.storyboard", limits: limits)
      Issue.record(
        "expected \(kind), read \(document.scenes.count) scenes", sourceLocation: sourceLocation)
    } catch {
      #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
      #expect(error.line >= 1 && error.column >= 1, sourceLocation: sourceLocation)
      #expect(error.file == "hostile.storyboard", sourceLocation: sourceLocation)
    }
  }

  @Test func billionLaughsIsRefusedBeforeParsing() {
    var entities = "<!ENTITY lol \"lol\">\n"
    for level in 1...9 {
      let previous = level == 1 ? "lol" : "lol\(level - 1)"
      entities +=
        "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
    }
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE document [
      \(entities)]>
      <document targetRuntime="iOS.CocoaTouch"><scenes><scene sceneID="a">&lol9;</scene></scenes></document>
      """
    expectError(text, .forbiddenDeclaration)
  }

  @Test func externalEntityIsNeverResolved() {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
      <document targetRuntime="iOS.CocoaTouch" toolsVersion="&xxe;"/>
      """
    expectError(text, .forbiddenDeclaration)
  }

  @Test func externalDTDIsRefused() {
    expectError(
      "<?xml version=\"1.0\"?>\n<!doctype document SYSTEM \"http://example.com/x.dtd\">\n<document/>",
      .forbiddenDeclaration)
  }

  @Test func undeclaredEntityIsRefused() {
    let text =
      "<?xml version=\"1.0\"?>\n<document toolsVersion=\"&xxe;\" targetRuntime=\"iOS.CocoaTouch\"/>"
    do {
      _ = try IBDocument(data: Data(text.utf8), path: "entity.xib")
      Issue.record("an undeclared entity was accepted")
    } catch {
      #expect(error.kind == .forbiddenDeclaration || error.kind == .malformedXML, "\(error)")
      #expect(error.line == 2)
    }
  }

  @Test func deepNestingIsBounded() {
    let depth = 5_000
    let text =
      "<?xml version=\"1.0\"?>\n<document targetRuntime=\"iOS.CocoaTouch\">"
      + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth)
      + "</document>"
    do {
      _ = try IBDocument(data: Data(text.utf8), path: "deep.xib")
      Issue.record("deep nesting was accepted")
    } catch {
      #expect(error.kind == .nestingTooDeep || error.kind == .malformedXML, "\(error)")
      #expect(error.line >= 1)
    }
    expectError(
      "<document>" + String(repeating: "<a>", count: 20) + String(repeating: "</a>", count: 20)
        + "</document>", .nestingTooDeep, limits: IBReaderLimits(maximumDepth: 10))
  }

  @Test func hugeAttributeValueIsBounded() {
    let value = String(repeating: "A", count: 2 * 1024 * 1024)
    expectError(
      "<?xml version=\"1.0\"?>\n<document targetRuntime=\"iOS.CocoaTouch\" toolsVersion=\"\(value)\"/>",
      .attributeTooLong)
  }

  @Test func fileSizeIsBounded() {
    expectError(
      storyboard(""), .fileTooLarge, limits: IBReaderLimits(maximumFileSize: 100))
  }

  @Test func elementCountIsBounded() {
    expectError(
      "<document>" + String(repeating: "<a/>", count: 50) + "</document>", .tooManyElements,
      limits: IBReaderLimits(maximumElementCount: 20))
  }

  @Test(arguments: [0.1, 0.25, 0.5, 0.75, 0.9, 0.99])
  func truncatedFilesAreLocatedErrors(fraction: Double) throws {
    let full = storyboard(
      """
              <scene sceneID="s1"><objects>
                  <viewController id="vc" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="root">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                      </view>
                  </viewController>
              </objects></scene>
      """)
    let bytes = Array(full.utf8)
    let cut = Int(Double(bytes.count) * fraction)
    do {
      _ = try IBDocument(data: Data(bytes[0..<cut]), path: "truncated.storyboard")
      Issue.record("a truncated file was accepted")
    } catch {
      #expect(error.kind == .malformedXML, "\(error)")
      #expect(error.line >= 1)
    }
  }

  @Test(Corpus.trait) func truncatedCorpusFileIsALocatedError() throws {
    try Corpus.require()
    let path = Corpus.path("duckduckgo__iOS/DuckDuckGo__Base.lproj__Main.storyboard")
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    do {
      _ = try IBDocument(data: data.prefix(data.count / 2), path: path)
      Issue.record("a truncated file was accepted")
    } catch {
      #expect(error.kind == .malformedXML)
      #expect(error.line > 100, "\(error)")
    }
  }

  @Test func emptyFileAndMergeMarkers() {
    expectError("", .emptyFile)
    expectError(
      "<?xml version=\"1.0\"?>\n<<<<<<< HEAD\n<document/>\n=======\n<document/>\n>>>>>>> other\n",
      .mergeConflictMarkers)
  }

  @Test func otherEncodingsAreRefused() {
    expectError("<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n<document/>", .unsupportedEncoding)
    var utf16 = Data([0xFF, 0xFE])
    utf16.append("<document/>".data(using: .utf16LittleEndian) ?? Data())
    do {
      _ = try IBDocument(data: utf16, path: "utf16.xib")
      Issue.record("UTF-16 was accepted")
    } catch {
      #expect(error.kind == .unsupportedEncoding)
    }
  }

  /// Found by the fuzzer: FoundationXML traps (instead of failing) on some invalid UTF-8, so the
  /// reader validates UTF-8 first and points at the first bad byte.
  @Test func invalidUTF8IsALocatedError() {
    var bytes = Array(
      "<?xml version=\"1.0\"?>\n<document targetRuntime=\"iOS.CocoaTouch\">\n  <view mult".utf8)
    bytes.append(0x99)
    bytes += Array("ple=\"YES\"/>\n</document>".utf8)
    do {
      _ = try IBDocument(data: Data(bytes), path: "bad.xib")
      Issue.record("invalid UTF-8 was accepted")
    } catch {
      #expect(error.kind == .unsupportedEncoding)
      #expect(error.line == 3 && error.column == 13, "\(error)")
    }
  }

  @Test func notAnInterfaceBuilderDocument() {
    expectError(
      "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>", .notInterfaceBuilder)
    expectError("just text", .malformedXML)
  }

  @Test func legacyArchiveIsRejectedAtItsRoot() {
    let text =
      "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"/>"
    do {
      _ = try IBDocument(data: Data(text.utf8), path: "old.xib")
      Issue.record("archive accepted")
    } catch {
      #expect(error.kind == .legacyArchive)
      #expect(error.line == 2 && error.column == 1)
      #expect(error.description.contains("old.xib:2:1: error: unsupported legacy archive xib"))
    }
  }

  /// Text that is not a number degrades to a note; a number out of bounds is an error
  /// (`IBNumberBoundsTests`).
  @Test func garbageValuesDegradeToNotes() throws {
    let document = try read(
      storyboard(
        """
                <scene sceneID="s1"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="n/a" y="1e4oo" width="-5" height="abc"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="1e9x9" multiplier="1:0" priority="x" id="c1"/>
                                <constraint firstItem="nowhere" firstAttribute="sideways" secondItem="root" secondAttribute="top" id="c2"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
        """))
    let constraints = document.allConstraints
    #expect(constraints.count == 2)
    #expect(constraints[0].constant == 0 && constraints[0].multiplier == 1)
    #expect(constraints[0].priority == 1000)
    let messages = document.notes.map(\.message)
    #expect(messages.contains { $0.contains("unreadable constant") })
    #expect(messages.contains { $0.contains("unreadable multiplier '1:0'") })
    #expect(messages.contains { $0.contains("unknown layout attribute 'sideways'") })
    #expect(messages.contains { $0.contains("'nowhere', which is not a view or guide") })
  }
}

/// Hostile numbers (issue 11 item 1): a numeric attribute that is not finite or beyond
/// ``InputBounds`` is a located error as the element is read.
@Suite struct IBNumberBoundsTests {
  static let view = """
    <scene sceneID="s"><objects><viewController id="vc"><view key="view" id="v">\
    <rect key="frame" x="0.0" y="0.0" width="WIDTH" height="667"/>\
    <constraints><constraint firstAttribute="width" constant="CONSTANT" multiplier="MULTIPLIER" id="c"/></constraints>\
    </view></viewController></objects></scene>
    """

  @Test(
    arguments: [
      ("1e308", "0", "1", "attribute 'width' of '<rect>': '1e+308' is beyond ±1000000 points"),
      ("nan", "0", "1", "attribute 'width' of '<rect>': 'nan' is not a finite number"),
      ("375", "-inf", "1", "attribute 'constant' of '<constraint>': '-inf' is not a finite"),
      ("375", "0", "1e9:1", "attribute 'multiplier' of '<constraint>': '1000000000.0' is beyond"),
      ("375", "0", "20000", "beyond ±10000 for a multiplier"),
    ])
  func numberOutOfBounds(width: String, constant: String, multiplier: String, message: String) {
    let text = storyboard(
      Self.view.replacingOccurrences(of: "WIDTH", with: width)
        .replacingOccurrences(of: "CONSTANT", with: constant)
        .replacingOccurrences(of: "MULTIPLIER", with: multiplier))
    do {
      _ = try read(text, path: "hostile.storyboard")
      Issue.record("accepted \(width) \(constant) \(multiplier)")
    } catch {
      #expect(error.kind == .numberOutOfBounds, "\(error)")
      #expect(error.message.contains(message), "\(error)")
      #expect(error.line > 1 && error.column > 1, "\(error)")
    }
  }

  @Test func ordinaryNumbersAreRead() throws {
    let text = storyboard(
      Self.view.replacingOccurrences(of: "WIDTH", with: "375")
        .replacingOccurrences(of: "CONSTANT", with: "-1000000")
        .replacingOccurrences(of: "MULTIPLIER", with: "16:9"))
    let document = try read(text)
    #expect(document.allConstraints.first?.constant == -1_000_000)
  }

  @Test func fifoIsRefusedAtOnce() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("safearea-\(ProcessInfo.processInfo.processIdentifier).storyboard")
      .path
    #expect(mkfifo(path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(atPath: path) }
    do {
      _ = try IBDocument.load(path: path)
      Issue.record("a FIFO was read")
    } catch {
      #expect(error.kind == .unreadable)
      #expect(error.message.contains("not a regular file"), "\(error)")
    }
  }
}
