import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import InterfaceBuilder

/// A controller's constraints are planned once per size classes (``IBControllerTemplate``) and
/// the plan is reused by every later build: the layouts and notes must be those of a build that
/// plans every constraint itself, whatever environments came before.
@Suite(.serialized) @MainActor struct BuildTemplateTests {
  /// Environments in an order that reuses templates across devices, iOS versions (iOS 10's
  /// back-deployed safe area) and size classes.
  static let environments: [(String, Orientation, Int)] = [
    ("iPhone X", .portrait, 16),
    ("iPhone SE (1st generation)", .portrait, 10),
    ("iPad Pro 11-inch (M4)", .landscapeLeft, 26),
    ("iPhone 16 Pro Max", .landscapeLeft, 26),
    ("iPhone 8", .portrait, 12),
    ("iPad Pro 11-inch (M4)", .portrait, 17),
  ]

  /// Every scene of `document` in every environment, twice: with the document's templates
  /// (made by the first environment of each size classes, then reused) and with every
  /// constraint planned per build; the snapshots and notes must be equal.
  func expectTemplatesChangeNothing(_ document: IBDocument) throws {
    for (name, orientation, ios) in Self.environments {
      let environment = Environment(device: try device(name), orientation: orientation, ios: ios)
      for scene in document.scenes {
        IBBuildTemplates.areUsed = true
        let templated = try IBBuilder.build(document, scene: scene, environment: environment)
        IBBuildTemplates.areUsed = false
        defer { IBBuildTemplates.areUsed = true }
        let planned = try IBBuilder.build(document, scene: scene, environment: environment)
        #expect(
          templated.window.snapshot() == planned.window.snapshot(),
          "\(document.path)#\(scene.id) on \(name) \(orientation) iOS \(ios)")
        #expect(templated.notes == planned.notes, "\(document.path)#\(scene.id) on \(name)")
      }
    }
  }

  /// A scroll view's content constraints (the content-guide stand-in), the legacy top and
  /// bottom layout guides, a safe-area constraint (back-deployed under iOS 10), a subview and a
  /// constraint that exist only for regular width, and a margin attribute on a guide (noted).
  @Test func scrollViewGuidesAndSizeClasses() throws {
    let document = try read(
      storyboard(
        """
        <scene sceneID="s1"><objects>
          <viewController id="vc" sceneMemberID="viewController">
            <layoutGuides>
              <viewControllerLayoutGuide type="top" id="top"/>
              <viewControllerLayoutGuide type="bottom" id="bottom"/>
            </layoutGuides>
            <view key="view" contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
              <subviews>
                <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                  <rect key="frame" x="0.0" y="20" width="393" height="800"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                      <rect key="frame" x="0.0" y="0.0" width="393" height="1200"/>
                    </view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c1"/>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leadingMargin" id="c2"/>
                    <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="c3"/>
                    <constraint firstItem="content" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c4"/>
                    <constraint firstAttribute="height" constant="1200" id="c5" firstItem="content"/>
                  </constraints>
                </scrollView>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                  <rect key="frame" x="20" y="20" width="40" height="40"/>
                </view>
              </subviews>
              <viewLayoutGuide key="safeArea" id="safe"/>
              <constraints>
                <constraint firstItem="scroll" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="d1"/>
                <constraint firstItem="bottom" firstAttribute="top" secondItem="scroll" secondAttribute="bottom" id="d2"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="d3"/>
                <constraint firstItem="root" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="d4"/>
                <constraint firstItem="badge" firstAttribute="top" secondItem="safe" secondAttribute="topMargin" id="d5"/>
                <constraint firstItem="badge" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="d6"/>
                <constraint firstItem="badge" firstAttribute="width" constant="40" id="d7"/>
                <constraint firstItem="badge" firstAttribute="height" constant="40" id="d8"/>
                <constraint firstItem="badge" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" constant="-20" id="d9"/>
              </constraints>
              <variation key="default">
                <mask key="subviews"><exclude reference="badge"/></mask>
                <mask key="constraints"><exclude reference="d9"/></mask>
              </variation>
              <variation key="widthClass=regular">
                <mask key="subviews"><include reference="badge"/></mask>
                <mask key="constraints"><include reference="d9"/></mask>
              </variation>
            </view>
          </viewController>
          <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
        </objects></scene>
        """, initial: "vc"))
    try expectTemplatesChangeNothing(document)
    // The template was made and is the one reused.
    let controller = try #require(document.scenes.first?.controller.id)
    let key = IBBuildTemplates.Key(controllerID: controller, traits: .phonePortrait)
    #expect(document.itemIndex.buildTemplates[key] != nil)
  }

  /// A view id that two views share is looked up in each build, never from a template.
  @Test func duplicatedIDsArePlannedPerBuild() throws {
    let document = try read(
      storyboard(
        """
        <scene sceneID="s1"><objects>
          <viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="twin">
                  <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                </view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="twin">
                  <rect key="frame" x="0.0" y="200" width="100" height="100"/>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="twin" firstAttribute="width" constant="50" id="w"/>
              </constraints>
            </view>
          </viewController>
        </objects></scene>
        """, initial: "vc"))
    #expect(document.itemIndex.buildTemplates.duplicatedViewIDs == ["twin"])
    try expectTemplatesChangeNothing(document)
  }

  /// Every scene of every file in the shared corpus.
  @Test(Corpus.trait, arguments: Corpus.files)
  func corpusFile(_ file: String) throws {
    guard let document = try? Corpus.load(file), !document.isSkipped else { return }
    try expectTemplatesChangeNothing(document)
  }
}
