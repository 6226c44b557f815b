import Foundation
import Testing

@testable import XcodeProject

/// A `project.pbxproj` written as an XML property list (valid for Xcode and CocoaPods'
/// Xcodeproj; older CocoaPods wrote its Pods project so: round L's MIT Mobile, whose audit
/// exited 65 on it) reads as the same project as its OpenStep text.
@Suite struct XMLProjectTests {
  /// The standard app's project, re-written as XML from what the OpenStep reader read.
  func xmlCopy(of fixture: ProjectFixture, path: String) throws -> String {
    let text = try OpenStepPlist.parse(contentsOf: path + "/project.pbxproj")
    let object = InfoPlist.openStepObject(text)
    let data = try PropertyListSerialization.data(
      fromPropertyList: object, format: .xml, options: 0)
    let copy = fixture.root + "/XML.xcodeproj"
    try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
    try data.write(to: URL(fileURLWithPath: copy + "/project.pbxproj"))
    return copy
  }

  @Test func anXMLProjectReadsAsItsOpenStepText() throws {
    let fixture = try ProjectFixture()
    let path = try fixture.writeStandardApp()
    let openStep = try XcodeProject.load(path: path)
    let xml = try XcodeProject.load(path: try xmlCopy(of: fixture, path: path))
    #expect(xml.targets.map(\.name) == openStep.targets.map(\.name))
    #expect(xml.targets.map(\.productType) == openStep.targets.map(\.productType))
    for (x, o) in zip(xml.targets, openStep.targets) {
      #expect(xml.resourceFiles(of: x).map(\.path) == openStep.resourceFiles(of: o).map(\.path))
      #expect(xml.sourceFiles(of: x).map(\.path) == openStep.sourceFiles(of: o).map(\.path))
      let (a, b) = (xml.buildSettings(of: x).settings, openStep.buildSettings(of: o).settings)
      for key in ["IPHONEOS_DEPLOYMENT_TARGET", "TARGETED_DEVICE_FAMILY", "INFOPLIST_FILE"] {
        #expect(a[key] == b[key], "\(key)")
      }
    }
  }

  @Test func aMalformedXMLProjectIsALocatedError() throws {
    let fixture = try ProjectFixture()
    try fixture.write(
      "Bad.xcodeproj/project.pbxproj",
      "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>a</key>\n</plist>\n")
    #expect(throws: ProjectError.self) {
      try XcodeProject.load(path: fixture.root + "/Bad.xcodeproj")
    }
    try fixture.write(
      "Ent.xcodeproj/project.pbxproj",
      "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY a \"aaaa\">]>\n<plist><dict/></plist>\n")
    do {
      _ = try XcodeProject.load(path: fixture.root + "/Ent.xcodeproj")
      Issue.record("an XML project declaring entities was read")
    } catch {
      #expect(error.message.contains("entities"))
    }
  }
}
