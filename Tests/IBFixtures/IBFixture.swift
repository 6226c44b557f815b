/// Interface Builder documents for tests, written as Xcode writes them: the one builder the test
/// targets share for the storyboard around a case, so that each test spells only what its case
/// is about (a segue's kind, a button's states, a scene's size). The fixtures stay small
/// rewrites of real cases, never the real file.
///
/// Each builder returns its element at column 1 and its container indents it two spaces a
/// level, so a storyboard's lines and columns are those of a file nested the usual way: in
/// `storyboard(initial:scenes:)` of one scene, a root view's first subview starts at line 11,
/// column 15. Tests that check a location rely on it.
///
/// ```swift
/// let text = IBFixture.storyboard(
///   initial: "vc",
///   scenes: IBFixture.scene(
///     "s1", IBFixture.viewController(id: "vc", rootID: "root", subviews: button)))
/// ```
public enum IBFixture {
  /// The document attributes most fixtures use: Auto Layout and safe-area layout guides on (the
  /// reader's `useSafeAreas`: a root view's safe area is laid out from the window's).
  public static let safeAreaAttributes = #"useAutolayout="YES" useSafeAreas="YES""#

  /// Attributes of storyboards saved before safe-area guides (round D and E's real cases): Auto
  /// Layout and trait collections on, no `useSafeAreas`.
  public static let traitCollectionAttributes = #"useAutolayout="YES" useTraitCollections="YES""#

