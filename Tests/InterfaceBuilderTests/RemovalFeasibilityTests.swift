import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import InterfaceBuilder

/// A real layout shape that left the solver with infeasible rows after a removal: nested
/// horizontal stack views, two of them `fillProportionally` with `center` alignment (their
/// proportional widths give fractional coefficients), under a vertical stack view pinned only to
/// the safe area's leading and trailing edges. The ambiguity probe (AL2.4) adds and removes a
/// weak edit variable per free view; removing one substituted a row whose constant came out a
/// rounding error below zero, and the tableau was left with it queued as infeasible (kiwi leaves
/// such rows for the next `suggestValue`; debug builds stop on the invariant, release builds read
/// values from an unrepaired tableau). Rewritten from a landscape chart scene of a public app
/// (round D of the precision measurement); texts, ids and sizes are ours.
@Suite
@MainActor
struct RemovalFeasibilityTests {
  static let scene = """
    <scene sceneID="s1">
      <objects>
        <viewController id="vc1" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="root">
            <subviews>
              <stackView opaque="NO" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                <subviews>
                  <stackView opaque="NO" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <subviews>
                      <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" horizontalCompressionResistancePriority="1000" text="Monday 12/03/2024" translatesAutoresizingMaskIntoConstraints="NO" id="date">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                      </label>
                      <stackView opaque="NO" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="toggles">
                        <subviews>
                          <stackView opaque="NO" distribution="fillProportionally" alignment="center" spacing="15" translatesAutoresizingMaskIntoConstraints="NO" id="pair1">
                            <subviews>
                              <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Markers" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                                <rect key="frame" x="0.0" y="10" width="70" height="19.5"/>
                              </label>
                              <switch opaque="NO" horizontalHuggingPriority="750" verticalHuggingPriority="750" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw1">
                                <rect key="frame" x="85" y="6" width="51" height="31"/>
                              </switch>
                            </subviews>
                          </stackView>
                          <stackView opaque="NO" distribution="fillProportionally" alignment="center" spacing="15" translatesAutoresizingMaskIntoConstraints="NO" id="pair2">
                            <subviews>
                              <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Totals" translatesAutoresizingMaskIntoConstraints="NO" id="l2">
                                <rect key="frame" x="0.0" y="10" width="50" height="19.5"/>
                              </label>
                            </subviews>
                          </stackView>
                          <stackView opaque="NO" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="buttons">
                            <subviews>
                              <button opaque="NO" horizontalHuggingPriority="252" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                                <rect key="frame" x="0.0" y="0.0" width="36" height="40"/>
                              </button>
                            </subviews>
                          </stackView>
                        </subviews>
                      </stackView>
                    </subviews>
                  </stackView>
                </subviews>
              </stackView>
            </subviews>
            <viewLayoutGuide key="safeArea" id="guide"/>
            <constraints>
              <constraint firstItem="outer" firstAttribute="leading" secondItem="guide" secondAttribute="leading" id="c1"/>
              <constraint firstItem="guide" firstAttribute="trailing" secondItem="outer" secondAttribute="trailing" id="c2"/>
            </constraints>
          </view>
        </viewController>
      </objects>
    </scene>
    """

  /// Every catalog device in both orientations: the layout and its ambiguity pass complete
  /// (debug builds check the tableau's invariants after every removal), the stack view keeps the
  /// safe area's width, and the ambiguity pass reports the vertical position the constraints
  /// leave open (nothing pins the outer stack view's top, bottom or centre).
  @Test func ambiguityPassLeavesAFeasibleTableau() throws {
    let document = try read(storyboard(Self.scene, initial: "vc1"))
    let scene = try #require(document.scenes.first)
    for device in DeviceCatalog.devices {
      for orientation in [Orientation.portrait, .landscapeLeft] {
        let environment = Environment(device: device, orientation: orientation)
        let result = try IBBuilder.build(document, scene: scene, environment: environment)
        let snapshot = result.window.snapshot(
          derivations: false, constraints: false, ambiguity: true)
        let outer = try #require(snapshot.view(sceneID: "outer"))
        let root = result.sceneController.view
        let insets = root.safeAreaInsets
        let width = root.bounds.width - insets.left - insets.right
        #expect(
          abs(outer.frame.width - width) < 1e-6,
          "\(device.name) \(orientation): width \(outer.frame.width), safe area \(width)")
        #expect(
          outer.ambiguousAttributes?.contains("y") == true, "\(device.name) \(orientation)")
      }
    }
  }
}
