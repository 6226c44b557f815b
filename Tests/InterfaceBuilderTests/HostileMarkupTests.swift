import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import InterfaceBuilder

/// Issue 32: markup XML allows anywhere — processing instructions without data, comments, CDATA
/// sections — crashed FoundationXML (a segmentation fault in `strlen`) or must be read past; a
/// flow layout whose item is 1e-300 or 0 wide trapped converting a Double to an Int.
@Suite struct HostileMarkupTests {
  static let scene = """
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="a">
                                    <rect key="frame" x="0.0" y="100" width="393" height="44"/>
                                </view>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """

  /// The storyboard with `markup` after every line break (in the prolog, between elements,
  /// after the root).
  static func sprinkled(_ markup: String) -> String {
    storyboard(scene).replacingOccurrences(of: "\n", with: "\n" + markup)
  }

  @Test(arguments: [
    "<?pi?>", "<?pi ?>", "<?x data?>", "<?XML?>", "<!---->", "<!-- <?pi?> -->", "<![CDATA[]]>",
    "<![CDATA[<?pi?>]]>",
  ])
  func markupAnywhereReadsTheSameDocument(_ markup: String) throws {
    let plain = try read(storyboard(Self.scene))
    let document: IBDocument
    do {
      document = try read(Self.sprinkled(markup))
    } catch {
      // CDATA between elements of the document is character data where IB has none; either
      // reading is fine as long as it is a located error, not a crash.
      #expect(error.line >= 1 && error.column >= 1)
      return
    }
    #expect(document.scenes.map(\.id) == plain.scenes.map(\.id))
    let view = try #require(document.scenes.first?.controller.view)
    #expect(view.allViews().map(\.id) == ["root", "a"])
  }

  @Test func aLoneInstructionIsALocatedError() {
    for text in ["<?pi?>", "<?pi?>\n", "\n<?pi?>"] {
      do {
        _ = try read(text)
        Issue.record("read a file holding only '\(text)'")
      } catch {
        #expect(error.kind == .malformedXML || error.kind == .emptyFile, "\(error)")
        #expect(error.line >= 1 && error.column >= 1)
      }
    }
  }

  @Test func instructionInAnAttributeStaysAnError() {
    let text = storyboard(Self.scene).replacingOccurrences(
      of: "id=\"a\"", with: "id=\"<?pi?>\"")
    do {
      _ = try read(text)
      Issue.record("an attribute holding '<' was accepted")
    } catch {
      #expect(error.kind == .malformedXML)
      #expect(error.line == 11, "\(error)")
    }
  }

  static func collection(width: String, height: String) -> String {
    storyboard(
      """
              <scene sceneID="s1">
                  <objects>
                      <collectionViewController id="cvc" sceneMemberID="viewController">
                          <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                              <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="0.0" minimumInteritemSpacing="0.0" id="fl">
                                  <size key="itemSize" width="\(width)" height="\(height)"/>
                              </collectionViewFlowLayout>
                          </collectionView>
                      </collectionViewController>
                  </objects>
              </scene>
      """)
  }

  @Test(arguments: [
    ("1e-300", "10"), ("0", "10"), ("0.0", "0.0"), ("10", "1e-300"), ("5e-324", "50"),
  ])
  @MainActor
  func flowLayoutWithATinyItemLaysOut(_ width: String, _ height: String) throws {
    let document = try read(Self.collection(width: width, height: height))
    let scene = try #require(document.scenes.first)
    let window = try IBBuilder.makeWindow(
      document, scene: scene, environment: Environment(device: try device("iPhone X")))
    let snapshot = window.snapshot()
    #expect(snapshot.view(sceneID: "cv") != nil)
  }
}
