import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import InterfaceBuilder

/// The document model: defaults, every constraint form, variations, locations, selection.
@Suite struct ReaderTests {
  static let scene = """
            <scene sceneID="scn-home">
                <objects>
                    <viewController storyboardIdentifier="Home" id="vc-home" customClass="HomeViewController" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="tlg"/>
                            <viewControllerLayoutGuide type="bottom" id="blg"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label translatesAutoresizingMaskIntoConstraints="NO" id="lbl" userLabel="Title Label">
                                    <rect key="frame" x="16" y="20" width="361" height="20.5"/>
                                    <accessibility key="accessibilityConfiguration" identifier="title"/>
                                </label>
                                <imageView translatesAutoresizingMaskIntoConstraints="NO" id="img">
                                    <rect key="frame" x="0.0" y="100" width="393" height="221"/>
                                    <constraints>
                                        <constraint firstAttribute="width" secondItem="img" secondAttribute="height" multiplier="16:9" id="k3"/>
                                    </constraints>
                                </imageView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa"/>
                            <constraints>
                                <constraint firstAttribute="trailing" secondItem="lbl" secondAttribute="trailing" constant="16" id="k1"/>
                                <constraint firstItem="lbl" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="8" symbolic="YES" id="k2"/>
                                <constraint firstItem="img" firstAttribute="top" secondItem="tlg" secondAttribute="bottom" relation="greaterThanOrEqual" priority="750" multiplier="1/3" id="k4">
                                    <variation key="heightClass=compact" constant="12"/>
                                </constraint>
                                <constraint firstItem="lbl" firstAttribute="leadingMargin" secondItem="root" secondAttribute="leadingMargin" id="k5"/>
                                <constraint firstItem="lbl" firstAttribute="bottom" secondItem="img" secondAttribute="top" placeholder="YES" id="k6"/>
                            </constraints>
                            <variation key="default">
                                <mask key="constraints"><exclude reference="k5"/></mask>
                            </variation>
                            <variation key="heightClass=compact">
                                <mask key="constraints"><include reference="k5"/><exclude reference="k1"/></mask>
                                <mask key="subviews"><exclude reference="img"/></mask>
                            </variation>
                        </view>
                        <extendedEdge key="edgesForExtendedLayout" top="YES"/>
                        <navigationItem key="navigationItem" title="Home" largeTitleDisplayMode="never" id="ni"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
    """

  func document() throws -> IBDocument {
    try read(storyboard(Self.scene, initial: "vc-home"))
  }

  @Test func documentAttributes() throws {
    let document = try document()
    #expect(document.kind == .storyboard && document.platform == .iOS)
    #expect(document.toolsVersion == "22155")
    #expect(document.usesSafeAreas && document.usesAutoLayout && document.usesTraitCollections)
    #expect(document.designDevice?.id == "retina6_12")
    #expect(document.designDevice?.canvasSize == CGSize(width: 393, height: 852))
    #expect(document.initialScene?.id == "scn-home")
  }

  /// The scene's size as the parallel audit weighs it: 3 views (root, lbl, img) and the 6
  /// constraints written in the document (k1–k6, whatever the variations keep).
  @Test func viewAndConstraintCount() throws {
    let scene = try #require(try document().scenes.first)
    #expect(scene.viewAndConstraintCount == 3 + 6)
  }

  @Test func constraintDefaultsAndForms() throws {
    let byID = Dictionary(
      uniqueKeysWithValues: try document().allConstraints.map { ($0.id, $0) })
    let k1 = try #require(byID["k1"])
    #expect(k1.firstItem == "root" && k1.writtenFirstItem == nil)
    #expect(k1.relation == .equal && k1.multiplier == 1 && k1.priority == 1000)
    #expect(k1.description == "root.trailing == lbl.trailing + 16")
    #expect(try #require(byID["k2"]).isSymbolic)
    let k3 = try #require(byID["k3"])
    #expect(k3.ownerID == "img" && k3.firstItem == "img")
    let sixteenNinths = close(k3.multiplier, 16.0 / 9.0)
    #expect(sixteenNinths)
    let k4 = try #require(byID["k4"])
    #expect(k4.relation == .greaterThanOrEqual && k4.priority == 750)
    let oneThird = close(k4.multiplier, 1.0 / 3.0)
    #expect(oneThird)
    #expect(k4.variations.first?.constant == 12)
    #expect(try #require(byID["k5"]).firstAttribute.isMargin)
    #expect(try #require(byID["k6"]).isPlaceholder)
  }

  @Test(arguments: [
    ("1", 1.0), ("0.25", 0.25), ("4", 4.0), ("16:9", 16.0 / 9.0), ("1/3", 1.0 / 3.0),
    ("375:229", 375.0 / 229.0),
  ])
  func multipliers(text: String, value: Double) throws {
    #expect(close(try #require(IBConstraint.parseMultiplier(text)), value))
  }

  @Test func unreadableMultipliers() {
    for text in ["1:0", "a:b", "", "1:2:3", "nan", "inf"] {
      #expect(IBConstraint.parseMultiplier(text) == nil, "\(text)")
    }
  }