  /// A storyboard document holding `scenes`.
  ///
  /// - Parameters:
  ///   - initial: the `initialViewController` id, if any.
  ///   - toolsVersion: the Xcode build that saved it.
  ///   - attributes: the document's flags (``safeAreaAttributes`` by default).
  ///   - scenes: the `<scene>` elements (``scene(_:_:)``), one after another.
  public static func storyboard(
    initial: String?, toolsVersion: String = "21701", attributes: String = safeAreaAttributes,
    scenes: String
  ) -> String {
    let initialAttribute = initial.map { #" initialViewController="\#($0)""# } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" \(attributes)\(initialAttribute)>
        <scenes>
      \(indented(scenes, by: 4))
        </scenes>
      </document>
      """
  }

  /// A `<scene>` with the id `sceneID` holding one `controller`.
  public static func scene(_ sceneID: String, _ controller: String) -> String {
    """
    <scene sceneID="\(sceneID)">
      <objects>
    \(indented(controller, by: 4))
      </objects>
    </scene>
    """
  }

  /// A `<viewController>` whose root view `rootID` is designed at `width` × `height` and, with
  /// `resizes`, resizes with its container (`widthSizable`, `heightSizable`).
  ///
  /// - Parameters:
  ///   - storyboardIdentifier: the id code instantiates it by, if any.
  ///   - customClass: its custom class, if any.
  ///   - attributes: more attributes of the controller, each with a leading space
  ///     (` customModule="App"`).
  ///   - rootAttributes: more attributes of the root view, likewise.
  ///   - subviews: the root view's `<subviews>` content; no element when empty.
  ///   - layout: what follows the subviews in the root view (`<constraints>`,
  ///     `<viewLayoutGuide>`).
  ///   - items: the controller's elements after its root view (`<navigationItem>`).
  ///   - connections: the controller's `<connections>` content (segues, outlets); no element
  ///     when empty.
  public static func viewController(
    id: String, storyboardIdentifier: String? = nil, customClass: String? = nil,
    attributes: String = "", rootID: String, rootAttributes: String = "", width: Int = 393,
    height: Int = 852, resizes: Bool = true, subviews: String = "", layout: String = "",
    items: String = "", connections: String = ""
  ) -> String {
    let identifier = storyboardIdentifier.map { #" storyboardIdentifier="\#($0)""# } ?? ""
    let custom = customClass.map { #" customClass="\#($0)""# } ?? ""
    var view = [#"<rect key="frame" x="0.0" y="0.0" width="\#(width)" height="\#(height)"/>"#]
    if resizes {
      view.append(
        #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#)
    }
    if !subviews.isEmpty { view.append("<subviews>\n\(indented(subviews, by: 2))\n</subviews>") }
    if !layout.isEmpty { view.append(layout) }
    var controller = [
      #"<view key="view" contentMode="scaleToFill" id="\#(rootID)"\#(rootAttributes)>"#,
      indented(view.joined(separator: "\n"), by: 2), "</view>",
    ]
    if !items.isEmpty { controller.append(items) }
    if !connections.isEmpty {
      controller.append("<connections>\n\(indented(connections, by: 2))\n</connections>")
    }
    return """
      <viewController\(identifier) id="\(id)"\(custom)\(attributes) sceneMemberID="viewController">
      \(indented(controller.joined(separator: "\n"), by: 2))
      </viewController>
      """
  }

  /// A `<navigationController>` whose root view controller is `root` (a relationship segue),
  /// with its `<navigationBar>` (id `bar`, 44 pt high) at `barY`, `barWidth` wide, as Xcode
  /// stores it.
  ///
  /// - Parameters:
  ///   - storyboardIdentifier: the id code instantiates it by, if any.
  ///   - customClass: its custom class, if any.
  ///   - attributes: more attributes of the controller, each with a leading space
  ///     (` navigationBarHidden="YES"`).
  ///   - barAttributes: more attributes of the bar, likewise (` translucent="NO"`).
  public static func navigationController(
    id: String, storyboardIdentifier: String? = nil, customClass: String? = nil,
    attributes: String = "", barAttributes: String = "", barY: Int = 0, barWidth: Int = 393,
    root: String
  ) -> String {
    let identifier = storyboardIdentifier.map { #" storyboardIdentifier="\#($0)""# } ?? ""
    let custom = customClass.map { #" customClass="\#($0)""# } ?? ""
    return """
      <navigationController\(identifier) id="\(id)"\(custom)\(attributes) sceneMemberID="viewController">
        <navigationBar key="navigationBar" contentMode="scaleToFill"\(barAttributes) id="bar">
          <rect key="frame" x="0.0" y="\(barY)" width="\(barWidth)" height="44"/>
        </navigationBar>
        <connections>
          <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="rel"/>
        </connections>
      </navigationController>
      """
  }

  /// A storyboard whose initial controller is a `<tabBarController>` (id `tabs`, its tab bar
  /// `tb` at the bottom of a 393 × 852 screen) of `customClass` whose one tab is `tab`, a
  /// controller with the id `tabID` (``viewController(id:storyboardIdentifier:customClass:attributes:rootID:rootAttributes:width:height:resizes:subviews:layout:items:connections:)``).
  public static func tabBarStoryboard(customClass: String, tabID: String, tab: String) -> String {
    storyboard(
      initial: "tabs",
      scenes: scene(
        "s1",
        """
        <tabBarController id="tabs" customClass="\(customClass)" sceneMemberID="viewController">
          <tabBar key="tabBar" contentMode="scaleToFill" id="tb">
            <rect key="frame" x="0.0" y="803" width="393" height="49"/>
          </tabBar>
          <connections>
            <segue destination="\(tabID)" kind="relationship" relationship="viewControllers" id="r1"/>
          </connections>
        </tabBarController>
        """) + "\n" + scene("s2", tab))
  }

  /// A `<button>` titled `title` in its normal state (a button that draws nothing is not
  /// content), at `frame` (x, y, width, height), with its autoresizing mask's flags
  /// (`flexibleMinY="YES"`).
  public static func button(
    _ id: String, title: String = "Button", frame: (x: Int, y: Int, width: Int, height: Int),
    autoresizing: String
  ) -> String {
    """
    <button opaque="NO" contentMode="scaleToFill" id="\(id)">
      <state key="normal" title="\(title)"/>
      <rect key="frame" x="\(frame.x)" y="\(frame.y)" width="\(frame.width)" height="\(frame.height)"/>
      <autoresizingMask key="autoresizingMask" \(autoresizing)/>
    </button>
    """
  }

  /// `text` with each non-empty line moved right by `spaces`.
  static func indented(_ text: String, by spaces: Int) -> String {
    let padding = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : padding + $0 }.joined(separator: "\n")
  }
}
