import Foundation
import Testing

@testable import InterfaceBuilder

/// Views named as their author named them (issue 31): a `userLabel`, else an outlet's property.
@Suite struct DocumentNamesTests {
  /// A controller whose root view holds a labelled button, a table that only an outlet names and
  /// a plain view; the controller's outlets point at the button too (the label wins) and at the
  /// table twice (the first outlet in document order wins).
  static let document = storyboard(
    """
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root-1">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" id="kTY-2b-qfu" userLabel="Close Button">
                                    <rect key="frame" x="16" y="0.0" width="44" height="44"/>
                                </button>
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" id="tbl-12-abc">
                                    <rect key="frame" x="0.0" y="60" width="393" height="700"/>
                                </tableView>
                                <view contentMode="scaleToFill" id="pln-34-xyz">
                                    <rect key="frame" x="0.0" y="760" width="393" height="40"/>
                                </view>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="closeButton" destination="kTY-2b-qfu" id="o1"/>
                            <outlet property="listView" destination="tbl-12-abc" id="o2"/>
                            <outlet property="otherName" destination="tbl-12-abc" id="o3"/>
                            <outletCollection property="all" destination="pln-34-xyz" id="o4"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
    """)

  @Test func userLabelThenFirstOutletThenNothing() throws {
    let document = try read(Self.document)
    #expect(document.readableName(ofObject: "kTY-2b-qfu") == "Close Button")
    #expect(document.readableName(ofObject: "tbl-12-abc") == "listView")
    // An outlet collection names a group, not the view.
    #expect(document.readableName(ofObject: "pln-34-xyz") == nil)
    #expect(document.readableName(ofObject: "no-such-id") == nil)
  }

  @Test func quotedIdsInAMessageAreNamed() throws {
    let document = try read(Self.document)
    #expect(
      document.namingObjects(in: "'kTY-2b-qfu' (UIButton) lies 44 pt under 'tbl-12-abc'")
        == "'Close Button' (UIButton) lies 44 pt under 'listView'")
    // An apostrophe before a quoted id does not hide the id; unnamed ids and other quoted text
    // stay as they are.
    #expect(
      document.namingObjects(in: "its superview's edge is 'kTY-2b-qfu''s, not 'pln-34-xyz' or 'x'")
        == "its superview's edge is 'Close Button''s, not 'pln-34-xyz' or 'x'")
    #expect(document.namingObjects(in: "no quotes") == "no quotes")
    #expect(document.namingObjects(in: "an unclosed 'kTY-2b-qfu") == "an unclosed 'kTY-2b-qfu")
  }
}