  @Test func guidesResolve() throws {
    let index = IBItemIndex(try document())
    #expect(index.item("sa") == .viewGuide(viewID: "root", key: "safeArea"))
    #expect(
      index.item("tlg") == .controllerGuide(controllerID: "vc-home", rootViewID: "root", edge: .top)
    )
    #expect(index.item("lbl") == .view("lbl"))
    #expect(index.isAncestor("root", of: "img"))
    #expect(index.item("nope") == nil)
  }

  @Test func sizeClassVariations() throws {
    let root = try #require(try document().scenes.first?.controller.view)
    let regular = root.installedConstraints(for: .phonePortrait).map(\.id)
    #expect(regular == ["k1", "k2", "k4"])  // k5 excluded by default, k6 is a placeholder
    let compact = root.installedConstraints(
      for: IBTraits(horizontal: .compact, vertical: .compact))
    #expect(compact.map(\.id) == ["k2", "k4", "k5"])
    #expect(compact.first { $0.id == "k4" }?.constant == 12)
    #expect(root.isSubviewInstalled("img", for: .phonePortrait))
    #expect(
      !root.isSubviewInstalled("img", for: IBTraits(horizontal: .regular, vertical: .compact)))
    #expect(IBTraitCondition(key: "heightClass=regular-widthClass=compact").specificity == 2)
    #expect(!IBTraitCondition(key: "displayGamut=P3").isUnderstood)
  }

  @Test func locationsPointAtTheStartTag() throws {
    let text = storyboard(Self.scene)
    let document = try read(text)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let label = try #require(document.scenes.first?.controller.view?.subviews.first)
    let line = String(lines[label.location.line - 1])
    let column =
      line.distance(from: line.startIndex, to: try #require(line.range(of: "<label")).lowerBound)
      + 1
    #expect(label.location.column == column)
    #expect(label.userLabel == "Title Label" && label.accessibilityIdentifier == "title")
  }

  @Test func selection() throws {
    let document = try document()
    #expect(document.scenes(matching: "Home").map(\.id) == ["scn-home"])
    #expect(document.scenes(matching: "HomeViewController").map(\.id) == ["scn-home"])
    #expect(document.scenes(matching: "scn-home").count == 1)
    #expect(document.scenes(matching: "vc-home").count == 1)
    #expect(document.scenes(matching: "Other").isEmpty)
    #expect(document.objectIDs(named: "Title Label") == ["lbl"])
    #expect(document.objectIDs(named: "title") == ["lbl"])
    #expect(document.objectIDs(named: "img") == ["img"])
  }

  @Test func controllerAttributes() throws {
    let controller = try #require(try document().scenes.first?.controller)
    #expect(
      controller.edgesForExtendedLayout
        == IBRectEdge(top: true, left: false, bottom: false, right: false))
    #expect(controller.navigationItem?.largeTitleDisplayMode == "never")
    #expect(controller.className == "HomeViewController")
  }

  @Test func deploymentVersions() {
    #expect(IBDocumentDecoder.deploymentVersion("2304") == "9.0")
    #expect(IBDocumentDecoder.deploymentVersion("1536") == "6.0")
    #expect(IBDocumentDecoder.deploymentVersion("5120") == "14.0")
    #expect(IBDocumentDecoder.deploymentVersion("x") == nil)
  }

  @Test(arguments: [
    ("AppleTV", IBDocument.Platform.tvOS), ("watchKit", .watchOS), ("MacOSX.Cocoa", .macOS),
    ("Something", .unknown),
  ])
  func nonIOSDocumentsAreSkippedWithANote(runtime: String, platform: IBDocument.Platform) throws {
    let text =
      "<?xml version=\"1.0\"?>\n<document type=\"x\" targetRuntime=\"\(runtime)\"><scenes/></document>"
    let document = try read(text)
    #expect(document.platform == platform && document.isSkipped)
    #expect(document.notes.first?.kind == .skipped)
    #expect(document.notes.first?.location.line == 2)
  }

  @Test @MainActor func skippedDocumentCannotBeLaidOut() throws {
    let document = try read(
      "<document targetRuntime=\"AppleTV\"><scenes/></document>")
    let scene = IBScene(
      id: "x", location: document.location,
      controller: IBController(
        id: "c", kind: .viewController, elementName: "viewController", location: document.location),
      isSynthesized: true)
    #expect(throws: IBError.self) {
      try IBBuilder.makeWindow(
        document, scene: scene, environment: Environment(device: DeviceCatalog.newestPhone))
    }
  }

  @Test func xibControllerDetection() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController">
                  <connections>
                      <outlet property="view" destination="v-root" id="o-1"/>
                  </connections>
              </placeholder>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <view contentMode="scaleToFill" id="v-root">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                  <viewLayoutGuide key="safeArea" id="g-root"/>
              </view>
              <view contentMode="scaleToFill" id="v-free">
                  <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
              </view>
          </objects>
      </document>
      """
    let document = try read(text, path: "Profile.xib")
    #expect(document.kind == .xib)
    #expect(document.scenes.map(\.controller.kind) == [.filesOwner, .xibViewHost])
    #expect(document.scenes.first?.controller.className == "ProfileViewController")
    #expect(document.scenes(matching: "ProfileViewController").count == 1)
  }
}
